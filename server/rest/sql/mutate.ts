/**
 * INSERT, UPDATE and DELETE as PostgREST writes them: the JSON body is one bound parameter turned
 * into rows by `json_to_recordset` with the columns' catalogue types; an upsert counts the rows it
 * really inserted in `pgrst.inserted` so the status can say 201 or 200.
 */
import type { Column, Table } from '../catalogue.ts';
import { column, join, type Source, type Sql, sourceRef, sql } from './builder.ts';

/** The columns to return: named ones, all (`*`), or none (`RETURNING 1` still counts rows). */
export type Returning = string[] | '*' | undefined;

const tableSource = (t: Table): Source => ({ schema: t.schema, name: t.name });

export function returningSql(table: Table, returning: Returning): Sql {
  if (returning === undefined || (Array.isArray(returning) && returning.length === 0)) {
    return sql`RETURNING 1`;
  }
  if (returning === '*') return sql`RETURNING ${column(tableSource(table), '*')}`;
  return sql`RETURNING ${join(returning.map((c) => column(tableSource(table), c)))}`;
}

/**
 * `FROM (SELECT $1 AS json_data) pgrst_payload, LATERAL (...) pgrst_body`: the body's rows typed
 * as the table's columns; with `missing=default`, absent keys take the columns' defaults.
 */
export function jsonBodySql(
  columns: Column[],
  body: string,
  isObject: boolean,
  applyDefaults: boolean,
): Sql {
  const names = join(columns.map((c) => sql.id(c.name)));
  // Types and defaults come from the catalogue (format_type, pg_get_expr), never from the request.
  const typed = join(columns.map((c) => sql`${sql.id(c.name)} ${sql.raw(c.type)}`));
  const withDefaults = columns.filter((c) => c.default !== null);
  const defaults = sql`jsonb_build_object(${join(
    withDefaults.map((c) => sql`${sql.lit(c.name)}, ${sql.raw(c.default as string)}`),
  )})`;
  const jsonType = applyDefaults ? sql`jsonb` : sql`json`;
  const payload = sql`(SELECT ${sql.val(body)}::${jsonType} AS json_data) pgrst_payload`;
  const fromDefaults = applyDefaults
    ? isObject
      ? sql`LATERAL (SELECT ${defaults} || pgrst_payload.json_data AS val) pgrst_json_defs, `
      : sql`LATERAL (SELECT jsonb_agg(${defaults} || elem) AS val FROM jsonb_array_elements(pgrst_payload.json_data) elem) pgrst_json_defs, `
    : sql``;
  const data = applyDefaults ? sql`pgrst_json_defs.val` : sql`pgrst_payload.json_data`;
  const prefix = applyDefaults ? 'jsonb' : 'json';
  const rows =
    columns.length === 0
      ? isObject
        ? sql`(values(1)) _`
        : sql`${sql.raw(`${prefix}_array_elements`)}(${data}) _`
      : sql`${sql.raw(`${prefix}_to_record${isObject ? '' : 'set'}`)}(${data}) AS _(${typed})`;
  const selected = columns.length === 0 ? sql`` : names;
  return sql`FROM ${payload}, ${fromDefaults}LATERAL (SELECT ${selected} FROM ${rows}) pgrst_body`;
}

const inserted = (add: boolean) =>
  add
    ? sql`set_config('pgrst.inserted', (coalesce(nullif(current_setting('pgrst.inserted', true), '')::int, 0) + 1)::text, true) <> '0'`
    : sql`set_config('pgrst.inserted', (coalesce(nullif(current_setting('pgrst.inserted', true), '')::int, 0) - 1)::text, true) <> '-1'`;

export interface InsertSql {
  table: Table;
  columns: Column[];
  body: string;
  isObject: boolean;
  applyDefaults: boolean;
  onConflict?: { columns: string[]; resolution: 'merge-duplicates' | 'ignore-duplicates' };
  returning: Returning;
}

export function insertSql(i: InsertSql): Sql {
  const target = sourceRef(tableSource(i.table));
  const names = i.columns.map((c) => sql.id(c.name));
  const cols = names.length ? sql`(${join(names)}) ` : sql` `;
  const body = jsonBodySql(i.columns, i.body, i.isObject, i.applyDefaults);
  const selected = names.length ? join(i.columns.map((c) => sql.id('pgrst_body', c.name))) : sql``;
  const merge = i.onConflict?.resolution === 'merge-duplicates';
  const where = merge ? sql` WHERE ${inserted(true)}` : sql``;
  let conflict = sql``;
  if (i.onConflict && i.onConflict.columns.length > 0) {
    const on = join(i.onConflict.columns.map((c) => sql.id(c)));
    const action =
      !merge || names.length === 0
        ? sql`DO NOTHING`
        : sql`DO UPDATE SET ${join(names.map((n) => sql`${n} = EXCLUDED.${n}`))} WHERE ${inserted(false)}`;
    conflict = sql` ON CONFLICT(${on}) ${action}`;
  }
  return sql`INSERT INTO ${target}${cols}SELECT ${selected} ${body}${where}${conflict} ${returningSql(i.table, i.returning)}`;
}

export function updateSql(
  table: Table,
  columns: Column[],
  body: string,
  isObject: boolean,
  applyDefaults: boolean,
  where: Sql[],
  returning: Returning,
): Sql {
  const target = sourceRef(tableSource(table));
  const filter = where.length ? sql` WHERE ${join(where, sql` AND `)}` : sql``;
  if (columns.length === 0) {
    const cols =
      returning === undefined || returning === '*' || returning.length === 0
        ? sql`NULL`
        : join(returning.map((c) => sql.id(table.name, c)));
    return sql`SELECT ${cols} FROM ${target} WHERE false`;
  }
  const sets = join(columns.map((c) => sql`${sql.id(c.name)} = ${sql.id('pgrst_body', c.name)}`));
  return sql`UPDATE ${target} SET ${sets} ${jsonBodySql(columns, body, isObject, applyDefaults)}${filter} ${returningSql(table, returning)}`;
}

export function deleteSql(table: Table, where: Sql[], returning: Returning): Sql {
  const filter = where.length ? sql` WHERE ${join(where, sql` AND `)}` : sql``;
  return sql`DELETE FROM ${sourceRef(tableSource(table))}${filter} ${returningSql(table, returning)}`;
}
