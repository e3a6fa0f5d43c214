/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_SUPABASE_URL?: string;
  readonly VITE_SUPABASE_PUBLISHABLE_KEY?: string;
  readonly VITE_GENERATOR_API_URL?: string;
  /** Cloudflare Turnstile's site key: when set, the lead form shows its widget. */
  readonly VITE_TURNSTILE_SITE_KEY?: string;
}

/** The embedded backend's publishable key, defined by vite.config.ts. */
declare const __EMBEDDED_PUBLISHABLE_KEY__: string;
declare const __RENDER_STATIC__: boolean;
