/**
 * A function call as PostgREST makes it: named arguments (`name := value`), from the query string
 * as untyped parameters cast to the parameter's type, or from the JSON body through
 * `json_to_record`; a single unnamed json/jsonb parameter takes the whole body.
 */
import type { Param, Routine } from '../catalogue.ts';
import { join, type Sql, sourceRef, sql } from './builder.ts';

export type Arguments =
  | { kind: 'direct'; values: Map<string, string | string[]> }
  | { kind: 'json'; body: string; isObject: boolean }
  | { kind: 'single'; body: string };

/** Whether a function answers one value per row (`pgrst_scalar`) rather than rows of columns. */
export const returnsScalar = (r: Routine) => !r.composite;

function callExpr(r: Routine, args: Sql): Sql {
  const fn = sourceRef({ schema: r.schema, name: r.name });
  return returnsScalar(r)
    ? sql`(SELECT ${fn}(${args}) pgrst_scalar) pgrst_call`
    : sql`${fn}(${args}) pgrst_call`;
}

// Parameter types come from the catalogue (regtype output), never from the request.
const typeOf = (p: Param) => sql.raw(p.type);

function directArg(p: Param, value: string | string[] | undefined): Sql {
  const name = sql.id(p.name);
  const variadic = p.variadic ? sql`VARIADIC ` : sql``;
  if (value === undefined) return sql`${variadic}${name} := NULL`;
  if (Array.isArray(value))
    return sql`${variadic}${name} := ${sql.val(value)}::text[]::${typeOf(p)}`;
  return sql`${variadic}${name} := ${sql.val(value)}::${typeOf(p)}`;
}

/** The statement that goes in `pgrst_source`. `params` are the parameters being passed. */
export function callSql(r: Routine, params: Param[], args: Arguments): Sql {
  const columns = returnsScalar(r) ? sql`pgrst_call.pgrst_scalar` : sql`pgrst_call.*`;
  if (args.kind === 'single') {
    const only = r.params[0] as Param;
    return sql`SELECT ${columns} FROM ${callExpr(r, sql`${sql.val(args.body)}::${typeOf(only)}`)}`;
  }
  if (args.kind === 'direct') {
    const list = join(params.map((p) => directArg(p, args.values.get(p.name))));
    return sql`SELECT ${columns} FROM ${callExpr(r, params.length ? list : sql``)}`;
  }
  if (params.length === 0) return sql`SELECT ${columns} FROM ${callExpr(r, sql``)}`;
  const typed = join(params.map((p) => sql`${sql.id(p.name)} ${typeOf(p)}`));
  const fn = args.isObject ? sql`json_to_record` : sql`json_to_recordset`;
  const body = sql`(SELECT ${sql.val(args.body)}::json AS json_data) pgrst_payload, LATERAL (SELECT ${join(params.map((p) => sql.id(p.name)))} FROM ${fn}(pgrst_payload.json_data) AS _(${typed}) LIMIT 1) pgrst_body`;
  const named = join(
    params.map(
      (p) =>
        sql`${p.variadic ? sql`VARIADIC ` : sql``}${sql.id(p.name)} := ${sql.id('pgrst_body', p.name)}`,
    ),
  );
  return sql`SELECT ${columns} FROM ${body}, LATERAL ${callExpr(r, named)}`;
}
