/**
 * `rpc/<function>`: GET and HEAD with arguments in the query string (read-only), POST with a JSON
 * object of arguments (or the whole body for a single unnamed json/jsonb parameter). Set-returning
 * results take filters, order and paging like a table.
 */
import type { Param, Routine, Table } from '../catalogue.ts';
import type { Context } from '../context.ts';
import { invalidBody, RestError, unsupported } from '../errors.ts';
import { inTransaction, mainRow } from '../execute.ts';
import { planRead } from '../plan.ts';
import { contentType, rangeStatus, sendReply } from '../response.ts';
import { findRoutine } from '../routines.ts';
import { type Arguments, callSql, returnsScalar } from '../sql/call.ts';
import { type Envelope, sourceStatement } from '../sql/statements.ts';
import { checkAfterWrite } from './mutation.ts';

/** A function with one unnamed parameter takes the whole body (or all arguments) as it. */
const singleUnnamed = (r: Routine) => r.params.length === 1 && r.params[0]?.name === '';

interface Call {
  keys: Set<string>;
  args: (routine: Routine) => Arguments;
  isPostJson: boolean;
}

function getCall(ctx: Context): Call {
  const values = new Map<string, string | string[]>();
  for (const [k, v] of ctx.req.query.rpcArgs) {
    const prev = values.get(k);
    values.set(k, prev === undefined ? v : [...(Array.isArray(prev) ? prev : [prev]), v]);
  }
  return {
    keys: new Set(values.keys()),
    args: () => ({ kind: 'direct', values }),
    isPostJson: false,
  };
}

function postCall(ctx: Context): Call {
  const { body, contentType: type } = ctx.req;
  if (type !== 'application/json') {
    throw unsupported('rpc-media', `calling a function with a ${type} body`);
  }
  let value: unknown = {};
  if (body.trim() !== '') {
    try {
      value = JSON.parse(body);
    } catch {
      throw invalidBody('Empty or invalid json');
    }
  }
  if (Array.isArray(value))
    throw unsupported('rpc-bulk', 'calling a function once per element of a JSON array');
  const isObject = value !== null && typeof value === 'object';
  const keys = new Set(ctx.req.query.columns ?? (isObject ? Object.keys(value as object) : []));
  return {
    keys,
    isPostJson: true,
    args: (routine) =>
      singleUnnamed(routine)
        ? { kind: 'single', body: body.trim() === '' ? '{}' : body }
        : { kind: 'json', body: body.trim() === '' ? '{}' : body, isObject: true },
  };
}

/** The table a function's rows belong to, so they can be filtered and embedded like its rows. */
function resultTable(ctx: Context, r: Routine): Table {
  const table = r.returnsTableRow ? ctx.catalogue.table(r.returnSchema, r.returnName) : undefined;
  return (
    table ?? {
      schema: r.schema,
      name: r.name,
      isView: false,
      insertable: false,
      updatable: false,
      deletable: false,
      pk: [],
      columns: new Map(),
    }
  );
}

function envelope(ctx: Context, r: Routine): Envelope {
  const { media, stripNulls } = ctx.req;
  if (media === 'csv') return { shape: 'csv', stripNulls };
  if (returnsScalar(r)) return { shape: r.setof ? 'scalar-array' : 'scalar', stripNulls };
  return { shape: media === 'object' || !r.setof ? 'object' : 'array', stripNulls };
}

/** `max-affected` with `handling=strict` needs a function that returns a set. */
function checkMaxAffectedCall(ctx: Context, r: Routine) {
  const { maxAffected, handling } = ctx.req.prefs;
  if (maxAffected !== undefined && handling === 'strict' && !r.setof) {
    throw new RestError(
      400,
      'PGRST128',
      'Function must return SETOF or TABLE when max-affected preference is used with handling=strict',
    );
  }
}

export async function callRoutine(ctx: Context): Promise<void> {
  const { req, catalogue, settings } = ctx;
  const method = req.method;
  if (!['GET', 'HEAD', 'POST'].includes(method)) {
    throw new RestError(405, 'PGRST101', `Cannot use the ${method} method on RPC`);
  }
  const call = method === 'POST' ? postCall(ctx) : getCall(ctx);
  const routine = findRoutine(catalogue, req.schema, req.resource.name, call.keys, call.isPostJson);
  const params = routine.params.filter((p: Param) => call.keys.has(p.name));
  const table = resultTable(ctx, routine);
  const node = planRead(
    catalogue,
    { table, source: { name: table.name } },
    req.query,
    req.topRange,
    settings.maxRows,
  );
  const statement = sourceStatement(
    catalogue,
    callSql(routine, params, call.args(routine)),
    node,
    envelope(ctx, routine),
    req.prefs.count !== undefined,
  );
  const readOnly = method !== 'POST' || routine.volatility !== 'v';
  checkMaxAffectedCall(ctx, routine);
  const result = await inTransaction(ctx.db, req, settings, { readOnly }, async (run) => {
    const r = await mainRow(run, statement);
    checkAfterWrite(ctx, r);
    return r;
  });
  const { status, range } = rangeStatus(node.range.offset, result.pageTotal, result.total);
  if (routine.returnsVoid) {
    return sendReply(ctx.res, req, result, { status: 204, headers: { 'Content-Range': range } });
  }
  sendReply(ctx.res, req, result, {
    status,
    headers: { 'Content-Range': range, 'Content-Type': contentType(req) },
    body: result.body,
  });
}
