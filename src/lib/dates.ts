/**
 * A date as en-IN writes it, in UTC: "12 November 2026", or "12 Nov 2026" (and "Sept") with
 * `short`. Not Intl.DateTimeFormat: its first use on a page loads the locale data, a task of
 * 20 to 150 ms while the page hydrates.
 */
export const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
const shortMonths = monthNames.map((m) => (m === 'September' ? 'Sept' : m.slice(0, 3)));

export function formatDate(iso: string, month: 'long' | 'short' = 'long'): string {
  const d = new Date(iso);
  const names = month === 'long' ? monthNames : shortMonths;
  return `${d.getUTCDate()} ${names[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}
