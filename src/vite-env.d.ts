/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_SUPABASE_URL?: string;
  readonly VITE_SUPABASE_PUBLISHABLE_KEY?: string;
  readonly VITE_GENERATOR_API_URL?: string;
}

/** The embedded backend's publishable key, defined by vite.config.ts. */
declare const __EMBEDDED_PUBLISHABLE_KEY__: string;
