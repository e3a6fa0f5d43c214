/**
 * What a REST request asks for, read from its path, headers and query string: the resource, the
 * schema (Accept-Profile / Content-Profile), the media type answered, the Prefer header and the
 * page (limit/offset and the Range header).
 */
import type { IncomingMessage } from 'node:http';
import type { Claims } from '../tokens.ts';
import type { Paged, QueryParams } from './ast.ts';
import { invalidRange, RestError, unacceptableSchema, unsupported } from './errors.ts';
import { parseQuery } from './parse/query.ts';
import { type Preferences, parsePreferences } from './preferences.ts';
import type { RestSettings } from './settings.ts';

export type Media = 'json' | 'object' | 'csv';

export interface RestRequest {
  method: string;
  /** The table, or the function for `rpc/<name>`. */
  resource: { kind: 'table' | 'rpc'; name: string };
  schema: string;
  /** Whether to answer Content-Profile (several schemas are exposed). */
  profileHeader: boolean;
  media: Media;
  stripNulls: boolean;
  prefs: Preferences;
  query: QueryParams;
  topRange: Paged;
  claims: Claims;
  authenticated: boolean;
  headers: IncomingMessage['headers'];
  path: string;
  body: string;
  contentType: string;
}

function resource(path: string): RestRequest['resource'] {
  const parts = path
    .replace(/^\/rest\/v1\/?/, '')
    .split('/')
    .map(decodeURIComponent);
  if (parts.length === 1 && parts[0]) return { kind: 'table', name: parts[0] };
  if (parts.length === 2 && parts[0] === 'rpc' && parts[1]) return { kind: 'rpc', name: parts[1] };
  if (parts.length === 1)
    throw unsupported('openapi', 'the root endpoint (OpenAPI description)', 404);
  throw new RestError(404, 'PGRST125', 'Invalid path specified in request URL');
}

function schemaOf(req: IncomingMessage, settings: RestSettings) {
  const method = req.method ?? 'GET';
  const header = ['GET', 'HEAD'].includes(method) ? 'accept-profile' : 'content-profile';
  const asked = req.headers[header];
  const schema = typeof asked === 'string' ? asked : undefined;
  if (schema !== undefined && !settings.schemas.includes(schema)) {
    throw unacceptableSchema(schema, settings.schemas);
  }
  return {
    schema: schema ?? (settings.schemas[0] as string),
    profileHeader: settings.schemas.length > 1,
  };
}

/** The first media type of the Accept header we can answer; PGRST107 when there is none. */
function mediaOf(accept: string | undefined): { media: Media; stripNulls: boolean } {
  const offered = (accept ?? '*/*')
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  for (const entry of offered) {
    const [type = '', ...params] = entry.split(';').map((p) => p.trim().toLowerCase());
    const stripNulls = params.includes('nulls=stripped');
    if (['*/*', 'application/*', 'application/json'].includes(type))
      return { media: 'json', stripNulls: false };
    if (type === 'application/vnd.pgrst.array+json') return { media: 'json', stripNulls };
    if (type === 'application/vnd.pgrst.object+json') return { media: 'object', stripNulls };
    if (type === 'application/vnd.pgrst.object') return { media: 'object', stripNulls };
    if (type === 'text/csv') return { media: 'csv', stripNulls: false };
    if (type === 'application/vnd.pgrst.plan' || type.startsWith('application/vnd.pgrst.plan+')) {
      throw unsupported('explain', 'execution plans (Accept: application/vnd.pgrst.plan)', 406);
    }
    if (type === 'application/geo+json') {
      throw unsupported('geojson', 'GeoJSON responses (Accept: application/geo+json)', 406);
    }
  }
  throw new RestError(
    406,
    'PGRST107',
    `None of these media types are available: ${offered.join(', ')}`,
  );
}

/** The Range header (GET only) narrowed by the root's limit/offset. */
function topRange(req: IncomingMessage, query: QueryParams): Paged {
  const limits = query.ranges.get('') ?? { offset: 0 };
  if (limits.limit !== undefined && limits.limit < 0) {
    throw invalidRange('Limit should be greater than or equal to zero.');
  }
  const header = req.method === 'GET' ? req.headers.range : undefined;
  if (!header) return limits;
  const m = /^(\d+)-(\d*)$/.exec(header.trim());
  if (!m)
    throw invalidRange(`The Range header must be "<first>-<last>" in items; got "${header}".`);
  const lower = Math.max(Number(m[1]), limits.offset);
  const uppers = [
    m[2] ? Number(m[2]) : undefined,
    limits.limit !== undefined ? limits.offset + limits.limit - 1 : undefined,
  ].filter((u): u is number => u !== undefined);
  const upper = uppers.length ? Math.min(...uppers) : undefined;
  if (limits.limit === 0) return { offset: 0, limit: 0 };
  if (upper !== undefined && upper < lower) {
    throw invalidRange(
      'The lower boundary must be lower than or equal to the upper boundary in the Range header.',
    );
  }
  return { offset: lower, ...(upper !== undefined && { limit: upper - lower + 1 }) };
}

export function readRequest(
  req: IncomingMessage,
  url: URL,
  body: string,
  claims: Claims,
  authenticated: boolean,
  settings: RestSettings,
): RestRequest {
  const method = req.method ?? 'GET';
  const res = resource(url.pathname);
  const { schema, profileHeader } = schemaOf(req, settings);
  const isRpcRead = res.kind === 'rpc' && (method === 'GET' || method === 'HEAD');
  const query = parseQuery(url.search, isRpcRead);
  const allowTx = settings.txEnd.endsWith('allow-override');
  return {
    method,
    resource: res,
    schema,
    profileHeader,
    ...mediaOf(req.headers.accept),
    prefs: parsePreferences(req.headers.prefer, allowTx),
    query,
    topRange: topRange(req, query),
    claims,
    authenticated,
    headers: req.headers,
    path: url.pathname,
    body,
    contentType:
      String(req.headers['content-type'] ?? 'application/json')
        .split(';')[0]
        ?.trim()
        .toLowerCase() ?? '',
  };
}
