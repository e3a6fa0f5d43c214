/**
 * A member's language follows them: chosen at sign-up (supabase-js's `options.data`, as /auth
 * sends the language of the page the visitor came from), changed on /profile (`updateUser`), and
 * the language of every email the site sends them: the auth emails (rendered from
 * supabase/templates/), and their reminders' confirmation and digests. English when they never
 * chose. Through the embedded backend, its Edge Functions and its mailbox.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectAccountData } from '../../src/features/profile/account-data.ts';
import { client, follow, lastMail, SITE } from '../support/backend.ts';
import { adminClient, startLeadBackend, submitLead, validLead } from '../support/leads.ts';
import {
  addDays,
  callReminders,
  confirmByLink,
  confirmLinkIn,
  nextDueDate,
  sendRemindersUntilDone,
  subscriptionOf,
  validSubscription,
} from '../support/reminders.ts';

let env: Awaited<ReturnType<typeof startLeadBackend>>;
let admin: SupabaseClient;
const password = 'correct horse battery';

beforeAll(async () => {
  env = await startLeadBackend({ LEAD_NOTIFY_EMAIL: 'team@anupalan.test' });
  admin = await adminClient(env.backend);
});

afterAll(async () => {
  await env?.stop();
});

interface Message {
  Subject: string;
  Text: string;
  HTML: string;
}

/** The newest email to `address`, whole. */
async function newestMail(address: string): Promise<Message> {
  const list = (await (await fetch(`${env.backend.mailUrl}/api/v1/messages`)).json()) as {
    messages: { ID: string; To: { Address: string }[] }[];
  };
  const found = list.messages.find((m) => m.To[0]?.Address === address);
  if (!found) throw new Error(`no mail to ${address}`);
  return (await (
    await fetch(`${env.backend.mailUrl}/api/v1/message/${found.ID}`)
  ).json()) as Message;
}

/** Signs up as /auth does, with the language the page gave (none: an older client). */
async function signUp(email: string, language?: string) {
  const sb = client(env.backend);
  const { error } = await sb.auth.signUp({
    email,
    password,
    options: {
      emailRedirectTo: `${SITE}/auth`,
      ...(language ? { data: { language } } : {}),
    },
  });
  expect(error).toBeNull();
  return sb;
}

/** Confirms the newest link to `email` and signs in: the client and its access token. */
async function confirmAndSignIn(sb: SupabaseClient, email: string) {
  const confirmed = await follow((await lastMail(env.backend, email)).link);
  expect(confirmed.hash.get('access_token')).toBeTruthy();
  const { data, error } = await sb.auth.signInWithPassword({ email, password });
  expect(error).toBeNull();
  return data.session?.access_token as string;
}

describe('the language of a member’s auth emails', () => {
  it('signed up from a Hindi page: the confirmation in Hindi, and the account says hi', async () => {
    const email = 'meera.hindi@example.in';
    const sb = await signUp(email, 'hi');
    const mail = await newestMail(email);
    expect(mail.Subject).toBe('अपने ईमेल पते की पुष्टि करें');
    expect(mail.HTML).toContain('<html lang="hi">');
    expect(mail.Text).toMatch(/^अपने ईमेल पते की पुष्टि करें\n\nAnupalan पर अपना खाता बनाने/);
    await confirmAndSignIn(sb, email);
    const data = await collectAccountData(sb);
    expect(data.ok && data.data.account.language).toBe('hi');
    // Recovery comes in Hindi too.
    await client(env.backend).auth.resetPasswordForEmail(email, {
      redirectTo: `${SITE}/auth?link=recovery`,
    });
    expect((await newestMail(email)).Subject).toBe('अपना पासवर्ड रीसेट करें');
  });

  it('English by default: an account with no language, or one the site does not have', async () => {
    for (const [email, language] of [
      ['ravi.default@example.in', undefined],
      ['ravi.tamil@example.in', 'ta'],
    ] as const) {
      const sb = await signUp(email, language);
      const mail = await newestMail(email);
      expect(mail.Subject).toBe('Confirm your email address');
      expect(mail.HTML).toContain('<html lang="en-IN">');
      await confirmAndSignIn(sb, email);
      const data = await collectAccountData(sb);
      expect(data.ok && data.data.account.language).toBe('en');
    }
  });
});

describe('changing the language on /profile', () => {
  it('turns the recovery mail and the reminder digests to the new language, and back', async () => {
    const email = 'arjun.switch@example.in';
    const sb = await signUp(email, 'en');
    const token = await confirmAndSignIn(sb, email);
    const choice = { action: 'update', registrations: ['gst-monthly'], state: null };
    const saved = await callReminders(
      env.backend,
      { ...choice, emailEnabled: true, consent: true, language: 'en' },
      { token },
    );
    expect(saved.status).toBe(200);
    expect((await subscriptionOf(admin, email))?.language).toBe('en');

    // What /profile's "Language of our emails" does.
    expect((await sb.auth.updateUser({ data: { language: 'hi' } })).error).toBeNull();
    expect((await subscriptionOf(admin, email))?.language).toBe('hi');
    await client(env.backend).auth.resetPasswordForEmail(email, {
      redirectTo: `${SITE}/auth?link=recovery`,
    });
    const recovery = await newestMail(email);
    expect(recovery.Subject).toBe('अपना पासवर्ड रीसेट करें');
    expect(recovery.HTML).toContain('<html lang="hi">');

    // The digest is in Hindi, with the Hindi pages' links.
    const due = nextDueDate('gstr-3b', ['gst-monthly']);
    await sendRemindersUntilDone(env.backend, addDays(due.date, -7));
    const digest = await newestMail(email);
    expect(digest.Text).toContain(`${SITE}/hi/reminders/unsubscribe?token=`);
    expect(digest.Subject).toMatch(/[\u0900-\u097F]/);

    // A calendar page in the other language does not change a member's own choice.
    const fromEnglishPage = await callReminders(
      env.backend,
      { ...choice, emailEnabled: true, consent: true, language: 'en' },
      { token },
    );
    expect(fromEnglishPage.body.subscription).toMatchObject({ language: 'hi' });

    // Back to English: the reminders follow again.
    expect((await sb.auth.updateUser({ data: { language: 'en' } })).error).toBeNull();
    expect((await subscriptionOf(admin, email))?.language).toBe('en');
    const data = await collectAccountData(sb);
    expect(data.ok && data.data.account.language).toBe('en');
  });

  it('keeps the page’s language for a request a signed-in member sends', async () => {
    const email = 'kavya.lead@example.in';
    const sb = await signUp(email, 'hi');
    await confirmAndSignIn(sb, email);
    const sent = await submitLead(sb, validLead({ email, language: 'en' }), '198.51.100.77');
    expect(sent.status).toBe(201);
    const receipt = await newestMail(email);
    expect(receipt.Subject).toBe('We have received your request for a compliance assessment');
  });
});

describe('a member whose address Supabase Auth has not proved', () => {
  it('gets the reminders’ confirmation email in their own language', async () => {
    // Sign-ups confirmed automatically prove nothing: emails on go through the double opt-in.
    const auto = await startLeadBackend({}, undefined, { GOTRUE_MAILER_AUTOCONFIRM: 'true' });
    try {
      const email = 'neha.auto@example.in';
      const sb = client(auto.backend);
      const { data, error } = await sb.auth.signUp({
        email,
        password,
        options: { data: { language: 'hi' } },
      });
      expect(error).toBeNull();
      const answer = await callReminders(
        auto.backend,
        {
          action: 'update',
          registrations: ['pf'],
          state: null,
          emailEnabled: true,
          consent: true,
          language: 'en',
        },
        { token: data.session?.access_token as string },
      );
      expect(answer.status).toBe(202);
      const list = (await (await fetch(`${auto.backend.mailUrl}/api/v1/messages`)).json()) as {
        messages: { ID: string; To: { Address: string }[] }[];
      };
      const id = list.messages.find((m) => m.To[0]?.Address === email)?.ID;
      const mail = (await (
        await fetch(`${auto.backend.mailUrl}/api/v1/message/${id}`)
      ).json()) as Message;
      expect(mail.Text).toContain(`${SITE}/hi/reminders/confirm?token=`);
    } finally {
      await auto.stop();
    }
  });
});

describe('a stored language the site does not have', () => {
  it('is any code of a language’s form to the database, and nothing else', async () => {
    const email = 'form.check@example.in';
    const saved = await submitLead(client(env.backend), validLead({ email }), '198.51.100.78');
    expect(saved.status).toBe(201);
    const lead = admin
      .from('leads')
      .update({ language: 'zz' })
      .eq('email', email)
      .select('language');
    expect((await lead).data).toEqual([{ language: 'zz' }]);
    for (const language of ['Hindi', 'h', 'hi-in', '', 'hi; drop']) {
      const { error } = await admin.from('leads').update({ language }).eq('email', email);
      expect(error?.code, language).toBe('23514');
    }
  });

  it('is read as the original language: the digest and the calendar feed in English', async () => {
    const email = 'zara.handset@example.in';
    const sb = await signUp(email, 'hi');
    const token = await confirmAndSignIn(sb, email);
    const saved = await callReminders(
      env.backend,
      {
        action: 'update',
        registrations: ['gst-monthly'],
        state: null,
        emailEnabled: true,
        consent: true,
      },
      { token },
    );
    expect(saved.status).toBe(200);
    expect((await subscriptionOf(admin, email))?.language).toBe('hi');

    // A member's metadata set by hand: any code of a language's form follows them, anything else
    // is left where it is, and their update never fails on it.
    expect((await sb.auth.updateUser({ data: { language: 'zz' } })).error).toBeNull();
    expect((await subscriptionOf(admin, email))?.language).toBe('zz');
    expect((await sb.auth.updateUser({ data: { language: 'not a language' } })).error).toBeNull();
    expect((await subscriptionOf(admin, email))?.language).toBe('zz');

    const due = nextDueDate('gstr-3b', ['gst-monthly']);
    await sendRemindersUntilDone(env.backend, addDays(due.date, -7));
    const digest = await newestMail(email);
    expect(digest.Text).toContain(`${SITE}/reminders/unsubscribe?token=`);
    expect(digest.Subject).not.toMatch(/[\u0900-\u097F]/);
    expect(digest.Text).not.toMatch(/[\u0900-\u097F]/);

    const feed = (saved.body.feed as { https: string }).https;
    const calendar = await fetch(feed);
    expect(calendar.status).toBe(200);
    const ics = await calendar.text();
    expect(ics).toMatch(/^PRODID:.*\/\/EN\r$/m);
    expect(ics).not.toMatch(/[\u0900-\u097F]/);

    // The member's own view of their reminders says the language their emails come in.
    const view = await callReminders(env.backend, { action: 'get' }, { token });
    expect(view.body.subscription).toMatchObject({ language: 'en' });
  });

  it('is read as the original language when a confirmation link holds it', async () => {
    const email = 'zoya.pending@example.in';
    const asked = await callReminders(env.backend, validSubscription({ email, language: 'hi' }));
    expect(asked.status).toBe(201);
    const link = confirmLinkIn((await newestMail(email)).Text);
    const pending = await subscriptionOf(admin, email);
    const { data, error } = await admin
      .from('reminder_confirmations')
      .update({ language: 'zz' })
      .eq('subscription_id', pending?.id as string)
      .select('language');
    expect(error).toBeNull();
    expect(data).toEqual([{ language: 'zz' }]);
    const confirmed = await confirmByLink(env.backend, link, 'hi');
    expect(confirmed.status).toBe(200);
    expect((await subscriptionOf(admin, email))?.language).toBe('en');
  });
});
