/** The function's settings, from its environment (Supabase secrets, or the embedded backend). */
import type { MailSettings } from '../_shared/mail.ts';

export interface Config {
  supabaseUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  /** Origins allowed by CORS; empty allows any origin. The first is the site's address. */
  siteOrigins: string[];
  notifyEmail: string | null;
  minFillMs: number;
  perIpHour: number;
  perEmailDay: number;
  turnstileSecret: string | null;
  turnstileVerifyUrl: string;
  mail: MailSettings;
}

export const TURNSTILE_VERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';

type Env = (name: string) => string | undefined;

function required(env: Env, name: string): string {
  const value = env(name);
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

/** A whole number of at least 0 (0 turns a limit off), or the default. */
function count(env: Env, name: string, fallback: number): number {
  const raw = env(name);
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (Number.isInteger(value) && value >= 0) return value;
  console.error(`${name}=${raw} is not a whole number; using ${fallback}`);
  return fallback;
}

export function readConfig(env: Env): Config {
  const notifyEmail = env('LEAD_NOTIFY_EMAIL')?.trim() || null;
  return {
    supabaseUrl: required(env, 'SUPABASE_URL').replace(/\/$/, ''),
    anonKey: required(env, 'SUPABASE_ANON_KEY'),
    serviceRoleKey: required(env, 'SUPABASE_SERVICE_ROLE_KEY'),
    siteOrigins: (env('SITE_ORIGINS') ?? '')
      .split(',')
      .map((origin) => origin.trim().replace(/\/$/, ''))
      .filter(Boolean),
    notifyEmail,
    minFillMs: count(env, 'LEAD_MIN_FILL_SECONDS', 3) * 1000,
    perIpHour: count(env, 'LEAD_RATE_LIMIT_PER_IP_HOUR', 5),
    perEmailDay: count(env, 'LEAD_RATE_LIMIT_PER_EMAIL_DAY', 3),
    turnstileSecret: env('TURNSTILE_SECRET_KEY') || null,
    turnstileVerifyUrl: env('TURNSTILE_VERIFY_URL') || TURNSTILE_VERIFY_URL,
    mail: {
      from: env('LEAD_MAIL_FROM') || (notifyEmail ? `Anupalan <${notifyEmail}>` : null),
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
    },
  };
}
