/** `order=`: `col.desc.nullslast,other`, and `relation(col).asc` for to-one embeds. */
import type { OrderTerm } from '../ast.ts';
import { Cursor } from './cursor.ts';
import { field } from './field.ts';

function modifiers(c: Cursor): Pick<OrderTerm, 'direction' | 'nulls'> {
  const out: Pick<OrderTerm, 'direction' | 'nulls'> = {};
  if (c.take('.asc')) out.direction = 'asc';
  else if (c.take('.desc')) out.direction = 'desc';
  if (c.take('.nullsfirst')) out.nulls = 'first';
  else if (c.take('.nullslast')) out.nulls = 'last';
  c.skipSpaces();
  if (!(c.eof() || c.at(','))) {
    c.fail(
      c.peek() === '.' && !out.nulls
        ? ['"asc"', '"desc"', '"nullsfirst"', '"nullslast"']
        : ['","', 'end of input'],
    );
  }
  return out;
}

function term(c: Cursor): OrderTerm {
  c.skipSpaces();
  const related = c.attempt(() => {
    const relation = c.fieldName();
    c.expect('(');
    const f = field(c);
    c.expect(')');
    return { relation, field: f };
  });
  if (related) return { ...related, ...modifiers(c) };
  return { field: field(c), ...modifiers(c) };
}

export function parseOrder(value: string): OrderTerm[] {
  const c = new Cursor(value, `failed to parse order (${value})`);
  const terms = [term(c)];
  while (c.take(',')) terms.push(term(c));
  return terms;
}
