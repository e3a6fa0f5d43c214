import type { SupabaseClient, User } from '@supabase/supabase-js';
import { useEffect, useRef, useState } from 'react';
import { accountErrors } from '../../generated/messages/account-errors.ts';
import { profile as profileWords } from '../../generated/messages/profile.ts';
import { useMessages } from '../../lib/language.ts';
import { failureMessage } from '../../lib/network-errors.ts';
import { useNavigate } from '../../lib/router.tsx';
import { isSessionEnded } from '../auth/messages.ts';
import { signInAgainPath } from '../auth/return-path.ts';

export interface Profile {
  first_name: string | null;
  last_name: string | null;
  email: string;
  phone: string | null;
  company: string | null;
}

/**
 * Sends a visitor who is not signed in to sign in, and back here after. A user who was here and
 * is no longer signed in had their session end (expired, or ended on another device): sign-in
 * says so. Set the returned `leaving` before signing out or deleting the account, which end on
 * the home page instead.
 */
export function useSignInRedirect(user: User | null, loading: boolean) {
  const navigate = useNavigate();
  const leaving = useRef(false);
  const hadUser = useRef(false);
  if (user) hadUser.current = true;

  useEffect(() => {
    if (loading || user || leaving.current) return;
    navigate(hadUser.current ? signInAgainPath('/profile') : '/auth?next=%2Fprofile', {
      replace: true,
    });
  }, [loading, user, navigate]);

  return leaving;
}

/**
 * The signed-in user's profile row. The session in storage is asked about first: one ended on
 * another device (signed out everywhere, a new password) calls `onSessionEnded` instead.
 */
export function useProfile(
  supabase: SupabaseClient | null,
  user: User | null,
  onSessionEnded: () => Promise<void>,
) {
  const [profile, setProfile] = useState<Profile | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const t = useMessages(profileWords);
  const { unreachable } = useMessages(accountErrors);

  useEffect(() => {
    if (!supabase || !user) return;
    let cancelled = false;
    const load = async () => {
      const check = await supabase.auth.getUser();
      if (cancelled) return;
      if (isSessionEnded(check.error)) return onSessionEnded();
      const { data, error } = await supabase
        .from('profiles')
        .select('*')
        .eq('id', user.id)
        .single();
      if (cancelled) return;
      if (error || !data)
        setLoadError(failureMessage(check.error ?? error, t.loadFailed, unreachable));
      else setProfile(data as Profile);
    };
    load().catch((error: unknown) => {
      if (!cancelled) setLoadError(failureMessage(error, t.notLoaded, unreachable));
    });
    return () => {
      cancelled = true;
    };
  }, [supabase, user, onSessionEnded, t, unreachable]);

  return { profile, setProfile, loadError };
}
