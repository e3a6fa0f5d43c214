/**
 * The REST layer's settings, by PostgREST's own environment names. Defaults are hosted Supabase's
 * where it sets one (extra search path), PostgREST's otherwise. A bad value stops start-up with a
 * message naming the variable.
 */
import type { PGlite } from '@electric-sql/pglite';
import { z } from 'zod';

export type TxEnd = 'commit' | 'commit-allow-override' | 'rollback' | 'rollback-allow-override';

export interface RestSettings {
  /** PGRST_DB_SCHEMAS: the exposed schemas; the first is the default. */
  schemas: string[];
  /** PGRST_DB_MAX_ROWS: the most rows any read answers (null: no limit). */
  maxRows: number | null;
  /** PGRST_DB_ANON_ROLE: the role of a request without a JWT. */
  anonRole: string;
  /** PGRST_DB_EXTRA_SEARCH_PATH: schemas appended to the search path of every request. */
  extraSearchPath: string[];
  /** PGRST_DB_TX_END: whether transactions commit, and whether `Prefer: tx=` may override it. */
  txEnd: TxEnd;
}

const list = z.string().transform((s) =>
  s
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean),
);

const schema = z.object({
  PGRST_DB_SCHEMAS: list
    .pipe(z.array(z.string()).min(1, 'needs at least one schema'))
    .default(['public']),
  PGRST_DB_MAX_ROWS: z
    .string()
    .regex(/^\d+$/, 'must be a positive whole number')
    .transform(Number)
    .pipe(z.number().int().positive())
    .optional(),
  PGRST_DB_ANON_ROLE: z.string().min(1).default('anon'),
  PGRST_DB_EXTRA_SEARCH_PATH: list.default(['public', 'extensions']),
  PGRST_DB_TX_END: z
    .enum(['commit', 'commit-allow-override', 'rollback', 'rollback-allow-override'])
    .default('commit'),
});

export function restSettings(env: Record<string, string | undefined>): RestSettings {
  const present = Object.fromEntries(
    Object.entries(env).filter(([k, v]) => k.startsWith('PGRST_') && v !== undefined && v !== ''),
  );
  const parsed = schema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Invalid setting ${String(issue?.path[0])}: ${issue?.message}`);
  }
  const s = parsed.data;
  return {
    schemas: s.PGRST_DB_SCHEMAS,
    maxRows: s.PGRST_DB_MAX_ROWS ?? null,
    anonRole: s.PGRST_DB_ANON_ROLE,
    extraSearchPath: s.PGRST_DB_EXTRA_SEARCH_PATH,
    txEnd: s.PGRST_DB_TX_END,
  };
}

/**
 * PostgREST's in-database configuration: `ALTER ROLE authenticator SET pgrst.db_max_rows = ...`,
 * read for the role PostgREST connects as, as environment names (`PGRST_DB_MAX_ROWS`).
 */
export async function databaseSettings(db: PGlite): Promise<Record<string, string>> {
  const rows = await db.query<{ setting: string }>(
    `select unnest(s.setconfig) as setting from pg_db_role_setting s
     join pg_roles r on r.oid = s.setrole
     where r.rolname = 'authenticator' and s.setdatabase in (0, (select oid from pg_database where datname = current_database()))`,
  );
  const out: Record<string, string> = {};
  for (const { setting } of rows.rows) {
    const eq = setting.indexOf('=');
    const name = setting.slice(0, eq);
    if (name.startsWith('pgrst.'))
      out[`PGRST_${name.slice(6).toUpperCase()}`] = setting.slice(eq + 1);
  }
  return out;
}
