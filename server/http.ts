/** Small HTTP helpers shared by the auth and REST handlers: bodies, JSON replies, CORS, limits. */
import type { IncomingMessage, ServerResponse } from 'node:http';

export const MAX_BODY_BYTES = 64 * 1024;

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(String(body.message ?? body.msg ?? status));
  }
}

/** GoTrue's error shape: code and message (auth-js reads `code` with the API version header). */
export const authError = (
  status: number,
  code: string,
  message: string,
  extra: Record<string, unknown> = {},
) => new HttpError(status, { code, message, msg: message, error_code: code, ...extra });

/** PostgREST's error shape. */
export const restError = (
  status: number,
  code: string,
  message: string,
  details: string | null = null,
  hint: string | null = null,
) => new HttpError(status, { code, message, details, hint });

export async function readBody(req: IncomingMessage): Promise<string> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > MAX_BODY_BYTES)
    throw new HttpError(413, {
      code: 'request_too_large',
      message: `Request body is larger than ${MAX_BODY_BYTES} bytes`,
    });
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES)
      throw new HttpError(413, {
        code: 'request_too_large',
        message: `Request body is larger than ${MAX_BODY_BYTES} bytes`,
      });
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export function send(
  res: ServerResponse,
  status: number,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  if (body === undefined) {
    res.writeHead(status, headers).end();
    return;
  }
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    ...headers,
  });
  res.end(text);
}

/** CORS for the site's own origins only; preflight answered here. Returns false when handled. */
export function cors(req: IncomingMessage, res: ServerResponse, origins: Set<string>): boolean {
  const origin = req.headers.origin;
  if (origin && origins.has(origin)) {
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Vary', 'Origin');
    res.setHeader('Access-Control-Allow-Credentials', 'true');
    res.setHeader(
      'Access-Control-Expose-Headers',
      'X-Supabase-Api-Version, Content-Range, Content-Location, Content-Profile, Location, Preference-Applied, Proxy-Status, X-Embedded-Unsupported',
    );
  }
  if (req.method === 'OPTIONS') {
    if (origin && origins.has(origin)) {
      res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS');
      res.setHeader(
        'Access-Control-Allow-Headers',
        String(
          req.headers['access-control-request-headers'] ??
            'authorization, apikey, content-type, x-client-info, prefer, accept',
        ),
      );
      res.setHeader('Access-Control-Max-Age', '600');
      res.writeHead(204).end();
    } else {
      res.writeHead(403).end();
    }
    return false;
  }
  return true;
}

/** A fixed-window limiter per key (client address + action). */
export class RateLimiter {
  private hits = new Map<string, { count: number; reset: number }>();
  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}
  allow(key: string, now = Date.now()): boolean {
    const hit = this.hits.get(key);
    if (!hit || hit.reset <= now) {
      this.hits.set(key, { count: 1, reset: now + this.windowMs });
      return true;
    }
    hit.count++;
    return hit.count <= this.limit;
  }
}
