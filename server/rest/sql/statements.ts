/**
 * The statement each request runs, wrapped as PostgREST wraps it: the work in a CTE named
 * `pgrst_source`, then one row with the total, the page size, the JSON body (built by Postgres)
 * and the response GUCs a function may have set.
 */
import type { CompiledQuery } from 'kysely';
import type { Catalogue } from '../catalogue.ts';
import type { ReadNode } from '../plan.ts';
import { compile, cte, db, type Sql, sql, unaliased } from './builder.ts';
import { nodeQuery } from './read.ts';

export type BodyShape = 'array' | 'object' | 'scalar' | 'scalar-array' | 'csv' | 'none';

export interface Envelope {
  shape: BodyShape;
  stripNulls: boolean;
}

function bodySql({ shape, stripNulls }: Envelope): Sql {
  const strip = (s: Sql) => (stripNulls ? sql`json_strip_nulls(${s})` : s);
  switch (shape) {
    case 'array':
      return sql`coalesce(${strip(sql`json_agg(_postgrest_t)`)}, '[]')::text`;
    case 'object':
      return sql`coalesce(${strip(sql`json_agg(_postgrest_t)->0`)}, 'null')::text`;
    case 'scalar':
      return sql`coalesce(${strip(sql`json_agg(_postgrest_t.pgrst_scalar)->0`)}, 'null')::text`;
    case 'scalar-array':
      return sql`coalesce(${strip(sql`json_agg(_postgrest_t.pgrst_scalar)`)}, '[]')::text`;
    case 'csv':
      return sql`(SELECT coalesce(string_agg(a.k, ','), '') FROM (SELECT json_object_keys(r)::text AS k FROM (SELECT row_to_json(hh) AS r FROM pgrst_source AS hh LIMIT 1) s) a) || chr(10) || coalesce(string_agg(substring(_postgrest_t::text, 2, length(_postgrest_t::text) - 2), chr(10)), '')`;
    case 'none':
      return sql`''`;
  }
}

const outputs = (envelope: Envelope, total: Sql) => [
  sql`${total} AS total_result_set`,
  sql`pg_catalog.count(_postgrest_t) AS page_total`,
  sql`${bodySql(envelope)} AS body`,
  sql`nullif(current_setting('response.headers', true), '') AS response_headers`,
  sql`nullif(current_setting('response.status', true), '') AS response_status`,
  sql`nullif(current_setting('pgrst.inserted', true), '')::int AS response_inserted`,
];

/** The same node without order or page, selecting nothing: what `count=exact` counts. */
function countQuery(catalogue: Catalogue, node: ReadNode, from: Sql) {
  const bare: ReadNode = {
    ...node,
    select: [],
    order: [],
    range: { offset: 0 },
    embeds: node.embeds.map((e) => ({ ...e, hidden: true })),
  };
  return nodeQuery(catalogue, bare, from).select(sql`1`.as('one'));
}

export function readStatement(
  catalogue: Catalogue,
  node: ReadNode,
  from: Sql,
  envelope: Envelope,
  count: boolean,
): CompiledQuery {
  const paged = node.range.limit !== undefined || node.range.offset > 0;
  const separateCount = count && paged;
  let q = db.with('pgrst_source', () => nodeQuery(catalogue, node, from));
  if (separateCount) q = q.with('pgrst_source_count', () => countQuery(catalogue, node, from));
  const total = !count
    ? sql`null::bigint`
    : separateCount
      ? sql`(SELECT pg_catalog.count(*) FROM pgrst_source_count)`
      : sql`pg_catalog.count(_postgrest_t)`;
  return compile(
    q
      .selectFrom(unaliased(sql`(SELECT * FROM pgrst_source) _postgrest_t`))
      .select(outputs(envelope, total).map(unaliased)),
  );
}

/** `EXPLAIN` of the count query, for `count=planned`: Postgres's estimate of the rows. */
export function plannedCountStatement(
  catalogue: Catalogue,
  node: ReadNode,
  from: Sql,
): CompiledQuery {
  const q = countQuery(catalogue, node, from).compile();
  return { ...q, sql: `EXPLAIN (FORMAT JSON) ${q.sql}` };
}

/**
 * A mutation or a function call in `pgrst_source`, then the read node over its rows. A count of
 * a paged read (a set-returning function with a limit) counts every row, in its own CTE.
 */
export function sourceStatement(
  catalogue: Catalogue,
  work: Sql,
  node: ReadNode | undefined,
  envelope: Envelope,
  count: boolean,
): CompiledQuery {
  const over = node && sql`pgrst_source AS ${sql.id(node.source.name)}`;
  const read = node && over ? nodeQuery(catalogue, node, over) : undefined;
  const from = read ? sql`(${read}) _postgrest_t` : sql`(SELECT * FROM pgrst_source) _postgrest_t`;
  const paged = node !== undefined && (node.range.limit !== undefined || node.range.offset > 0);
  let q = db.with('pgrst_source', cte(work));
  if (count && paged && node && over) {
    q = q.with('pgrst_source_count', () => countQuery(catalogue, node, over));
  }
  const total = !count
    ? sql`null::bigint`
    : paged
      ? sql`(SELECT pg_catalog.count(*) FROM pgrst_source_count)`
      : sql`pg_catalog.count(_postgrest_t)`;
  return compile(q.selectFrom(unaliased(from)).select(outputs(envelope, total).map(unaliased)));
}
