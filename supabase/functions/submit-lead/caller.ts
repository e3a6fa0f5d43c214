/** Who is calling: the signed-in user, as Supabase Auth verifies their token. */
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
