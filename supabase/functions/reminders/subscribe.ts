/**
 * subscribe: a visitor asks for reminders. Double opt-in: the row is pending and only a
 * confirmation email goes out; nothing else is sent until its link is followed, and an
 * unconfirmed request lapses after CONFIRMATION_DAYS. An address already confirmed gets the same
 * answer and nothing changes: no email, so the form cannot tell who subscribed, nor be used to
 * send a confirmed subscriber mail.
 */
import { json } from '../_shared/http.ts';
import {
  addressHash,
  clientAddress,
  DAY_MS,
  HOUR_MS,
  secondsUntilAllowed,
} from '../_shared/rate-limit.ts';
import { confirmPage } from '../_shared/reminder-links.ts';
import {
  CONFIRMATION_DAYS,
  REMINDER_CONSENT_TEXTS,
  type ReminderLanguage,
  reminderSchemasIn,
  type Subscription,
} from '../_shared/reminders.ts';
import { StoreError } from '../_shared/service-rest.ts';
import type { SubscriptionChanges } from '../_shared/subscriptions.ts';
import { randomToken, sha256Hex } from '../_shared/tokens.ts';
import { addDaysFromNow, config, send, store, validationFailed } from './context.ts';
import { confirmationEmail } from './emails.ts';
import { functionMessages } from './messages.ts';

const pending = () => json(201, { status: 'pending' });

/** People never see the honeypot field, so anything in it was typed by a bot. */
const honeypotFilled = (body: Record<string, unknown>) =>
  body.website !== undefined && body.website !== null && body.website !== '';

async function attemptTimes(kind: 'address' | 'email', hash: string): Promise<number[]> {
  const rows = await store.rows<{ created_at: string }>(
    `reminder_attempts?select=created_at&kind=eq.${kind}&key_hash=eq.${hash}`,
  );
  return rows.map((row) => Date.parse(row.created_at));
}

async function rateLimited(
  ipHash: string,
  emailHash: string,
  language: ReminderLanguage,
): Promise<Response | null> {
  const now = Date.now();
  const [ipTimes, emailTimes] = await Promise.all([
    attemptTimes('address', ipHash),
    attemptTimes('email', emailHash),
  ]);
  const ipWait = secondsUntilAllowed(ipTimes, config.perIpHour, HOUR_MS, now);
  const emailWait = secondsUntilAllowed(emailTimes, config.perEmailDay, DAY_MS, now);
  if (ipWait === 0 && emailWait === 0) return null;
  const wait = Math.max(ipWait, emailWait);
  const say = functionMessages[language];
  const message = emailWait >= ipWait ? say.tooManyFromEmail(wait) : say.tooManyFromNetwork(wait);
  return json(
    429,
    { code: 'rate_limited', message, retryAfter: wait },
    { 'Retry-After': String(wait) },
  );
}

/**
 * Makes the address's request pending with a new confirmation token, and returns the token; null
 * when the address is already confirmed, which nothing here changes.
 */
async function makePending(input: Subscription, retried = false): Promise<string | null> {
  const token = randomToken();
  const changes: SubscriptionChanges = {
    registrations: input.registrations,
    state: input.state,
    language: input.language,
    email_enabled: true,
    status: 'pending',
    confirm_token_hash: await sha256Hex(token),
    confirm_expires_at: addDaysFromNow(CONFIRMATION_DAYS),
    feed_token: null,
    // The words the visitor saw beside the checkbox, in their language.
    consent_text: REMINDER_CONSENT_TEXTS[input.language],
    consent_at: new Date().toISOString(),
  };
  const existing = await store.findBy('email', input.email);
  if (existing) {
    if (existing.status === 'confirmed') return null;
    const updated = await store.update(existing.id, changes, '&status=neq.confirmed');
    return updated ? token : null;
  }
  try {
    await store.insert({ ...changes, email: input.email, unsubscribe_token: randomToken() });
    return token;
  } catch (error) {
    // Two requests for one new address raced: the other made the row; change that one.
    if (error instanceof StoreError && error.status === 409 && !retried) {
      return await makePending(input, true);
    }
    throw error;
  }
}

const mailUnavailable = (language: ReminderLanguage) =>
  json(503, { code: 'email_unavailable', message: functionMessages[language].emailUnavailable });

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
  const { language } = input;
  const ipHash = await addressHash(clientAddress(request), config.serviceRoleKey);
  const emailHash = await addressHash(`email:${input.email}`, config.serviceRoleKey);
  const refusal = await rateLimited(ipHash, emailHash, language);
  if (refusal) return refusal;
  await store.rows('reminder_attempts', {
    method: 'POST',
    body: JSON.stringify([
      { kind: 'address', key_hash: ipHash },
      { kind: 'email', key_hash: emailHash },
    ]),
  });
  const token = await makePending(input);
  if (token === null) return pending();
  if (!send) {
    console.error(
      'A reminder request was stored, but no email provider is set up: set RESEND_API_KEY or SMTP_HOST, and REMINDERS_MAIL_FROM',
    );
    return mailUnavailable(language);
  }
  const email = confirmationEmail({
    to: input.email,
    registrations: input.registrations,
    state: input.state,
    language,
    confirmUrl: confirmPage(config.site, token, language),
    site: config.site,
    replyTo: config.replyTo,
  });
  try {
    await send(email);
  } catch (error) {
    console.error('The confirmation of a reminder request was not sent:', error);
    return mailUnavailable(language);
  }
  return pending();
}
