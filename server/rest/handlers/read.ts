/** GET and HEAD on a table or view: rows, a count, a page, one object or CSV. */

import type { Catalogue } from '../catalogue.ts';
import type { Context } from '../context.ts';
import { findTable } from '../context.ts';
import { invalidRange } from '../errors.ts';
import { inTransaction, mainRow, type Run } from '../execute.ts';
import { planRead, type ReadNode } from '../plan.ts';
import { checkSingular, contentType, rangeStatus, sendReply } from '../response.ts';
import { type Sql, sourceRef, sql } from '../sql/builder.ts';
import { type Envelope, plannedCountStatement, readStatement } from '../sql/statements.ts';

export function envelopeFor(ctx: Context): Envelope {
  const { media, stripNulls } = ctx.req;
  return { shape: media === 'object' ? 'object' : media === 'csv' ? 'csv' : 'array', stripNulls };
}

/** Postgres's estimate of how many rows the node's count query returns. */
export async function plannedCount(run: Run, catalogue: Catalogue, node: ReadNode, from: Sql) {
  const rows = await run<{ 'QUERY PLAN': { Plan: { 'Plan Rows': number } }[] }>(
    plannedCountStatement(catalogue, node, from),
  );
  return rows[0]?.['QUERY PLAN'][0]?.Plan['Plan Rows'] ?? 0;
}

export async function readTable(ctx: Context): Promise<void> {
  const { req, catalogue, settings } = ctx;
  const table = findTable(ctx);
  const node = planRead(
    catalogue,
    { table, source: { name: table.name } },
    req.query,
    req.topRange,
    settings.maxRows,
  );
  const from = sql`${sourceRef({ schema: table.schema, name: table.name })} AS ${sql.id(table.name)}`;
  const count = req.prefs.count;
  const result = await inTransaction(ctx.db, req, settings, { readOnly: true }, async (run) => {
    const r = await mainRow(
      run,
      readStatement(
        catalogue,
        node,
        from,
        envelopeFor(ctx),
        count !== undefined && count !== 'planned',
      ),
    );
    checkSingular(req, r);
    if (count === 'planned') r.total = await plannedCount(run, catalogue, node, from);
    if (count === 'estimated' && settings.maxRows !== null && (r.total ?? 0) > settings.maxRows) {
      r.total = Math.max(r.total ?? 0, await plannedCount(run, catalogue, node, from));
    }
    return r;
  });
  const { status, range } = rangeStatus(node.range.offset, result.pageTotal, result.total);
  if (status === 416) {
    throw invalidRange(
      `An offset of ${node.range.offset} was requested, but there are only ${result.total ?? 0} rows.`,
    );
  }
  sendReply(ctx.res, req, result, {
    status,
    headers: { 'Content-Range': range, 'Content-Type': contentType(req) },
    body: result.body,
  });
}
