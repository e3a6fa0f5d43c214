/** The settings of the reminder functions (reminders, calendar-feed, send-reminders). */
import type { MailSettings } from './mail.ts';
import { count, type Env, mailSettings, required, siteOrigins } from './settings.ts';

export interface ReminderConfig {
  supabaseUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  /** Origins allowed by CORS; empty allows any origin. */
  siteOrigins: string[];
  /** The site's address (the first of SITE_ORIGINS), which every email's links lead to. */
  site: string;
  perIpHour: number;
  perEmailDay: number;
  /** The least time between two confirmation emails to one address. */
  emailGapSeconds: number;
  /** How many proxies of the deployment append to X-Forwarded-For (rate-limit.ts). */
  trustedProxyHops: number;
  /** Where a reply to a reminder goes (the business), or nowhere. */
  replyTo: string | null;
  /** send-reminders: subscribers per batch, the time a run may take, emails sent at once. */
  batchSize: number;
  timeBudgetMs: number;
  sendConcurrency: number;
  /** How long a claim on a digest (or an outbox email) holds before a later run may send it. */
  leaseSeconds: number;
  mail: MailSettings;
}

/** The most a run of send-reminders may take: the schedule's call gives up after 60 s. */
export const MAX_BUDGET_SECONDS = 50;

export function readReminderConfig(env: Env): ReminderConfig {
  const origins = siteOrigins(env);
  const site = origins[0];
  if (!site) {
    throw new Error(
      "SITE_ORIGINS is not set: its first origin is the site's address, which the reminder emails link to",
    );
  }
  const notify = env('LEAD_NOTIFY_EMAIL')?.trim() || null;
  return {
    supabaseUrl: required(env, 'SUPABASE_URL').replace(/\/$/, ''),
    anonKey: required(env, 'SUPABASE_ANON_KEY'),
    serviceRoleKey: required(env, 'SUPABASE_SERVICE_ROLE_KEY'),
    siteOrigins: origins,
    site,
    perIpHour: count(env, 'REMINDERS_RATE_LIMIT_PER_IP_HOUR', 5),
    perEmailDay: count(env, 'REMINDERS_RATE_LIMIT_PER_EMAIL_DAY', 3),
    emailGapSeconds: count(env, 'REMINDERS_EMAIL_GAP_MINUTES', 10) * 60,
    trustedProxyHops: Math.max(1, count(env, 'REMINDERS_TRUSTED_PROXY_HOPS', 1)),
    replyTo: notify,
    // A batch's ids go into one query string: 200 UUIDs stay well under URL limits.
    batchSize: Math.min(200, Math.max(1, count(env, 'REMINDERS_BATCH_SIZE', 100))),
    // Within the scheduled call's 60 s timeout, whatever is set: a run never outlives its caller.
    timeBudgetMs:
      Math.min(MAX_BUDGET_SECONDS, count(env, 'REMINDERS_TIME_BUDGET_SECONDS', 50)) * 1000,
    sendConcurrency: Math.max(1, count(env, 'REMINDERS_SEND_CONCURRENCY', 4)),
    // Longer than a run can last (its budget, and a send's own deadline inside it).
    leaseSeconds: Math.max(MAX_BUDGET_SECONDS + 30, count(env, 'REMINDERS_LEASE_SECONDS', 300)),
    mail: mailSettings(
      env,
      env('REMINDERS_MAIL_FROM') ||
        env('LEAD_MAIL_FROM') ||
        (notify ? `Anupalan <${notify}>` : null),
    ),
  };
}
