/** DELETE on a table: delete the rows the filters match (at least one filter, as pg-safeupdate requires). */
import type { Context } from '../context.ts';
import { findTable } from '../context.ts';
import { inTransaction, mainRow } from '../execute.ts';
import { contentRange, contentType, sendReply } from '../response.ts';
import { deleteSql } from '../sql/mutate.ts';
import { sourceStatement } from '../sql/statements.ts';
import {
  checkAfterWrite,
  refuseRootPaging,
  representationNode,
  requireWhere,
  returningFor,
  rootFilters,
} from './mutation.ts';
import { envelopeFor } from './read.ts';

export async function deleteRows(ctx: Context): Promise<void> {
  const { req, catalogue } = ctx;
  const table = findTable(ctx);
  refuseRootPaging(ctx);
  const where = rootFilters(ctx, table);
  requireWhere(where, 'DELETE');
  const node = representationNode(ctx, table);
  const full = req.prefs.representation === 'full';
  const statement = sourceStatement(
    catalogue,
    deleteSql(table, where, returningFor(ctx, table, node)),
    full ? node : undefined,
    full ? envelopeFor(ctx) : { shape: 'none', stripNulls: false },
    req.prefs.count !== undefined,
  );
  const result = await inTransaction(
    ctx.db,
    req,
    ctx.settings,
    { readOnly: false },
    async (run) => {
      const r = await mainRow(run, statement);
      checkAfterWrite(ctx, r);
      return r;
    },
  );
  const headers: Record<string, string> = { 'Content-Range': contentRange(1, 0, result.total) };
  if (!full) return sendReply(ctx.res, req, result, { status: 204, headers });
  headers['Content-Type'] = contentType(req);
  sendReply(ctx.res, req, result, { status: 200, headers, body: result.body });
}
