/**
 * public.reminder_outbox: confirmation emails waiting to be sent. The `reminders` function adds
 * one and sends it after answering (background work); a send that fails waits a little longer
 * each time (1, 2, 4… minutes, at most an hour) for the scheduled job, which calls send-reminders
 * with `{ outbox: true }`. Each message is leased while it is being sent, so two senders never
 * send it both, and one that was ended mid-send lets the lease lapse and the next sends it.
 */
import { describeError } from './errors.ts';
import type { Email, SendEmail } from './mail.ts';
import { ServiceRest } from './service-rest.ts';

export interface OutboxRow {
  id: number;
  subscription_id: string;
  message: Email;
  attempts: number;
}

/** Minutes to wait after the `attempts`-th failed try. */
export const retryMinutes = (attempts: number) => Math.min(60, 2 ** Math.max(0, attempts - 1));

export class Outbox extends ServiceRest {
  /** Queues `message` for the subscription, in place of any it had waiting (an older link). */
  async add(subscriptionId: string, message: Email, expiresAt: string): Promise<number> {
    await this.rows(`reminder_outbox?subscription_id=eq.${subscriptionId}`, { method: 'DELETE' });
    const [row] = await this.rows<{ id: number }>('reminder_outbox?select=id', {
      method: 'POST',
      headers: { Prefer: 'return=representation' },
      body: JSON.stringify({
        subscription_id: subscriptionId,
        message,
        expires_at: expiresAt,
      }),
    });
    if (!row) throw new Error('insert reminder_outbox: no row returned');
    return row.id;
  }

  /** Leases up to `limit` messages due to be sent (or only message `id`). */
  claim(limit: number, leaseSeconds: number, id: number | null = null): Promise<OutboxRow[]> {
    return this.call<OutboxRow[]>('claim_reminder_outbox', {
      p_limit: limit,
      p_lease_seconds: leaseSeconds,
      p_id: id,
    });
  }

  async sent(id: number): Promise<void> {
    await this.rows(`reminder_outbox?id=eq.${id}`, { method: 'DELETE' });
  }

  async later(row: OutboxRow): Promise<void> {
    const next = new Date(Date.now() + retryMinutes(row.attempts) * 60_000).toISOString();
    await this.rows(`reminder_outbox?id=eq.${row.id}`, {
      method: 'PATCH',
      body: JSON.stringify({ next_attempt_at: next, lease_until: null }),
    });
  }

  /** Sends the leased messages; a failure is logged (by id) and left for a later try. */
  async deliver(rows: OutboxRow[], send: SendEmail, deadline?: number): Promise<number> {
    let sent = 0;
    for (const row of rows) {
      try {
        await send(row.message, deadline === undefined ? {} : { deadline });
        await this.sent(row.id);
        sent++;
      } catch (error) {
        console.error(
          `Confirmation email ${row.id} (subscription ${row.subscription_id}, try ${row.attempts}) not sent: ${describeError(error)}`,
        );
        await this.later(row);
      }
    }
    return sent;
  }
}
