/** Who is calling: the signed-in user (verified by Supabase Auth) and the client's address. */
import { type AuthSettings, verifiedCaller } from '../_shared/caller.ts';

/**
 * The id of the signed-in user whose access token is in the Authorization header, or null for a
 * visitor; see verifiedCaller. When Supabase Auth cannot answer, the request is still stored,
 * as a visitor's: losing it would be worse than losing its link to the account.
 */
export async function signedInUserId(request: Request, auth: AuthSettings): Promise<string | null> {
  try {
    return (await verifiedCaller(request, auth))?.id ?? null;
  } catch (error) {
    console.error('The caller could not be verified; storing the request without a user:', error);
    return null;
  }
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
