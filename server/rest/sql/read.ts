/**
 * A read node as a SELECT built with Kysely's query builder: its columns, each embedded resource as
 * a lateral subquery (a row as a JSON object, or rows aggregated into a JSON array), filters,
 * order and page, in the shape PostgREST generates.
 */
import type { SelectQueryBuilder } from 'kysely';
import type { Catalogue, Relationship } from '../catalogue.ts';
import { outputName } from '../parse/field.ts';
import type { Embed, ReadNode } from '../plan.ts';
import {
  type AnyDb,
  column,
  db,
  type Source,
  type Sql,
  sourceRef,
  sql,
  unaliased,
} from './builder.ts';
import { castSql, fieldSql, logicSql, orderTermSql, type Scope } from './expressions.ts';

type Query = SelectQueryBuilder<AnyDb, AnyDb, AnyDb>;

function scopeOf(catalogue: Catalogue, node: ReadNode): Scope {
  return {
    source: node.source,
    table: node.table,
    catalogue,
    embedAliases: new Map(node.embeds.map((e) => [e.outputName, e.aggAlias])),
  };
}

/** `embedded.fk = parent.pk` for each column pair; through the junction for many-to-many. */
function joinConditions(rel: Relationship, child: Source, parent: Source): Sql[] {
  const j = rel.junction;
  if (j) {
    const junction = { schema: j.table.schema, name: j.table.name };
    return [
      ...j.target.map(([t, jc]) => sql`${column(child, t)} = ${column(junction, jc)}`),
      ...j.source.map(([s, jc]) => sql`${column(junction, jc)} = ${column(parent, s)}`),
    ];
  }
  return rel.columns.map(([c, fc]) => sql`${column(child, fc)} = ${column(parent, c)}`);
}

function selectItems(scope: Scope, node: ReadNode): Sql[] {
  return node.select.map((item) => {
    const expr = castSql(scope, fieldSql(scope, item.field), item.cast);
    if (item.field.name === '*' && !item.cast) return expr;
    return sql`${expr} AS ${sql.id(item.alias ?? outputName(item.field))}`;
  });
}

function embedSelect(e: Embed): Sql[] {
  if (e.hidden) return [];
  const alias = sql.id(e.aggAlias);
  return e.toOne
    ? [sql`row_to_json(${alias}.*)::jsonb AS ${sql.id(e.outputName)}`]
    : [sql`COALESCE(${alias}.${alias}, '[]') AS ${sql.id(e.outputName)}`];
}

function withEmbed(catalogue: Catalogue, q: Query, parent: ReadNode, e: Embed): Query {
  const child = e.node;
  const j = e.relationship.junction;
  const fn = e.relationship.computed;
  const table = sourceRef({ schema: child.table.schema, name: child.table.name });
  const from = fn
    ? sql`${sourceRef(fn)}(${sql.id(parent.source.name)}::${sourceRef({ schema: parent.table.schema, name: parent.table.name })}) AS ${sql.id(child.source.name)}`
    : j
      ? sql`${table} AS ${sql.id(child.source.name)}, ${sourceRef({ schema: j.table.schema, name: j.table.name })}`
      : sql`${table} AS ${sql.id(child.source.name)}`;
  const sub = nodeQuery(
    catalogue,
    child,
    from,
    joinConditions(e.relationship, child.source, parent.source),
  );
  const alias = e.aggAlias;
  if (e.toOne) {
    return e.inner
      ? q.innerJoinLateral(sub.as(alias), (jn) => jn.onTrue())
      : q.leftJoinLateral(sub.as(alias), (jn) => jn.onTrue());
  }
  const agg = db.selectFrom(sub.as(alias)).select(sql`json_agg(${sql.id(alias)})::jsonb`.as(alias));
  return e.inner
    ? q.innerJoinLateral(agg.as(alias), (jn) => jn.on(sql<boolean>`${sql.id(alias)} IS NOT NULL`))
    : q.leftJoinLateral(agg.as(alias), (jn) => jn.onTrue());
}

/** One node: `from` is its FROM item, `conditions` join it to its parent. */
export function nodeQuery(
  catalogue: Catalogue,
  node: ReadNode,
  from: Sql,
  conditions: Sql[] = [],
): Query {
  const scope = scopeOf(catalogue, node);
  const items = [...selectItems(scope, node), ...node.embeds.flatMap(embedSelect)];
  let q: Query = db.selectFrom(unaliased(from)).select(items.map(unaliased));
  for (const e of node.embeds) q = withEmbed(catalogue, q, node, e);
  for (const cond of [...node.where.map((t) => logicSql(scope, t)), ...conditions]) {
    q = q.where(sql<boolean>`${cond}`);
  }
  for (const term of node.order) q = q.orderBy(orderTermSql(scope, term));
  if (node.range.limit !== undefined || node.range.offset > 0) {
    q = q.limit(node.range.limit ?? null).offset(node.range.offset);
  }
  return q;
}
