/**
 * The read plan: the parsed query string resolved against the catalogue into a root node and its
 * embedded resources (one level), each with its select list, filters, order and page, and the
 * aliases PostgREST gives them (`<table>_1` for an embedded table, `<origin>_<name>_1` for its
 * aggregate), so Postgres errors name the same things.
 */
import type {
  EmbedPath,
  LogicTree,
  OrderTerm,
  Paged,
  QueryParams,
  SelectEmbed,
  SelectField,
} from './ast.ts';
import type { Catalogue, Relationship, Table } from './catalogue.ts';
import { notEmbedded, RestError, unsupported } from './errors.ts';
import { findRelationship, isToOne } from './relationships.ts';
import type { Source } from './sql/builder.ts';

export interface Embed {
  /** The key it is answered under: its alias, or the name it was asked by. */
  outputName: string;
  aggAlias: string;
  relationship: Relationship;
  toOne: boolean;
  inner: boolean;
  /** Embedded with an empty select (`rel()`): joined for filtering, not answered. */
  hidden: boolean;
  node: ReadNode;
}

export interface ReadNode {
  table: Table;
  /** How its columns are qualified. */
  source: Source;
  select: SelectField[];
  embeds: Embed[];
  where: LogicTree[];
  order: OrderTerm[];
  range: Paged;
}

const ALL: Paged = { offset: 0 };

/** Narrows a page to at most `max` rows (PGRST_DB_MAX_ROWS). */
export function restrictRange(range: Paged, max: number | null): Paged {
  if (max === null) return range;
  return { offset: range.offset, limit: Math.min(range.limit ?? max, max) };
}

function embedNode(catalogue: Catalogue, parent: ReadNode, item: SelectEmbed): Embed {
  if (item.children.some((c) => c.kind === 'embed')) {
    throw unsupported('embedding-depth', 'embedding resources more than one level deep');
  }
  const rel = findRelationship(catalogue, parent.table, item.relation, item.hint);
  const outputName = item.alias ?? item.relation;
  const children = item.children as SelectField[];
  return {
    outputName,
    aggAlias: `${rel.table.name}_${outputName}_1`,
    relationship: rel,
    toOne: isToOne(rel),
    inner: item.join === 'inner',
    hidden: children.length === 0,
    node: {
      table: rel.foreign,
      source: { name: `${rel.foreign.name}_1` },
      select: children,
      embeds: [],
      where: [],
      order: [],
      range: ALL,
    },
  };
}

function nodeAt(root: ReadNode, path: EmbedPath): ReadNode {
  if (path.length === 0) return root;
  if (path.length > 1)
    throw unsupported(
      'embedding-depth',
      'filters, orders or limits on resources embedded more than one level deep',
    );
  const name = path[0] as string;
  const embed =
    root.embeds.find((e) => e.outputName === name) ??
    root.embeds.find((e) => e.node.table.name === name);
  if (!embed) throw notEmbedded(name);
  return embed.node;
}

function checkRelatedOrder(node: ReadNode, terms: OrderTerm[]) {
  for (const t of terms) {
    if (!t.relation) continue;
    const embed = node.embeds.find((e) => e.outputName === t.relation);
    if (!embed) throw notEmbedded(t.relation);
    if (!embed.toOne) {
      throw new RestError(
        400,
        'PGRST118',
        `A related order on '${t.relation}' is not possible`,
        `'${node.table.name}' and '${t.relation}' do not form a many-to-one or one-to-one relationship`,
      );
    }
  }
}

export interface RootSource {
  table: Table;
  source: Source;
}

export function planRead(
  catalogue: Catalogue,
  root: RootSource,
  q: QueryParams,
  topRange: Paged,
  maxRows: number | null,
): ReadNode {
  const node: ReadNode = {
    ...root,
    select: [],
    embeds: [],
    where: [],
    order: [],
    range: restrictRange(topRange, maxRows),
  };
  for (const item of q.select) {
    if (item.kind === 'field') node.select.push(item);
    else node.embeds.push(embedNode(catalogue, node, item));
  }
  if (node.select.length === 0 && node.embeds.length === 0) {
    node.select.push({ kind: 'field', field: { name: '*', json: [] } });
  }
  for (const { path, filter } of q.filters)
    nodeAt(node, path).where.push({ kind: 'filter', filter });
  for (const { path, tree } of q.logic) nodeAt(node, path).where.push(tree);
  for (const { path, terms } of q.order) {
    const target = nodeAt(node, path);
    checkRelatedOrder(target, terms);
    target.order.push(...terms);
  }
  for (const [key, range] of q.ranges) {
    if (key === '') continue;
    nodeAt(node, key.split('.')).range = range;
  }
  for (const embed of node.embeds) embed.node.range = restrictRange(embed.node.range, maxRows);
  return node;
}
