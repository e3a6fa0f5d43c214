import type { Fact } from '../content/schema.ts';

const inr = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${{ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th'}`;
}

const hindiMonths: Record<string, string> = {
  January: 'जनवरी',
  February: 'फ़रवरी',
  March: 'मार्च',
  April: 'अप्रैल',
  May: 'मई',
  June: 'जून',
  July: 'जुलाई',
  August: 'अगस्त',
  September: 'सितंबर',
  October: 'अक्टूबर',
  November: 'नवंबर',
  December: 'दिसंबर',
};

/**
 * How a statutory fact reads on a Hindi page: the same figures, in Indian grouping, with Hindi
 * words and month names ("₹20 लाख", "21 नवंबर 2025"); a day of the month is the bare number, as
 * the sentence says "… तारीख". A text fact's value must already be its Hindi
 * (content/hi/facts.yaml).
 */
function formatFactInHindi({ value, unit }: Pick<Fact, 'value' | 'unit'>): string {
  if (typeof value === 'string') {
    return unit === 'date'
      ? value.replace(/\b[A-Z][a-z]+\b/g, (month) => hindiMonths[month] ?? month)
      : value;
  }
  switch (unit) {
    case 'percent':
      return `${value}%`;
    case 'inr':
      return `₹${inr.format(value)}`;
    case 'inr-lakh':
      return `₹${value} लाख`;
    case 'inr-crore':
      return `₹${value} करोड़`;
    case 'hours':
      return `${value} ${value === 1 ? 'घंटा' : 'घंटे'}`;
    case 'days':
      return `${value} दिन`;
    default:
      return inr.format(value);
  }
}

/**
 * How a statutory fact reads on the page: "12%", "₹15,000", "₹20 lakh", "15th" (in Hindi, see
 * `formatFactInHindi`).
 */
export function formatFact(
  fact: Pick<Fact, 'value' | 'unit'>,
  language: 'en' | 'hi' = 'en',
): string {
  if (language === 'hi') return formatFactInHindi(fact);
  const { value, unit } = fact;
  if (typeof value === 'string') return value;
  switch (unit) {
    case 'percent':
      return `${value}%`;
    case 'inr':
      return `₹${inr.format(value)}`;
    case 'inr-lakh':
      return `₹${value} lakh`;
    case 'inr-crore':
      return `₹${value} crore`;
    case 'day-of-month':
      return ordinal(value);
    case 'hours':
      return `${value} hour${value === 1 ? '' : 's'}`;
    case 'days':
      return `${value} day${value === 1 ? '' : 's'}`;
    default:
      return inr.format(value);
  }
}
