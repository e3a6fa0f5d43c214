/**
 * Where the browser reaches Supabase, and with which key: VITE_SUPABASE_URL and
 * VITE_SUPABASE_PUBLISHABLE_KEY for hosted Supabase, else the embedded backend that `npm start`
 * runs. Kept apart from supabase-js so that code calling an Edge Function with `fetch` needs
 * neither the library nor its weight.
 */
import { supabaseUrl } from './supabase-session.ts';

export { supabaseUrl };

/** A function, not a constant: the embedded key is defined only in builds (vite.config.ts). */
export const publishableKey = (): string =>
  import.meta.env.VITE_SUPABASE_PUBLISHABLE_KEY || __EMBEDDED_PUBLISHABLE_KEY__;

/** The address of an Edge Function, as `supabase functions deploy <name>` serves it. */
export const functionUrl = (name: string): string => `${supabaseUrl}/functions/v1/${name}`;
