/**
 * Choosing the function `rpc/<name>` calls among its overloads, by the argument names given, with
 * PostgREST's rules and errors (PGRST202 none, PGRST203 ambiguous).
 */
import type { Catalogue, Param, Routine } from './catalogue.ts';
import { RestError } from './errors.ts';
import { closest } from './fuzzy.ts';

const UNNAMED_OK = new Set(['bytea', 'json', 'jsonb', 'text', 'xml']);

/** PostgREST leaves out functions it cannot call with named arguments. */
function callable(r: Routine): boolean {
  const unnamed = r.params.filter((p) => p.name === '');
  if (unnamed.length === 0) return true;
  return unnamed.length === 1 && UNNAMED_OK.has((unnamed[0] as Param).type);
}

function matchesParams(r: Routine, keys: Set<string>): boolean {
  if (r.params.length === 0) return keys.size === 0;
  const required = r.params.filter((p) => p.required).map((p) => p.name);
  const optional = new Set(r.params.filter((p) => !p.required).map((p) => p.name));
  const rest = [...keys].filter((k) => !optional.has(k));
  return rest.length === required.length && required.every((n) => keys.has(n));
}

function singleUnnamedJson(r: Routine, isPostJson: boolean): boolean {
  const only = r.params[0];
  return (
    isPostJson &&
    r.params.length === 1 &&
    only?.name === '' &&
    (only.type === 'json' || only.type === 'jsonb')
  );
}

const signature = (r: Routine) =>
  `${r.schema}.${r.name}(${r.params.map((p) => `${p.name} => ${p.type}`).join(', ')})`;

function notFound(
  catalogue: Catalogue,
  schema: string,
  name: string,
  keys: string[],
  isPostJson: boolean,
): RestError {
  const func = `${schema}.${name}`;
  const prms = keys.join(', ');
  const none = keys.length === 0;
  const detail = none
    ? ' without parameters'
    : ` with parameter${keys.length > 1 ? 's' : ''} ${prms}`;
  return new RestError(
    404,
    'PGRST202',
    `Could not find the function ${func}${none ? ' without parameters' : `(${prms})`} in the schema cache`,
    `Searched for the function ${func}${detail}${isPostJson ? ' or with a single unnamed json/jsonb parameter' : ''}, but no matches were found in the schema cache.`,
    hint(catalogue, schema, name, keys),
  );
}

const paramList = (names: string[]) => `(${[...names].sort().join(', ')})`;

/** PostgREST's hint: a function of a similar name, or the parameters of one of its overloads. */
function hint(catalogue: Catalogue, schema: string, name: string, keys: string[]): string | null {
  const overloads = catalogue.routinesNamed(schema, name).filter(callable);
  const suggestion =
    overloads.length === 0
      ? closest(
          catalogue
            .routineNames(schema)
            .filter((n) => catalogue.routinesNamed(schema, n).some(callable)),
          name,
          0.75,
        )
      : (() => {
          const lists = overloads.map((r) => paramList(r.params.map((p) => p.name)));
          const found = closest(lists, paramList(keys), 0.33);
          return found === undefined ? undefined : `${name}${found}`;
        })();
  return suggestion === undefined
    ? null
    : `Perhaps you meant to call the function ${schema}.${suggestion}`;
}

export function findRoutine(
  catalogue: Catalogue,
  schema: string,
  name: string,
  keys: Set<string>,
  isPostJson: boolean,
): Routine {
  const candidates = catalogue.routinesNamed(schema, name).filter(callable);
  const named = candidates.filter((r) => matchesParams(r, keys));
  const fallback = candidates.filter(
    (r) => !matchesParams(r, keys) && singleUnnamedJson(r, isPostJson),
  );
  const chosen = named.length > 0 ? named : fallback;
  if (chosen.length === 1) return chosen[0] as Routine;
  if (chosen.length === 0) throw notFound(catalogue, schema, name, [...keys].sort(), isPostJson);
  throw new RestError(
    300,
    'PGRST203',
    `Could not choose the best candidate function between: ${[...chosen]
      .sort((a, b) => a.params.length - b.params.length || signature(a).localeCompare(signature(b)))
      .map(signature)
      .join(', ')}`,
    null,
    'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
  );
}
