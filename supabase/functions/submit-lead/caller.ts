/** Who is calling: the signed-in user (verified by Supabase Auth) and the client's address. */

export interface AuthSettings {
  supabaseUrl: string;
  anonKey: string;
}

/** The claims of a JWT, unverified: only used to skip tokens that cannot name a user. */
function unverifiedSubject(token: string): string | null {
  try {
    const payload = token.split('.')[1];
    if (!payload) return null;
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const sub = (JSON.parse(json) as { sub?: unknown }).sub;
    return typeof sub === 'string' ? sub : null;
  } catch {
    return null;
  }
}

/**
 * The id of the signed-in user whose access token is in the Authorization header, or null for a
 * visitor (the publishable key, no token, or one Supabase Auth does not accept). The token is
 * verified by asking Supabase Auth for its user, so a forged or revoked one names nobody.
 */
export async function signedInUserId(request: Request, auth: AuthSettings): Promise<string | null> {
  const header = request.headers.get('authorization') ?? '';
  const token = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
  if (!token || token === auth.anonKey || !unverifiedSubject(token)) return null;
  const response = await fetch(`${auth.supabaseUrl}/auth/v1/user`, {
    headers: { apikey: auth.anonKey, Authorization: `Bearer ${token}` },
  });
  if (!response.ok) return null;
  const user = (await response.json()) as { id?: unknown };
  return typeof user.id === 'string' ? user.id : null;
}

/** The client's address: the first entry of X-Forwarded-For, which Supabase's gateway sets. */
export function clientAddress(request: Request): string {
  return request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || 'unknown';
}

/** An HMAC of the address, so the rate limit never stores the address itself. */
export async function addressHash(address: string, secret: string): Promise<string> {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const signature = await crypto.subtle.sign('HMAC', key, encoder.encode(address));
  return Array.from(new Uint8Array(signature), (byte) => byte.toString(16).padStart(2, '0')).join(
    '',
  );
}
