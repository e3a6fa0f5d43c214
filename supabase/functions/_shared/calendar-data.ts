// The calendar data the reminder functions read: the registrations, states, obligations and
// non-working days that dueDatesFor (./calendar.ts) works from. The one source of calendar data,
// written by `npm run content`, the build and the dev server from content/data/calendar.yaml and
// content/facts.yaml, with beside it each translation's words (content/<language>/data/
// calendar.yaml; null until there is one), which ./generated/calendar-words.ts gathers by
// language. Static imports, so that `supabase functions deploy` bundles the data with each
// function: run `npm run content` before deploying.
import type { CalendarData } from './calendar.ts';
import { type CalendarLanguage, withWords } from './calendar-language.ts';
import data from './generated/calendar-data.json' with { type: 'json' };
import { calendarWordsIn } from './generated/calendar-words.ts';
import { languages } from './languages.ts';

export const calendarData: CalendarData = data as CalendarData;

/**
 * The calendar with each language's words: the same obligations, dates and rules, its names,
 * descriptions and labels in the language (the original's where it has no translation).
 */
export const calendarDataIn: Record<CalendarLanguage, CalendarData> = Object.fromEntries(
  languages.map((l) => {
    const words = calendarWordsIn[l];
    return [l, words ? withWords(calendarData, words) : calendarData];
  }),
) as Record<CalendarLanguage, CalendarData>;
