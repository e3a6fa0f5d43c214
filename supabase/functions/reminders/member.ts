/**
 * A signed-in member's own reminders: `get`, `update` and `rotate-feed`. The member is the user
 * whose access token Supabase Auth accepts, never anyone the body names.
 *
 * A member's email counts as theirs only when Supabase Auth confirmed it itself: confirmed, with
 * sign-ups not confirmed automatically (`mailer_autoconfirm` off) and no identity saying its
 * provider did not verify it. Then `update` makes or changes their row, confirmed, at the
 * account's email (following it when the account's email changes), and `get` links a request
 * made with the form from that address to the account. Otherwise the account proves nothing
 * about the address: `get` shows only a row already linked, and `update` with emails on goes
 * through the double opt-in of the form, with its limits and its answer
 * (`202 { status: 'pending' }`), linking nothing.
 *
 * Their emails and feed are in the member's own language (user_metadata.language, chosen at
 * sign-up and on /profile; a migration's trigger changes the row when it changes). A member who
 * has none yet gets the language of the page they last set their reminders on; an update that
 * names none keeps the row's, and a new row without one is English. Consent is recorded when
 * emails are turned on with it, not on every save.
 */
import { inBackground } from '../_shared/background.ts';
import { type Caller, verifiedCaller } from '../_shared/caller.ts';
import { json } from '../_shared/http.ts';
import { originalLanguage } from '../_shared/languages.ts';
import { feedLinks } from '../_shared/reminder-links.ts';
import {
  type MemberUpdate,
  REMINDER_CONSENT_TEXTS,
  REMINDER_LANGUAGES,
  type ReminderLanguage,
  reminderSchemasIn,
} from '../_shared/reminders.ts';
import { StoreError } from '../_shared/service-rest.ts';
import type { SubscriptionChanges, SubscriptionRow } from '../_shared/subscriptions.ts';
import { randomToken } from '../_shared/tokens.ts';
import { config, store, validationFailed } from './context.ts';
import { functionMessages } from './messages.ts';
import { admit, requestConfirmation } from './subscribe.ts';

/** The member's own language, when it is one reminders come in. */
const memberLanguage = (caller: Caller): ReminderLanguage | null =>
  REMINDER_LANGUAGES.find((language) => language === caller.language) ?? null;

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

/** Whether sign-ups are confirmed without a link (read from Supabase Auth, for 5 minutes). */
let autoconfirm: { value: boolean; until: number } | null = null;
async function authConfirmsAutomatically(): Promise<boolean> {
  if (autoconfirm && autoconfirm.until > Date.now()) return autoconfirm.value;
  const response = await fetch(`${config.supabaseUrl}/auth/v1/settings`, {
    headers: { apikey: config.anonKey },
  });
  if (!response.ok) throw new StoreError(`auth settings: ${response.status}`, response.status);
  const settings = (await response.json()) as { mailer_autoconfirm?: unknown };
  // Unknown counts as automatic: nothing is taken on trust.
  const value = settings.mailer_autoconfirm !== false;
  autoconfirm = { value, until: Date.now() + 300_000 };
  return value;
}

/** Whether Supabase Auth has proved that the account's email is the member's. */
async function emailProven(caller: Caller): Promise<boolean> {
  const email = caller.email.toLowerCase();
  if (!email || !caller.emailConfirmedAt) return false;
  const matching = caller.identities.filter((identity) => identity.email === email);
  if (matching.length === 0 || matching.some((identity) => identity.emailVerified === false)) {
    return false;
  }
  return !(await authConfirmsAutomatically());
}

/**
 * The member's row at their account's current email: the one linked to their account (moved to
 * the account's new email when that changed), or else the one their address asked for by the
 * form, which is then linked to the account. Only for a member whose email is proven.
 */
async function provenRow(caller: Caller): Promise<SubscriptionRow | null> {
  const email = caller.email.toLowerCase();
  const own = await store.findBy('user_id', caller.id);
  if (own?.email === email) return own;
  const byEmail = await store.findBy('email', email);
  if (own) {
    // The account's email changed: its reminders follow it, in place of a form's request
    // for the new address (which is this member's own).
    if (byEmail && byEmail.user_id === null) await store.remove(byEmail.id);
    return await store.update(own.id, { email });
  }
  if (!byEmail || byEmail.user_id !== null) return null;
  const language = memberLanguage(caller);
  return await store.update(
    byEmail.id,
    { user_id: caller.id, ...(language ? { language } : {}) },
    '&user_id=is.null',
  );
}

async function get(caller: Caller, proven: boolean): Promise<Response> {
  const row = proven ? await provenRow(caller) : await store.findBy('user_id', caller.id);
  return json(200, { subscription: row ? view(row) : null, feed: feedOf(row) });
}

function changesOf(
  input: MemberUpdate,
  row: SubscriptionRow | null,
  own: ReminderLanguage | null,
): SubscriptionChanges {
  const now = new Date().toISOString();
  const language = own ?? input.language ?? row?.language ?? originalLanguage;
  const wasOn = row?.status === 'confirmed' && row.email_enabled;
  return {
    registrations: input.registrations,
    state: input.state,
    language,
    email_enabled: input.emailEnabled,
    status: 'confirmed',
    confirmed_at: row?.status === 'confirmed' ? row.confirmed_at : now,
    confirm_expires_at: null,
    feed_token: row?.feed_token ?? randomToken(),
    // Consent is recorded when emails are turned on with it; a save that changes only the
    // choice keeps the record of the consent given.
    ...(input.emailEnabled && !wasOn && input.consent
      ? { consent_text: REMINDER_CONSENT_TEXTS[language], consent_at: now }
      : {}),
  };
}

async function update(caller: Caller, input: MemberUpdate): Promise<Response> {
  const row = await provenRow(caller);
  const changes = changesOf(input, row, memberLanguage(caller));
  const saved = row
    ? await store.update(row.id, changes)
    : await store.insert({
        // No consent given: none recorded (the column's default is the time of the insert).
        ...(input.consent && input.emailEnabled ? {} : { consent_text: null, consent_at: null }),
        ...changes,
        user_id: caller.id,
        email: caller.email.toLowerCase(),
        unsubscribe_token: randomToken(),
      });
  if (!saved) throw new Error('the member’s reminders were not saved');
  // Saved by the member, it is confirmed: the links of earlier requests have nothing left to do.
  if (row?.status !== 'confirmed') await store.removeConfirmations(saved.id);
  return json(200, { subscription: view(saved), feed: feedOf(saved) });
}

/** A member whose email is not proven: emails on go through the form's double opt-in. */
async function unprovenUpdate(
  caller: Caller,
  input: MemberUpdate,
  request: Request,
  answerIn: ReminderLanguage,
): Promise<Response> {
  const email = caller.email.toLowerCase();
  if (!email || !input.emailEnabled) {
    return json(403, {
      code: 'email_unconfirmed',
      message: functionMessages[answerIn].emailUnconfirmed,
    });
  }
  const language = memberLanguage(caller) ?? input.language ?? answerIn;
  const refusal = await admit(email, request, language);
  if (refusal) return refusal;
  const subscription = {
    action: 'subscribe' as const,
    email,
    registrations: input.registrations,
    state: input.state,
    language,
    consent: true as const,
  };
  inBackground('A member’s reminder request', () => requestConfirmation(subscription));
  return json(202, { status: 'pending', subscription: null, feed: null });
}

async function rotateFeed(caller: Caller, language: ReminderLanguage): Promise<Response> {
  const row = await store.findBy('user_id', caller.id);
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
  const proven = await emailProven(caller);
  if (action === 'get') return await get(caller, proven);
  if (action === 'rotate-feed') return await rotateFeed(caller, language);
  const parsed = reminderSchemasIn(language).memberUpdate.safeParse(body);
  if (!parsed.success) return validationFailed(parsed.error, language);
  if (!proven) return await unprovenUpdate(caller, parsed.data, request, language);
  return await update(caller, parsed.data);
}
