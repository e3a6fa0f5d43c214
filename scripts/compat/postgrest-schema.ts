/**
 * The database of the postgrest-js suite: its migrations then its seed, as `supabase db reset`
 * loads them, after the runner's bootstrap (roles, grants and schemas the Supabase CLI's image
 * has). They are written as one migrations folder for the backend, in that order.
 */
import { copyFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const BOOTSTRAP = path.join(import.meta.dirname, 'postgrest-bootstrap.sql');

/** Textual changes to the suite's SQL for what PGlite lacks; each is printed with the results. */
const ADAPTATIONS: { pattern: RegExp; replacement: string; why: string }[] = [
  {
    pattern: /create extension if not exists postgis schema extensions;/gi,
    replacement: '-- (postgis: not available in PGlite)',
    why: 'PostGIS is not available in PGlite: the extension is not created',
  },
  {
    pattern: /extensions\.geometry\([^)]*\)/gi,
    replacement: 'extensions.geometry',
    why: 'shops.shop_geom is a text stand-in for geometry(POINT, 4326) (no test reads it)',
  },
];

/** Writes the migrations folder for the backend; returns the adaptations that applied. */
export function writeSuiteMigrations(packageDir: string, dest: string): string[] {
  const supabaseDir = path.join(packageDir, 'test', 'supabase');
  const migrations = readdirSync(path.join(supabaseDir, 'migrations'))
    .filter((name) => name.endsWith('.sql'))
    .sort();
  const applied = new Set<string>();
  const adapt = (sql: string) =>
    ADAPTATIONS.reduce((text, { pattern, replacement, why }) => {
      const changed = text.replace(pattern, replacement);
      if (changed !== text) applied.add(why);
      return changed;
    }, sql);

  mkdirSync(dest, { recursive: true });
  copyFileSync(BOOTSTRAP, path.join(dest, 'a_bootstrap.sql'));
  for (const name of migrations) {
    const sql = readFileSync(path.join(supabaseDir, 'migrations', name), 'utf8');
    writeFileSync(path.join(dest, `b_${name}`), adapt(sql));
  }
  const seed = readFileSync(path.join(supabaseDir, 'seed.sql'), 'utf8');
  writeFileSync(path.join(dest, 'c_seed.sql'), adapt(seed));
  return [...applied];
}
