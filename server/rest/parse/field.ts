/** Column references with optional JSON paths: `data`, `data->a->>b`, `arr->0`. */
import type { Field, JsonStep } from '../ast.ts';
import type { Cursor } from './cursor.ts';

const JSON_KEY_CHAR = (c: string) => !'(-:.,>)'.includes(c);
const ENDS_INDEX = ['->', '::', '.', ','];

function jsonStep(c: Cursor): JsonStep | undefined {
  const arrow = c.take('->>') ? '->>' : c.take('->') ? '->' : undefined;
  if (!arrow) return undefined;
  const index = c.attempt(() => {
    const m = /^-?\d+/.exec(c.rest);
    if (!m) throw new Error('no index');
    c.pos += m[0].length;
    if (!c.eof() && !ENDS_INDEX.some((s) => c.at(s))) throw new Error('not an index');
    return m[0];
  });
  if (index !== undefined) return { arrow, key: index, index: true };
  const key = c.quoted() ?? c.dashed(JSON_KEY_CHAR);
  if (key === undefined) c.fail(['any non reserved character different from: .,>()']);
  return { arrow, key, index: false };
}

export function jsonPath(c: Cursor): JsonStep[] {
  const steps: JsonStep[] = [];
  for (let step = jsonStep(c); step; step = jsonStep(c)) steps.push(step);
  return steps;
}

/** PostgREST's pField: a name and its JSON path, with blanks around. */
export function field(c: Cursor): Field {
  c.skipSpaces();
  const name = c.fieldName();
  const json = jsonPath(c);
  c.skipSpaces();
  return { name, json };
}

/** The key a JSON path is answered under when the select has no alias: its last key. */
export function outputName(f: Field): string {
  const last = f.json.at(-1);
  return last ? last.key : f.name;
}
