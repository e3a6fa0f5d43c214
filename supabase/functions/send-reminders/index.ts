/**
 * send-reminders: the daily digests of due dates, run by Supabase Cron (every ten minutes in the
 * early morning, India time) with the service role's key, and by nobody else. `{ date }` runs it
 * as of that day (India's today when absent). Answers `{ date, sent, remaining, done }`: a run
 * stops at its time budget, with `done: false`, and the next run continues; each digest is
 * claimed per subscriber and day (with a lease) before it is sent, so nothing is sent twice and
 * nothing a run was cut off from is lost. `{ outbox: true }` sends instead the confirmation
 * emails waiting in the outbox (Cron calls it every minute something waits), answering
 * `{ outbox: true, sent, failed }` (failed: left to retry).
 */
import { todayInIndia } from '../_shared/calendar.ts';
import { calendarDataIn } from '../_shared/calendar-data.ts';
import { describeError } from '../_shared/errors.ts';
import { json } from '../_shared/http.ts';
import { mailer, type SendEmail } from '../_shared/mail.ts';
import { Outbox } from '../_shared/outbox.ts';
import { readReminderConfig } from '../_shared/reminder-config.ts';
import { reminderFieldErrors, sendRemindersSchema } from '../_shared/reminders.ts';
import { sameSecret } from '../_shared/tokens.ts';
import { Deliveries } from './deliveries.ts';
import { DueDates } from './due.ts';
import { runDay } from './run.ts';

const config = readReminderConfig((name) => Deno.env.get(name));
const deliveries = new Deliveries(config);
const outbox = new Outbox(config);
const send = mailer(config.mail);

/** Sends what the outbox holds until it is empty or the budget has passed. */
async function drainOutbox(sender: SendEmail, deadline: number): Promise<Response> {
  let sent = 0;
  let failed = 0;
  while (Date.now() < deadline) {
    const rows = await outbox.claim(config.sendConcurrency, config.leaseSeconds);
    if (rows.length === 0) break;
    const delivered = await outbox.deliver(rows, sender, deadline);
    sent += delivered;
    failed += rows.length - delivered;
  }
  return json(200, { outbox: true, sent, failed });
}

/** Only the service role's key may run it: 401 without a bearer token, 403 with another. */
function refusal(request: Request): Response | null {
  const header = request.headers.get('authorization') ?? '';
  const token = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
  if (!token) {
    return json(401, {
      code: 'unauthorized',
      message: 'Send the service role key as the bearer token.',
    });
  }
  if (!sameSecret(token, config.serviceRoleKey)) {
    return json(403, { code: 'forbidden', message: 'Only the service role may send reminders.' });
  }
  return null;
}

async function body(request: Request): Promise<Record<string, unknown> | null> {
  const text = await request.text();
  if (text.trim() === '') return {};
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

async function handle(request: Request): Promise<Response> {
  const started = Date.now();
  const refused = refusal(request);
  if (refused) return refused;
  const input = await body(request);
  if (!input) return json(400, { code: 'invalid_json', message: 'Send a JSON object.' });
  const parsed = sendRemindersSchema.safeParse(input);
  if (!parsed.success) {
    return json(400, {
      code: 'validation_failed',
      message: 'The date needs correcting.',
      fields: reminderFieldErrors(parsed.error),
    });
  }
  if (!send) {
    console.error(
      'No reminders were sent: set RESEND_API_KEY or SMTP_HOST, and REMINDERS_MAIL_FROM',
    );
    return json(503, { code: 'email_unavailable', message: 'No email provider is set up.' });
  }
  const deadline = started + config.timeBudgetMs;
  if (parsed.data.outbox) return await drainOutbox(send, deadline);
  const date = parsed.data.date ?? todayInIndia();
  const result = await runDay({
    config,
    deliveries,
    send,
    due: new DueDates(calendarDataIn, date),
    deadline,
  });
  return json(200, result);
}

Deno.serve(async (request) => {
  if (request.method !== 'POST') {
    return json(405, { code: 'method_not_allowed', message: 'Use POST.' }, { Allow: 'POST' });
  }
  try {
    return await handle(request);
  } catch (error) {
    console.error(`send-reminders failed: ${describeError(error)}`);
    return json(500, {
      code: 'internal_error',
      message: 'The run failed; the next one continues.',
    });
  }
});
