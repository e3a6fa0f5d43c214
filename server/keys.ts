/**
 * Local keys for the embedded backend. Like `supabase start`, it uses a well-known development
 * secret unless GOTRUE_JWT_SECRET (or SUPABASE_JWT_SECRET) is set; it is for a developer's own
 * machine, never for production (which uses hosted Supabase and its own keys).
 */
import { SignJWT } from 'jose';

export const DEV_JWT_SECRET = 'local-development-secret-for-the-embedded-backend-only';
/** A fixed issue time keeps the publishable key the same across restarts. */
const ISSUED_AT = 1_767_225_600;

export function jwtSecret(env: Record<string, string | undefined> = process.env): string {
  return env.GOTRUE_JWT_SECRET || env.SUPABASE_JWT_SECRET || DEV_JWT_SECRET;
}

/** The publishable (anon) key: a JWT with role anon, as Supabase's legacy anon key is. */
export function publishableKey(secret = jwtSecret()): Promise<string> {
  return new SignJWT({ role: 'anon', iss: 'supabase-embedded' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(ISSUED_AT)
    .sign(new TextEncoder().encode(secret));
}

export const DEFAULT_PORT = 54321;
export const DEFAULT_MAIL_PORT = 54324;
