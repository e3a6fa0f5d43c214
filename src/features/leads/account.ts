/**
 * The signed-in visitor, for the lead form: their profile, to fill in what they would type again,
 * and their access token, so that the request is recorded as theirs. supabase-js loads only when
 * this browser holds a session; a visitor who never signed in downloads none of it.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { getSupabase } from '../../lib/supabase.ts';
import { hasStoredSession } from '../../lib/supabase-session.ts';

export interface ProfileDetails {
  name: string;
  email: string;
  phone: string;
  company: string;
}

interface ProfileRow {
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  phone: string | null;
  company: string | null;
}

export interface Account {
  /** The profile's details, or null when signed out or the profile cannot be read. */
  profile(): Promise<ProfileDetails | null>;
  /** A current access token, or null when signed out. */
  accessToken(): Promise<string | null>;
}

/** A visitor who is not signed in: nothing to fill in, no token. */
export const signedOut: Account = {
  profile: async () => null,
  accessToken: async () => null,
};

export function currentAccount(): Account {
  if (!hasStoredSession()) return signedOut;
  const client = getSupabase().catch(() => null);
  const session = async (supabase: SupabaseClient | null) =>
    supabase ? ((await supabase.auth.getSession()).data.session ?? null) : null;
  return {
    async profile() {
      const supabase = await client;
      const user = (await session(supabase).catch(() => null))?.user;
      if (!supabase || !user) return null;
      const { data, error } = await supabase
        .from('profiles')
        .select('first_name, last_name, email, phone, company')
        .eq('id', user.id)
        .maybeSingle<ProfileRow>();
      if (error || !data) return null;
      return {
        name: [data.first_name, data.last_name].filter(Boolean).join(' '),
        email: data.email ?? user.email ?? '',
        phone: data.phone ?? '',
        company: data.company ?? '',
      };
    },
    async accessToken() {
      const current = await session(await client).catch(() => null);
      return current?.access_token ?? null;
    },
  };
}
