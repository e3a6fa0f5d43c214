/** `select=`: columns, renames, casts, JSON paths and embedded resources, as a tree. */
import type { SelectEmbed, SelectItem } from '../ast.ts';
import { unsupported } from '../errors.ts';
import { Cursor } from './cursor.ts';
import { field } from './field.ts';

const AGGREGATES = ['sum', 'avg', 'count', 'max', 'min'];

function alias(c: Cursor): string | undefined {
  return c.attempt(() => {
    const name = c.fieldName();
    if (c.peek() !== ':' || c.at('::')) throw new Error('no alias');
    c.pos++;
    return name;
  });
}

function fieldEnd(c: Cursor, expecting: string[]): void {
  if (!(c.eof() || c.at(')') || c.at(','))) c.fail([...expecting, '")"', '","', 'end of input']);
}

function embedParams(c: Cursor): Pick<SelectEmbed, 'hint' | 'join'> {
  const out: Pick<SelectEmbed, 'hint' | 'join'> = {};
  for (let i = 0; i < 2 && c.take('!'); i++) {
    if (c.at('left') && !c.at('left_')) {
      c.take('left');
      out.join ??= 'left';
    } else if (c.at('inner') && !c.at('inner_')) {
      c.take('inner');
      out.join ??= 'inner';
    } else out.hint ??= c.fieldName();
  }
  return out;
}

function relation(c: Cursor): SelectItem | undefined {
  const start = c.pos;
  const head = c.attempt(() => {
    c.skipSpaces();
    const spread = c.take('...');
    const name = spread ? undefined : alias(c);
    const relationName = c.fieldName();
    if (relationName === 'count' && !spread) throw new Error('count()');
    const params = embedParams(c);
    if (!c.at('(')) throw new Error('not a relation');
    return { spread, name, relationName, params };
  });
  if (!head) return undefined;
  if (head.spread) {
    c.pos = start;
    throw unsupported('spread', 'spreading an embedded resource (`...relation(...)`)');
  }
  c.expect('(');
  const children = forest(c);
  c.expect(')', '")"');
  c.skipSpaces();
  return {
    kind: 'embed',
    relation: head.relationName,
    ...(head.name !== undefined && { alias: head.name }),
    ...head.params,
    children,
  };
}

function column(c: Cursor): SelectItem {
  c.skipSpaces();
  if (c.take('*')) {
    c.skipSpaces();
    fieldEnd(c, []);
    return { kind: 'field', field: { name: '*', json: [] } };
  }
  const name = alias(c);
  if (c.at('count()')) throw unsupported('aggregates', 'aggregate functions in select (count())');
  const f = field(c);
  const cast = c.take('::') ? c.identifier() : undefined;
  if (c.peek() === '.' && AGGREGATES.some((a) => c.at(`.${a}(`))) {
    throw unsupported('aggregates', 'aggregate functions in select (sum, avg, count, max, min)');
  }
  c.skipSpaces();
  fieldEnd(c, ['letter', 'digit', '"-"', '"->>"', '"->"', '"::"', '"."']);
  return {
    kind: 'field',
    field: f,
    ...(name !== undefined && { alias: name }),
    ...(cast !== undefined && { cast }),
  };
}

function forest(c: Cursor): SelectItem[] {
  const items: SelectItem[] = [];
  if (c.eof() || c.at(')')) return items;
  for (;;) {
    items.push(relation(c) ?? column(c));
    c.skipSpaces();
    if (!c.take(',')) return items;
    c.skipSpaces();
  }
}

export function parseSelect(value: string): SelectItem[] {
  const c = new Cursor(value, `failed to parse select parameter (${value})`);
  const items = forest(c);
  if (!c.eof()) c.fail(['","', 'end of input']);
  return items;
}

/** `columns=` and `on_conflict=`: names separated by commas. */
export function parseColumns(value: string, param: string): string[] {
  const c = new Cursor(value, `failed to parse ${param} parameter (${value})`);
  const names: string[] = [];
  do {
    c.skipSpaces();
    names.push(c.fieldName());
    c.skipSpaces();
  } while (c.take(','));
  if (!c.eof()) c.fail(['","', 'end of input']);
  return names;
}
