/**
 * Whether this browser holds a Supabase session, read from supabase-js's storage key without
 * loading supabase-js, so that every page's header can offer "Your profile" or "Sign in".
 */
export const supabaseUrl: string = import.meta.env.VITE_SUPABASE_URL || 'http://127.0.0.1:54321';

/** supabase-js's default storage key for a project URL. */
export const sessionStorageKey = `sb-${new URL(supabaseUrl).hostname.split('.')[0]}-auth-token`;

export function hasStoredSession(): boolean {
  try {
    return Boolean(window.localStorage.getItem(sessionStorageKey));
  } catch {
    return false;
  }
}
