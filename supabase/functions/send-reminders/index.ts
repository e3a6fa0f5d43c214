/**
 * send-reminders: the daily digests of due dates, run by Supabase Cron (every ten minutes in the
 * early morning, India time) with the service role's key, and by nobody else. `{ date }` runs it
 * as of that day (India's today when absent). Answers `{ date, sent, remaining, done }`: a run
 * stops before its time budget, with `done: false`, and the next run continues; what was sent is
 * recorded per subscriber and day before it is sent, so nothing is ever sent twice.
 */
import { todayInIndia } from '../_shared/calendar.ts';
import { calendarDataIn } from '../_shared/calendar-data.ts';
import { json } from '../_shared/http.ts';
import { mailer } from '../_shared/mail.ts';
import { readReminderConfig } from '../_shared/reminder-config.ts';
import { reminderFieldErrors, sendRemindersSchema } from '../_shared/reminders.ts';
import { sameSecret } from '../_shared/tokens.ts';
import { Deliveries } from './deliveries.ts';
import { DueDates } from './due.ts';
import { runDay } from './run.ts';

const config = readReminderConfig((name) => Deno.env.get(name));
const deliveries = new Deliveries(config);
const send = mailer(config.mail);

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
  const date = parsed.data.date ?? todayInIndia();
  const result = await runDay({
    config,
    deliveries,
    send,
    due: new DueDates(calendarDataIn, date),
    deadline: started + config.timeBudgetMs,
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
    console.error('send-reminders failed:', error);
    return json(500, {
      code: 'internal_error',
      message: 'The run failed; the next one continues.',
    });
  }
});
