/**
 * One run of send-reminders for a day: batches of recipients until none is left or the time
 * budget would be passed by another batch, so that a run fits hosted Edge Functions' limits and
 * the next run carries on (the recipients are those with no delivery recorded for the day).
 */
import type { SendEmail } from '../_shared/mail.ts';
import type { ReminderConfig } from '../_shared/reminder-config.ts';
import type { Deliveries, Recipient } from './deliveries.ts';
import { digestEmail } from './digest.ts';
import type { DueDates } from './due.ts';

export interface RunResult {
  date: string;
  sent: number;
  remaining: number;
  done: boolean;
}

export interface Run {
  config: ReminderConfig;
  deliveries: Deliveries;
  send: SendEmail;
  due: DueDates;
  /** Date.now() past which no batch starts. */
  deadline: number;
}

/** Runs `work` over `items`, at most `limit` at a time. */
async function pool<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

async function sendBatch(run: Run, batch: Recipient[]): Promise<{ sent: number; failed: number }> {
  const { config, deliveries, due } = run;
  const date = due.date;
  const prepared = batch
    .map((recipient) => ({ recipient, dues: due.forChoice(recipient, recipient.language) }))
    .filter(({ dues }) => dues.tomorrow.length + dues.inAWeek.length > 0);
  if (prepared.length === 0) return { sent: 0, failed: 0 };
  const claimed = await deliveries.claim(
    date,
    prepared.map((p) => p.recipient.id),
  );
  const sent: string[] = [];
  const failed: string[] = [];
  await pool(
    prepared.filter((p) => claimed.has(p.recipient.id)),
    config.sendConcurrency,
    async ({ recipient, dues }) => {
      const email = digestEmail({
        recipient,
        dues,
        date,
        site: config.site,
        supabaseUrl: config.supabaseUrl,
        replyTo: config.replyTo,
      });
      try {
        await run.send(email);
        sent.push(recipient.id);
      } catch (error) {
        failed.push(recipient.id);
        console.error(`The reminder of ${date} to subscription ${recipient.id} failed:`, error);
      }
    },
  );
  if (sent.length > 0) await deliveries.markSent(date, sent);
  if (failed.length > 0) await deliveries.release(date, failed);
  return { sent: sent.length, failed: failed.length };
}

export async function runDay(run: Run): Promise<RunResult> {
  const { config, deliveries, due } = run;
  const date = due.date;
  const byState = due.byState();
  if (Object.keys(byState).length === 0) return { date, sent: 0, remaining: 0, done: true };
  let after: string | null = null;
  let sent = 0;
  let failed = 0;
  for (;;) {
    const started = Date.now();
    const batch = await deliveries.recipients(date, byState, after, config.batchSize);
    const outcome = await sendBatch(run, batch);
    sent += outcome.sent;
    failed += outcome.failed;
    const exhausted = batch.length < config.batchSize;
    if (exhausted && failed === 0) return { date, sent, remaining: 0, done: true };
    // A batch in which every send failed is an outage at the provider: stop, and let the next
    // run try again, rather than fail through every subscriber.
    const outage = outcome.failed > 0 && outcome.sent === 0;
    if (exhausted || outage || Date.now() + (Date.now() - started) > run.deadline) {
      const remaining = await deliveries.remaining(date, byState);
      return { date, sent, remaining, done: remaining === 0 };
    }
    after = batch.at(-1)?.id ?? null;
  }
}
