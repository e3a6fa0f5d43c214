/**
 * public.reminder_deliveries and the selection of a day's recipients, with the service role.
 * A delivery is recorded as 'sending' (claimed) before its email goes to the provider and as
 * 'sent' after; a claim that already exists is never made twice, so no subscriber gets two
 * digests on one day, however runs overlap or are cut off. A send that failed is released, so
 * a later run tries it again.
 */
import type { ReminderLanguage } from '../_shared/reminders.ts';
import { inList, ServiceRest } from '../_shared/service-rest.ts';

export interface Recipient {
  id: string;
  email: string;
  registrations: string[];
  state: string | null;
  /** The language of their digest. */
  language: ReminderLanguage;
  unsubscribe_token: string;
  user_id: string | null;
}

export class Deliveries extends ServiceRest {
  /** The next `limit` subscribers due a digest on `day`, in order of id, after `after`. */
  recipients(
    day: string,
    due: Record<string, string[]>,
    after: string | null,
    limit: number,
  ): Promise<Recipient[]> {
    return this.call<Recipient[]>('reminder_recipients', {
      p_day: day,
      p_due: due,
      p_after: after,
      p_limit: limit,
    });
  }

  /** How many subscribers are still due a digest on `day`. */
  async remaining(day: string, due: Record<string, string[]>): Promise<number> {
    return Number(await this.call<number>('count_reminder_recipients', { p_day: day, p_due: due }));
  }

  /** Records `ids` as being sent to on `day`; returns those this run claimed (no one else had). */
  async claim(day: string, ids: string[]): Promise<Set<string>> {
    const rows = await this.rows<{ subscription_id: string }>(
      'reminder_deliveries?on_conflict=subscription_id,day&select=subscription_id',
      {
        method: 'POST',
        headers: { Prefer: 'resolution=ignore-duplicates,return=representation' },
        body: JSON.stringify(ids.map((id) => ({ subscription_id: id, day, status: 'sending' }))),
      },
    );
    return new Set(rows.map((row) => row.subscription_id));
  }

  async markSent(day: string, ids: string[]): Promise<void> {
    await this.rows(`reminder_deliveries?day=eq.${day}&subscription_id=${inList(ids)}`, {
      method: 'PATCH',
      body: JSON.stringify({ status: 'sent', sent_at: new Date().toISOString() }),
    });
  }

  /** Forgets claims whose email failed, so that the next run sends them. */
  async release(day: string, ids: string[]): Promise<void> {
    await this.rows(
      `reminder_deliveries?day=eq.${day}&status=eq.sending&subscription_id=${inList(ids)}`,
      { method: 'DELETE' },
    );
  }
}
