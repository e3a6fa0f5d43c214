/** Who is calling an Edge Function: the signed-in user, as Supabase Auth verifies their token. */

export interface AuthSettings {
  supabaseUrl: string;
  anonKey: string;
}

export interface Caller {
  id: string;
  email: string;
  /** When Supabase Auth marked the email confirmed (null: never). */
  emailConfirmedAt: string | null;
  /** The account's identities: each provider's email and whether that provider verified it. */
  identities: { provider: string; email: string | null; emailVerified: boolean | null }[];
  /**
   * The member's language as their user_metadata says it (`language`, set at sign-up and on
   * /profile), or null; the caller checks it against the languages it knows.
   */
  language: string | null;
}

interface UserJson {
  id?: unknown;
  email?: unknown;
  email_confirmed_at?: unknown;
  user_metadata?: { language?: unknown } | null;
  identities?: {
    provider?: unknown;
    identity_data?: { email?: unknown; email_verified?: unknown };
  }[];
}

const text = (value: unknown) => (typeof value === 'string' ? value : null);

function callerOf(user: UserJson): Caller | null {
  if (typeof user.id !== 'string') return null;
  return {
    id: user.id,
    email: text(user.email) ?? '',
    emailConfirmedAt: text(user.email_confirmed_at),
    language: text(user.user_metadata?.language),
    identities: (Array.isArray(user.identities) ? user.identities : []).map((identity) => ({
      provider: text(identity.provider) ?? '',
      email: text(identity.identity_data?.email)?.toLowerCase() ?? null,
      emailVerified:
        typeof identity.identity_data?.email_verified === 'boolean'
          ? identity.identity_data.email_verified
          : null,
    })),
  };
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
 * The user whose access token is in the Authorization header, or null for a visitor (the
 * publishable key, no token, or one Supabase Auth does not accept). The token is verified by
 * asking Supabase Auth for its user, so a forged one, one of a session that has ended or of a
 * deleted user names nobody. Throws when Supabase Auth cannot be reached.
 */
export async function verifiedCaller(request: Request, auth: AuthSettings): Promise<Caller | null> {
  const header = request.headers.get('authorization') ?? '';
  const token = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
  if (!token || token === auth.anonKey || !unverifiedSubject(token)) return null;
  const response = await fetch(`${auth.supabaseUrl}/auth/v1/user`, {
    headers: { apikey: auth.anonKey, Authorization: `Bearer ${token}` },
  });
  if (response.status >= 500) throw new Error(`Supabase Auth answered ${response.status}`);
  if (!response.ok) return null;
  return callerOf((await response.json()) as UserJson);
}
