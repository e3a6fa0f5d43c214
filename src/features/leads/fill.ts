/** What identifies one fill of the lead form: when it started, and its idempotency key. */

/**
 * When the visitor could start filling the form, in epoch milliseconds. A form that came in the
 * page's HTML was on screen from the page's first paint, possibly long before its code arrived
 * (the code may then replay a submit pressed meanwhile), so the fill counts from that paint; a
 * form rendered by a client-side navigation counts from now. The server refuses fills that are
 * quicker than a person could be, so this must not be later than the real start.
 */
export function fillStartTime(formId: string): number {
  const now = Date.now();
  if (typeof document === 'undefined' || !document.getElementById(formId)) return now;
  const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
  return Math.min(now, Math.round(performance.timeOrigin + paint));
}

/** A random UUID (v4), also where `crypto.randomUUID` is missing (pages served over plain http). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
