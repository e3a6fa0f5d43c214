/** POST on a table: insert one or many rows, or upsert them with `Prefer: resolution=...`. */
import type { Context } from '../context.ts';
import { findTable } from '../context.ts';
import { inTransaction, mainRow } from '../execute.ts';
import { contentRange, contentType, sendReply } from '../response.ts';
import { insertSql } from '../sql/mutate.ts';
import { sourceStatement } from '../sql/statements.ts';
import { checkAfterWrite, representationNode, returningFor } from './mutation.ts';
import { payloadColumns, readPayload } from './payload.ts';
import { envelopeFor } from './read.ts';

/** `Location: /table?pk=eq.value` for the one row inserted, from its primary key. */
function location(table: string, body: string): string | undefined {
  const row = JSON.parse(body) as Record<string, unknown> | null;
  if (!row) return undefined;
  const query = Object.entries(row)
    .map(
      ([k, v]) =>
        `${encodeURIComponent(k)}=${v === null ? 'is.null' : `eq.${encodeURIComponent(String(v))}`}`,
    )
    .join('&');
  return `/${table}?${query}`;
}

export async function insertRows(ctx: Context): Promise<void> {
  const { req, catalogue } = ctx;
  const table = findTable(ctx);
  const payload = readPayload(req.body, true, req.query.columns !== undefined);
  const columns = payloadColumns(table, req.query.columns ?? payload.keys);
  const resolution = req.prefs.resolution;
  const node = representationNode(ctx, table);
  const returning = returningFor(ctx, table, node);
  const work = insertSql({
    table,
    columns,
    body: payload.text,
    isObject: payload.isObject,
    applyDefaults: req.prefs.missing === 'default',
    ...(resolution && { onConflict: { columns: req.query.onConflict ?? table.pk, resolution } }),
    returning,
  });
  const rep = req.prefs.representation;
  const headersOnly = rep === 'headers-only';
  const envelope = headersOnly
    ? { shape: 'object' as const, stripNulls: false }
    : rep === 'full'
      ? envelopeFor(ctx)
      : { shape: 'none' as const, stripNulls: false };
  const readNode = headersOnly
    ? {
        ...node,
        select: table.pk.map((name) => ({ kind: 'field' as const, field: { name, json: [] } })),
        embeds: [],
      }
    : node;
  const statement = sourceStatement(
    catalogue,
    work,
    rep === 'full' || headersOnly ? readNode : undefined,
    envelope,
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
  const status = resolution === 'merge-duplicates' && (result.inserted ?? 0) <= 0 ? 200 : 201;
  const headers: Record<string, string> = { 'Content-Range': contentRange(1, 0, result.total) };
  if (headersOnly && result.pageTotal === 1 && table.pk.length > 0) {
    const loc = location(table.name, result.body);
    if (loc) headers.Location = loc;
  }
  if (rep !== 'full') return sendReply(ctx.res, req, result, { status, headers });
  headers['Content-Type'] = contentType(req);
  sendReply(ctx.res, req, result, { status, headers, body: result.body });
}
