/**
 * What INSERT, UPDATE and DELETE share: the columns RETURNING must give for the representation
 * asked for (the selected columns, the keys embedded resources join on, or the primary key for a
 * Location header), the root filters, and the checks PostgREST makes after the statement.
 */
import type { Table } from '../catalogue.ts';
import type { Context } from '../context.ts';
import { RestError, unsupported } from '../errors.ts';
import type { Result } from '../execute.ts';
import { planRead, type ReadNode } from '../plan.ts';
import { checkSingular } from '../response.ts';
import type { Sql } from '../sql/builder.ts';
import { logicSql, type Scope } from '../sql/expressions.ts';
import type { Returning } from '../sql/mutate.ts';

/** The read over the written rows; root filters were applied by the write itself. */
export function representationNode(ctx: Context, table: Table): ReadNode {
  const q = {
    ...ctx.req.query,
    filters: ctx.req.query.filters.filter((f) => f.path.length > 0),
    logic: ctx.req.query.logic.filter((l) => l.path.length > 0),
  };
  return planRead(ctx.catalogue, { table, source: { name: table.name } }, q, { offset: 0 }, null);
}

export function returningFor(ctx: Context, table: Table, node: ReadNode): Returning {
  const rep = ctx.req.prefs.representation;
  if (rep === 'headers-only') return table.pk;
  if (rep !== 'full') return undefined;
  if (node.select.some((s) => s.field.name === '*')) return '*';
  const names = new Set(node.select.map((s) => s.field.name));
  for (const e of node.embeds) {
    const rel = e.relationship;
    for (const [c] of rel.junction ? rel.junction.source : rel.columns) names.add(c);
  }
  for (const t of node.order) if (!t.relation) names.add(t.field.name);
  return [...names];
}

/** The root's filters, qualified by the table: the WHERE of an UPDATE or DELETE. */
export function rootFilters(ctx: Context, table: Table): Sql[] {
  const scope: Scope = {
    source: { schema: table.schema, name: table.name },
    table,
    catalogue: ctx.catalogue,
    embedAliases: new Map(),
  };
  const { query } = ctx.req;
  return [
    ...query.filters
      .filter((f) => f.path.length === 0)
      .map((f) => logicSql(scope, { kind: 'filter', filter: f.filter })),
    ...query.logic.filter((l) => l.path.length === 0).map((l) => logicSql(scope, l.tree)),
  ];
}

/** pg-safeupdate, loaded by hosted Supabase: UPDATE and DELETE need a WHERE clause. */
export function requireWhere(where: Sql[], statement: 'UPDATE' | 'DELETE') {
  if (where.length === 0) throw new RestError(400, '21000', `${statement} requires a WHERE clause`);
}

export function refuseRootPaging(ctx: Context) {
  const root = ctx.req.query.ranges.get('');
  if (root) {
    throw unsupported('limited-mutation', 'limit and offset on an update or delete');
  }
}

export function checkAfterWrite(ctx: Context, result: Result) {
  checkSingular(ctx.req, result);
  const { maxAffected, handling } = ctx.req.prefs;
  if (maxAffected !== undefined && handling === 'strict' && result.pageTotal > maxAffected) {
    throw new RestError(
      400,
      'PGRST124',
      'Query result exceeds max-affected preference constraint',
      `The query affects ${result.pageTotal} rows`,
    );
  }
}
