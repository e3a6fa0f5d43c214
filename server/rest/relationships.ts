/**
 * Finding the relationship an embedded resource names, by PostgREST's rules: the target is a table,
 * a foreign key constraint or a column of the origin; a hint (`table!hint`) narrows it to a
 * constraint, a column or a junction table. None found is PGRST200, several is PGRST201.
 */
import type { Catalogue, Relationship, Table } from './catalogue.ts';
import { RestError } from './errors.ts';

const singleColumn = (r: Relationship, side: 0 | 1) =>
  r.columns.length === 1 ? (r.columns[0] as [string, string])[side] : undefined;

function matches(r: Relationship, target: string, hint: string | undefined): boolean {
  if (r.computed) return r.computed.name === target;
  const isM2M = r.cardinality === 'many-to-many';
  const toForeign = r.foreign.name === target;
  if (r.isSelf && !isM2M) {
    const o2m = r.cardinality === 'one-to-many';
    const m2o = r.cardinality === 'many-to-one';
    if (hint === undefined) return (toForeign && o2m) || (singleColumn(r, 0) === target && m2o);
    return toForeign && o2m && singleColumn(r, 1) === hint;
  }
  if (hint === undefined) {
    return (
      toForeign ||
      (!isM2M && !r.foreign.isView && (r.constraint === target || singleColumn(r, 0) === target))
    );
  }
  return (
    toForeign &&
    (isM2M
      ? r.junction?.table.name === hint
      : r.constraint === hint || singleColumn(r, 0) === hint || singleColumn(r, 1) === hint)
  );
}

const cols = (names: string[]) => `(${names.join(', ')})`;

function describe(r: Relationship) {
  const j = r.junction;
  return {
    cardinality: r.cardinality,
    embedding: `${r.table.name} with ${r.foreign.name}`,
    relationship: j
      ? `${j.table.name} using ${j.constraint1}${cols(j.source.map(([, c]) => c))} and ${j.constraint2}${cols(j.target.map(([, c]) => c))}`
      : `${r.constraint} using ${r.table.name}${cols(r.columns.map(([c]) => c))} and ${r.foreign.name}${cols(r.columns.map(([, c]) => c))}`,
  };
}

export function findRelationship(
  catalogue: Catalogue,
  origin: Table,
  target: string,
  hint: string | undefined,
): Relationship {
  const found = catalogue.relationshipsOf(origin).filter((r) => matches(r, target, hint));
  if (found.length === 1) return found[0] as Relationship;
  if (found.length === 0) {
    throw new RestError(
      400,
      'PGRST200',
      `Could not find a relationship between '${origin.name}' and '${target}' in the schema cache`,
      `Searched for a foreign key relationship between '${origin.name}' and '${target}'${hint ? ` using the hint '${hint}'` : ''} in the schema '${origin.schema}', but no matches were found.`,
    );
  }
  const options = found
    .map((r) => `'${r.foreign.name}!${r.junction ? r.junction.table.name : r.constraint}'`)
    .join(', ');
  throw new RestError(
    300,
    'PGRST201',
    `Could not embed because more than one relationship was found for '${origin.name}' and '${target}'`,
    found.map(describe),
    `Try changing '${target}' to one of the following: ${options}. Find the desired relationship in the 'details' key.`,
  );
}

export const isToOne = (r: Relationship) =>
  r.cardinality === 'many-to-one' || r.cardinality === 'one-to-one';
