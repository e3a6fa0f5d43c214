import { describe, expect, it } from 'vitest';
import { readArrival } from '../../src/features/auth/arrival.ts';
import { authFailureMessage } from '../../src/features/auth/messages.ts';
import { safeReturnPath, signInAgainPath } from '../../src/features/auth/return-path.ts';
import { accountErrors } from '../../src/generated/messages/account-errors.ts';
import { messagesIn } from '../../src/lib/language.ts';

/** What the account screens say when the site's server could not be reached. */
const SERVER_UNREACHABLE = messagesIn(accountErrors, 'en').unreachable;

describe('the path sign-in returns to', () => {
  it.each(['/profile', '/profile?tab=data', '/services/gst#faq'])('keeps %s', (path) => {
    expect(safeReturnPath(path)).toBe(path);
  });
  it.each([
    'https://evil.example/profile',
    '//evil.example/profile',
    '/\\evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
    'profile',
    '/auth',
    '/auth?next=/auth',
    '',
    null,
  ])('refuses %s', (path) => {
    expect(safeReturnPath(path)).toBeNull();
  });
  it('comes back to the page whose session ended', () => {
    const url = new URL(signInAgainPath('/profile'), 'https://site.example');
    expect(readArrival(url)).toEqual({ arrival: { kind: 'session-ended' }, next: '/profile' });
  });
});

describe('how a visitor arrived on /auth', () => {
  const at = (href: string) => readArrival(new URL(href, 'https://site.example')).arrival;
  it('tells a used or expired reset link from a confirmation link', () => {
    const failed = '#error=access_denied&error_code=otp_expired&error_description=Email+link';
    expect(at(`/auth?link=recovery${failed}`)).toEqual({ kind: 'link-failed', link: 'recovery' });
    expect(at(`/auth${failed}`)).toEqual({ kind: 'link-failed', link: 'signup' });
  });
  it('recognises a reset link that carries a session', () => {
    expect(at('/auth?link=recovery#access_token=a.b.c&type=recovery&refresh_token=x')).toEqual({
      kind: 'recovery',
    });
    expect(at('/auth#access_token=a.b.c&type=signup')).toEqual({ kind: 'plain' });
  });
});

describe('auth failures in words', () => {
  it('never shows the browser’s "Failed to fetch"', () => {
    const retryable = Object.assign(new Error('Failed to fetch'), {
      name: 'AuthRetryableFetchError',
      status: 0,
    });
    expect(authFailureMessage(retryable, 'x')).toBe(SERVER_UNREACHABLE);
    expect(authFailureMessage(new TypeError('Failed to fetch'), 'x')).toBe(SERVER_UNREACHABLE);
  });
  it('gives the backend’s reasons for a weak password', () => {
    const weak = {
      name: 'AuthWeakPasswordError',
      code: 'weak_password',
      message: 'Password should be at least 8 characters.',
      reasons: ['length'],
    };
    expect(authFailureMessage(weak, 'x')).toBe(
      'Choose a stronger password. Password should be at least 8 characters.',
    );
  });
  it('words the codes a person meets, and falls back for the rest', () => {
    expect(authFailureMessage({ code: 'same_password' }, 'x')).toMatch(/same as your current/);
    expect(authFailureMessage({ code: 'session_not_found' }, 'x')).toMatch(/session has ended/);
    expect(authFailureMessage({ code: 'unexpected_failure', message: 'boom' }, 'Try again.')).toBe(
      'Try again.',
    );
  });
});
