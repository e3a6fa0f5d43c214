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
