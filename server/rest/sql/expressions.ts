/**
 * Columns, filters, logic trees and order terms as SQL, following PostgREST's translation: values
 * are untyped parameters that Postgres types from context, `in` becomes `= ANY('{...}')`, `like`
 * turns `*` into `%`, and `is` takes only its fixed keywords.
 */
import type { Field, Filter, LogicTree, Operation, OrderTerm } from '../ast.ts';
import type { Catalogue, Table } from '../catalogue.ts';
import { RestError } from '../errors.ts';
import { column, join, type Source, type Sql, sql } from './builder.ts';

/** What a node's expressions are resolved against. */
export interface Scope {
  source: Source;
  table?: Table;
  catalogue: Catalogue;
  /** Embedded resources by name, for `rel=is.null` filters: their aggregate alias. */
  embedAliases: Map<string, string>;
}

const SIMPLE_SQL = {
  neq: '<>',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  nxr: '&<',
  nxl: '&>',
  adj: '-|-',
};
const QUANT_SQL = {
  eq: '=',
  gte: '>=',
  gt: '>',
  lte: '<=',
  lt: '<',
  like: 'like',
  ilike: 'ilike',
  match: '~',
  imatch: '~*',
};
const FTS_SQL = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
};
const IS_SQL = {
  null: 'NULL',
  not_null: 'NOT NULL',
  true: 'TRUE',
  false: 'FALSE',
  unknown: 'UNKNOWN',
};

export function jsonSteps(f: Field): Sql[] {
  return f.json.map((s) =>
    s.index
      ? sql`${sql.raw(s.arrow)}${sql.val(s.key)}::int`
      : sql`${sql.raw(s.arrow)}${sql.val(s.key)}`,
  );
}

export function fieldSql(scope: Scope, f: Field): Sql {
  const col = column(scope.source, f.name);
  if (f.json.length === 0) return col;
  const type = scope.table?.columns.get(f.name)?.type;
  const base =
    type === 'json' || type === 'jsonb' || type === undefined ? col : sql`to_jsonb(${col})`;
  return sql.join([base, ...jsonSteps(f)], sql``);
}

/**
 * A `::cast` to a type the catalogue knows, quoted as an identifier; any other is refused with the
 * error Postgres gives for an unknown type.
 */
export function castSql(scope: Scope, expr: Sql, cast: string | undefined): Sql {
  if (cast === undefined) return expr;
  const name = scope.catalogue.typeName(cast);
  if (!name) throw new RestError(400, '42704', `type "${cast}" does not exist`);
  return sql`CAST(${expr} AS ${sql.id(name)})`;
}

/** PostgREST's array literal for `in`: every element double-quoted, `\` and `"` escaped. */
export function arrayLiteral(values: string[]): string {
  const escaped = values.map((v) => `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`);
  return `{${escaped.join(',')}}`;
}

function operationSql(scope: Scope, f: Field, target: Sql, op: Operation): Sql {
  switch (op.kind) {
    case 'simple':
      return sql`${target} ${sql.raw(SIMPLE_SQL[op.op])} ${sql.val(op.value)}`;
    case 'quant': {
      const value = op.op === 'like' || op.op === 'ilike' ? op.value.replace(/\*/g, '%') : op.value;
      const operand = op.quantifier
        ? sql`${sql.raw(op.quantifier.toUpperCase())}(${sql.val(value)})`
        : sql.val(value);
      return sql`${target} ${sql.raw(QUANT_SQL[op.op])} ${operand}`;
    }
    case 'in':
      return op.values.length === 1 && op.values[0] === ''
        ? sql`${target} = ANY('{}')`
        : sql`${target} = ANY (${sql.val(arrayLiteral(op.values))})`;
    case 'is':
      return sql`${target} IS ${sql.raw(IS_SQL[op.value])}`;
    case 'isdistinct':
      return sql`${target} IS DISTINCT FROM ${sql.val(op.value)}`;
    case 'fts': {
      const lang = op.language === undefined ? sql`` : sql`${sql.val(op.language)}, `;
      const type = scope.table?.columns.get(f.name)?.type;
      const vector =
        f.json.length === 0 && type !== undefined && type !== 'tsvector'
          ? sql`to_tsvector(${lang}${target})`
          : target;
      return sql`${vector} @@ ${sql.raw(FTS_SQL[op.op])}(${lang}${sql.val(op.value)})`;
    }
  }
}

export function filterSql(scope: Scope, filter: Filter): Sql {
  const { field: f, operation: op, negated } = filter;
  const embedAlias = f.json.length === 0 ? scope.embedAliases.get(f.name) : undefined;
  if (
    embedAlias !== undefined &&
    op.kind === 'is' &&
    (op.value === 'null' || op.value === 'not_null')
  ) {
    const isNull = (op.value === 'null') !== negated;
    return sql`${sql.id(embedAlias)} IS ${sql.raw(isNull ? 'NOT ' : '')}DISTINCT FROM NULL`;
  }
  const expr = operationSql(scope, f, fieldSql(scope, f), op);
  return negated ? sql`NOT ${expr}` : expr;
}

export function logicSql(scope: Scope, tree: LogicTree): Sql {
  if (tree.kind === 'filter') return filterSql(scope, tree.filter);
  const parts = tree.children.map((c) => logicSql(scope, c));
  const body = sql`(${join(parts, tree.op === 'and' ? sql` AND ` : sql` OR `)})`;
  return tree.negated ? sql`NOT ${body}` : body;
}

/** Order terms; a related term (`rel(col)`) orders by the embedded aggregate's column. */
export function orderTermSql(scope: Scope, term: OrderTerm): Sql {
  const alias = term.relation !== undefined ? scope.embedAliases.get(term.relation) : undefined;
  const target =
    alias !== undefined
      ? fieldSql({ ...scope, source: { name: alias }, table: undefined }, term.field)
      : fieldSql(scope, term.field);
  const direction = term.direction ? sql` ${sql.raw(term.direction.toUpperCase())}` : sql``;
  const nulls = term.nulls ? sql` NULLS ${sql.raw(term.nulls.toUpperCase())}` : sql``;
  return sql`${target}${direction}${nulls}`;
}
