/**
 * The whole query string, split as PostgREST splits it: reserved parameters (select, columns,
 * on_conflict), per-level order/limit/offset/and/or, and every other parameter as a filter.
 */
import type { EmbedPath, Field, Paged, QueryParams } from '../ast.ts';
import { queryParamError } from '../errors.ts';
import { Cursor } from './cursor.ts';
import { jsonPath } from './field.ts';
import { parseFilterValue, parseLogic } from './filter.ts';
import { parseOrder } from './order.ts';
import { parseColumns, parseSelect } from './select.ts';

const RESERVED = new Set(['select', 'columns', 'on_conflict']);
const PER_LEVEL = new Set(['order', 'limit', 'offset', 'and', 'or']);
/** The API gateway consumes the key; it never reaches PostgREST. */
const GATEWAY = new Set(['apikey']);

const decode = (s: string) => decodeURIComponent(s.replace(/\+/g, ' '));

/** The pairs of a raw query string; a key without `=` has no value (and is ignored, as PostgREST does). */
export function queryPairs(search: string): [string, string | undefined][] {
  return search
    .replace(/^\?/, '')
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq < 0) return [decode(pair), undefined];
      try {
        return [decode(pair.slice(0, eq)), decode(pair.slice(eq + 1))];
      } catch {
        throw queryParamError('Invalid URL encoding in the query string', pair);
      }
    });
}

function treePath(key: string): { path: EmbedPath; field: Field } {
  const c = new Cursor(key, `failed to parse tree path (${key})`);
  const names = [c.fieldName()];
  while (c.take('.')) names.push(c.fieldName());
  const json = jsonPath(c);
  if (!c.eof()) c.fail(['delimiter (.)', 'end of input']);
  const name = names.pop() as string;
  return { path: names, field: { name, json } };
}

function levelPath(key: string): { path: EmbedPath; last: string } {
  const c = new Cursor(key, `failed to parse tree path (${key})`);
  const names = [c.fieldName()];
  while (c.take('.')) names.push(c.fieldName());
  if (!c.eof()) c.fail(['delimiter (.)', 'end of input']);
  return { path: names.slice(0, -1), last: names.at(-1) as string };
}

function integer(value: string, param: string): number {
  if (!/^-?\d+$/.test(value.trim())) {
    throw queryParamError(
      `"failed to parse ${param} parameter (${value})" (line 1, column 1)`,
      'expecting an integer',
    );
  }
  return Number(value);
}

function addRange(ranges: Map<string, Paged>, path: EmbedPath, kind: string, value: string) {
  const key = path.join('.');
  const range = ranges.get(key) ?? { offset: 0 };
  const n = integer(value, kind);
  if (kind === 'offset') range.offset = n;
  else range.limit = n;
  ranges.set(key, range);
}

export function parseQuery(search: string, isRpcRead: boolean): QueryParams {
  const q: QueryParams = {
    select: [],
    filters: [],
    logic: [],
    order: [],
    ranges: new Map(),
    rpcArgs: [],
  };
  let select = '*';
  for (const [key, value] of queryPairs(search)) {
    if (value === undefined || GATEWAY.has(key)) continue;
    if (key === 'select') select = value;
    else if (key === 'columns') q.columns = parseColumns(value, 'columns');
    else if (key === 'on_conflict') q.onConflict = parseColumns(value, 'on_conflict');
    else if (PER_LEVEL.has(key.split('.').at(-1) as string) && !RESERVED.has(key)) {
      const { path, last } = levelPath(key);
      if (last === 'order') q.order.push({ path, terms: parseOrder(value) });
      else if (last === 'limit' || last === 'offset') addRange(q.ranges, path, last, value);
      else {
        const negated = path.at(-1) === 'not';
        const logicPath = path.filter((p) => p !== 'not');
        q.logic.push({ path: logicPath, tree: parseLogic(negated ? `not.${last}` : last, value) });
      }
    } else if (isRpcRead && !looksLikeFilter(value)) q.rpcArgs.push([key, value]);
    else {
      const { path, field } = treePath(key);
      q.filters.push({ path, filter: { field, ...parseFilterValue(value) } });
    }
  }
  q.select = parseSelect(select);
  return q;
}

/** For GET on a function, a parameter is an argument unless its value parses as a filter. */
function looksLikeFilter(value: string): boolean {
  try {
    parseFilterValue(value);
    return true;
  } catch {
    return false;
  }
}
