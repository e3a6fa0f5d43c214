/**
 * The Supabase client, created on first use so that supabase-js never weighs on a content page.
 * VITE_SUPABASE_URL and VITE_SUPABASE_PUBLISHABLE_KEY point it at hosted Supabase; without them
 * it uses the embedded backend that `npm start` runs on 127.0.0.1:54321.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { publishableKey, supabaseUrl } from './supabase-config.ts';

let client: Promise<SupabaseClient> | null = null;

export function getSupabase(): Promise<SupabaseClient> {
  client ??= import('@supabase/supabase-js').then(({ createClient }) =>
    createClient(supabaseUrl, publishableKey(), {
      auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
    }),
  );
  return client;
}
