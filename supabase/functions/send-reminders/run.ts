/**
 * One run of send-reminders for a day: batches of recipients, each sent in chunks of
 * REMINDERS_SEND_CONCURRENCY, until none is left or the time budget has passed. Each chunk is
 * claimed (with a lease) just before its emails go to the provider, and marked sent or released
 * just after, so a run ended mid-chunk leaves at most one chunk's claims, which lapse and a later
 * run sends. No chunk starts once the budget has passed (but a run's first, so that every run
 * gets on), and no send outlives the budget by more than MIN_SEND_MS: a run always ends well
 * inside the scheduled call's timeout.
 */
import { describeError } from '../_shared/errors.ts';
import type { SendEmail } from '../_shared/mail.ts';
import type { ReminderConfig } from '../_shared/reminder-config.ts';
import type { Deliveries, Recipient } from './deliveries.ts';
import { digestEmail } from './digest.ts';
import type { DigestDues, DueDates } from './due.ts';

/** The time a send gets even when the budget is (nearly) spent. */
export const MIN_SEND_MS = 5_000;

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
  /** Date.now() past which no chunk starts. */
  deadline: number;
}

interface Prepared {
  recipient: Recipient;
  dues: DigestDues;
}

interface Outcome {
  sent: number;
  failed: number;
  /** The budget ran out, or every send of a chunk failed (an outage): the run stops. */
  stop: boolean;
}

/** Claims the chunk, sends each claimed digest by the deadline, and records what happened. */
async function sendChunk(run: Run, chunk: Prepared[]): Promise<Outcome> {
  const { config, deliveries, due } = run;
  const date = due.date;
  const ids = chunk.map((p) => p.recipient.id);
  const claimed = await deliveries.claim(date, ids, config.leaseSeconds);
  const deadline = Math.max(run.deadline, Date.now() + MIN_SEND_MS);
  const sent: string[] = [];
  const failed: string[] = [];
  try {
    await Promise.all(
      chunk
        .filter((p) => claimed.has(p.recipient.id))
        .map(async ({ recipient, dues }) => {
          try {
            const email = digestEmail({
              recipient,
              dues,
              date,
              site: config.site,
              supabaseUrl: config.supabaseUrl,
              replyTo: config.replyTo,
            });
            await run.send(email, { deadline });
            sent.push(recipient.id);
          } catch (error) {
            failed.push(recipient.id);
            console.error(
              `The reminder of ${date} to subscription ${recipient.id} failed: ${describeError(error)}`,
            );
          }
        }),
    );
  } finally {
    if (sent.length > 0) await deliveries.markSent(date, sent);
    if (failed.length > 0) await deliveries.release(date, failed);
  }
  return { sent: sent.length, failed: failed.length, stop: failed.length > 0 && sent.length === 0 };
}

async function sendBatch(run: Run, batch: Recipient[], first: boolean): Promise<Outcome> {
  const { config, due } = run;
  const prepared = batch
    .map((recipient) => ({ recipient, dues: due.forChoice(recipient, recipient.language) }))
    .filter(({ dues }) => dues.tomorrow.length + dues.inAWeek.length > 0);
  const total: Outcome = { sent: 0, failed: 0, stop: false };
  for (let i = 0; i < prepared.length; i += config.sendConcurrency) {
    if ((i > 0 || !first) && Date.now() >= run.deadline) return { ...total, stop: true };
    const outcome = await sendChunk(run, prepared.slice(i, i + config.sendConcurrency));
    total.sent += outcome.sent;
    total.failed += outcome.failed;
    if (outcome.stop) return { ...total, stop: true };
  }
  return total;
}

export async function runDay(run: Run): Promise<RunResult> {
  const { config, deliveries, due } = run;
  const date = due.date;
  const byState = due.byState();
  if (Object.keys(byState).length === 0) return { date, sent: 0, remaining: 0, done: true };
  let after: string | null = null;
  let sent = 0;
  for (let first = true; first || Date.now() < run.deadline; first = false) {
    const batch = await deliveries.recipients(date, byState, after, config.batchSize);
    const outcome = await sendBatch(run, batch, first);
    sent += outcome.sent;
    if (outcome.stop || batch.length < config.batchSize) break;
    after = batch.at(-1)?.id ?? null;
  }
  // Claims still held by a run (this one's failed sends are released) count as not done.
  const remaining = await deliveries.remaining(date, byState);
  return { date, sent, remaining, done: remaining === 0 };
}
