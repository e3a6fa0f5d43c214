/**
 * Reminders through the embedded backend and its Edge Functions: the `reminders` function
 * (subscribe with double opt-in, confirm, unsubscribe by the page and by one click, members'
 * get/update/rotate-feed), `calendar-feed`, the tables' row level security and column grants,
 * and `erase_expired_personal_data()`. The daily digests are in send-reminders.test.ts.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_TEXT } from '../../supabase/functions/_shared/lead.ts';
import {
  REMINDER_MESSAGES as M,
  REMINDER_CONSENT_TEXT,
  REMINDER_CONSENT_TEXTS,
  reminderMessages,
} from '../../supabase/functions/_shared/reminders.ts';
import { ALARMS } from '../../supabase/functions/calendar-feed/ics.ts';
import { client, follow, lastMail, SITE } from '../support/backend.ts';
import { adminClient, mailbox, startLeadBackend } from '../support/leads.ts';
import {
  addDays,
  calendarData,
  callReminders,
  confirmByLink,
  confirmLinkIn,
  dueDatesFor,
  freshAddress,
  oneClick,
  rowCounts,
  subscriptionOf,
  todayInIndia,
  tokenOf,
  validSubscription,
} from '../support/reminders.ts';

const password = 'correct horse battery';

let env: Awaited<ReturnType<typeof startLeadBackend>>;
let admin: SupabaseClient;

beforeAll(async () => {
  env = await startLeadBackend({
    REMINDERS_RATE_LIMIT_PER_IP_HOUR: '3',
    REMINDERS_RATE_LIMIT_PER_EMAIL_DAY: '2',
    // The gap between two confirmation emails to one address is tested in
    // reminders-security.test.ts; here a repeat may follow at once.
    REMINDERS_EMAIL_GAP_MINUTES: '0',
  });
  admin = await adminClient(env.backend);
});
afterAll(() => env?.stop());

const mailsTo = async (email: string) => (await mailbox(env.backend)).filter((m) => m.to === email);

/** The confirmation links a subscription's requests have now (their hashes and choices). */
async function confirmationsOf(subscriptionId: unknown) {
  const { data, error } = await admin
    .from('reminder_confirmations')
    .select('*')
    .eq('subscription_id', String(subscriptionId));
  expect(error).toBeNull();
  return (data ?? []) as { token_hash: string; registrations: string[] }[];
}

/** The confirmation link of the newest email to `email`. */
async function confirmationLink(email: string) {
  const mail = (await mailsTo(email)).at(-1);
  expect(mail?.subject).toBe('Confirm your compliance reminders');
  return mail?.text.match(/https?:\/\/\S+/)?.[0] ?? '';
}

/** Subscribes `email` and follows the confirmation: the confirm answer's body. */
async function confirmed(email: string, registrations = ['gst-monthly', 'pf']) {
  const subscribed = await callReminders(
    env.backend,
    validSubscription({ email, registrations, state: 'Maharashtra' }),
  );
  expect(subscribed.status).toBe(201);
  const token = tokenOf(await confirmationLink(email));
  const answer = await callReminders(env.backend, { action: 'confirm', token });
  expect(answer.status).toBe(200);
  return answer.body as { status: string; feed: { https: string; webcal: string } };
}

/** A confirmed user, signed in on a client of their own, and their access token. */
async function member(email: string) {
  const sb = client(env.backend);
  await sb.auth.signUp({ email, password, options: { emailRedirectTo: `${SITE}/auth` } });
  await follow((await lastMail(env.backend, email)).link);
  const { data, error } = await sb.auth.signInWithPassword({ email, password });
  expect(error).toBeNull();
  return { sb, id: data.user?.id as string, token: data.session?.access_token as string };
}

function parseFeed(text: string) {
  const root = new ICAL.Component(ICAL.parse(text));
  return { root, events: root.getAllSubcomponents('vevent') };
}

describe('subscribing, with double opt-in', () => {
  it('stores a pending request and sends only a confirmation link, valid for 7 days', async () => {
    const email = 'asha.pending@example.in';
    const answer = await callReminders(
      env.backend,
      validSubscription({ email: 'Asha.Pending@Example.in', registrations: ['pf', 'gst-monthly'] }),
    );
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ status: 'pending' });

    const row = await subscriptionOf(admin, email);
    expect(row).toMatchObject({
      email,
      registrations: ['gst-monthly', 'pf'],
      state: 'Maharashtra',
      status: 'pending',
      email_enabled: true,
      feed_token: null,
      user_id: null,
      confirmed_at: null,
      consent_text: REMINDER_CONSENT_TEXT,
      language: 'en',
    });
    const lapses = Date.parse(row?.confirm_expires_at as string) - Date.now();
    expect(lapses).toBeGreaterThan(7 * 86_400_000 - 60_000);
    expect(lapses).toBeLessThanOrEqual(7 * 86_400_000);

    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    const link = await confirmationLink(email);
    expect(link.startsWith(`${SITE}/reminders/confirm?token=`)).toBe(true);
    expect(mails[0]?.text).toContain('GST: monthly returns');
    expect(mails[0]?.text).toContain(`${SITE}/privacy`);
    // Only a hash of the link's token is kept, with what the request asked for.
    const links = await confirmationsOf(row?.id);
    expect(links).toMatchObject([
      { registrations: ['gst-monthly', 'pf'], state: 'Maharashtra', language: 'en' },
    ]);
    expect(links[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify([row, links])).not.toContain(tokenOf(link));
  });

  it('confirms with the link once, and gives the calendar feed', async () => {
    const email = 'asha.confirm@example.in';
    await callReminders(env.backend, validSubscription({ email }));
    const token = tokenOf(await confirmationLink(email));
    const answer = await callReminders(env.backend, { action: 'confirm', token });
    expect(answer.status).toBe(200);
    const feed = answer.body.feed as { https: string; webcal: string };
    expect(answer.body.status).toBe('confirmed');
    expect(feed.https).toMatch(
      new RegExp(`^${env.backend.url}/functions/v1/calendar-feed\\?token=[\\w-]{43}$`),
    );
    expect(feed.webcal).toBe(feed.https.replace(/^http:/, 'webcal:'));
    const row = await subscriptionOf(admin, email);
    expect(row).toMatchObject({ status: 'confirmed', confirm_expires_at: null });
    expect(row?.confirmed_at).toBeTruthy();
    expect(await confirmationsOf(row?.id)).toEqual([]);

    const again = await callReminders(env.backend, { action: 'confirm', token });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('invalid_token');
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('answers a repeat for a confirmed address as any other, and changes and sends nothing', async () => {
    const email = 'asha.repeat@example.in';
    await confirmed(email);
    const before = await subscriptionOf(admin, email);
    const repeat = await callReminders(
      env.backend,
      validSubscription({ email, registrations: ['tds'], state: null }),
    );
    expect(repeat.status).toBe(201);
    expect(repeat.body).toEqual({ status: 'pending' });
    expect(await subscriptionOf(admin, email)).toEqual(before);
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('L8: sends a new link on a repeat while pending; each link confirms what its own request asked for, and the first one followed ends the others', async () => {
    const email = 'asha.twice@example.in';
    await callReminders(env.backend, validSubscription({ email, registrations: ['pf'] }));
    const first = tokenOf(await confirmationLink(email));
    // Someone else asks for the same address with another choice.
    await callReminders(env.backend, validSubscription({ email, registrations: ['esi'] }));
    const second = tokenOf(await confirmationLink(email));
    expect(second).not.toBe(first);
    expect(await subscriptionOf(admin, email)).toMatchObject({
      status: 'pending',
      registrations: ['pf'],
    });
    // The person's own link still works, and confirms their own choice.
    expect((await callReminders(env.backend, { action: 'confirm', token: first })).status).toBe(
      200,
    );
    expect(await subscriptionOf(admin, email)).toMatchObject({
      status: 'confirmed',
      registrations: ['pf'],
    });
    const other = await callReminders(env.backend, { action: 'confirm', token: second });
    expect(other.status).toBe(400);
    expect(other.body.code).toBe('invalid_token');
    expect(await subscriptionOf(admin, email)).toMatchObject({ registrations: ['pf'] });
  });

  it('confirms the newer request when its link is the one followed', async () => {
    const email = 'asha.changed.mind@example.in';
    await callReminders(env.backend, validSubscription({ email, registrations: ['pf'] }));
    await callReminders(
      env.backend,
      validSubscription({ email, registrations: ['esi'], state: 'Delhi' }),
    );
    const second = tokenOf(await confirmationLink(email));
    expect((await callReminders(env.backend, { action: 'confirm', token: second })).status).toBe(
      200,
    );
    expect(await subscriptionOf(admin, email)).toMatchObject({
      status: 'confirmed',
      registrations: ['esi'],
      state: 'Delhi',
    });
  });

  it('refuses a link past its 7 days, and an unknown one', async () => {
    const email = 'asha.lapsed@example.in';
    await callReminders(env.backend, validSubscription({ email }));
    const token = tokenOf(await confirmationLink(email));
    const id = (await subscriptionOf(admin, email))?.id;
    await admin
      .from('reminder_confirmations')
      .update({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .eq('subscription_id', id);
    const lapsed = await callReminders(env.backend, { action: 'confirm', token });
    expect(lapsed.status).toBe(400);
    expect(lapsed.body).toMatchObject({ code: 'invalid_token', message: expect.any(String) });
    expect((await subscriptionOf(admin, email))?.status).toBe('pending');
    const unknown = await callReminders(env.backend, { action: 'confirm', token: 'x'.repeat(43) });
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe('invalid_token');
  });

  it('answers a filled honeypot as a success, and stores and sends nothing', async () => {
    const email = 'bot@example.in';
    const before = await rowCounts(admin);
    const answer = await callReminders(
      env.backend,
      validSubscription({ email, website: 'http://spam.example' }),
    );
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ status: 'pending' });
    expect(await rowCounts(admin)).toEqual(before);
    expect(await mailsTo(email)).toEqual([]);
  });
});

describe('bad input', () => {
  const subscribe = (change: Record<string, unknown>) => ({
    ...validSubscription({ email: 'invalid@example.in' }),
    ...change,
  });
  it.each([
    ['action', { action: 'subscribe-me' }, M.action],
    ['email', subscribe({ email: 'asha@' }), M.emailInvalid],
    ['email', subscribe({ email: '' }), M.emailRequired],
    ['registrations', subscribe({ registrations: [] }), M.registrationsRequired],
    ['registrations', subscribe({ registrations: ['gst', 'pf'] }), M.registrationUnknown],
    ['registrations', subscribe({ registrations: 'pf' }), M.registrationsRequired],
    ['state', subscribe({ state: 'Bombay' }), M.stateUnknown],
    [
      'state',
      subscribe({ registrations: ['professional-tax'], state: null }),
      M.stateForProfessionalTax,
    ],
    ['consent', subscribe({ consent: false }), M.consent],
    ['token', { action: 'confirm', token: 'short' }, M.token],
    ['token', { action: 'unsubscribe' }, M.token],
  ])('refuses an invalid %s with 400, its message, and no change', async (field, body, message) => {
    const before = await rowCounts(admin);
    const answer = await callReminders(env.backend, body);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'validation_failed', message: expect.any(String) });
    expect(answer.body.fields).toEqual({ [field]: message });
    expect(await rowCounts(admin)).toEqual(before);
    expect(await mailsTo('invalid@example.in')).toEqual([]);
  });

  it('refuses a member’s invalid update with 400, its messages, and no change', async () => {
    const { token } = await member('invalid.member@example.in');
    const before = await rowCounts(admin);
    const answer = await callReminders(
      env.backend,
      { action: 'update', registrations: [], state: 'Goa', emailEnabled: 'yes', consent: false },
      { token },
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'validation_failed' });
    expect(answer.body.fields).toEqual({
      registrations: M.registrationsRequired,
      emailEnabled: M.emailEnabled,
    });
    // Emails need consent; a calendar choice kept without them does not.
    const noConsent = await callReminders(
      env.backend,
      { action: 'update', registrations: ['pf'], state: null, emailEnabled: true, consent: false },
      { token },
    );
    expect(noConsent.status).toBe(400);
    expect(noConsent.body.fields).toEqual({ consent: M.consent });
    expect(await rowCounts(admin)).toEqual(before);
    const choiceOnly = await callReminders(
      env.backend,
      { action: 'update', registrations: ['pf'], state: null, emailEnabled: false },
      { token },
    );
    expect(choiceOnly.status).toBe(200);
    expect(choiceOnly.body.subscription).toMatchObject({
      registrations: ['pf'],
      emailEnabled: false,
    });
  });

  it('refuses a body that is not JSON, and a method other than POST', async () => {
    const before = await rowCounts(admin);
    const answer = await callReminders(env.backend, null, { raw: '{"action":' });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('invalid_json');
    const get = await fetch(`${env.backend.url}/functions/v1/reminders`);
    expect(get.status).toBe(405);
    expect(await rowCounts(admin)).toEqual(before);
  });

  it('refuses a feed address without a whole token with 400, and an unknown one with 404', async () => {
    const feed = (query: string) => fetch(`${env.backend.url}/functions/v1/calendar-feed${query}`);
    for (const query of ['', '?token=', '?token=abc']) {
      const answer = await feed(query);
      expect(answer.status, query).toBe(400);
      expect(await answer.json()).toMatchObject({
        code: 'validation_failed',
        fields: { token: M.token },
      });
    }
    const unknown = await feed(`?token=${'A'.repeat(43)}`);
    expect(unknown.status).toBe(404);
  });
});

describe('the language of a subscription', () => {
  it('keeps the Hindi of a request from a Hindi page, and confirms it in Hindi with a Hindi feed', async () => {
    const email = 'hindi.visitor@example.in';
    const answer = await callReminders(
      env.backend,
      validSubscription({ email, registrations: ['gst-monthly', 'pf'], language: 'hi' }),
    );
    expect(answer.status).toBe(201);
    expect(await subscriptionOf(admin, email)).toMatchObject({
      language: 'hi',
      consent_text: REMINDER_CONSENT_TEXTS.hi,
      status: 'pending',
    });
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toBe('अपने अनुपालन रिमाइंडर की पुष्टि करें');
    expect(mail?.text).toContain('GST: मासिक रिटर्न');
    expect(mail?.text).toContain(`${SITE}/hi/privacy`);
    const link = confirmLinkIn(mail?.text);
    expect(link.startsWith(`${SITE}/hi/reminders/confirm?token=`)).toBe(true);

    const confirmed = await confirmByLink(env.backend, link, 'hi');
    expect(confirmed.status).toBe(200);
    const again = await callReminders(env.backend, {
      action: 'confirm',
      token: tokenOf(link),
      language: 'hi',
    });
    expect(again.body).toMatchObject({
      code: 'invalid_token',
      message: expect.stringMatching(/^इस लिंक/),
    });

    const feed = (confirmed.body.feed as { https: string }).https;
    const { root, events } = parseFeed(await (await fetch(feed)).text());
    expect(root.getFirstPropertyValue('x-wr-calname')).toBe('Anupalan: आपकी अनुपालन नियत तारीखें');
    const gstr3b = events.find((e) =>
      String(e.getFirstPropertyValue('uid')).startsWith('gstr-3b-'),
    );
    expect(String(gstr3b?.getFirstPropertyValue('summary'))).toMatch(
      /^GSTR-3B \(मासिक रिटर्न भरने वाले\): (जनवरी|फ़रवरी|मार्च|अप्रैल|मई|जून|जुलाई|अगस्त|सितंबर|अक्टूबर|नवंबर|दिसंबर) \d{4}$/,
    );
  });

  it.each([['fr'], ['HI'], [''], [7], [null]])(
    'refuses the language %j with 400 and its message, storing and sending nothing',
    async (language) => {
      const email = `language-${String(language).toLowerCase() || 'empty'}@example.in`;
      const before = await rowCounts(admin);
      const answer = await callReminders(env.backend, {
        ...validSubscription({ email }),
        language,
      });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({
        code: 'validation_failed',
        message: 'Some details need correcting: see the message next to each field.',
      });
      expect(answer.body.fields).toEqual({
        language: 'Send the language as one of en, hi',
      });
      expect(await rowCounts(admin)).toEqual(before);
      expect(await mailsTo(email)).toEqual([]);
    },
  );

  it('answers a Hindi page’s mistakes in Hindi', async () => {
    const email = 'galat.hindi@example.in';
    const answer = await callReminders(env.backend, {
      ...validSubscription({ email, language: 'hi' }),
      email: 'galat@',
      consent: false,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('कुछ विवरण ठीक करने हैं: हर फ़ील्ड के पास दिया गया संदेश देखें।');
    expect(answer.body.fields).toEqual({
      email: reminderMessages.hi.emailInvalid,
      consent: reminderMessages.hi.consent,
    });
    const unknown = await callReminders(env.backend, {
      action: 'unsubscribe',
      token: 'n'.repeat(43),
      language: 'hi',
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toMatch(/^इस लिंक की अवधि समाप्त हो गई है/);
  });

  it('lets a member’s reminders take the language of the page they set them on, and keep it', async () => {
    const email = 'member.hindi@example.in';
    const { token } = await member(email);
    const choice = { action: 'update', registrations: ['pf'], state: null, emailEnabled: true };
    const onHindiPage = await callReminders(
      env.backend,
      { ...choice, consent: true, language: 'hi' },
      { token },
    );
    expect(onHindiPage.status).toBe(200);
    expect(onHindiPage.body.subscription).toMatchObject({ language: 'hi' });
    expect(await subscriptionOf(admin, email)).toMatchObject({
      language: 'hi',
      consent_text: REMINDER_CONSENT_TEXTS.hi,
    });
    // A client that names no language (an older page) leaves it as it is.
    const unnamed = await callReminders(env.backend, { ...choice, consent: true }, { token });
    expect(unnamed.body.subscription).toMatchObject({ language: 'hi' });
    const onEnglishPage = await callReminders(
      env.backend,
      { ...choice, consent: true, language: 'en' },
      { token },
    );
    expect(onEnglishPage.body.subscription).toMatchObject({ language: 'en' });
    const refused = await callReminders(
      env.backend,
      { ...choice, consent: true, language: 'fr' },
      { token },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({ language: M.language });
    expect((await subscriptionOf(admin, email))?.language).toBe('en');
  });
});

describe('rate limits', () => {
  it('limits confirmation emails per address a day, with Retry-After', async () => {
    const email = 'often@example.in';
    for (const _ of [1, 2]) {
      expect((await callReminders(env.backend, validSubscription({ email }))).status).toBe(201);
    }
    const limited = await callReminders(env.backend, validSubscription({ email }));
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ code: 'rate_limited', retryAfter: expect.any(Number) });
    const wait = Number(limited.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(23 * 3600);
    expect(wait).toBeLessThanOrEqual(24 * 3600);
    expect(limited.body.message).toBe(
      'We have already sent several confirmation emails to this address today. Please try again in 24 hours.',
    );
    expect(await mailsTo(email)).toHaveLength(2);
  });

  it('limits requests per client address an hour', async () => {
    const ip = freshAddress();
    for (const n of [1, 2, 3]) {
      const email = `office${n}@example.in`;
      expect((await callReminders(env.backend, validSubscription({ email }), { ip })).status).toBe(
        201,
      );
    }
    const email = 'office4@example.in';
    const limited = await callReminders(env.backend, validSubscription({ email }), { ip });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(3000);
    expect(await subscriptionOf(admin, email)).toBeNull();
    expect(
      (await callReminders(env.backend, validSubscription({ email }), { ip: freshAddress() }))
        .status,
    ).toBe(201);
  });
});

describe('the calendar feed', () => {
  it('is the chosen due dates of the next twelve months, with stable UIDs and two alarms', async () => {
    const { feed } = await confirmed('feed@example.in', ['gst-monthly', 'pf']);
    const response = await fetch(feed.https);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const text = await response.text();
    expect(text).toContain('\r\nREFRESH-INTERVAL;VALUE=DURATION:P1D\r\n');
    expect(text).toContain('\r\nX-PUBLISHED-TTL:P1D\r\n');

    const today = todayInIndia();
    const expected = dueDatesFor(calendarData, today, addDays(today, 365), {
      registrations: ['gst-monthly', 'pf'],
      state: 'Maharashtra',
    });
    const { events } = parseFeed(text);
    expect(events.length).toBeGreaterThan(20);
    expect(events.map((e) => e.getFirstPropertyValue('uid'))).toEqual(
      expected.map((due) => `${due.uid}@127.0.0.1`),
    );
    expect(events.map((e) => String(e.getFirstPropertyValue('dtstart')))).toEqual(
      expected.map((due) => due.date),
    );
    for (const event of events) {
      const triggers = event
        .getAllSubcomponents('valarm')
        .map((alarm) => String(alarm.getFirstPropertyValue('trigger')));
      expect(triggers).toEqual([...ALARMS]);
    }
    // 09:00 seven days before, and 09:00 the day before.
    expect(ALARMS.map((a) => ICAL.Duration.fromString(a).toSeconds())).toEqual([
      -(7 * 24 - 9) * 3600,
      -(24 - 9) * 3600,
    ]);
    const gst = events.find((e) => String(e.getFirstPropertyValue('uid')).startsWith('gstr-3b-'));
    expect(String(gst?.getFirstPropertyValue('description'))).toContain(
      `${SITE}/contact#assessment`,
    );
    // Fetched again, the same events keep their UIDs.
    const again = parseFeed(await (await fetch(feed.https)).text());
    expect(again.events.map((e) => e.getFirstPropertyValue('uid'))).toEqual(
      events.map((e) => e.getFirstPropertyValue('uid')),
    );
  });
});

describe('unsubscribing', () => {
  it('stops the subscription by the page’s token, revokes the feed, and can be repeated', async () => {
    const email = 'leaving@example.in';
    const { feed } = await confirmed(email);
    const token = (await subscriptionOf(admin, email))?.unsubscribe_token as string;
    const answer = await callReminders(env.backend, { action: 'unsubscribe', token });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: 'unsubscribed' });
    expect(await subscriptionOf(admin, email)).toMatchObject({
      status: 'unsubscribed',
      feed_token: null,
    });
    expect((await fetch(feed.https)).status).toBe(404);
    const again = await callReminders(env.backend, { action: 'unsubscribe', token });
    expect(again.status).toBe(200);
    const unknown = await callReminders(env.backend, {
      action: 'unsubscribe',
      token: 'u'.repeat(43),
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe('invalid_token');
  });

  it('stops it by a mail client’s one-click POST (RFC 8058), and only with One-Click', async () => {
    const email = 'one.click@example.in';
    await confirmed(email);
    const token = (await subscriptionOf(admin, email))?.unsubscribe_token as string;
    const url = `${env.backend.url}/functions/v1/reminders?unsubscribe=${token}`;
    const wrong = await oneClick(url, 'List-Unsubscribe=Yes');
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      code: 'validation_failed',
      fields: { 'List-Unsubscribe': expect.any(String) },
    });
    const malformed = await oneClick(`${env.backend.url}/functions/v1/reminders?unsubscribe=x`);
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ fields: { unsubscribe: M.token } });
    expect((await subscriptionOf(admin, email))?.status).toBe('confirmed');

    const answer = await oneClick(url);
    expect(answer.status).toBe(200);
    expect((await subscriptionOf(admin, email))?.status).toBe('unsubscribed');
  });

  it('asks for confirmation again when an unsubscribed address subscribes again', async () => {
    const email = 'back.again@example.in';
    await confirmed(email);
    const token = (await subscriptionOf(admin, email))?.unsubscribe_token as string;
    await callReminders(env.backend, { action: 'unsubscribe', token });
    await callReminders(env.backend, validSubscription({ email }));
    expect((await subscriptionOf(admin, email))?.status).toBe('pending');
    expect(await mailsTo(email)).toHaveLength(2);
  });
});

describe('members', () => {
  it('get, update (confirmed, with the account’s email) and rotate the feed with their token', async () => {
    const email = 'member@example.in';
    const { token, id } = await member(email);
    const empty = await callReminders(env.backend, { action: 'get' }, { token });
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({ subscription: null, feed: null });

    const update = await callReminders(
      env.backend,
      {
        action: 'update',
        registrations: ['tds', 'gst-monthly'],
        state: null,
        emailEnabled: true,
        consent: true,
        email: 'someone.else@example.in',
        status: 'unsubscribed',
      },
      { token },
    );
    expect(update.status).toBe(200);
    expect(update.body.subscription).toMatchObject({
      email,
      registrations: ['gst-monthly', 'tds'],
      state: null,
      emailEnabled: true,
      status: 'confirmed',
    });
    const feed = update.body.feed as { https: string };
    expect(await subscriptionOf(admin, email)).toMatchObject({ user_id: id, status: 'confirmed' });
    expect(await subscriptionOf(admin, 'someone.else@example.in')).toBeNull();
    expect(await mailsTo(email)).toHaveLength(1); // the account's confirmation only

    const got = await callReminders(env.backend, { action: 'get' }, { token });
    expect(got.body).toEqual(update.body);

    const rotated = await callReminders(env.backend, { action: 'rotate-feed' }, { token });
    expect(rotated.status).toBe(200);
    const fresh = (rotated.body.feed as { https: string }).https;
    expect(fresh).not.toBe(feed.https);
    expect((await fetch(feed.https)).status).toBe(404);
    expect((await fetch(fresh)).status).toBe(200);
  });

  it('links a request made with the form to the account with that address', async () => {
    const email = 'former.visitor@example.in';
    await confirmed(email, ['esi']);
    const { token, id } = await member(email);
    const got = await callReminders(env.backend, { action: 'get' }, { token });
    expect(got.body.subscription).toMatchObject({ email, registrations: ['esi'] });
    expect((await subscriptionOf(admin, email))?.user_id).toBe(id);
  });

  it('refuses members’ actions without a session, or with a forged token', async () => {
    const header = Buffer.from('{"alg":"HS256","typ":"JWT"}').toString('base64url');
    const payload = Buffer.from(
      JSON.stringify({ sub: '6e0c1a4e-0000-4000-8000-000000000000', role: 'authenticated' }),
    ).toString('base64url');
    for (const token of [undefined, `${header}.${payload}.c2lnbmF0dXJl`]) {
      for (const action of ['get', 'rotate-feed']) {
        const answer = await callReminders(env.backend, { action }, { token });
        expect(answer.status).toBe(401);
        expect(answer.body.code).toBe('session_expired');
      }
    }
    const { token } = await member('no.reminders@example.in');
    const none = await callReminders(env.backend, { action: 'rotate-feed' }, { token });
    expect(none.status).toBe(404);
    expect(none.body.code).toBe('not_subscribed');
  });
});

describe('the tables through the REST API', () => {
  it('let a member read only their own choices, never a token, and change nothing directly', async () => {
    const owner = await member('owner.rls@example.in');
    const other = await member('other.rls@example.in');
    for (const { token } of [owner, other]) {
      await callReminders(
        env.backend,
        { action: 'update', registrations: ['pf'], state: null, emailEnabled: true, consent: true },
        { token },
      );
    }
    const mine = await owner.sb.from('reminder_subscriptions').select('email, user_id, status');
    expect(mine.error).toBeNull();
    expect(mine.data).toEqual([
      { email: 'owner.rls@example.in', user_id: owner.id, status: 'confirmed' },
    ]);
    for (const secret of ['unsubscribe_token', 'feed_token', '*']) {
      const read = await owner.sb.from('reminder_subscriptions').select(secret);
      expect(read.error?.code, secret).toBe('42501');
    }
    // Nor the confirmation links of anyone's requests.
    const links = await owner.sb.from('reminder_confirmations').select('token_hash');
    expect(links.error?.code).toBe('42501');

    // Choices change through the function, which checks them against the calendar.
    const before = await subscriptionOf(admin, 'owner.rls@example.in');
    for (const change of [
      { registrations: ['pf', 'no-such-registration'] },
      { registrations: ['professional-tax'], state: null },
      { email_enabled: false },
      { email: 'elsewhere@example.in' },
      { status: 'unsubscribed' },
      { feed_token: 'f'.repeat(43) },
      { user_id: other.id },
    ]) {
      const { error } = await owner.sb
        .from('reminder_subscriptions')
        .update(change)
        .eq('user_id', owner.id);
      expect(error?.code, JSON.stringify(change)).toBe('42501');
    }
    expect(await subscriptionOf(admin, 'owner.rls@example.in')).toEqual(before);

    const theirs = await owner.sb
      .from('reminder_subscriptions')
      .select('id')
      .eq('user_id', other.id);
    expect(theirs.data).toEqual([]);

    const insert = await owner.sb.from('reminder_subscriptions').insert({
      email: 'owner2@example.in',
      registrations: ['pf'],
      unsubscribe_token: 'i'.repeat(43),
      consent_text: 'x',
    });
    expect(insert.error?.code).toBe('42501');
    const remove = await owner.sb.from('reminder_subscriptions').delete().eq('user_id', owner.id);
    expect(remove.error?.code).toBe('42501');
    for (const table of ['reminder_deliveries', 'reminder_attempts', 'reminder_outbox']) {
      expect((await owner.sb.from(table).select('*')).error?.code).toBe('42501');
    }
  });

  it('show visitors who are not signed in nothing, and let them change nothing', async () => {
    const anon = client(env.backend);
    for (const table of [
      'reminder_subscriptions',
      'reminder_deliveries',
      'reminder_attempts',
      'reminder_outbox',
    ]) {
      const { data, error } = await anon.from(table).select('*');
      expect(data, table).toBeNull();
      expect(error?.code, table).toBe('42501');
    }
    const insert = await anon.from('reminder_subscriptions').insert({
      email: 'anon@example.in',
      registrations: ['pf'],
      unsubscribe_token: 'a'.repeat(43),
      consent_text: 'x',
    });
    expect(insert.error?.code).toBe('42501');
    const erase = await anon.rpc('erase_expired_personal_data');
    expect(erase.error?.code).toBe('42501');
    const count = await anon.rpc('count_reminder_recipients', { p_day: '2026-12-01', p_due: {} });
    expect(count.error?.code).toBe('42501');
  });
});

describe('erase_expired_personal_data()', () => {
  const ago = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
  const lead = (email: string, updatedAt: string) => ({
    name: 'Old Request',
    email,
    phone: '+919876543210',
    company: 'Old Ltd',
    employees: '1-9',
    state: 'Delhi',
    topics: ['GST'],
    source_path: '/contact',
    consent_text: CONSENT_TEXT,
    idempotency_key: crypto.randomUUID(),
    created_at: ago(900),
    updated_at: updatedAt,
  });
  const subscription = (email: string, values: Record<string, unknown>) => ({
    email,
    registrations: ['pf'],
    unsubscribe_token: `${email.replace(/\W/g, '').padEnd(43, 'z')}`.slice(0, 43),
    consent_text: REMINDER_CONSENT_TEXT,
    ...values,
  });

  it('erases what is past its time, and nothing else', async () => {
    expect(
      (
        await admin
          .from('leads')
          .insert([
            lead('erase.old@example.in', ago(731)),
            lead('erase.recent@example.in', ago(729)),
          ])
      ).error,
    ).toBeNull();
    for (const row of [
      subscription('erase.lapsed@example.in', {
        status: 'pending',
        confirm_expires_at: ago(0.01),
      }),
      subscription('erase.waiting@example.in', {
        status: 'pending',
        confirm_expires_at: ago(-6),
      }),
      subscription('erase.stopped@example.in', { status: 'unsubscribed', updated_at: ago(31) }),
      subscription('erase.confirmed@example.in', {
        status: 'confirmed',
        confirmed_at: ago(800),
        created_at: ago(800),
        updated_at: ago(800),
      }),
    ]) {
      expect((await admin.from('reminder_subscriptions').insert(row)).error).toBeNull();
    }
    const erased = await admin.rpc('erase_expired_personal_data');
    expect(erased.error).toBeNull();
    // At least these rows (others of this file may have lapsed too).
    expect(erased.data.leads).toBeGreaterThanOrEqual(1);
    expect(erased.data.pendingReminderRequests).toBeGreaterThanOrEqual(1);
    expect(erased.data.unsubscribedReminders).toBeGreaterThanOrEqual(1);
    // Run again, it finds nothing more.
    const { data: counts } = await admin.rpc('erase_expired_personal_data');
    expect(counts).toEqual({
      leads: 0,
      pendingReminderRequests: 0,
      unsubscribedReminders: 0,
      reminderDeliveries: 0,
      rateLimitHashes: 0,
    });

    const leads = await admin
      .from('leads')
      .select('email')
      .in('email', ['erase.old@example.in', 'erase.recent@example.in']);
    expect(leads.data).toEqual([{ email: 'erase.recent@example.in' }]);
    const left = await admin
      .from('reminder_subscriptions')
      .select('email')
      .like('email', 'erase.%')
      .order('email');
    expect(left.data).toEqual([
      { email: 'erase.confirmed@example.in' },
      { email: 'erase.waiting@example.in' },
    ]);
  });

  it('counts a lead’s two years from its last change by the business, not from an account deletion', async () => {
    const email = 'erase.touched@example.in';
    await admin.from('leads').insert(lead(email, ago(800)));
    await admin.from('leads').update({ user_id: null }).eq('email', email);
    const untouched = await admin.from('leads').select('updated_at').eq('email', email).single();
    expect(Date.parse(untouched.data?.updated_at)).toBeLessThan(Date.parse(ago(799)));
    await admin.from('leads').update({ status: 'contacted' }).eq('email', email);
    const touched = await admin.from('leads').select('updated_at').eq('email', email).single();
    expect(Date.parse(touched.data?.updated_at)).toBeGreaterThan(Date.now() - 60_000);
    await admin.rpc('erase_expired_personal_data');
    expect((await admin.from('leads').select('id').eq('email', email)).data).toHaveLength(1);
  });
});
