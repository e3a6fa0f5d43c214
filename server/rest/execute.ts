/**
 * Running a request's statements as PostgREST does: one transaction, the JWT's role, its claims and
 * the request's method, path and headers in `request.*` settings, the search path of the schema
 * asked for; errors mapped to PostgREST's; rolled back when asked (`Prefer: tx=rollback`, where
 * allowed) or when a check after the statement fails.
 */
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { CompiledQuery } from 'kysely';
import { fromPgError } from './errors.ts';
import type { RestRequest } from './request.ts';
import type { RestSettings } from './settings.ts';

export interface ResultRow {
  total_result_set: string | number | null;
  page_total: string | number;
  body: string | null;
  response_headers: string | null;
  response_status: string | null;
  response_inserted: number | null;
}

export interface Result {
  total: number | null;
  pageTotal: number;
  body: string;
  gucHeaders: string | null;
  gucStatus: string | null;
  inserted: number | null;
}

class Rollback<T> {
  constructor(readonly value: T) {}
}

export type Run = <T = ResultRow>(q: CompiledQuery) => Promise<T[]>;

const toResult = (r: ResultRow | undefined): Result => ({
  total:
    r?.total_result_set === null || r?.total_result_set === undefined || r.total_result_set === ''
      ? null
      : Number(r.total_result_set),
  pageTotal: Number(r?.page_total ?? 0),
  body: r?.body ?? '',
  gucHeaders: r?.response_headers ?? null,
  gucStatus: r?.response_status ?? null,
  inserted: r?.response_inserted ?? null,
});

export async function mainRow(run: Run, q: CompiledQuery): Promise<Result> {
  return toResult((await run<ResultRow>(q))[0]);
}

function searchPath(req: RestRequest, settings: RestSettings): string {
  const quote = (s: string) => `"${s.replace(/"/g, '""')}"`;
  return [req.schema, ...settings.extraSearchPath].map(quote).join(', ');
}

async function setRequestSettings(tx: Transaction, req: RestRequest, settings: RestSettings) {
  const headers = Object.fromEntries(
    Object.entries(req.headers)
      .filter(([k]) => k !== 'cookie')
      .map(([k, v]) => [k, String(v)]),
  );
  await tx.query(
    `select set_config('search_path', $1, true), set_config('role', $2, true),
      set_config('request.jwt.claims', $3, true), set_config('request.jwt.claim.sub', $4, true),
      set_config('request.method', $5, true), set_config('request.path', $6, true),
      set_config('request.headers', $7, true), set_config('request.cookies', $8, true)`,
    [
      searchPath(req, settings),
      req.claims.role,
      JSON.stringify(req.claims),
      req.claims.sub ?? '',
      req.method,
      req.path,
      JSON.stringify(headers),
      JSON.stringify(cookies(String(req.headers.cookie ?? ''))),
    ],
  );
  if (req.prefs.timezone) {
    const known = await tx.query('select 1 from pg_timezone_names where name = $1', [
      req.prefs.timezone,
    ]);
    if (known.rows.length)
      await tx.query(`select set_config('timezone', $1, true)`, [req.prefs.timezone]);
  }
}

function cookies(header: string): Record<string, string> {
  return Object.fromEntries(
    header
      .split(';')
      .map((c) => c.trim())
      .filter(Boolean)
      .map((c) => [c.slice(0, c.indexOf('=')), c.slice(c.indexOf('=') + 1)]),
  );
}

/** Whether this request's transaction ends in a rollback. */
function rollsBack(req: RestRequest, settings: RestSettings): boolean {
  if (req.prefs.tx) return req.prefs.tx === 'rollback';
  return settings.txEnd.startsWith('rollback');
}

export async function inTransaction<T>(
  db: PGlite,
  req: RestRequest,
  settings: RestSettings,
  options: { readOnly: boolean },
  work: (run: Run) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      // Reads run read-only, as PostgREST runs them: a volatile function called by GET fails.
      if (options.readOnly) await tx.query('SET TRANSACTION READ ONLY');
      await setRequestSettings(tx, req, settings);
      const run: Run = async <R>(q: CompiledQuery) =>
        (await tx.query<R>(q.sql, q.parameters as unknown[])).rows;
      const value = await work(run);
      if (rollsBack(req, settings)) {
        await tx.query('SET CONSTRAINTS ALL IMMEDIATE');
        throw new Rollback(value);
      }
      return value;
    });
  } catch (e) {
    if (e instanceof Rollback) return e.value as T;
    throw fromPgError(e, req.authenticated);
  }
}
