/**
 * A signed-in member's own reminders: `get`, `update` (which makes their row, confirmed, with
 * their account's email: Supabase Auth has already confirmed that address) and `rotate-feed`.
 * The member is the user whose access token Supabase Auth accepts, never anyone the body names.
 * Their emails and feed are in the language of the page they last set their reminders on (the
 * calendar sends its page's, /profile the one the member picks); an update that names none keeps
 * the row's, and a new row without one is English.
 */
import { type Caller, verifiedCaller } from '../_shared/caller.ts';
import { json } from '../_shared/http.ts';
import { feedLinks } from '../_shared/reminder-links.ts';
import {
  REMINDER_CONSENT_TEXTS,
  type ReminderLanguage,
  reminderSchemasIn,
} from '../_shared/reminders.ts';
import type { SubscriptionChanges, SubscriptionRow } from '../_shared/subscriptions.ts';
import { randomToken } from '../_shared/tokens.ts';
import { config, store, validationFailed } from './context.ts';
import { functionMessages } from './messages.ts';

const sessionExpired = (language: ReminderLanguage) =>
  json(401, { code: 'session_expired', message: functionMessages[language].sessionExpired });

/** What the member is shown of their row. */
function view(row: SubscriptionRow) {
  return {
    email: row.email,
    registrations: row.registrations,
    state: row.state,
    language: row.language,
    emailEnabled: row.email_enabled,
    status: row.status,
    confirmedAt: row.confirmed_at,
    updatedAt: row.updated_at,
  };
}

const feedOf = (row: SubscriptionRow | null) =>
  row?.feed_token ? feedLinks(config.supabaseUrl, row.feed_token) : null;

/**
 * The member's row: the one linked to their account, or else the one their account's address
 * asked for by the public form, which is then linked to the account.
 */
async function rowOf(caller: Caller): Promise<SubscriptionRow | null> {
  const own = await store.findBy('user_id', caller.id);
  if (own || !caller.email) return own;
  const byEmail = await store.findBy('email', caller.email.toLowerCase());
  if (!byEmail || byEmail.user_id !== null) return null;
  return await store.update(byEmail.id, { user_id: caller.id }, '&user_id=is.null');
}

async function get(caller: Caller): Promise<Response> {
  const row = await rowOf(caller);
  return json(200, { subscription: row ? view(row) : null, feed: feedOf(row) });
}

async function update(
  caller: Caller,
  body: Record<string, unknown>,
  answerIn: ReminderLanguage,
): Promise<Response> {
  const parsed = reminderSchemasIn(answerIn).memberUpdate.safeParse(body);
  if (!parsed.success) return validationFailed(parsed.error, answerIn);
  const input = parsed.data;
  const row = await rowOf(caller);
  const now = new Date().toISOString();
  const language = input.language ?? row?.language ?? 'en';
  const changes: SubscriptionChanges = {
    registrations: input.registrations,
    state: input.state,
    language,
    email_enabled: input.emailEnabled,
    status: 'confirmed',
    confirmed_at: row?.status === 'confirmed' ? row.confirmed_at : now,
    confirm_token_hash: null,
    confirm_expires_at: null,
    feed_token: row?.feed_token ?? randomToken(),
    // Consent is recorded when given; turning the emails off keeps the record of the last one.
    ...(input.consent ? { consent_text: REMINDER_CONSENT_TEXTS[language], consent_at: now } : {}),
  };
  const saved = row
    ? await store.update(row.id, changes)
    : await store.insert({
        // No consent given: none recorded (the column's default is the time of the insert).
        ...(input.consent ? {} : { consent_text: null, consent_at: null }),
        ...changes,
        user_id: caller.id,
        email: caller.email.toLowerCase(),
        unsubscribe_token: randomToken(),
      });
  if (!saved) throw new Error('the member’s reminders were not saved');
  return json(200, { subscription: view(saved), feed: feedOf(saved) });
}

async function rotateFeed(caller: Caller, language: ReminderLanguage): Promise<Response> {
  const row = await rowOf(caller);
  if (row?.status !== 'confirmed') {
    return json(404, { code: 'not_subscribed', message: functionMessages[language].notSubscribed });
  }
  const saved = await store.update(row.id, { feed_token: randomToken() });
  return json(200, { feed: feedOf(saved) });
}

export async function member(
  action: 'get' | 'update' | 'rotate-feed',
  body: Record<string, unknown>,
  request: Request,
  language: ReminderLanguage,
): Promise<Response> {
  const caller = await verifiedCaller(request, config);
  if (!caller) return sessionExpired(language);
  if (action === 'get') return await get(caller);
  if (action === 'update') return await update(caller, body, language);
  return await rotateFeed(caller, language);
}
