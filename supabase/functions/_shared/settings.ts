/** Reading an Edge Function's settings from its environment (Supabase secrets, or the backend). */
import type { MailSettings } from './mail.ts';

export type Env = (name: string) => string | undefined;

export function required(env: Env, name: string): string {
  const value = env(name);
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

/** A whole number of at least 0 (0 turns a limit off), or the default. */
export function count(env: Env, name: string, fallback: number): number {
  const raw = env(name);
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (Number.isInteger(value) && value >= 0) return value;
  console.error(`${name}=${raw} is not a whole number; using ${fallback}`);
  return fallback;
}

/** SITE_ORIGINS: the origins CORS allows (empty: any); the first is the site's address. */
export function siteOrigins(env: Env): string[] {
  return (env('SITE_ORIGINS') ?? '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/$/, ''))
    .filter(Boolean);
}

/** The email provider the settings name (Resend, SMTP, or the local mailbox), sending as `from`. */
export function mailSettings(env: Env, from: string | null): MailSettings {
  return {
    from,
    resendApiKey: env('RESEND_API_KEY') || null,
    resendApiUrl: env('RESEND_API_URL') || 'https://api.resend.com/emails',
    smtp: env('SMTP_HOST')
      ? {
          host: required(env, 'SMTP_HOST'),
          port: count(env, 'SMTP_PORT', 465),
          user: env('SMTP_USER') || null,
          pass: env('SMTP_PASS') || null,
        }
      : null,
    localMailboxUrl: env('LOCAL_MAILBOX_URL') || null,
  };
}
