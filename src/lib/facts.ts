import { withMonthsIn } from '../../supabase/functions/_shared/calendar-language.ts';
import type { Fact } from '../content/schema.ts';
import { type Language, originalLanguage } from './languages.ts';

const inr = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${{ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th'}`;
}

/** The words around a fact's figure in a language. */
interface FactWords {
  lakh: string;
  crore: string;
  hours: (n: number) => string;
  days: (n: number) => string;
  dayOfMonth: (n: number) => string;
}

const english: FactWords = {
  lakh: 'lakh',
  crore: 'crore',
  hours: (n) => `${n} hour${n === 1 ? '' : 's'}`,
  days: (n) => `${n} day${n === 1 ? '' : 's'}`,
  dayOfMonth: ordinal,
};

/**
 * A Hindi page: the same figures in Indian grouping, Hindi words and month names; a day of the
 * month is the bare number, as the sentence says "… तारीख". A text fact's value must already be
 * its Hindi (content/hi/facts.yaml).
 */
const hindi: FactWords = {
  lakh: 'लाख',
  crore: 'करोड़',
  hours: (n) => `${n} ${n === 1 ? 'घंटा' : 'घंटे'}`,
  days: (n) => `${n} दिन`,
  dayOfMonth: (n) => String(n),
};

const factWords: Record<Language, FactWords> = { en: english, hi: hindi };

/**
 * How a statutory fact reads on the page: "12%", "₹15,000", "₹20 lakh", "15th"; on a Hindi page
 * "12%", "₹15,000", "₹20 लाख", "15", "21 नवंबर 2025".
 */
export function formatFact(
  fact: Pick<Fact, 'value' | 'unit'>,
  language: Language = originalLanguage,
): string {
  const w = factWords[language];
  const { value, unit } = fact;
  // A value that is words (a date, a text fact) as it reads in the language: a date's month
  // names in its locale; a text fact's value is already its own (content/<language>/facts.yaml).
  if (typeof value === 'string') return unit === 'date' ? withMonthsIn(value, language) : value;
  switch (unit) {
    case 'percent':
      return `${value}%`;
    case 'inr':
      return `₹${inr.format(value)}`;
    case 'inr-lakh':
      return `₹${value} ${w.lakh}`;
    case 'inr-crore':
      return `₹${value} ${w.crore}`;
    case 'day-of-month':
      return w.dayOfMonth(value);
    case 'hours':
      return w.hours(value);
    case 'days':
      return w.days(value);
    default:
      return inr.format(value);
  }
}
