// A date as a language's locale writes it ("15 मार्च 2026"), shared by the site (through Vite),
// the Edge Functions (through Deno) and the content build, which writes each locale's words from
// Intl (scripts/content/date-words.ts). Pure TypeScript.
import { dateWordsIn } from './generated/date-words.ts';
import { type Language, localeOf } from './languages.ts';

export { dateWordsIn };

/** How much of a date dateInLocale writes: with the year, without, or with the weekday too. */
export const dateParts = {
  long: { day: 'numeric', month: 'long', year: 'numeric' },
  dayMonth: { day: 'numeric', month: 'long' },
  weekday: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

/**
 * A locale's way of writing dates, taken from Intl by the content build: in a browser, a page's
 * first Intl.DateTimeFormat loads the locale's data, a task of 40 to 90 ms while the page starts.
 */
export interface DateWords {
  /** January to December. */
  months: readonly string[];
  /** Sunday to Saturday, in full and short. */
  weekdays: readonly string[];
  shortWeekdays: readonly string[];
  /** Each of dateParts, with {d} (the day), {m} (the month), {y} (the year) and {w} (the weekday). */
  patterns: Record<keyof typeof dateParts, string>;
}

/** A date (UTC) written by a locale's date words. */
export function fillDate(words: DateWords, parts: keyof typeof dateParts, date: Date): string {
  return words.patterns[parts]
    .replace('{d}', String(date.getUTCDate()))
    .replace('{m}', words.months[date.getUTCMonth()] ?? '')
    .replace('{y}', String(date.getUTCFullYear()))
    .replace('{w}', words.weekdays[date.getUTCDay()] ?? '');
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A YYYY-MM-DD date as a language's locale writes it: by the date words the content build wrote
 * for it, or by Intl where it has none (a locale whose dates the words cannot write).
 */
export function dateInLocale(
  iso: string,
  language: Language,
  parts: keyof typeof dateParts,
): string {
  const date = new Date(`${iso}T00:00:00Z`);
  const words = dateWordsIn[language];
  if (words) return fillDate(words, parts, date);
  const key = `${language} ${parts}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(localeOf(language), { ...dateParts[parts], timeZone: 'UTC' });
    dateFormats.set(key, format);
  }
  return format.format(date);
}
