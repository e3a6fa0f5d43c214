/**
 * PostgREST's errors: its codes, statuses and wording, so that clients that branch on them (as
 * supabase-js and sites do) behave as with hosted Supabase.
 */
import { HttpError } from '../http.ts';

type Details = string | null | Record<string, unknown>[];

/** A PostgREST error: `{code, message, details, hint}` plus the headers it is sent with. */
export class RestError extends HttpError {
  constructor(
    status: number,
    code: string,
    message: string,
    details: Details = null,
    hint: string | null = null,
    readonly headers: Record<string, string> = {},
  ) {
    super(status, { code, message, details, hint });
  }
}

/** PGRST100: a query parameter that does not parse, worded as PostgREST's parser words it. */
export const queryParamError = (message: string, details: string) =>
  new RestError(400, 'PGRST100', message, details);

/**
 * A feature the embedded backend refuses rather than answer differently from hosted Supabase:
 * PGRST127 with a header the compatibility runner groups failures by.
 */
export const unsupported = (category: string, feature: string, status = 400) =>
  new RestError(
    status,
    'PGRST127',
    `Feature not implemented: the embedded backend does not support ${feature}`,
    `${feature} is answered by hosted Supabase's PostgREST but not by the embedded backend`,
    null,
    { 'X-Embedded-Unsupported': category },
  );

/**
 * A JWT that fails verification, worded as PostgREST words it (PGRST303 for an expired token,
 * PGRST301 otherwise), with the WWW-Authenticate header it sends.
 */
export function jwtError(token: string, reason: string): RestError {
  const parts = token.split('.').length;
  const [code, message] =
    parts !== 3
      ? ['PGRST301', `Expected 3 parts in JWT; got ${parts}`]
      : /expired/i.test(reason)
        ? ['PGRST303', 'JWT expired']
        : ['PGRST301', 'JWT cryptographic operation failed'];
  return new RestError(401, code, message, null, null, {
    'WWW-Authenticate': `Bearer error="invalid_token", error_description="${message}"`,
  });
}

export const tableNotFound = (schema: string, table: string, hint?: string) =>
  new RestError(
    404,
    'PGRST205',
    `Could not find the table '${schema}.${table}' in the schema cache`,
    null,
    hint ?? null,
  );

export const columnNotFound = (table: string, column: string) =>
  new RestError(
    400,
    'PGRST204',
    `Could not find the '${column}' column of '${table}' in the schema cache`,
  );

export const invalidBody = (message: string) => new RestError(400, 'PGRST102', message);

export const singularityError = (rows: number) =>
  new RestError(
    406,
    'PGRST116',
    'Cannot coerce the result to a single JSON object',
    `The result contains ${rows} rows`,
  );

export const unacceptableSchema = (schema: string, schemas: string[]) =>
  new RestError(
    406,
    'PGRST106',
    `Invalid schema: ${schema}`,
    null,
    `Only the following schemas are exposed: ${schemas.join(', ')}`,
  );

export const notEmbedded = (resource: string) =>
  new RestError(
    400,
    'PGRST108',
    `'${resource}' is not an embedded resource in this request`,
    null,
    `Verify that '${resource}' is included in the 'select' query parameter.`,
  );

export const invalidRange = (details: string, status = 416) =>
  new RestError(status, 'PGRST103', 'Requested range not satisfiable', details);

/** Postgres SQLSTATE to HTTP status, as PostgREST maps them. */
export function pgStatus(code: string, message: string, authenticated: boolean): number {
  const exact: Record<string, number> = {
    '23503': 409,
    '23505': 409,
    '25006': 405,
    '53400': 500,
    '57P01': 503,
    P0001: 400,
    '42P01': 404,
    '42P17': 500,
  };
  if (code === '42501') return authenticated ? 403 : 401;
  if (code === '21000') return message.endsWith('requires a WHERE clause') ? 400 : 500;
  if (code === '22023') return /^role .* does not exist$/.test(message) ? 401 : 400;
  if (code === '42883') return message.startsWith('function xmlagg(') ? 406 : 404;
  if (exact[code]) return exact[code];
  const byClass: [string, number][] = [
    ['08', 503],
    ['09', 500],
    ['0L', 403],
    ['0P', 403],
    ['25', 500],
    ['28', 403],
    ['2D', 500],
    ['38', 500],
    ['39', 500],
    ['3B', 500],
    ['40', 500],
    ['53', 503],
    ['54', 500],
    ['55', 500],
    ['57', 500],
    ['58', 500],
    ['F0', 500],
    ['HV', 500],
    ['P0', 500],
    ['XX', 500],
  ];
  const match = byClass.find(([prefix]) => code.startsWith(prefix));
  if (match) return match[1];
  const pt = /^PT(\d{3})$/.exec(code);
  if (pt) return Number(pt[1]);
  return 400;
}

interface PgErrorFields {
  code?: string;
  message?: string;
  detail?: string;
  hint?: string;
}

/** A database error as PostgREST answers it; `RAISE SQLSTATE 'PGRST'` keeps full control. */
export function fromPgError(e: unknown, authenticated: boolean): RestError {
  if (e instanceof RestError) return e;
  const err = e as PgErrorFields;
  const code = err.code ?? 'XX000';
  const message = err.message ?? 'Database error';
  if (code === 'PGRST') return raisedPgrst(err);
  const headers: Record<string, string> = {};
  const status = pgStatus(code, message, authenticated);
  if (status === 401) headers['WWW-Authenticate'] = 'Bearer';
  return new RestError(status, code, message, err.detail ?? null, err.hint ?? null, headers);
}

function raisedPgrst(err: PgErrorFields): RestError {
  try {
    const m = JSON.parse(err.message ?? '') as Record<string, string | null>;
    const d = JSON.parse(err.detail ?? '') as {
      status: number;
      headers: Record<string, string>;
    };
    if (typeof m.code !== 'string' || typeof m.message !== 'string') throw new Error('message');
    return new RestError(d.status, m.code, m.message, m.details ?? null, m.hint ?? null, d.headers);
  } catch {
    return new RestError(
      500,
      'PGRST121',
      `Could not parse JSON in the "RAISE SQLSTATE 'PGRST'" error`,
      err.detail
        ? `Invalid JSON value for DETAIL: '${err.detail}'`
        : 'DETAIL is missing in the RAISE statement',
      "DETAIL must be a JSON object with obligatory keys: 'status', 'headers' and optional key: 'status_text'.",
    );
  }
}
