/**
 * How a visitor arrived on /auth: from a password reset link (its session is in the address, for
 * choosing a new password), from an email link that failed (expired or already used; Supabase
 * Auth says so in the address's fragment), or sent back because their session ended. Read once,
 * before supabase-js takes the session out of the address.
 */
import { safeReturnPath } from './return-path.ts';

export type Arrival =
  | { kind: 'plain' }
  | { kind: 'recovery' }
  | { kind: 'link-failed'; link: 'recovery' | 'signup' }
  | { kind: 'session-ended' };

/** The `link` query parameter of the addresses email links lead to (see redirectTo below). */
export const RECOVERY_REDIRECT = '/auth?link=recovery';

export function readArrival(url: URL): { arrival: Arrival; next: string | null } {
  const fragment = new URLSearchParams(url.hash.slice(1));
  const next = safeReturnPath(url.searchParams.get('next'));
  if (fragment.get('error') || fragment.get('error_code') || fragment.get('error_description')) {
    const link = url.searchParams.get('link') === 'recovery' ? 'recovery' : 'signup';
    return { arrival: { kind: 'link-failed', link }, next };
  }
  if (fragment.get('type') === 'recovery' && fragment.get('access_token'))
    return { arrival: { kind: 'recovery' }, next };
  if (url.searchParams.get('session') === 'ended')
    return { arrival: { kind: 'session-ended' }, next };
  return { arrival: { kind: 'plain' }, next };
}
