/** JSON answers and CORS for the Edge Functions, as the site's browser code reads them. */

/** CORS headers for a request from `origin`: any origin when `allowed` is empty. */
export function corsHeaders(request: Request, allowed: string[]): Record<string, string> {
  const origin = request.headers.get('origin');
  const headers: Record<string, string> = {
    'Access-Control-Allow-Methods': 'POST, OPTIONS',
    'Access-Control-Allow-Headers':
      request.headers.get('access-control-request-headers') ??
      'authorization, x-client-info, apikey, content-type',
    // The form reads Retry-After to say how long to wait.
    'Access-Control-Expose-Headers': 'Retry-After',
    'Access-Control-Max-Age': '600',
    Vary: 'Origin',
  };
  if (allowed.length === 0) headers['Access-Control-Allow-Origin'] = '*';
  else if (origin && allowed.includes(origin)) headers['Access-Control-Allow-Origin'] = origin;
  return headers;
}

export function json(
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers },
  });
}

const MAX_BODY_BYTES = 64 * 1024;

const tooLarge = () =>
  json(413, { code: 'payload_too_large', message: 'The request is too large to send.' });

/**
 * The body's text, read no further than `limit` bytes: null when it is longer (refused by its
 * Content-Length before anything is read, or once the bytes read pass the limit).
 */
export async function readBounded(request: Request, limit: number): Promise<string | null> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) return null;
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

/** The request's body as a JSON object, or the answer to give when it is not one. */
export async function readJsonObject(
  request: Request,
): Promise<Record<string, unknown> | Response> {
  const text = await readBounded(request, MAX_BODY_BYTES);
  if (text === null) return tooLarge();
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      return value as Record<string, unknown>;
    }
  } catch {
    // Answered below, as any body that is not a JSON object.
  }
  return json(400, {
    code: 'invalid_json',
    message: 'The request could not be read. Reload the page and try again.',
  });
}
