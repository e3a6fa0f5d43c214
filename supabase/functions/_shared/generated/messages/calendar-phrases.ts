// Generated from content/messages/<language>/calendar-phrases.yaml by `npm run content`. Do not edit.
import type { Language } from '../../languages.ts';

/** The calendar-phrases messages (English defines the keys and placeholders). */
export interface CalendarPhrasesMessages {
  to: string;
  ordinal1: string;
  ordinal2: string;
  ordinal3: string;
  ordinal4: string;
  ordinal5: string;
  weekday: (p: { weekday: string }) => string;
  bankSaturday: (p: { ordinal: string }) => string;
  closedOn: (p: { day: string; reason: string }) => string;
  and: string;
  moved: (p: { list: string; date: string }) => string;
  fixed: (p: { day: string; reason: string }) => string;
}

/** In each language of content/languages.yaml (English's words where a translation has none). */
export const calendarPhrases: Readonly<Record<Language, CalendarPhrasesMessages>> = {
  en: {
    to: " to ",
    ordinal1: "first",
    ordinal2: "second",
    ordinal3: "third",
    ordinal4: "fourth",
    ordinal5: "fifth",
    weekday: (p: { weekday: string }) => `a ${p.weekday}`,
    bankSaturday: (p: { ordinal: string }) => `a bank holiday (the ${p.ordinal} Saturday)`,
    closedOn: (p: { day: string; reason: string }) => `${p.day} is ${p.reason}`,
    and: " and ",
    moved: (p: { list: string; date: string }) => `${p.list}, so due on ${p.date}`,
    fixed: (p: { day: string; reason: string }) => `${p.day} is ${p.reason}; this date does not move`,
  },
  hi: {
    to: " से ",
    ordinal1: "पहला",
    ordinal2: "दूसरा",
    ordinal3: "तीसरा",
    ordinal4: "चौथा",
    ordinal5: "पाँचवाँ",
    weekday: (p: { weekday: string }) => `${p.weekday}`,
    bankSaturday: (p: { ordinal: string }) => `बैंक अवकाश (महीने का ${p.ordinal} शनिवार)`,
    closedOn: (p: { day: string; reason: string }) => `${p.day} को ${p.reason} है`,
    and: " और ",
    moved: (p: { list: string; date: string }) => `${p.list}, इसलिए नियत तारीख ${p.date} है`,
    fixed: (p: { day: string; reason: string }) => `${p.day} को ${p.reason} है; यह तारीख आगे नहीं खिसकती`,
  },
};
