/**
 * The schema cache kept between starts. Reading the catalogue costs a warm start about a third
 * of a second, so its rows are kept in the database with the schema version they were read at.
 * An event trigger (created by server/db.ts) counts every DDL command, so a kept copy is used
 * only while no table, view, type or function has changed since it was read.
 */
import type { PGlite } from '@electric-sql/pglite';
import { type CatalogueRows, readCatalogueRows } from './catalogue.ts';

export async function catalogueRows(db: PGlite, schemas: string[]): Promise<CatalogueRows> {
  const key = schemas.join(',');
  const version = (
    await db.query<{ n: string }>('select n::text as n from _embedded.schema_version')
  ).rows[0]?.n;
  const kept = (
    await db.query<{ version: string; rows: CatalogueRows }>(
      'select version::text as version, rows from _embedded.schema_cache where schemas = $1',
      [key],
    )
  ).rows[0];
  if (version !== undefined && kept?.version === version) return kept.rows;
  const rows = await readCatalogueRows(db, schemas);
  if (version !== undefined) {
    await db.query(
      `insert into _embedded.schema_cache (schemas, version, rows) values ($1, $2, $3)
       on conflict (schemas) do update set version = excluded.version, rows = excluded.rows`,
      [key, version, JSON.stringify(rows)],
    );
  }
  return rows;
}
