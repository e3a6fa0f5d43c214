/**
 * public.reminder_subscriptions, read and written with the service role. A row's language is read
 * as the original's when the site no longer has it (languageOrOriginal): its confirmation, its
 * digests and its feed are written in a language the site has.
 */
import { languageOrOriginal } from './languages.ts';
import type { ReminderLanguage } from './reminders.ts';
import { filterValue, ServiceRest } from './service-rest.ts';

export type SubscriptionStatus = 'pending' | 'confirmed' | 'unsubscribed';

/** A row of public.reminder_subscriptions. */
export interface SubscriptionRow {
  id: string;
  user_id: string | null;
  email: string;
  registrations: string[];
  state: string | null;
  /** The language of its emails and feed: that of the page it was asked for on. */
  language: ReminderLanguage;
  email_enabled: boolean;
  status: SubscriptionStatus;
  /** While pending: when its last confirmation link lapses. */
  confirm_expires_at: string | null;
  unsubscribe_token: string;
  feed_token: string | null;
  consent_text: string | null;
  consent_at: string | null;
  created_at: string;
  updated_at: string;
  confirmed_at: string | null;
}

export type SubscriptionChanges = Partial<Omit<SubscriptionRow, 'id' | 'created_at'>>;

/**
 * A request's confirmation link (public.reminder_confirmations): the hash of its token and what
 * the request asked for, which following the link applies.
 */
export interface Confirmation {
  token_hash: string;
  subscription_id: string;
  registrations: string[];
  state: string | null;
  language: ReminderLanguage;
  consent_text: string;
  consent_at: string;
  expires_at: string;
}

const COLUMNS =
  'id,user_id,email,registrations,state,language,email_enabled,status,confirm_expires_at,' +
  'unsubscribe_token,feed_token,consent_text,consent_at,created_at,updated_at,confirmed_at';

type Key = 'id' | 'email' | 'user_id' | 'unsubscribe_token' | 'feed_token';

const representation = { Prefer: 'return=representation' };

export class Subscriptions extends ServiceRest {
  async findBy(key: Key, value: string): Promise<SubscriptionRow | null> {
    const rows = await this.rows<SubscriptionRow>(
      `reminder_subscriptions?select=${COLUMNS}&${key}=eq.${filterValue(value)}`,
    );
    return rows[0] ? languageOrOriginal(rows[0]) : null;
  }

  /** Inserts a row; a StoreError with status 409 when its email (or user) already has one. */
  async insert(values: SubscriptionChanges): Promise<SubscriptionRow> {
    const [row] = await this.rows<SubscriptionRow>(`reminder_subscriptions?select=${COLUMNS}`, {
      method: 'POST',
      headers: representation,
      body: JSON.stringify(values),
    });
    if (!row) throw new Error('insert reminder subscription: no row returned');
    return languageOrOriginal(row);
  }

  async remove(id: string): Promise<void> {
    await this.rows(`reminder_subscriptions?id=eq.${filterValue(id)}`, { method: 'DELETE' });
  }

  /** Updates the row `id` when `where` (extra filters) holds; null when no row matched. */
  async update(
    id: string,
    values: SubscriptionChanges,
    where = '',
  ): Promise<SubscriptionRow | null> {
    const rows = await this.rows<SubscriptionRow>(
      `reminder_subscriptions?select=${COLUMNS}&id=eq.${filterValue(id)}${where}`,
      { method: 'PATCH', headers: representation, body: JSON.stringify(values) },
    );
    return rows[0] ? languageOrOriginal(rows[0]) : null;
  }

  async addConfirmation(confirmation: Confirmation): Promise<void> {
    await this.rows('reminder_confirmations', {
      method: 'POST',
      body: JSON.stringify(confirmation),
    });
  }

  async findConfirmation(tokenHash: string): Promise<Confirmation | null> {
    const rows = await this.rows<Confirmation>(
      `reminder_confirmations?select=*&token_hash=eq.${filterValue(tokenHash)}`,
    );
    return rows[0] ? languageOrOriginal(rows[0]) : null;
  }

  /** Ends every confirmation link of a subscription (it was confirmed or stopped). */
  async removeConfirmations(subscriptionId: string): Promise<void> {
    await this.rows(`reminder_confirmations?subscription_id=eq.${filterValue(subscriptionId)}`, {
      method: 'DELETE',
    });
  }
}
