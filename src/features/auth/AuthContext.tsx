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
import { hasStoredSession } from '../../lib/supabase-session.ts';

interface AuthState {
  supabase: SupabaseClient | null;
  user: User | null;
  session: Session | null;
  /** The last auth event (INITIAL_SESSION, SIGNED_IN, PASSWORD_RECOVERY, …). */
  event: AuthChangeEvent | null;
  loading: boolean;
}

const AuthContext = createContext<AuthState | null>(null);

/**
 * Whether supabase-js has work as the screen starts: a session stored in this browser, or an
 * email link's session or error in the address (a fragment). Otherwise the visitor is signed
 * out, and supabase-js (its code is most of a screen's start-up) waits for them to use the page.
 */
function clientNeededAtStart(): boolean {
  return hasStoredSession() || window.location.hash !== '';
}

/** Calls `start` at the visitor's first tap, key or focus in the page, or now if a field has it. */
function onFirstUse(start: () => void): () => void {
  const events = ['pointerdown', 'keydown', 'focusin'] as const;
  const stop = () => {
    for (const type of events) document.removeEventListener(type, go, true);
  };
  function go() {
    stop();
    start();
  }
  if (document.activeElement?.closest('form')) go();
  else for (const type of events) document.addEventListener(type, go, true);
  return stop;
}

/**
 * Holds the user and session, updated on every auth event supabase-js emits. A visitor with no
 * session gets the client (and its submit buttons) once they touch, type or focus.
 */
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
    const start = () =>
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
    let waiting = () => {};
    if (clientNeededAtStart()) start();
    else {
      startTransition(() => setState((s) => ({ ...s, loading: false })));
      waiting = onFirstUse(start);
    }
    return () => {
      cancelled = true;
      waiting();
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
