/**
 * What a person reads when an account action fails: Supabase Auth's error codes (the same from
 * hosted Supabase and the embedded backend) in plain words, and a network failure as the server
 * not being reached, never the browser's "Failed to fetch".
 */
import { isNetworkFailure, SERVER_UNREACHABLE } from '../../lib/network-errors.ts';

interface AuthFailure {
  name?: string;
  code?: string;
  message?: string;
  status?: number;
  reasons?: string[];
}

export const SESSION_ENDED = 'Your session has ended. Log in again to continue.';

/** Codes that mean the session the browser holds is no longer valid. */
const SESSION_CODES = new Set([
  'session_not_found',
  'session_expired',
  'refresh_token_not_found',
  'refresh_token_already_used',
  'user_not_found',
  'bad_jwt',
  'no_authorization',
]);

export function isSessionEnded(error: unknown): boolean {
  const e = (error ?? {}) as AuthFailure;
  return e.name === 'AuthSessionMissingError' || SESSION_CODES.has(e.code ?? '');
}

const byCode: Record<string, string> = {
  invalid_credentials: 'The email or password is not correct. Check both and try again.',
  email_not_confirmed:
    'Confirm your email address first: open the link in the email we sent you, then log in.',
  same_password: 'Your new password is the same as your current one. Choose a different password.',
  over_request_rate_limit: 'Too many attempts in a short time. Wait a few minutes, then try again.',
  over_email_send_rate_limit:
    'We have just sent you an email. Wait a minute before asking for another one.',
  signup_disabled: 'New accounts cannot be created at the moment. Please contact us instead.',
  email_address_invalid: 'Enter a valid email address, like name@company.com.',
  otp_expired: 'This link has expired or has already been used.',
};

/** The message for a failed auth call; `fallback` when nothing more precise can be said. */
export function authFailureMessage(error: unknown, fallback: string): string {
  if (isNetworkFailure(error)) return SERVER_UNREACHABLE;
  const e = (error ?? {}) as AuthFailure;
  if (e.code === 'weak_password' || e.name === 'AuthWeakPasswordError') {
    // The backend's reasons, in its words ("Password should be at least 8 characters.").
    return `Choose a stronger password. ${e.message ?? ''}`.trim();
  }
  if (isSessionEnded(error)) return SESSION_ENDED;
  const known = e.code ? byCode[e.code] : undefined;
  if (known) return known;
  if (e.code === 'validation_failed' && /email/i.test(e.message ?? ''))
    return byCode.email_address_invalid as string;
  return fallback;
}
