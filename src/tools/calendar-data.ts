/**
 * The compliance calendar's data, as `npm run content`, the build and the dev server write it
 * from content/data/calendar.yaml and content/facts.yaml: the one source the site and the Edge
 * Functions read (scripts/content/calendar.ts).
 *
 * A Hindi page shows the same data with the words of content/hi/data/calendar.yaml, which come in
 * a module of their own (calendar-words.hi.json beside the data, which the reminder emails read
 * too): only a page that shows the calendar in Hindi loads them (`loadCalendarData`), never an
 * English page.
 */
import type { CalendarData } from '../../supabase/functions/_shared/calendar.ts';
import {
  type CalendarWords,
  withWords,
} from '../../supabase/functions/_shared/calendar-language.ts';
import data from '../../supabase/functions/_shared/generated/calendar-data.json';
import { isOriginal, type Language, originalLanguage } from '../lib/languages.ts';

export const calendarData = data as CalendarData;

/**
 * A language's words (calendar-words.<language>.json beside the data, in a chunk of its own); null
 * when the language has no translation of the calendar yet.
 */
const wordsOf = (language: Language): Promise<CalendarWords | null> =>
  import(`../../supabase/functions/_shared/generated/calendar-words.${language}.json`).then(
    (m: { default: unknown }) => m.default as CalendarWords | null,
  );

const loaded = new Map<Language, CalendarData>([[originalLanguage, calendarData]]);
const loading = new Map<Language, Promise<CalendarData>>();

/** The calendar in a language, loading its words once; the English data where it has none. */
export function loadCalendarData(language: Language): Promise<CalendarData> {
  const ready = loaded.get(language);
  if (ready) return Promise.resolve(ready);
  let pending = loading.get(language);
  if (!pending) {
    pending = wordsOf(language).then(
      (words) => {
        const inLanguage = words ? withWords(calendarData, words) : calendarData;
        loaded.set(language, inLanguage);
        return inLanguage;
      },
      (error: unknown) => {
        loading.delete(language);
        throw error;
      },
    );
    loading.set(language, pending);
  }
  return pending;
}

/** The calendar in a language whose words are loaded (`loadCalendarData`). */
export function calendarDataIn(language: Language): CalendarData {
  const inLanguage = loaded.get(language);
  if (!inLanguage)
    throw new Error(
      `the compliance calendar's ${language} words are not loaded (loadCalendarData)`,
    );
  return inLanguage;
}

/** Whether the calendar shows its English words in this language (it has no translation). */
export const showsEnglishIn = (language: Language): boolean =>
  !isOriginal(language) && calendarDataIn(language) === calendarData;
