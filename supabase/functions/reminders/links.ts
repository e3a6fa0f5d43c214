/**
 * The links of the emails, followed on the site's pages: confirm (the only way a request starts
 * its reminders) and unsubscribe, by the page's POST or by a mail client's one-click POST
 * (RFC 8058: `List-Unsubscribe=One-Click` to the List-Unsubscribe address).
 */
import { json, readBounded } from '../_shared/http.ts';
import { originalLanguage } from '../_shared/languages.ts';
import { feedLinks } from '../_shared/reminder-links.ts';
import {
  REMINDER_MESSAGES,
  type ReminderLanguage,
  reminderSchemasIn,
  TOKEN_PATTERN,
} from '../_shared/reminders.ts';
import { randomToken, sha256Hex } from '../_shared/tokens.ts';
import { config, invalidToken, store, validationFailed } from './context.ts';

export async function confirm(
  body: Record<string, unknown>,
  language: ReminderLanguage,
): Promise<Response> {
  const parsed = reminderSchemasIn(language).token.safeParse(body);
  if (!parsed.success) return validationFailed(parsed.error, language);
  const link = await store.findConfirmation(await sha256Hex(parsed.data.token));
  if (!link || Date.parse(link.expires_at) <= Date.now()) return invalidToken(language);
  const confirmed = await store.update(
    link.subscription_id,
    {
      // What this link's request asked for, and the consent given with it.
      registrations: link.registrations,
      state: link.state,
      language: link.language,
      consent_text: link.consent_text,
      consent_at: link.consent_at,
      email_enabled: true,
      status: 'confirmed',
      confirmed_at: new Date().toISOString(),
      confirm_expires_at: null,
      feed_token: randomToken(),
      // A subscription confirmed again after it was stopped gets a new unsubscribe link: the
      // old one stays in old emails.
      unsubscribe_token: randomToken(),
    },
    // Only while it is pending: two clicks at once confirm once.
    '&status=eq.pending',
  );
  if (!confirmed?.feed_token) return invalidToken(language);
  // Its other links end with it.
  await store.removeConfirmations(confirmed.id);
  return json(200, {
    status: 'confirmed',
    feed: feedLinks(config.supabaseUrl, confirmed.feed_token),
  });
}

/** Stops the subscription the token belongs to: no more emails, and its feed is revoked. */
async function stop(token: string, language: ReminderLanguage): Promise<Response> {
  const row = await store.findBy('unsubscribe_token', token);
  if (!row) return invalidToken(language);
  if (row.status !== 'unsubscribed') {
    await store.update(row.id, {
      status: 'unsubscribed',
      feed_token: null,
      confirm_expires_at: null,
    });
    await store.removeConfirmations(row.id);
  }
  return json(200, { status: 'unsubscribed' });
}

export async function unsubscribe(
  body: Record<string, unknown>,
  language: ReminderLanguage,
): Promise<Response> {
  const parsed = reminderSchemasIn(language).token.safeParse(body);
  if (!parsed.success) return validationFailed(parsed.error, language);
  return await stop(parsed.data.token, language);
}

const oneClickRefused = (fields: Record<string, string>) =>
  json(400, {
    code: 'validation_failed',
    message:
      'Send List-Unsubscribe=One-Click to the address of the email’s List-Unsubscribe header.',
    fields,
  });

/** The value of List-Unsubscribe in a form body (urlencoded or multipart), or null. */
async function oneClickValue(request: Request): Promise<string | null> {
  const type = request.headers.get('content-type') ?? '';
  try {
    // A few bytes are enough: anything longer is not a one-click unsubscribe.
    const body = await readBounded(request, 4096);
    if (body === null) return null;
    if (type.startsWith('multipart/form-data')) {
      const form = await new Response(body, { headers: { 'Content-Type': type } }).formData();
      const value = form.get('List-Unsubscribe');
      return typeof value === 'string' ? value : null;
    }
    return new URLSearchParams(body).get('List-Unsubscribe');
  } catch {
    return null;
  }
}

export async function oneClickUnsubscribe(request: Request, token: string): Promise<Response> {
  if (!TOKEN_PATTERN.test(token)) return oneClickRefused({ unsubscribe: REMINDER_MESSAGES.token });
  if ((await oneClickValue(request)) !== 'One-Click') {
    return oneClickRefused({ 'List-Unsubscribe': 'Send the value One-Click' });
  }
  // A mail client, not a person, reads the answer.
  return await stop(token, originalLanguage);
}
