/**
 * public.reminder_deliveries and the selection of a day's recipients, with the service role.
 * A digest is claimed ('sending', with a lease) just before its email goes to the provider and
 * marked 'sent' after. A claim is made only where there is none, or where a run's lease has
 * lapsed (the run was ended before it marked the digest sent); so no subscriber gets two digests
 * on one day from runs that overlap, and none loses theirs to a run that was cut off. A send that
 * failed is released, so a later run tries it again.
 */
import { languageOrOriginal } from '../_shared/languages.ts';
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
  /**
   * The next `limit` subscribers due a digest on `day` that a run may claim (no claim, or a
   * lapsed one), in order of id, after `after`.
   */
  async recipients(
    day: string,
    due: Record<string, string[]>,
    after: string | null,
    limit: number,
  ): Promise<Recipient[]> {
    const rows = await this.call<Recipient[]>('reminder_recipients', {
      p_day: day,
      p_due: due,
      p_after: after,
      p_limit: limit,
    });
    // A language the site no longer has (or never had) gets the original's digest.
    return rows.map(languageOrOriginal);
  }

  /** How many subscribers are still due a digest on `day`, claimed by a run or not. */
  async remaining(day: string, due: Record<string, string[]>): Promise<number> {
    return Number(await this.call<number>('count_reminder_recipients', { p_day: day, p_due: due }));
  }

  /** Claims `ids`' digests of `day` for `leaseSeconds`; returns those this run claimed. */
  async claim(day: string, ids: string[], leaseSeconds: number): Promise<Set<string>> {
    const rows = await this.call<(string | { claim_reminder_deliveries: string })[]>(
      'claim_reminder_deliveries',
      { p_day: day, p_ids: ids, p_lease_seconds: leaseSeconds },
    );
    return new Set(
      rows.map((row) => (typeof row === 'string' ? row : row.claim_reminder_deliveries)),
    );
  }

  async markSent(day: string, ids: string[]): Promise<void> {
    await this.rows(
      `reminder_deliveries?day=eq.${day}&status=eq.sending&subscription_id=${inList(ids)}`,
      {
        method: 'PATCH',
        body: JSON.stringify({
          status: 'sent',
          sent_at: new Date().toISOString(),
          lease_until: null,
        }),
      },
    );
  }

  /** Forgets claims whose email failed or was never started, so that the next run sends them. */
  async release(day: string, ids: string[]): Promise<void> {
    await this.rows(
      `reminder_deliveries?day=eq.${day}&status=eq.sending&subscription_id=${inList(ids)}`,
      { method: 'DELETE' },
    );
  }
}
