/**
 * The part of PostgREST (/rest/v1) the site uses, for any table of the public schema: GET with
 * `select` and `eq`/`neq` filters, POST and PATCH with `Prefer: return=...`, and single-object
 * responses. Every request runs in a transaction as the JWT's role with its claims set, as
 * PostgREST does, so Row Level Security and column grants are enforced by Postgres itself.
 * Identifiers are checked against the catalogue and values are always bound as parameters.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { HttpError, restError, send } from './http.ts';
import type { Claims } from './tokens.ts';

const OBJECT = 'application/vnd.pgrst.object+json';
const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict']);
const OPERATORS: Record<string, string> = { eq: '=', neq: '<>' };

const quote = (ident: string) => `"${ident.replace(/"/g, '""')}"`;

export class RestApi {
  private tables = new Map<string, Set<string>>();

  constructor(private readonly db: PGlite) {}

  async loadCatalogue(): Promise<void> {
    const rows = (
      await this.db.query<{ table_name: string; column_name: string }>(
        "select table_name, column_name from information_schema.columns where table_schema = 'public'",
      )
    ).rows;
    this.tables = new Map();
    for (const r of rows) {
      const columns = this.tables.get(r.table_name) ?? new Set<string>();
      columns.add(r.column_name);
      this.tables.set(r.table_name, columns);
    }
  }

  private columnsOf(table: string): Set<string> {
    const columns = this.tables.get(table);
    if (!columns)
      throw restError(
        404,
        'PGRST205',
        `Could not find the table 'public.${table}' in the schema cache`,
      );
    return columns;
  }

  private column(table: string, columns: Set<string>, name: string): string {
    if (!columns.has(name)) {
      throw restError(400, '42703', `column ${table}.${name} does not exist`);
    }
    return quote(name);
  }

  private selectList(table: string, columns: Set<string>, select: string | null): string {
    if (!select || select === '*') return '*';
    return select
      .split(',')
      .map((c) => c.trim())
      .filter(Boolean)
      .map((c) => this.column(table, columns, c))
      .join(', ');
  }

  private where(
    table: string,
    columns: Set<string>,
    params: URLSearchParams,
    values: unknown[],
  ): string {
    const parts: string[] = [];
    for (const [key, raw] of params) {
      if (RESERVED.has(key)) continue;
      const match = raw.match(/^(\w+)\.(.*)$/s);
      const op = match ? OPERATORS[match[1] as string] : undefined;
      if (!match || !op)
        throw restError(
          400,
          'PGRST100',
          `"failed to parse filter (${raw})" (line 1, column 1)`,
          'The embedded backend supports the eq and neq filters',
        );
      values.push(match[2]);
      parts.push(`${this.column(table, columns, key)} ${op} $${values.length}`);
    }
    return parts.length ? ` where ${parts.join(' and ')}` : '';
  }

  private body(text: string, table: string, columns: Set<string>): Record<string, unknown>[] {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      throw restError(400, 'PGRST102', 'Empty or invalid json');
    }
    const rows = Array.isArray(value) ? value : [value];
    if (rows.length === 0 || rows.some((r) => !r || typeof r !== 'object' || Array.isArray(r))) {
      throw restError(
        400,
        'PGRST102',
        'Empty or invalid json',
        'The body must be an object or an array of objects',
      );
    }
    for (const row of rows as Record<string, unknown>[]) {
      for (const key of Object.keys(row)) {
        if (!columns.has(key))
          throw restError(
            400,
            'PGRST204',
            `Could not find the '${key}' column of '${table}' in the schema cache`,
          );
      }
    }
    return rows as Record<string, unknown>[];
  }

  /** Runs `work` as the request's role, inside one transaction. */
  private asRole<T>(claims: Claims, work: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.db.transaction(async (tx) => {
      await tx.query(
        "select set_config('role', $1, true), set_config('request.jwt.claims', $2, true), set_config('request.jwt.claim.sub', $3, true)",
        [claims.role, JSON.stringify(claims), claims.sub ?? ''],
      );
      return work(tx);
    });
  }

  async handle(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    text: string,
    claims: Claims,
  ): Promise<void> {
    const table = decodeURIComponent(url.pathname.replace(/^\/rest\/v1\/?/, ''));
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(table)) {
      throw restError(
        404,
        'PGRST125',
        `Invalid path specified in request URL: the embedded backend serves /rest/v1/<table>`,
      );
    }
    if (!['GET', 'HEAD', 'POST', 'PATCH'].includes(req.method ?? '')) {
      throw restError(
        405,
        'PGRST117',
        `Unsupported HTTP method: the embedded backend does not support ${req.method} on /rest/v1`,
      );
    }
    const columns = this.columnsOf(table);
    const wantsObject = String(req.headers.accept ?? '').includes(OBJECT);
    const prefer = String(req.headers.prefer ?? '');
    const returning = this.selectList(table, columns, url.searchParams.get('select'));
    const values: unknown[] = [];
    const target = `public.${quote(table)}`;

    let sql: string;
    if (req.method === 'GET' || req.method === 'HEAD') {
      sql = `select ${returning} from ${target}${this.where(table, columns, url.searchParams, values)}`;
      const limit = Number(url.searchParams.get('limit'));
      if (Number.isInteger(limit) && limit > 0) sql += ` limit ${limit}`;
    } else if (req.method === 'PATCH') {
      const [row] = this.body(text, table, columns);
      const sets = Object.entries(row as Record<string, unknown>).map(([k, v]) => {
        values.push(v);
        return `${quote(k)} = $${values.length}`;
      });
      if (sets.length === 0) throw restError(400, 'PGRST102', 'Empty or invalid json');
      sql = `update ${target} set ${sets.join(', ')}${this.where(table, columns, url.searchParams, values)} returning ${returning}`;
    } else {
      const rows = this.body(text, table, columns);
      const keys = [...new Set(rows.flatMap((r) => Object.keys(r)))];
      const tuples = rows.map((r) => {
        const placeholders = keys.map((k) => {
          values.push(r[k] ?? null);
          return `$${values.length}`;
        });
        return `(${placeholders.join(', ')})`;
      });
      sql = `insert into ${target} (${keys.map(quote).join(', ')}) values ${tuples.join(', ')} returning ${returning}`;
    }

    let result: Record<string, unknown>[];
    try {
      result = await this.asRole(
        claims,
        async (tx) => (await tx.query<Record<string, unknown>>(sql, values)).rows,
      );
    } catch (e) {
      throw pgError(e, claims.role);
    }

    const status = req.method === 'POST' ? 201 : 200;
    const represent =
      req.method === 'GET' || req.method === 'HEAD' || prefer.includes('return=representation');
    if (!represent) {
      send(res, req.method === 'POST' ? 201 : 204);
      return;
    }
    if (wantsObject) {
      if (result.length !== 1) {
        throw restError(
          406,
          'PGRST116',
          'JSON object requested, multiple (or no) rows returned',
          `The result contains ${result.length} rows`,
        );
      }
      send(res, status, result[0], { 'Content-Type': `${OBJECT}; charset=utf-8` });
      return;
    }
    send(res, status, result, { 'Content-Range': `0-${Math.max(result.length - 1, 0)}/*` });
  }
}

/** A Postgres error as PostgREST answers it. */
function pgError(e: unknown, role: string): HttpError {
  if (e instanceof HttpError) return e;
  const err = e as { code?: string; message?: string; detail?: string; hint?: string };
  const code = err.code ?? 'XX000';
  const message = err.message ?? 'Database error';
  const status =
    code === '42501'
      ? role === 'anon'
        ? 401
        : 403
      : code === '23505' || code === '23503'
        ? 409
        : /^(22|23)/.test(code)
          ? 400
          : code === '42703'
            ? 400
            : 500;
  return restError(status, code, message, err.detail ?? null, err.hint ?? null);
}
