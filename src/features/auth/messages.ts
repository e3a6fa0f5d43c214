/**
 * What a person reads when an account action fails: Supabase Auth's error codes (the same from
 * hosted Supabase and the embedded backend) in plain words, and a network failure as the server
 * not being reached, never the browser's "Failed to fetch" (content/messages/en/account-errors.yaml).
 */
import { accountErrors } from '../../generated/messages/account-errors.ts';
import { messagesIn, originalLanguage } from '../../lib/language.ts';
import { isNetworkFailure } from '../../lib/network-errors.ts';

interface AuthFailure {
  name?: string;
  code?: string;
  message?: string;
  status?: number;
  reasons?: string[];
}

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

/** Each code's message in the catalogue. */
const byCode = {
  invalid_credentials: 'invalidCredentials',
  email_not_confirmed: 'emailNotConfirmed',
  same_password: 'samePassword',
  over_request_rate_limit: 'tooManyAttempts',
  over_email_send_rate_limit: 'emailJustSent',
  signup_disabled: 'signupDisabled',
  email_address_invalid: 'emailInvalid',
  otp_expired: 'linkExpired',
} as const;

/** The message for a failed auth call; `fallback` when nothing more precise can be said. */
export function authFailureMessage(error: unknown, fallback: string): string {
  // The account screens are in the original language only (scripts/content/messages.ts).
  const t = messagesIn(accountErrors, originalLanguage);
  if (isNetworkFailure(error)) return t.unreachable;
  const e = (error ?? {}) as AuthFailure;
  if (e.code === 'weak_password' || e.name === 'AuthWeakPasswordError') {
    // The backend's reasons, in its words ("Password should be at least 8 characters.").
    return t.weakPassword({ reasons: e.message ?? '' }).trim();
  }
  if (isSessionEnded(error)) return t.sessionEnded;
  if (e.code && Object.hasOwn(byCode, e.code)) return t[byCode[e.code as keyof typeof byCode]];
  if (e.code === 'validation_failed' && /email/i.test(e.message ?? '')) return t.emailInvalid;
  return fallback;
}
