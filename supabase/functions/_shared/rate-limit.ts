/**
 * Rate limits counted in the database, so that they hold across instances and restarts: sliding
 * windows over stored timestamps, keyed by an HMAC of the client's address (never the address).
 */

export const HOUR_MS = 3600_000;
export const DAY_MS = 24 * HOUR_MS;

/**
 * Seconds to wait before another submission fits in the window, or 0 if one fits now. A limit of
 * 0 means no limit.
 */
export function secondsUntilAllowed(
  times: number[],
  limit: number,
  windowMs: number,
  now: number,
): number {
  if (limit === 0) return 0;
  const recent = times.filter((time) => time > now - windowMs).sort((a, b) => b - a);
  if (recent.length < limit) return 0;
  // The window frees a place when the limit-th newest entry leaves it.
  const leaves = (recent[limit - 1] as number) + windowMs;
  return Math.max(1, Math.ceil((leaves - now) / 1000));
}

/** "1 minute", "23 minutes", "5 hours": how long to wait, in words. */
export function describeWait(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes === 1) return '1 minute';
  if (minutes < 120) return `${minutes} minutes`;
  return `${Math.ceil(minutes / 60)} hours`;
}

/**
 * "1 मिनट", "23 मिनट", "5 घंटे": a wait rounded up, in Hindi, as describeWait says it in English
 * (null: the answer did not say how long).
 */
export function hindiWait(seconds: number | null): string {
  if (seconds === null) return 'कुछ मिनट';
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes < 120) return `${minutes} मिनट`;
  return `${Math.ceil(minutes / 60)} घंटे`;
}

/** The client's address: the first entry of X-Forwarded-For, which Supabase's gateway sets. */
export function clientAddress(request: Request): string {
  return request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || 'unknown';
}

/** An HMAC of the address (or of an email address), so a rate limit never stores it. */
export async function addressHash(address: string, secret: string): Promise<string> {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const signature = await crypto.subtle.sign('HMAC', key, encoder.encode(address));
  return Array.from(new Uint8Array(signature), (byte) => byte.toString(16).padStart(2, '0')).join(
    '',
  );
}
