import type { AuthChangeEvent, Session, SupabaseClient, User } from '@supabase/supabase-js';
import {
  createContext,
  type ReactNode,
  startTransition,
  useContext,
  useEffect,
  useState,
} from 'react';
import { getSupabase } from '../../lib/supabase.ts';

interface AuthState {
  supabase: SupabaseClient | null;
  user: User | null;
  session: Session | null;
  /** The last auth event (INITIAL_SESSION, SIGNED_IN, PASSWORD_RECOVERY, …). */
  event: AuthChangeEvent | null;
  loading: boolean;
}

const AuthContext = createContext<AuthState | null>(null);

/** Holds the user and session, updated on every auth event supabase-js emits. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>({
    supabase: null,
    user: null,
    session: null,
    event: null,
    loading: true,
  });
  useEffect(() => {
    let unsubscribe = () => {};
    let cancelled = false;
    getSupabase().then((supabase) => {
      if (cancelled) return;
      const { data } = supabase.auth.onAuthStateChange((event, session) => {
        const next = { supabase, user: session?.user ?? null, session, event, loading: false };
        // The session found at start-up renders in slices, as the page's own start-up does.
        if (event === 'INITIAL_SESSION') startTransition(() => setState(next));
        else setState(next);
      });
      unsubscribe = () => data.subscription.unsubscribe();
    });
    return () => {
      cancelled = true;
      unsubscribe();
    };
  }, []);
  return <AuthContext.Provider value={state}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}
