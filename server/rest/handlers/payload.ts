/**
 * The JSON body of a write, checked as PostgREST checks it: an object or an array of objects with
 * the same keys; its columns come from `columns=` or from the keys, and must exist in the table.
 */
import type { Column, Table } from '../catalogue.ts';
import { columnNotFound, invalidBody } from '../errors.ts';

export interface Payload {
  text: string;
  isObject: boolean;
  keys: string[];
}

export function readPayload(text: string, allowArray: boolean, columnsGiven: boolean): Payload {
  let value: unknown;
  try {
    value = text.trim() === '' ? undefined : JSON.parse(text);
  } catch {
    throw invalidBody('Empty or invalid json');
  }
  if (value === undefined) throw invalidBody('Empty or invalid json');
  const isObject = !Array.isArray(value);
  const rows = Array.isArray(value) ? value : [value];
  if (!allowArray && !isObject) throw invalidBody('Empty or invalid json');
  if (rows.some((r) => r === null || typeof r !== 'object' || Array.isArray(r))) {
    throw invalidBody('Empty or invalid json');
  }
  const keySets = (rows as Record<string, unknown>[]).map((r) =>
    Object.keys(r).sort().join('\u0000'),
  );
  if (!columnsGiven && keySets.some((k) => k !== keySets[0])) {
    throw invalidBody('All object keys must match');
  }
  return { text, isObject, keys: Object.keys((rows[0] ?? {}) as object) };
}

export function payloadColumns(table: Table, names: string[]): Column[] {
  return names.map((name) => {
    const column = table.columns.get(name);
    if (!column) throw columnNotFound(table.name, name);
    return column;
  });
}
