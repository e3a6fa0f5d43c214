/** Filters (`col=op.value`) and logic trees (`or=(a.eq.1,and(b.gt.2,c.is.null))`). */
import type {
  Filter,
  FtsOperator,
  IsValue,
  LogicTree,
  Operation,
  QuantOperator,
  SimpleOperator,
} from '../ast.ts';
import { Cursor } from './cursor.ts';
import { field } from './field.ts';

const SIMPLE: SimpleOperator[] = ['neq', 'cs', 'cd', 'ov', 'sl', 'sr', 'nxr', 'nxl', 'adj'];
const QUANT: QuantOperator[] = ['eq', 'gte', 'gt', 'lte', 'lt', 'like', 'ilike', 'match', 'imatch'];
const FTS: FtsOperator[] = ['fts', 'plfts', 'phfts', 'wfts'];
const IS_VALUES: IsValue[] = ['null', 'not_null', 'true', 'false', 'unknown'];
const OPERATOR = 'operator (eq, gt, ...)';

type ValueParser = (c: Cursor) => string;

/** The rest of the input: a filter value in a query parameter. */
const wholeValue: ValueParser = (c) => {
  const v = c.rest;
  c.pos = c.input.length;
  return v;
};

/** A value inside a logic tree: quoted, a `{...}` array literal, or up to the next `,` or `)`. */
const logicValue: ValueParser = (c) => {
  const quoted = c.attempt(() => {
    const q = c.quoted();
    if (q === undefined || !(c.eof() || c.at(',') || c.at(')'))) throw new Error('not quoted');
    return q;
  });
  if (quoted !== undefined) return quoted;
  const array = /^\{[^{}]*\}/.exec(c.rest);
  if (array) {
    c.pos += array[0].length;
    return array[0];
  }
  const plain = /^[^,)]*/.exec(c.rest)?.[0] ?? '';
  c.pos += plain.length;
  return plain;
};

function listElement(c: Cursor): string {
  const quoted = c.attempt(() => {
    const q = c.quoted();
    if (q === undefined || !(c.at(',') || c.at(')'))) throw new Error('not quoted');
    return q;
  });
  if (quoted !== undefined) return quoted;
  return logicPlain(c);
}

function logicPlain(c: Cursor): string {
  const plain = /^[^,)]*/.exec(c.rest)?.[0] ?? '';
  c.pos += plain.length;
  return plain;
}

function list(c: Cursor): string[] {
  c.skipSpaces();
  c.expect('(');
  c.skipSpaces();
  const values = [listElement(c)];
  while (c.take(',')) values.push(listElement(c));
  c.skipSpaces();
  c.expect(')', '")"');
  c.skipSpaces();
  return values;
}

function ciTake(c: Cursor, word: string): boolean {
  if (c.rest.slice(0, word.length).toLowerCase() !== word) return false;
  c.pos += word.length;
  return true;
}

/** Longest operator name at the cursor among `names`, followed by `(` or `.`. */
function operatorName<T extends string>(c: Cursor, names: T[]): T | undefined {
  const found = names
    .filter(
      (n) => c.at(n) && (c.input[c.pos + n.length] === '.' || c.input[c.pos + n.length] === '('),
    )
    .sort((a, b) => b.length - a.length)[0];
  if (found) c.pos += found.length;
  return found;
}

function operation(c: Cursor, value: ValueParser): Operation {
  if (c.take('in.')) return { kind: 'in', values: list(c) };
  if (c.take('is.')) {
    const v = IS_VALUES.find((w) => ciTake(c, w));
    if (!v) c.fail(['isVal: (null, not_null, true, false, unknown)']);
    return { kind: 'is', value: v };
  }
  if (c.take('isdistinct.')) return { kind: 'isdistinct', value: value(c) };
  const fts = operatorName(c, FTS);
  if (fts) {
    const language = c.take('(') ? c.identifier() : undefined;
    if (language !== undefined) c.expect(')');
    c.expect('.', 'delimiter (.)');
    return { kind: 'fts', op: fts, ...(language !== undefined && { language }), value: value(c) };
  }
  const simple = operatorName(c, SIMPLE);
  if (simple) {
    c.expect('.', 'delimiter (.)');
    return { kind: 'simple', op: simple, value: value(c) };
  }
  const quant = operatorName(c, QUANT);
  if (quant) {
    const quantifier = c.take('(any)') ? 'any' : c.take('(all)') ? 'all' : undefined;
    c.expect('.', 'delimiter (.)');
    return { kind: 'quant', op: quant, ...(quantifier && { quantifier }), value: value(c) };
  }
  return c.fail([OPERATOR]);
}

function opExpr(c: Cursor, value: ValueParser): Omit<Filter, 'field'> {
  const negated = c.take('not.');
  if (negated && c.eof()) c.fail([OPERATOR]);
  return { negated, operation: operation(c, value) };
}

/** The value of a filter parameter: `eq.1`, `not.in.(a,b)`, `is.null`. */
export function parseFilterValue(value: string): Omit<Filter, 'field'> {
  const c = new Cursor(value, `failed to parse filter (${value})`);
  if (c.eof()) c.fail(['"not"', OPERATOR]);
  const expr = opExpr(c, wholeValue);
  if (!c.eof()) c.fail(['end of input']);
  return expr;
}

function logicTree(c: Cursor): LogicTree {
  const stmt = c.attempt((): LogicTree => {
    const f = field(c);
    c.expect('.', 'delimiter (.)');
    return { kind: 'filter', filter: { field: f, ...opExpr(c, logicValue) } };
  });
  if (stmt) return stmt;
  const negated = c.take('not.');
  const op = c.take('and') ? 'and' : c.take('or') ? 'or' : undefined;
  if (!op) c.fail(['logic operator (and, or)']);
  c.skipSpaces();
  c.expect('(');
  c.skipSpaces();
  const children = [logicTree(c)];
  for (c.skipSpaces(); c.take(','); c.skipSpaces()) {
    c.skipSpaces();
    children.push(logicTree(c));
  }
  c.expect(')', '")"');
  c.skipSpaces();
  return { kind: 'logic', op, negated, children };
}

/** `or=(...)` / `not.and=(...)`: `prefix` is `or`, `and`, `not.or` or `not.and`. */
export function parseLogic(prefix: string, value: string): LogicTree {
  const c = new Cursor(prefix + value, `failed to parse logic tree (${value})`);
  const tree = logicTree(c);
  if (!c.eof()) c.fail(['end of input']);
  return tree;
}
