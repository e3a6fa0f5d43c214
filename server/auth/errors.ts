/** GoTrue's error answers, and the loud refusal of what the embedded backend does not support. */
import { HttpError } from '../http.ts';

/** An auth error that also sets response headers. */
export class AuthError extends HttpError {
  constructor(
    status: number,
    body: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(status, body);
  }
}

/** GoTrue's error shape: code and message, with msg and error_code kept for older clients. */
export const authError = (
  status: number,
  code: string,
  message: string,
  extra: Record<string, unknown> = {},
) => new AuthError(status, { code, message, msg: message, error_code: code, ...extra });

/** The header the compatibility runner reads to tell a deliberate refusal from a difference. */
export const UNSUPPORTED_HEADER = 'X-Embedded-Unsupported';

/**
 * A feature the embedded backend deliberately lacks: the status and code GoTrue answers when the
 * feature is switched off, a message naming it, and the category in X-Embedded-Unsupported.
 */
export function unsupported(
  category: string,
  feature: string,
  status = 404,
  code = 'feature_disabled',
): AuthError {
  const message = `The embedded backend does not support ${feature}.`;
  return new AuthError(
    status,
    { code, message, msg: message, error_code: code },
    { [UNSUPPORTED_HEADER]: category },
  );
}

export const badJson = (detail: string) =>
  authError(400, 'bad_json', `Could not parse request body as JSON: ${detail}`);

export const validationFailed = (message: string) => authError(400, 'validation_failed', message);
