/** What every REST handler works with. */
import type { ServerResponse } from 'node:http';
import type { PGlite } from '@electric-sql/pglite';
import type { Catalogue, Table } from './catalogue.ts';
import { tableNotFound } from './errors.ts';
import { closest } from './fuzzy.ts';
import type { RestRequest } from './request.ts';
import type { RestSettings } from './settings.ts';

export interface Context {
  db: PGlite;
  catalogue: Catalogue;
  settings: RestSettings;
  req: RestRequest;
  res: ServerResponse;
}

export function findTable(ctx: Context): Table {
  const { schema, resource } = ctx.req;
  const table = ctx.catalogue.table(schema, resource.name);
  if (!table) {
    const near = closest(ctx.catalogue.tableNames(schema), resource.name, 0.75);
    throw tableNotFound(
      schema,
      resource.name,
      near && `Perhaps you meant the table '${schema}.${near}'`,
    );
  }
  return table;
}
