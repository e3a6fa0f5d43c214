/** Reading a request as GoTrue does: its JSON body, email addresses, passwords, redirects. */
import type { IncomingMessage } from 'node:http';
import type { AuthConfig } from '../config.ts';
import type { AuthContext } from './context.ts';
import { authError, badJson, validationFailed } from './errors.ts';

export type Json = Record<string, unknown>;

export function parseJson(text: string): Json {
  if (text.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    throw badJson((e as Error).message);
  }
  if (!value || typeof value !== 'object' || Array.isArray(value))
    throw badJson('the body is not a JSON object');
  return value as Json;
}

/** A string member, '' when absent or null; any other type is refused as GoTrue's decoder does. */
export function stringField(json: Json, name: string): string {
  const value = json[name];
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw badJson(`cannot unmarshal ${typeof value} into ${name}`);
  return value;
}

/** An object member, undefined when absent or null. */
export function objectField(json: Json, name: string): Json | undefined {
  const value = json[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value))
    throw badJson(`cannot unmarshal ${Array.isArray(value) ? 'array' : typeof value} into ${name}`);
  return value as Json;
}

/** The address checker GoTrue uses (checkmail.ValidateFormat). */
const EMAIL_FORMAT =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** GoTrue's validateEmail: the address in lower case, or 400 validation_failed. */
export function validateEmail(email: string): string {
  if (email === '') throw validationFailed('An email address is required');
  if (email.length > 255) throw validationFailed('An email address is too long');
  if (!EMAIL_FORMAT.test(email))
    throw validationFailed('Unable to validate email address: invalid format');
  return email.toLowerCase();
}

const MAX_PASSWORD_BYTES = 72;

export interface Weakness {
  message: string;
  reasons: string[];
}

/** GoTrue's checkPasswordStrength without the throw: why a password is weak, or null. */
export function passwordWeakness(config: AuthConfig, password: string): Weakness | null {
  const messages: string[] = [];
  const reasons: string[] = [];
  if (Buffer.byteLength(password) < config.passwordMinLength) {
    reasons.push('length');
    messages.push(`Password should be at least ${config.passwordMinLength} characters.`);
  }
  const sets = config.passwordRequiredCharacters;
  if (sets.some((set) => ![...set].some((c) => password.includes(c)))) {
    reasons.push('characters');
    messages.push(`Password should contain at least one character of each: ${sets.join(', ')}.`);
  }
  return reasons.length ? { message: messages.join(' '), reasons } : null;
}

export function checkPasswordStrength(config: AuthConfig, password: string) {
  if (Buffer.byteLength(password) > MAX_PASSWORD_BYTES)
    throw validationFailed(`Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`);
  const weakness = passwordWeakness(config, password);
  if (weakness)
    throw authError(422, 'weak_password', weakness.message, {
      weak_password: { reasons: weakness.reasons },
    });
}

/** The bearer token of a request, or GoTrue's 401. */
export function bearerToken(req: IncomingMessage): string {
  const match = /^[Bb]earer (\S+)$/.exec(String(req.headers.authorization ?? ''));
  if (!match?.[1])
    throw authError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  return match[1];
}

/** Where an email link leads: redirect_to if it is one of the site's own pages, else the site. */
export function redirectTarget(ctx: AuthContext, value: string | null): string {
  if (!value) return ctx.siteUrl;
  try {
    const url = new URL(value);
    return ctx.allowedRedirects.has(url.origin) ? url.href : ctx.siteUrl;
  } catch {
    return ctx.siteUrl;
  }
}
