/**
 * Writing responses as PostgREST does: Content-Range on reads (`0-9/*`, `0-9/42` with a count,
 * `*\/0` when empty), 206 when the count says more rows exist, Preference-Applied with what was
 * honoured, the media type asked for, and the status or headers a function set through the
 * `response.status` / `response.headers` settings.
 */
import type { ServerResponse } from 'node:http';
import { RestError, singularityError } from './errors.ts';
import type { Result } from './execute.ts';
import { type Preferences, preferenceApplied } from './preferences.ts';
import type { RestRequest } from './request.ts';

export function contentRange(lower: number, upper: number, total: number | null): string {
  const range = total !== 0 && lower <= upper ? `${lower}-${upper}` : '*';
  return `${range}/${total ?? '*'}`;
}

/** Status and Content-Range of a read of `pageTotal` rows from `offset`. */
export function rangeStatus(offset: number, pageTotal: number, total: number | null) {
  const upper = offset + pageTotal - 1;
  let status = 200;
  if (total !== null) {
    if (offset > total) status = 416;
    else if (upper - offset + 1 < total) status = 206;
  }
  return { status, range: contentRange(offset, upper, total) };
}

export function contentType(req: RestRequest): string {
  if (req.media === 'csv') return 'text/csv; charset=utf-8';
  if (req.media === 'object') {
    return `application/vnd.pgrst.object+json${req.stripNulls ? '; nulls=stripped' : ''}; charset=utf-8`;
  }
  return req.stripNulls
    ? 'application/vnd.pgrst.array+json; nulls=stripped; charset=utf-8'
    : 'application/json; charset=utf-8';
}

/** With `Accept: application/vnd.pgrst.object+json`, anything but one row is PGRST116. */
export function checkSingular(req: RestRequest, result: Result): void {
  if (req.media === 'object' && result.pageTotal !== 1) throw singularityError(result.pageTotal);
}

function gucOverrides(result: Result, status: number, headers: Record<string, string>) {
  let finalStatus = status;
  if (result.gucStatus !== null) {
    const n = Number(result.gucStatus);
    if (!Number.isInteger(n) || n < 100 || n > 599) {
      throw new RestError(500, 'PGRST112', 'response.status guc must be a valid status code');
    }
    finalStatus = n;
  }
  if (result.gucHeaders !== null) {
    let list: unknown;
    try {
      list = JSON.parse(result.gucHeaders);
    } catch {
      list = undefined;
    }
    const valid =
      Array.isArray(list) &&
      list.every(
        (h) =>
          h &&
          typeof h === 'object' &&
          Object.keys(h).length === 1 &&
          typeof Object.values(h)[0] === 'string',
      );
    if (!valid) {
      throw new RestError(
        500,
        'PGRST111',
        'response.headers guc must be a JSON array composed of objects with a single key and a string value',
      );
    }
    for (const h of list as Record<string, string>[]) Object.assign(headers, h);
  }
  return finalStatus;
}

export interface Reply {
  status: number;
  headers: Record<string, string>;
  body?: string;
}

/** Sends `reply`, after the GUC overrides; HEAD gets the headers only. */
export function sendReply(
  res: ServerResponse,
  req: RestRequest,
  result: Result | undefined,
  reply: Reply,
) {
  const headers = { ...reply.headers };
  const applied = preferenceApplied(appliedPreferences(req));
  if (applied) headers['Preference-Applied'] = applied;
  if (req.profileHeader && reply.body !== undefined) headers['Content-Profile'] = req.schema;
  const status = result ? gucOverrides(result, reply.status, headers) : reply.status;
  if (reply.body === undefined || req.method === 'HEAD') {
    if (reply.body !== undefined) headers['Content-Length'] = String(Buffer.byteLength(reply.body));
    res.writeHead(status, headers).end();
    return;
  }
  headers['Content-Length'] = String(Buffer.byteLength(reply.body));
  res.writeHead(status, headers).end(reply.body);
}

/** Which preferences a request honoured, as PostgREST reports them per kind of request. */
function appliedPreferences(req: RestRequest): Preferences {
  const p = req.prefs;
  const isMutation = req.resource.kind === 'table' && !['GET', 'HEAD'].includes(req.method);
  const out: Preferences = {};
  if (req.method === 'POST' && req.resource.kind === 'table' && p.resolution)
    out.resolution = p.resolution;
  if (isMutation && (req.method === 'POST' || req.method === 'PATCH') && p.missing)
    out.missing = p.missing;
  if (isMutation && p.representation) out.representation = p.representation;
  if (p.count) out.count = p.count;
  if (p.tx) out.tx = p.tx;
  if (p.handling) out.handling = p.handling;
  if (p.timezone) out.timezone = p.timezone;
  if (
    (req.method === 'PATCH' || req.method === 'DELETE' || req.resource.kind === 'rpc') &&
    p.maxAffected !== undefined
  ) {
    out.maxAffected = p.maxAffected;
  }
  return out;
}
