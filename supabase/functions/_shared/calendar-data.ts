// The calendar data the reminder functions read: the registrations, states, obligations and
// non-working days that dueDatesFor (./calendar.ts) works from. The one source of calendar data,
// written by `npm run content`, the build and the dev server from content/data/calendar.yaml and
// content/facts.yaml, with beside it the Hindi words of content/hi/data/calendar.yaml (null until
// there is a translation). Static imports, so that `supabase functions deploy` bundles the data
// with each function: run `npm run content` before deploying.
import type { CalendarData } from './calendar.ts';
import { type CalendarLanguage, type CalendarWords, withWords } from './calendar-language.ts';
import data from './generated/calendar-data.json' with { type: 'json' };
import hindiWords from './generated/calendar-words.hi.json' with { type: 'json' };

export const calendarData: CalendarData = data as CalendarData;

const hindi = hindiWords as unknown as CalendarWords | null;

/**
 * The calendar with each language's words: the same obligations, dates and rules, its names,
 * descriptions and labels in the language (the English ones where it has no translation).
 */
export const calendarDataIn: Record<CalendarLanguage, CalendarData> = {
  en: calendarData,
  hi: hindi ? withWords(calendarData, hindi) : calendarData,
};
