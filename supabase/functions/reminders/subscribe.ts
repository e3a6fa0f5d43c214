/**
 * subscribe: a visitor asks for reminders. Double opt-in: the row is pending and only a
 * confirmation email goes out; nothing else is sent until its link is followed, and an
 * unconfirmed request lapses after CONFIRMATION_DAYS.
 *
 * Every accepted request gets the same answer, `201 { status: 'pending' }`, as soon as the rate
 * limits have admitted it, before anything that depends on the address: whether it is new,
 * pending, confirmed or stopped is looked at only after the answer (background work), and its
 * confirmation email is sent then, through the outbox, which retries a provider that fails. So
 * neither the answer nor its time tells anyone who subscribed. An address already confirmed
 * changes nothing and is sent nothing, so the form cannot be used to mail a subscriber.
 */
import { inBackground } from '../_shared/background.ts';
import { json } from '../_shared/http.ts';
import { addressHash, addressKey, clientAddress } from '../_shared/rate-limit.ts';
import { confirmPage } from '../_shared/reminder-links.ts';
import {
  CONFIRMATION_DAYS,
  REMINDER_CONSENT_TEXTS,
  type ReminderLanguage,
  reminderSchemasIn,
  type Subscription,
} from '../_shared/reminders.ts';
import { StoreError } from '../_shared/service-rest.ts';
import type { SubscriptionRow } from '../_shared/subscriptions.ts';
import { randomToken, sha256Hex } from '../_shared/tokens.ts';
import { addDaysFromNow, config, outbox, send, store, validationFailed } from './context.ts';
import { confirmationEmail } from './emails.ts';
import { functionMessages } from './messages.ts';

const pending = () => json(201, { status: 'pending' });

/** People never see the honeypot field, so anything in it was typed by a bot. */
const honeypotFilled = (body: Record<string, unknown>) =>
  body.website !== undefined && body.website !== null && body.website !== '';

interface Admission {
  wait_seconds: number;
  reason: 'email' | 'gap' | 'address' | null;
}

/**
 * Checks the limits and records the request in one step in the database (under a lock per email
 * address and per client address): null when admitted, else the 429 to answer.
 */
export async function admit(
  email: string,
  request: Request,
  language: ReminderLanguage,
): Promise<Response | null> {
  const address = clientAddress(request, config.trustedProxyHops);
  const [verdict] = await store.call<Admission[]>('admit_reminder_request', {
    p_email_hash: await addressHash(`email:${email}`, config.serviceRoleKey),
    p_address_hash: await addressHash(addressKey(address), config.serviceRoleKey),
    p_per_email_day: config.perEmailDay,
    p_per_address_hour: config.perIpHour,
    p_email_gap_seconds: config.emailGapSeconds,
  });
  if (!verdict || verdict.wait_seconds === 0) return null;
  const wait = verdict.wait_seconds;
  const say = functionMessages[language];
  const message =
    verdict.reason === 'address'
      ? say.tooManyFromNetwork(wait)
      : verdict.reason === 'gap'
        ? say.tooSoonForEmail(wait)
        : say.tooManyFromEmail(wait);
  return json(
    429,
    { code: 'rate_limited', message, retryAfter: wait },
    { 'Retry-After': String(wait) },
  );
}

interface PendingRequest {
  id: string;
  token: string;
}

/**
 * Makes the address's request pending with a confirmation link of its own, which confirms what
 * this request asks for; null when the address is already confirmed, which nothing here changes.
 * An earlier request's link keeps working, with its own choice, until it lapses: a request made
 * by someone else cannot take a person's link from them. `userId`: a member's account, linked
 * only when the row is new (a visitor's row is linked when its link is followed, by confirm).
 */
export async function makePending(
  input: Subscription,
  retried = false,
): Promise<PendingRequest | null> {
  const token = randomToken();
  const expires = addDaysFromNow(CONFIRMATION_DAYS);
  // What this request asks for, with the words the visitor saw beside the checkbox: what its
  // link confirms (and a new address's row holds until then).
  const asked = {
    registrations: input.registrations,
    state: input.state,
    language: input.language,
    consent_text: REMINDER_CONSENT_TEXTS[input.language],
    consent_at: new Date().toISOString(),
  };
  const existing = await store.findBy('email', input.email);
  let row: SubscriptionRow | null;
  if (existing) {
    if (existing.status === 'confirmed') return null;
    // Pending until its newest link lapses; its choice is what a followed link says.
    row = await store.update(
      existing.id,
      { status: 'pending', confirm_expires_at: expires, feed_token: null },
      '&status=neq.confirmed',
    );
    if (!row) return null;
  } else {
    try {
      row = await store.insert({
        ...asked,
        email_enabled: true,
        status: 'pending',
        confirm_expires_at: expires,
        email: input.email,
        unsubscribe_token: randomToken(),
      });
    } catch (error) {
      // Two requests for one new address raced: the other made the row; add to that one.
      if (error instanceof StoreError && error.status === 409 && !retried) {
        return await makePending(input, true);
      }
      throw error;
    }
  }
  await store.addConfirmation({
    token_hash: await sha256Hex(token),
    subscription_id: row.id,
    ...asked,
    expires_at: expires,
  });
  return { id: row.id, token };
}

/** After the answer: the request stored and its confirmation sent (or queued to retry). */
export async function requestConfirmation(input: Subscription): Promise<void> {
  const request = await makePending(input);
  if (request === null) return;
  const email = confirmationEmail({
    to: input.email,
    registrations: input.registrations,
    state: input.state,
    language: input.language,
    confirmUrl: confirmPage(config.site, request.token, input.language),
    site: config.site,
    replyTo: config.replyTo,
  });
  const id = await outbox.add(request.id, email, addDaysFromNow(CONFIRMATION_DAYS));
  if (!send) {
    console.error(
      `Confirmation email ${id} is waiting in the outbox: no email provider is set up (set RESEND_API_KEY or SMTP_HOST, and REMINDERS_MAIL_FROM)`,
    );
    return;
  }
  await outbox.deliver(await outbox.claim(1, config.leaseSeconds, id), send);
}

export async function subscribe(
  body: Record<string, unknown>,
  request: Request,
  answerIn: ReminderLanguage,
): Promise<Response> {
  // Answered as a success and not stored, so that a bot learns nothing.
  if (honeypotFilled(body)) return pending();
  const parsed = reminderSchemasIn(answerIn).subscribe.safeParse(body);
  if (!parsed.success) return validationFailed(parsed.error, answerIn);
  const input = parsed.data;
  const refusal = await admit(input.email, request, input.language);
  if (refusal) return refusal;
  inBackground('A reminder request', () => requestConfirmation(input));
  return pending();
}
