import type { Fact } from '../content/schema.ts';

const inr = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${{ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th'}`;
}

/** How a statutory fact reads on the page: "12%", "₹15,000", "₹20 lakh", "15th". */
export function formatFact(fact: Pick<Fact, 'value' | 'unit'>): string {
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
