// The compliance calendar's sentences in each language, by language code: the words that
// ./calendar-language.ts puts a due date's note and a period's range in, from the message
// catalogue (content/messages/<language>/calendar-phrases.yaml). A language adds them there (words,
// no code). The names of weekdays and months come from the language's locale (Intl, through the
// words the content build takes from it: ./dates-in-locale.ts), not from here.
import {
  type CalendarPhrasesMessages,
  calendarPhrases as catalogue,
} from './generated/messages/calendar-phrases.ts';
import { type Language, languages } from './languages.ts';

/**
 * The catalogue's sentences, with the ordinals as a list: the Saturdays of a month by their place,
 * first, second, … fifth.
 */
export type CalendarPhrases = CalendarPhrasesMessages & {
  ordinals: readonly [string, string, string, string, string];
};

const phrasesOf = (t: CalendarPhrasesMessages): CalendarPhrases => ({
  ...t,
  ordinals: [t.ordinal1, t.ordinal2, t.ordinal3, t.ordinal4, t.ordinal5],
});

/** Each language's sentences: none for a language the catalogue does not have yet. */
export const calendarPhrases: Partial<Record<Language, CalendarPhrases>> = Object.fromEntries(
  languages.flatMap((l) => {
    const t = catalogue[l] as CalendarPhrasesMessages | undefined;
    return t ? [[l, phrasesOf(t)]] : [];
  }),
);
