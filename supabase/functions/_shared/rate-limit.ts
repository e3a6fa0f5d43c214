/**
 * Rate limits counted in the database, so that they hold across instances and restarts: the
 * functions' `admit_*` database functions check sliding windows over stored timestamps and record
 * an accepted request in one step, keyed by an HMAC of the client's address and of the email
 * address (never the addresses). Here: the client's address, the HMAC, and waits in words.
 */

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

/**
 * The client's address, as the proxy in front of the function vouches for it: X-Forwarded-For is
 * a list each proxy appends the address it received the request from to, and everything left of
 * the entries the deployment's own proxies appended was written by the caller. `trustedHops` is
 * how many proxies of the deployment append (1: Supabase's gateway alone, which the embedded
 * backend models); the entry that many places from the right is the client's. Null when the
 * header does not have that many entries (the function then counts the request in one shared
 * bucket with every other unknown client).
 */
export function clientAddress(request: Request, trustedHops = 1): string | null {
  const entries = (request.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const hops = Math.max(1, trustedHops);
  return entries.length >= hops ? (entries[entries.length - hops] as string) : null;
}

/** The key of the client address's rate limit: every unknown client shares one. */
export const addressKey = (address: string | null) => address ?? 'unknown';

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
