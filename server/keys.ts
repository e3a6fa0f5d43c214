/**
 * Local keys for the embedded backend. Like `supabase start`, it uses a well-known development
 * secret unless SUPABASE_JWT_SECRET is set; it is for a developer's own machine, never for
 * production (which uses hosted Supabase and its own keys).
 */
import { SignJWT } from 'jose';

export const DEV_JWT_SECRET = 'local-development-secret-for-the-embedded-backend-only';
/** A fixed issue time keeps the publishable key the same across restarts. */
const ISSUED_AT = 1_767_225_600;

export function jwtSecret(): string {
  return process.env.SUPABASE_JWT_SECRET ?? DEV_JWT_SECRET;
}

const roleKey = (role: string, secret: string) =>
  new SignJWT({ role, iss: 'supabase-embedded' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(ISSUED_AT)
    .sign(new TextEncoder().encode(secret));

/** The publishable (anon) key: a JWT with role anon, as Supabase's legacy anon key is. */
export function publishableKey(secret = jwtSecret()): Promise<string> {
  return roleKey('anon', secret);
}

/**
 * The service-role key, as Supabase's legacy service_role key: it bypasses row level security.
 * Only server-side code (the Edge Functions the backend runs) receives it.
 */
export function serviceRoleKey(secret = jwtSecret()): Promise<string> {
  return roleKey('service_role', secret);
}

export const DEFAULT_PORT = 54321;
export const DEFAULT_MAIL_PORT = 54324;
