// The compliance calendar's sentences in each language, by language code: the words that
// ./calendar-language.ts puts a due date's note and a period's range in. A language adds its entry
// here (words, no code); one without an entry has the original's sentences, dates included. The
// names of weekdays and months come from the language's locale (Intl), not from here. `{name}`
// marks where a value goes.
import type { Language } from './languages.ts';

export interface CalendarPhrases {
  /** Between the months of a period's range: "July to September 2026". */
  to: string;
  /** The Saturdays of a month by their place: first, second, … fifth. */
  ordinals: readonly [string, string, string, string, string];
  /** A day closed as a weekly day off: {weekday} is its name. */
  weekday: string;
  /** A Saturday closed as a bank holiday: {ordinal} is its place in the month. */
  bankSaturday: string;
  /** One closed day and why: {day} (its day and month) and {reason}. */
  closedOn: string;
  /** Between the last two closed days of a list (the others take ", "). */
  and: string;
  /** A due date moved over closed days: {list} of them and the new {date}. */
  moved: string;
  /** A due date on a closed day that does not move: {day} and {reason}. */
  fixed: string;
}

export const calendarPhrases: Partial<Record<Language, CalendarPhrases>> = {
  en: {
    to: ' to ',
    ordinals: ['first', 'second', 'third', 'fourth', 'fifth'],
    weekday: 'a {weekday}',
    bankSaturday: 'a bank holiday (the {ordinal} Saturday)',
    closedOn: '{day} is {reason}',
    and: ' and ',
    moved: '{list}, so due on {date}',
    fixed: '{day} is {reason}; this date does not move',
  },
  hi: {
    to: ' से ',
    ordinals: ['पहला', 'दूसरा', 'तीसरा', 'चौथा', 'पाँचवाँ'],
    weekday: '{weekday}',
    bankSaturday: 'बैंक अवकाश (महीने का {ordinal} शनिवार)',
    closedOn: '{day} को {reason} है',
    and: ' और ',
    moved: '{list}, इसलिए नियत तारीख {date} है',
    fixed: '{day} को {reason} है; यह तारीख आगे नहीं खिसकती',
  },
};
