/**
 * send-reminders through the embedded backend: who may run it, one digest per subscriber and
 * day (never twice: not on a second run, not after unsubscribing; a run cut off is made good once
 * its claims lapse), batches that carry on across runs, a provider outage that delays and never duplicates, and
 * each digest in the language its subscriber asked in.
 * The functions' mail goes to a stub standing in for the local mailbox, which records all of
 * what a function passes on (the headers and HTML included).
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarDataIn } from '../../supabase/functions/_shared/calendar-data.ts';
import { periodIn } from '../../supabase/functions/_shared/calendar-language.ts';
import {
  REMINDER_CONSENT_TEXT,
  REMINDER_MESSAGES,
} from '../../supabase/functions/_shared/reminders.ts';
import { longDate } from '../../supabase/functions/send-reminders/digest.ts';
import { SITE } from '../support/backend.ts';
import { adminClient, startLeadBackend } from '../support/leads.ts';
import {
  addDays,
  callReminders,
  confirmByLink,
  confirmLinkIn,
  nextDueDate,
  oneClick,
  sendReminders,
  sendRemindersUntilDone,
  subscriptionOf,
  tokenOf,
  validSubscription,
} from '../support/reminders.ts';
import { type StubServer, startStubServer } from '../support/stub-server.ts';

interface SentMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
}

let env: Awaited<ReturnType<typeof startLeadBackend>>;
let admin: SupabaseClient;
let mailStub: StubServer;
/** While true, the stub answers every send with 500, as a provider in an outage. */
let outage = false;
/** The mails the stub accepted, oldest first. */
const delivered: SentMail[] = [];

beforeAll(async () => {
  mailStub = await startStubServer(({ body }) => {
    if (outage) return { status: 500, body: { error: 'provider down' } };
    delivered.push(JSON.parse(body) as SentMail);
    return { status: 201, body: {} };
  });
  env = await startLeadBackend({
    LOCAL_MAILBOX_URL: `${mailStub.url}/api/v1/send/stub`,
    // Two subscribers a batch and no time to spare: each run does one batch.
    REMINDERS_BATCH_SIZE: '2',
    REMINDERS_TIME_BUDGET_SECONDS: '0',
  });
  admin = await adminClient(env.backend);
});
afterAll(async () => {
  await env?.stop();
  await mailStub?.close();
});

const mailsTo = (email: string) => delivered.filter((m) => m.to === email);
const digestsTo = (email: string) =>
  mailsTo(email).filter((m) => m.subject.startsWith('Reminder:'));

let seeded = 0;
/** A subscriber stored as the functions store one, with the service role. */
async function seed(email: string, registrations: string[], values: Record<string, unknown> = {}) {
  const row = {
    email,
    registrations,
    status: 'confirmed',
    confirmed_at: new Date().toISOString(),
    unsubscribe_token: `seed${++seeded}`.padEnd(43, 'x'),
    consent_text: REMINDER_CONSENT_TEXT,
    ...values,
  };
  const { data, error } = await admin.from('reminder_subscriptions').insert(row).select('id');
  expect(error).toBeNull();
  return data?.[0]?.id as string;
}

async function deliveriesOf(ids: string[], day: string) {
  const { data, error } = await admin
    .from('reminder_deliveries')
    .select('subscription_id, status')
    .in('subscription_id', ids)
    .eq('day', day);
  expect(error).toBeNull();
  return data ?? [];
}

describe('who may run it', () => {
  it('answers 401 without a key and 403 with any key but the service role’s, doing nothing', async () => {
    const before = delivered.length;
    const none = await sendReminders(env.backend, {}, null);
    expect(none.status).toBe(401);
    expect(none.body.code).toBe('unauthorized');
    const header = Buffer.from('{"alg":"HS256","typ":"JWT"}').toString('base64url');
    const payload = Buffer.from('{"role":"service_role"}').toString('base64url');
    for (const key of [env.backend.publishableKey, `${header}.${payload}.c2lnbmF0dXJl`]) {
      const other = await sendReminders(env.backend, {}, key);
      expect(other.status).toBe(403);
      expect(other.body.code).toBe('forbidden');
    }
    expect(delivered.length).toBe(before);
  });

  it.each([['2026-02-30'], ['13/12/2026'], [20261213]])(
    'refuses the date %s with 400 validation_failed',
    async (date) => {
      const answer = await sendReminders(env.backend, { date });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({
        code: 'validation_failed',
        fields: { date: REMINDER_MESSAGES.date },
      });
      const { count } = await admin
        .from('reminder_deliveries')
        .select('*', { count: 'exact', head: true });
      expect(count).toBe(0);
    },
  );
});

describe('the daily digest', () => {
  const email = 'gst.filer@example.in';
  const gstr3b = nextDueDate('gstr-3b', ['gst-monthly']);
  const weekBefore = addDays(gstr3b.date, -7);

  it('goes to a confirmed subscriber seven days before a GSTR-3B date, once, with List-Unsubscribe', async () => {
    expect(
      (
        await callReminders(
          env.backend,
          validSubscription({ email, registrations: ['gst-monthly'], state: null }),
        )
      ).status,
    ).toBe(201);
    // Nothing but the confirmation is sent until it is followed.
    const beforeConfirming = await sendRemindersUntilDone(env.backend, weekBefore);
    expect(beforeConfirming.at(-1)).toMatchObject({ sent: 0, done: true });
    expect(mailsTo(email).map((m) => m.subject)).toEqual(['Confirm your compliance reminders']);
    const link = mailsTo(email)[0]?.text.match(/https?:\/\/\S+/)?.[0] ?? '';
    const confirmed = await callReminders(env.backend, { action: 'confirm', token: tokenOf(link) });
    expect(confirmed.status).toBe(200);

    const runs = await sendRemindersUntilDone(env.backend, weekBefore);
    expect(runs.reduce((n, run) => n + Number(run.sent), 0)).toBe(1);
    expect(runs.at(-1)).toEqual({
      date: weekBefore,
      sent: expect.any(Number),
      remaining: 0,
      done: true,
    });
    const digests = digestsTo(email);
    expect(digests).toHaveLength(1);
    const [digest] = digests as [SentMail];
    const token = (await subscriptionOf(admin, email))?.unsubscribe_token as string;

    expect(digest.subject).toContain('GSTR-3B');
    for (const part of [digest.text, digest.html ?? '']) {
      expect(part).toContain(gstr3b.name);
      expect(part).toContain(longDate(gstr3b.date));
      expect(part).toContain(gstr3b.period);
      expect(part).toContain(`${SITE}${gstr3b.href}`);
      expect(part).toContain(`${SITE}/contact#assessment`);
      expect(part).toContain(`${SITE}/reminders/unsubscribe?token=${token}`);
    }
    expect(digest.html).toMatch(/^<!doctype html>/);
    expect(digest.headers).toEqual({
      'List-Unsubscribe': `<${env.backend.url}/functions/v1/reminders?unsubscribe=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    const id = (await subscriptionOf(admin, email))?.id as string;
    expect(await deliveriesOf([id], weekBefore)).toEqual([{ subscription_id: id, status: 'sent' }]);
  });

  it('sends nothing when run again for the same day', async () => {
    const again = await sendReminders(env.backend, { date: weekBefore });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ date: weekBefore, sent: 0, remaining: 0, done: true });
    expect(digestsTo(email)).toHaveLength(1);
  });

  it('sends nothing after a one-click unsubscribe through the List-Unsubscribe address', async () => {
    const listUnsubscribe = digestsTo(email)[0]?.headers?.['List-Unsubscribe'] ?? '';
    const answer = await oneClick(listUnsubscribe.slice(1, -1));
    expect(answer.status).toBe(200);
    await sendRemindersUntilDone(env.backend, addDays(gstr3b.date, -1));
    expect(digestsTo(email)).toHaveLength(1);
  });

  it('goes to no one pending, with emails off, or with nothing due', async () => {
    const gstr1 = nextDueDate('gstr-1', ['gst-monthly']);
    const day = addDays(gstr1.date, -1);
    await seed('control@example.in', ['gst-monthly']);
    await seed('pending@example.in', ['gst-monthly'], {
      status: 'pending',
      confirmed_at: null,
      confirm_expires_at: addDays(day, 3),
    });
    await seed('emails.off@example.in', ['gst-monthly'], { email_enabled: false });
    await seed('llp.only@example.in', ['llp']);
    await sendRemindersUntilDone(env.backend, day);
    expect(digestsTo('control@example.in')).toHaveLength(1);
    expect(digestsTo('control@example.in')[0]?.subject).toBe(
      `Reminder: ${gstr1.name} due tomorrow`,
    );
    for (const address of ['pending@example.in', 'emails.off@example.in', 'llp.only@example.in']) {
      expect(mailsTo(address), address).toEqual([]);
    }
  });
});

/** Runs send-reminders until a run sends nothing more; the answers, in order. */
async function sendRemindersUntilStuck(date: string) {
  const runs: Record<string, unknown>[] = [];
  for (let i = 0; i < 50; i++) {
    const run = await sendReminders(env.backend, { date });
    expect(run.status, JSON.stringify(run.body)).toBe(200);
    runs.push(run.body);
    if (run.body.sent === 0) return runs;
  }
  throw new Error('send-reminders never stopped sending');
}

describe('runs in batches', () => {
  it('stops at its time budget with done: false, and the next run carries on', async () => {
    const tds = nextDueDate('tds-deposit', ['tds']);
    const day = addDays(tds.date, -7);
    const emails = [1, 2, 3, 4, 5].map((n) => `tds${n}@example.in`);
    for (const address of emails) await seed(address, ['tds']);
    const runs = await sendRemindersUntilDone(env.backend, day);
    expect(runs).toEqual([
      { date: day, sent: 2, remaining: 3, done: false },
      { date: day, sent: 2, remaining: 1, done: false },
      { date: day, sent: 1, remaining: 0, done: true },
    ]);
    for (const address of emails) expect(digestsTo(address), address).toHaveLength(1);
  });

  it('sends what a run cut off had claimed once the claim lapses, and not before', async () => {
    const esi = nextDueDate('esi', ['esi']);
    const day = addDays(esi.date, -7);
    const cut = await seed('cut.off@example.in', ['esi']);
    const next = await seed('not.cut@example.in', ['esi']);
    // As a run that claimed the digest and was stopped before it sent or marked it sent.
    const held = new Date(Date.now() + 300_000).toISOString();
    await admin
      .from('reminder_deliveries')
      .insert({ subscription_id: cut, day, status: 'sending', lease_until: held });
    const whileHeld = await sendRemindersUntilStuck(day);
    expect(whileHeld.at(-1)).toMatchObject({ remaining: 1, done: false });
    expect(digestsTo('cut.off@example.in')).toEqual([]);
    expect(digestsTo('not.cut@example.in')).toHaveLength(1);

    await admin
      .from('reminder_deliveries')
      .update({ lease_until: new Date(Date.now() - 1000).toISOString() })
      .eq('subscription_id', cut);
    expect((await sendRemindersUntilDone(env.backend, day)).at(-1)).toMatchObject({ done: true });
    await sendRemindersUntilDone(env.backend, day);
    expect(digestsTo('cut.off@example.in')).toHaveLength(1);
    expect(digestsTo('not.cut@example.in')).toHaveLength(1);
    expect(await deliveriesOf([cut, next], day)).toEqual(
      expect.arrayContaining([
        { subscription_id: cut, status: 'sent' },
        { subscription_id: next, status: 'sent' },
      ]),
    );
  });

  it('is delayed by a provider outage, never duplicated', async () => {
    const dpt3 = nextDueDate('dpt-3', ['company']);
    const day = addDays(dpt3.date, -7);
    const ids = [
      await seed('company1@example.in', ['company']),
      await seed('company2@example.in', ['company']),
    ];
    outage = true;
    const failed = await sendReminders(env.backend, { date: day });
    outage = false;
    expect(failed.body).toEqual({ date: day, sent: 0, remaining: 2, done: false });
    expect(await deliveriesOf(ids, day)).toEqual([]);

    const runs = await sendRemindersUntilDone(env.backend, day);
    expect(runs.reduce((n, run) => n + Number(run.sent), 0)).toBe(2);
    await sendRemindersUntilDone(env.backend, day);
    expect(digestsTo('company1@example.in')).toHaveLength(1);
    expect(digestsTo('company2@example.in')).toHaveLength(1);
  });
});

describe('in the subscriber’s language', () => {
  it('sends a subscriber who asked on a Hindi page the confirmation and the digest in Hindi', async () => {
    const email = 'hindi.digest@example.in';
    const pf = nextDueDate('pf-ecr', ['pf'], 'Maharashtra');
    const day = addDays(pf.date, -7);
    const asked = await callReminders(
      env.backend,
      validSubscription({ email, registrations: ['pf'], language: 'hi' }),
    );
    expect(asked.status).toBe(201);
    const [confirmation] = mailsTo(email);
    expect(confirmation?.subject).toBe('अपने अनुपालन रिमाइंडर की पुष्टि करें');
    expect(confirmation?.text).toContain('(राज्य: महाराष्ट्र)');
    const link = confirmLinkIn(confirmation?.text);
    expect(link.startsWith(`${SITE}/hi/reminders/confirm?token=`)).toBe(true);
    const confirmed = await confirmByLink(env.backend, link, 'hi');
    expect(confirmed.status).toBe(200);

    await sendRemindersUntilDone(env.backend, day);
    const digests = mailsTo(email).filter((m) => m.subject.startsWith('रिमाइंडर:'));
    expect(digests).toHaveLength(1);
    const [digest] = digests as [SentMail];
    const hindiPf = calendarDataIn.hi.obligations.find((o) => o.id === 'pf-ecr');
    expect(digest.subject).toBe(
      `रिमाइंडर: ${hindiPf?.name} की नियत तारीख ${longDate(pf.date, 'hi').replace(/ \d{4}$/, '')} है`,
    );
    const token = (await subscriptionOf(admin, email))?.unsubscribe_token as string;
    for (const part of [digest.text, digest.html ?? '']) {
      expect(part).toContain(`7 दिन बाद (${longDate(pf.date, 'hi')}) देय`);
      expect(part).toContain(hindiPf?.description);
      expect(part).toContain(`अवधि: ${periodIn(pf.period, 'hi')}`);
      expect(part).toContain(`${SITE}/hi/contact#assessment`);
      expect(part).toContain(`${SITE}/hi/reminders/unsubscribe?token=${token}`);
      expect(part).not.toContain('Due in 7 days');
    }
    expect(digest.html).toContain('<html lang="hi">');
    expect(digest.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });
});
