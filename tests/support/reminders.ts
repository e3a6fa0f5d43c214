/**
 * Helpers for the reminder tests: the functions called as the site and mail clients call them,
 * valid bodies, the rows a test looks at (with the service role, as the business would in
 * Studio), and the due dates the functions work from.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { expect } from 'vitest';
import type { Backend } from '../../server/index.ts';
import { serviceRoleKey } from '../../server/keys.ts';
import { addDays, dueDatesFor, todayInIndia } from '../../supabase/functions/_shared/calendar.ts';
import { calendarData } from '../../supabase/functions/_shared/calendar-data.ts';
import type { SubscribeInput } from '../../supabase/functions/_shared/reminders.ts';

export interface Answer {
  status: number;
  body: Record<string, unknown>;
  headers: Headers;
}

let lastAddress = 0;
/** A client address of its own for each call that should not share a rate limit. */
export const freshAddress = () => `203.0.113.${(++lastAddress % 250) + 1}`;

async function answer(response: Response): Promise<Answer> {
  const text = await response.text();
  return {
    status: response.status,
    body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
    headers: response.headers,
  };
}

/**
 * POST /functions/v1/reminders as the site does: the publishable key, or a member's token. The
 * function sends confirmation emails after it answers; unless `settle` is false, this resolves
 * once that work is done too, so that a test sees what it did.
 */
export async function callReminders(
  backend: Backend,
  body: unknown,
  options: { token?: string; ip?: string; raw?: string; settle?: boolean } = {},
): Promise<Answer> {
  const response = await fetch(`${backend.url}/functions/v1/reminders`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      apikey: backend.publishableKey,
      Authorization: `Bearer ${options.token ?? backend.publishableKey}`,
      'X-Forwarded-For': options.ip ?? freshAddress(),
    },
    body: options.raw ?? JSON.stringify(body),
  });
  const result = await answer(response);
  if (options.settle !== false) await backend.functionsIdle();
  return result;
}

/** A mail client's one-click unsubscribe (RFC 8058) to a List-Unsubscribe address. */
export async function oneClick(url: string, body = 'List-Unsubscribe=One-Click'): Promise<Answer> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body,
  });
  return await answer(response);
}

/** POST /functions/v1/send-reminders, by default with the service role's key, as Cron does. */
export async function sendReminders(
  backend: Backend,
  body: unknown = {},
  bearer?: string | null,
): Promise<Answer> {
  const key = bearer === undefined ? await serviceRoleKey() : bearer;
  const response = await fetch(`${backend.url}/functions/v1/send-reminders`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(key === null ? {} : { Authorization: `Bearer ${key}` }),
    },
    body: JSON.stringify(body),
  });
  return await answer(response);
}

/** Runs send-reminders for `date` until it says it is done; the answers, in order. */
export async function sendRemindersUntilDone(backend: Backend, date: string) {
  const runs: Record<string, unknown>[] = [];
  for (let i = 0; i < 50; i++) {
    const run = await sendReminders(backend, { date });
    expect(run.status, JSON.stringify(run.body)).toBe(200);
    runs.push(run.body);
    if (run.body.done === true) return runs;
  }
  throw new Error('send-reminders never finished');
}

export function validSubscription(overrides: Partial<SubscribeInput> = {}): SubscribeInput {
  return {
    action: 'subscribe',
    email: 'asha@example.in',
    registrations: ['gst-monthly', 'pf'],
    state: 'Maharashtra',
    consent: true,
    website: '',
    ...overrides,
  };
}

/** The token of a link such as <site>/reminders/confirm?token=... */
export const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';

/** The confirmation link in the text of a reminder request's email ('' when there is none). */
export const confirmLinkIn = (text: string | undefined) =>
  text?.match(/https?:\/\/\S+\/reminders\/confirm\?\S+/)?.[0] ?? '';

/** Follows a confirmation link as the confirm page in `language` does. */
export const confirmByLink = (backend: Backend, link: string, language: 'en' | 'hi' = 'en') =>
  callReminders(backend, { action: 'confirm', token: tokenOf(link), language });

export async function subscriptionOf(admin: SupabaseClient, email: string) {
  const { data, error } = await admin
    .from('reminder_subscriptions')
    .select('*')
    .eq('email', email)
    .maybeSingle();
  expect(error).toBeNull();
  return data as Record<string, unknown> | null;
}

/** How many rows each table of the reminders holds. */
export async function rowCounts(admin: SupabaseClient) {
  const counts: Record<string, number | null> = {};
  for (const table of ['reminder_subscriptions', 'reminder_attempts', 'reminder_deliveries']) {
    const { count, error } = await admin.from(table).select('*', { count: 'exact', head: true });
    expect(error).toBeNull();
    counts[table] = count;
  }
  return counts;
}

/** The next date (from today, India) on which obligation `id` is due for `registrations`. */
export function nextDueDate(id: string, registrations: string[], state: string | null = null) {
  const today = todayInIndia();
  const due = dueDatesFor(calendarData, addDays(today, 8), addDays(today, 400), {
    registrations,
    state,
  }).find((d) => d.obligationId === id);
  if (!due) throw new Error(`nothing called ${id} is due in the next year`);
  return due;
}

export { addDays, calendarData, dueDatesFor, todayInIndia };
