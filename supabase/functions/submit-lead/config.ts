/** The function's settings, from its environment (Supabase secrets, or the embedded backend). */
import type { MailSettings } from '../_shared/mail.ts';
import { count, type Env, mailSettings, required, siteOrigins } from '../_shared/settings.ts';

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
  /** How many proxies of the deployment append to X-Forwarded-For (_shared/rate-limit.ts). */
  trustedProxyHops: number;
  turnstileSecret: string | null;
  turnstileVerifyUrl: string;
  mail: MailSettings;
}

export const TURNSTILE_VERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';

export function readConfig(env: Env): Config {
  const notifyEmail = env('LEAD_NOTIFY_EMAIL')?.trim() || null;
  return {
    supabaseUrl: required(env, 'SUPABASE_URL').replace(/\/$/, ''),
    anonKey: required(env, 'SUPABASE_ANON_KEY'),
    serviceRoleKey: required(env, 'SUPABASE_SERVICE_ROLE_KEY'),
    siteOrigins: siteOrigins(env),
    notifyEmail,
    minFillMs: count(env, 'LEAD_MIN_FILL_SECONDS', 3) * 1000,
    perIpHour: count(env, 'LEAD_RATE_LIMIT_PER_IP_HOUR', 5),
    perEmailDay: count(env, 'LEAD_RATE_LIMIT_PER_EMAIL_DAY', 3),
    trustedProxyHops: Math.max(1, count(env, 'LEAD_TRUSTED_PROXY_HOPS', 1)),
    turnstileSecret: env('TURNSTILE_SECRET_KEY') || null,
    turnstileVerifyUrl: env('TURNSTILE_VERIFY_URL') || TURNSTILE_VERIFY_URL,
    mail: mailSettings(
      env,
      env('LEAD_MAIL_FROM') || (notifyEmail ? `Anupalan <${notifyEmail}>` : null),
    ),
  };
}
