import { describe, expect, it } from 'vitest';
import { dateWordsOf } from '../../scripts/content/date-words.ts';
import {
  dayMonthIn,
  longDateIn,
  weekdayDateIn,
  weekdayIn,
  withMonthsIn,
} from '../../supabase/functions/_shared/calendar-language.ts';
import {
  dateInLocale,
  dateParts,
  dateWordsIn,
} from '../../supabase/functions/_shared/dates-in-locale.ts';
import {
  languages,
  localeOf,
  translationLanguages,
} from '../../supabase/functions/_shared/languages.ts';

const DAY_MS = 86_400_000;
/** Every day from 2024 to 2031 (two leap years), as YYYY-MM-DD. */
const days = Array.from(
  { length: (Date.UTC(2032, 0, 1) - Date.UTC(2024, 0, 1)) / DAY_MS },
  (_, i) => new Date(Date.UTC(2024, 0, 1) + i * DAY_MS).toISOString().slice(0, 10),
);
const intl = (locale: string, options: Intl.DateTimeFormatOptions) => {
  const format = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
  return (iso: string) => format.format(new Date(`${iso}T00:00:00Z`));
};

describe("a language's dates, written without Intl in the browser", () => {
  it('has date words for every language whose locale writes Latin digits', () => {
    for (const language of languages) {
      const digits = new Intl.NumberFormat(localeOf(language)).format(15);
      expect(Boolean(dateWordsIn[language]), language).toBe(digits === '15');
    }
  });

  it('writes every day of 2024 to 2031 as Intl does, in every pattern and language', () => {
    for (const language of languages) {
      const locale = localeOf(language);
      for (const [parts, options] of Object.entries(dateParts)) {
        const expected = intl(locale, options);
        const wrong = days.filter(
          (d) => dateInLocale(d, language, parts as keyof typeof dateParts) !== expected(d),
        );
        expect(wrong, `${language} ${parts}`).toEqual([]);
      }
    }
    for (const language of translationLanguages) {
      const locale = localeOf(language);
      const long = intl(locale, { weekday: 'long' });
      const short = intl(locale, { weekday: 'short' });
      for (const d of days.slice(0, 7)) {
        expect(weekdayIn(d, language)).toEqual({ long: long(d), short: short(d) });
      }
      const day = '2026-12-21';
      expect(longDateIn(day, language)).toBe(intl(locale, dateParts.long)(day));
      expect(dayMonthIn(day, language)).toBe(intl(locale, dateParts.dayMonth)(day));
      expect(weekdayDateIn(day, language)).toBe(intl(locale, dateParts.weekday)(day));
      const month = intl(locale, { month: 'long' });
      expect(withMonthsIn('From 1 September 2014 to 31 March', language)).toBe(
        `From 1 ${month('2014-09-01')} 2014 to 31 ${month('2026-03-01')}`,
      );
    }
  });

  it('has no words for a locale that writes dates with digits of its own: Intl writes them', () => {
    // Marathi writes 15 as १५.
    expect(dateWordsOf('mr-IN')).toBeNull();
    expect(dateWordsOf('hi-IN')?.patterns).toEqual({
      long: '{d} {m} {y}',
      dayMonth: '{d} {m}',
      weekday: '{w}, {d} {m} {y}',
    });
  });
});
