/**
 * The request's query string as PostgREST reads it: what to select, filter, order and page. The
 * parser (parse/) builds these; the planner checks them against the catalogue.
 */

/** One step of a JSON path: `->key`, `->>key`, `->0`. */
export interface JsonStep {
  arrow: '->' | '->>';
  key: string;
  index: boolean;
}

export interface Field {
  name: string;
  json: JsonStep[];
}

export interface SelectField {
  kind: 'field';
  field: Field;
  alias?: string;
  cast?: string;
}

export interface SelectEmbed {
  kind: 'embed';
  relation: string;
  alias?: string;
  hint?: string;
  join?: 'inner' | 'left';
  children: SelectItem[];
}

export type SelectItem = SelectField | SelectEmbed;

export type IsValue = 'null' | 'not_null' | 'true' | 'false' | 'unknown';

export type SimpleOperator = 'neq' | 'cs' | 'cd' | 'ov' | 'sl' | 'sr' | 'nxr' | 'nxl' | 'adj';
export type QuantOperator =
  | 'eq'
  | 'gte'
  | 'gt'
  | 'lte'
  | 'lt'
  | 'like'
  | 'ilike'
  | 'match'
  | 'imatch';
export type FtsOperator = 'fts' | 'plfts' | 'phfts' | 'wfts';

export type Operation =
  | { kind: 'simple'; op: SimpleOperator; value: string }
  | { kind: 'quant'; op: QuantOperator; quantifier?: 'any' | 'all'; value: string }
  | { kind: 'in'; values: string[] }
  | { kind: 'is'; value: IsValue }
  | { kind: 'isdistinct'; value: string }
  | { kind: 'fts'; op: FtsOperator; language?: string; value: string };

export interface Filter {
  field: Field;
  negated: boolean;
  operation: Operation;
}

export type LogicTree =
  | { kind: 'filter'; filter: Filter }
  | { kind: 'logic'; op: 'and' | 'or'; negated: boolean; children: LogicTree[] };

export interface OrderTerm {
  /** Set for `relation(column)`: ordering by a to-one embedded resource. */
  relation?: string;
  field: Field;
  direction?: 'asc' | 'desc';
  nulls?: 'first' | 'last';
}

/** Where a filter, order or limit applies: [] for the root, ['messages'] for an embed. */
export type EmbedPath = string[];

export interface Paged {
  offset: number;
  limit?: number;
}

export interface QueryParams {
  select: SelectItem[];
  filters: { path: EmbedPath; filter: Filter }[];
  logic: { path: EmbedPath; tree: LogicTree }[];
  order: { path: EmbedPath; terms: OrderTerm[] }[];
  /** Keyed by the embed path joined with '.', '' for the root. */
  ranges: Map<string, Paged>;
  columns?: string[];
  onConflict?: string[];
  /** Arguments of a function called with GET: parameters without an operator. */
  rpcArgs: [string, string][];
}
