/**
 * "Delete my account": asks the delete-account Edge Function, under the user's own access token,
 * to delete the account whose email the user typed. The function checks both again.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { isNetworkFailure } from '../../lib/network-errors.ts';
import { functionUrl, publishableKey } from '../../lib/supabase-config.ts';

export type Deletion =
  | { ok: true }
  | { ok: false; reason: 'session' | 'network' | 'mismatch' | 'failed'; message?: string };

export async function deleteAccount(
  supabase: SupabaseClient,
  typedEmail: string,
  endpoint = functionUrl('delete-account'),
  apiKey = publishableKey(),
): Promise<Deletion> {
  try {
    const { data, error } = await supabase.auth.getSession();
    const token = data.session?.access_token;
    if (error || !token)
      return { ok: false, reason: isNetworkFailure(error) ? 'network' : 'session' };
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: {
        apikey: apiKey,
        Authorization: `Bearer ${token}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ email: typedEmail }),
    });
    if (response.ok) return { ok: true };
    const body = (await response.json().catch(() => ({}))) as { message?: unknown };
    const message = typeof body.message === 'string' ? body.message : undefined;
    if (response.status === 401) return { ok: false, reason: 'session' };
    if (response.status === 400) return { ok: false, reason: 'mismatch', message };
    return { ok: false, reason: 'failed', message };
  } catch (error) {
    return { ok: false, reason: isNetworkFailure(error) ? 'network' : 'failed' };
  }
}
