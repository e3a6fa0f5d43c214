import { withMonthsIn } from '../../supabase/functions/_shared/calendar-language.ts';
import { factUnits } from '../../supabase/functions/_shared/generated/messages/fact-units.ts';
import type { Fact } from '../content/schema.ts';
import { indianDigits } from './indian-digits.ts';
import { type Language, originalLanguage } from './languages.ts';

/**
 * How a statutory fact reads on the page: "12%", "₹15,000", "₹20 lakh", "15th"; on a Hindi page
 * "12%", "₹15,000", "₹20 लाख", "15", "21 नवंबर 2025".
 */
export function formatFact(
  fact: Pick<Fact, 'value' | 'unit'>,
  language: Language = originalLanguage,
): string {
  // Every language of the list has them (a language just listed, once `npm run content` wrote them).
  const w = factUnits[language] ?? factUnits[originalLanguage];
  const { value, unit } = fact;
  // A value that is words (a date, a text fact) as it reads in the language: a date's month
  // names in its locale; a text fact's value is already its own (content/<language>/facts.yaml).
  if (typeof value === 'string') return unit === 'date' ? withMonthsIn(value, language) : value;
  switch (unit) {
    case 'percent':
      return `${value}%`;
    case 'inr':
      return `₹${indianDigits(value, 2)}`;
    case 'inr-lakh':
      return `₹${value} ${w.lakh}`;
    case 'inr-crore':
      return `₹${value} ${w.crore}`;
    case 'day-of-month':
      return w.dayOfMonth({ n: value });
    case 'hours':
      return w.hours({ n: value });
    case 'days':
      return w.days({ n: value });
    default:
      return indianDigits(value, 2);
  }
}
