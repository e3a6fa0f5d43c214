/**
 * The reminders cannot be turned against anyone, each test named after what it guards against:
 * the form used to mail-bomb an address (H1), to learn who subscribed (M1), a forged forwarding
 * header (M3), digests lost or doubled by a run ended mid-batch (M4) or run past its time (M5),
 * a member's account taken as proof of an address it never proved (M2), and the smaller ones.
 * Mail goes to a stand-in for Resend that can be slow or failing, and that drops a repeated
 * Idempotency-Key as Resend does.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REMINDER_CONSENT_TEXT } from '../../supabase/functions/_shared/reminders.ts';
import { client, follow, lastMail, SITE } from '../support/backend.ts';
import { adminClient, mailbox, startLeadBackend } from '../support/leads.ts';
import {
  addDays,
  callReminders,
  nextDueDate,
  sendReminders,
  sendRemindersUntilDone,
  subscriptionOf,
  validSubscription,
} from '../support/reminders.ts';
import { type StubServer, startStubServer } from '../support/stub-server.ts';

interface ResendMail {
  to: string[];
  subject: string;
  text: string;
}

/** The stand-in for Resend's API: how it behaves now, and what reached it. */
const provider = {
  delayMs: 0,
  failing: false,
  /** Every request, in order of arrival. */
  arrivals: [] as ResendMail[],
  /** The emails it delivered: one per Idempotency-Key, as Resend drops repeats. */
  delivered: [] as ResendMail[],
  keys: new Set<string>(),
  waiters: [] as (() => void)[],
};

/** Resolves when the next request reaches the provider. */
const nextArrival = () => new Promise<void>((resolve) => provider.waiters.push(resolve));
const deliveredTo = (email: string) => provider.delivered.filter((m) => m.to[0] === email);

let stub: StubServer;
let env: Awaited<ReturnType<typeof startLeadBackend>>;
let admin: SupabaseClient;

beforeAll(async () => {
  stub = await startStubServer(async ({ body, headers }) => {
    const mail = JSON.parse(body) as ResendMail;
    provider.arrivals.push(mail);
    for (const wake of provider.waiters.splice(0)) wake();
    if (provider.failing) return { status: 500, body: { name: 'internal_server_error' } };
    const key = String(headers['idempotency-key'] ?? crypto.randomUUID());
    if (!provider.keys.has(key)) {
      provider.keys.add(key);
      provider.delivered.push(mail);
    }
    const delay = provider.delayMs;
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
    return { status: 200, body: { id: key } };
  });
  env = await startLeadBackend({
    RESEND_API_KEY: 're_test_key',
    RESEND_API_URL: `${stub.url}/emails`,
    REMINDERS_MAIL_FROM: 'Anupalan <reminders@example.in>',
    REMINDERS_BATCH_SIZE: '20',
    REMINDERS_SEND_CONCURRENCY: '4',
    REMINDERS_TIME_BUDGET_SECONDS: '3',
  });
  admin = await adminClient(env.backend);
});
afterAll(async () => {
  await env?.stop();
  await stub?.close();
});

let seeded = 0;
/** A confirmed subscriber stored as the functions store one. */
async function seed(email: string, registrations: string[]) {
  const { data, error } = await admin
    .from('reminder_subscriptions')
    .insert({
      email,
      registrations,
      status: 'confirmed',
      confirmed_at: new Date().toISOString(),
      unsubscribe_token: `sec${++seeded}`.padEnd(43, 'q'),
      feed_token: `feed${seeded}`.padEnd(43, 'f'),
      consent_text: REMINDER_CONSENT_TEXT,
    })
    .select('id');
  expect(error).toBeNull();
  return data?.[0]?.id as string;
}

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
}

describe('H1: the form cannot be used to mail-bomb an address', () => {
  it('sends one confirmation email for 20 requests sent at once for one address', async () => {
    const email = 'bombed@example.in';
    const ip = '192.0.2.10';
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        callReminders(env.backend, validSubscription({ email }), { ip, settle: false }),
      ),
    );
    await env.backend.functionsIdle();
    const statuses = answers.map((a) => a.status).sort();
    // The limit is 3 a day, and two confirmation emails are at least 10 minutes apart.
    expect(statuses).toEqual([201, ...Array(19).fill(429)]);
    expect(deliveredTo(email)).toHaveLength(1);
    const refused = answers.find((a) => a.status === 429);
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(9 * 60);
  });

  it('accepts at most 5 requests an hour from one client address, sent at once', async () => {
    const ip = '192.0.2.11';
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        callReminders(env.backend, validSubscription({ email: `office.${n}@example.in` }), {
          ip,
          settle: false,
        }),
      ),
    );
    await env.backend.functionsIdle();
    expect(answers.filter((a) => a.status === 201)).toHaveLength(5);
    const sent = provider.delivered.filter((m) => /^office\.\d+@/.test(m.to[0] ?? ''));
    expect(sent).toHaveLength(5);
  });
});

describe('M1: the answer does not tell who subscribed', () => {
  it('answers confirmed and new addresses alike, before a slow provider has the email', async () => {
    await callReminders(env.backend, validSubscription({ email: 'warm.up@example.in' }));
    const confirmed = ['known.1@example.in', 'known.2@example.in', 'known.3@example.in'];
    for (const email of confirmed) await seed(email, ['llp']);
    const unknown = ['new.1@example.in', 'new.2@example.in', 'new.3@example.in'];
    provider.delayMs = 4000;
    const answers: { email: string; status: number; body: unknown; ms: number }[] = [];
    for (const email of [...confirmed, ...unknown]) {
      const { value, ms } = await timed(() =>
        callReminders(env.backend, validSubscription({ email, registrations: ['pf'] }), {
          settle: false,
        }),
      );
      answers.push({ email, status: value.status, body: value.body, ms });
    }
    await env.backend.functionsIdle();
    provider.delayMs = 0;
    for (const answer of answers) {
      expect(answer.status, answer.email).toBe(201);
      expect(answer.body, answer.email).toEqual({ status: 'pending' });
      // The answer never waits for the provider, which takes 4 s.
      expect(answer.ms, answer.email).toBeLessThan(4000);
    }
    for (const email of unknown) expect(deliveredTo(email), email).toHaveLength(1);
    for (const email of confirmed) expect(deliveredTo(email), email).toEqual([]);
  });

  it('answers 201 while the provider fails, and sends the email once it is back', async () => {
    await seed('known.down@example.in', ['llp']);
    provider.failing = true;
    const known = await callReminders(
      env.backend,
      validSubscription({ email: 'known.down@example.in' }),
    );
    const fresh = await callReminders(
      env.backend,
      validSubscription({ email: 'new.down@example.in' }),
    );
    provider.failing = false;
    expect([known.status, fresh.status]).toEqual([201, 201]);
    expect(known.body).toEqual(fresh.body);
    expect(provider.arrivals.filter((m) => m.to[0] === 'new.down@example.in')).toHaveLength(1);
    expect(deliveredTo('new.down@example.in')).toEqual([]);

    // The next try waits a minute: as if it had passed, the scheduled job sends it.
    const { error } = await admin
      .from('reminder_outbox')
      .update({ next_attempt_at: new Date(Date.now() - 1000).toISOString() })
      .gt('id', 0);
    expect(error).toBeNull();
    const run = await env.backend.runCronJob('reminders-outbox');
    expect(run.requests.map((r) => r.status)).toEqual([200]);
    expect(deliveredTo('new.down@example.in')).toHaveLength(1);
    expect(deliveredTo('known.down@example.in')).toEqual([]);
    // With nothing waiting, the job calls nothing.
    expect((await env.backend.runCronJob('reminders-outbox')).requests).toEqual([]);
  });
});

describe('M3: the per-client limit is not fooled by a forged X-Forwarded-For', () => {
  it('counts the address the trusted proxy appended, not the entries the caller wrote', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 7; n++) {
      const answer = await callReminders(
        env.backend,
        validSubscription({ email: `spoof.${n}@example.in` }),
        { ip: `198.18.0.${n + 1}, 192.0.2.77` },
      );
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
  });
});

describe('M4: a run ended mid-batch loses no digest and doubles none', () => {
  it('re-sends what the ended run claimed, once its lease lapses; everyone gets one digest', async () => {
    const esi = nextDueDate('esi', ['esi']);
    const day = addDays(esi.date, -7);
    const emails = Array.from({ length: 8 }, (_, n) => `esi.${n}@example.in`);
    for (const email of emails) await seed(email, ['esi']);

    provider.delayMs = 3000;
    const arrived = nextArrival();
    const cut = sendReminders(env.backend, { date: day });
    await arrived;
    await env.backend.killFunction('send-reminders');
    expect((await cut).status).toBe(502);
    provider.delayMs = 0;

    // While the ended run's claims hold, a run sends the others and says it is not done.
    const during = await sendRemindersUntilDoneOrStuck(day);
    expect(during.at(-1)).toMatchObject({ done: false, remaining: 4 });
    // As if the lease (5 minutes) had passed.
    const { error } = await admin
      .from('reminder_deliveries')
      .update({ lease_until: new Date(Date.now() - 1000).toISOString() })
      .eq('day', day)
      .eq('status', 'sending');
    expect(error).toBeNull();
    const after = await sendRemindersUntilDone(env.backend, day);
    expect(after.at(-1)).toMatchObject({ remaining: 0, done: true });
    for (const email of emails) expect(deliveredTo(email), email).toHaveLength(1);
    const { data } = await admin.from('reminder_deliveries').select('status').eq('day', day);
    expect(data?.map((row) => row.status)).toEqual(Array(8).fill('sent'));
  });
});

/** Runs send-reminders until it is done or a run sends nothing more. */
async function sendRemindersUntilDoneOrStuck(date: string) {
  const runs: Record<string, unknown>[] = [];
  for (let i = 0; i < 20; i++) {
    const run = await sendReminders(env.backend, { date });
    expect(run.status, JSON.stringify(run.body)).toBe(200);
    runs.push(run.body);
    if (run.body.done === true || run.body.sent === 0) return runs;
  }
  throw new Error('send-reminders never settled');
}

describe('M5: the time budget holds inside a batch', () => {
  it('starts no send past the budget, whatever the batch size', async () => {
    const tds = nextDueDate('tds-deposit', ['tds']);
    const day = addDays(tds.date, -7);
    for (let n = 0; n < 20; n++) await seed(`tds.${n}@example.in`, ['tds']);
    provider.delayMs = 2000;
    const before = provider.arrivals.length;
    const { value: run, ms } = await timed(() => sendReminders(env.backend, { date: day }));
    provider.delayMs = 0;
    // A budget of 3 s and 2 s a send, 4 at once: one or two rounds of 4, never the batch of 20.
    expect(run.status).toBe(200);
    const sent = Number(run.body.sent);
    expect([4, 8]).toContain(sent);
    expect(run.body).toEqual({ date: day, sent, remaining: 20 - sent, done: false });
    expect(provider.arrivals.length - before).toBe(sent);
    // Five rounds of 2 s is what the whole batch would have taken.
    expect(ms).toBeLessThan(10_000);
    await sendRemindersUntilDone(env.backend, day);
  });

  it('abandons a send that outlives the budget, and leaves it to the next run', async () => {
    const dpt3 = nextDueDate('dpt-3', ['company']);
    const day = addDays(dpt3.date, -7);
    const id = await seed('slow.provider@example.in', ['company']);
    provider.delayMs = 15_000;
    const { value: run, ms } = await timed(() => sendReminders(env.backend, { date: day }));
    provider.delayMs = 0;
    expect(run.body).toMatchObject({ sent: 0, done: false });
    expect(ms).toBeLessThan(15_000);
    const { data } = await admin.from('reminder_deliveries').select('*').eq('subscription_id', id);
    expect(data).toEqual([]);
  });
});

describe('smaller ones', () => {
  it('L6: a GET of the List-Unsubscribe address leads to the unsubscribe page, changing nothing', async () => {
    const token = 'g'.repeat(43);
    const response = await fetch(`${env.backend.url}/functions/v1/reminders?unsubscribe=${token}`, {
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`${SITE}/reminders/unsubscribe?token=${token}`);
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('L4: the calendar feed, whose address is its token, is sent with no referrer', async () => {
    const response = await fetch(
      `${env.backend.url}/functions/v1/calendar-feed?token=${'feed1'.padEnd(43, 'f')}`,
    );
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    await response.body?.cancel();
  });

  it('L11: refuses a body over 64 KB by its length, before it has been sent', async () => {
    const { request } = await import('node:http');
    const url = new URL(`${env.backend.url}/functions/v1/reminders`);
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            'Content-Length': String(20 * 1024 * 1024),
            apikey: env.backend.publishableKey,
          },
        },
        (res) => {
          resolve(res.statusCode ?? 0);
          res.resume();
          req.destroy();
        },
      );
      req.on('error', (e) => (e.message.includes('socket hang up') ? undefined : reject(e)));
      // A kilobyte of the twenty megabytes announced: the answer comes without the rest.
      req.write(' '.repeat(1024));
    });
    expect(status).toBe(413);
  });
});

const password = 'correct horse battery';

describe('M2: a member’s account proves their address only when Supabase Auth confirmed it', () => {
  let auto: Awaited<ReturnType<typeof startLeadBackend>>;
  let autoAdmin: SupabaseClient;
  beforeAll(async () => {
    // Sign-ups confirmed without a link: an account proves nothing about its address.
    auto = await startLeadBackend({ REMINDERS_EMAIL_GAP_MINUTES: '0' }, undefined, {
      GOTRUE_MAILER_AUTOCONFIRM: 'true',
    });
    autoAdmin = await adminClient(auto.backend);
  });
  afterAll(() => auto?.stop());

  const mails = async (email: string) =>
    (await mailbox(auto.backend)).filter((m) => m.to === email);

  async function signUp(email: string) {
    const sb = client(auto.backend);
    const { data, error } = await sb.auth.signUp({ email, password });
    expect(error).toBeNull();
    return data.session?.access_token as string;
  }

  it('does not hand a visitor’s subscription to an account with the same address', async () => {
    const email = 'victim@example.in';
    await callReminders(auto.backend, validSubscription({ email, registrations: ['esi'] }));
    const link = (await mails(email)).at(-1)?.text.match(/https?:\/\/\S+confirm\S+/)?.[0] ?? '';
    const token = new URL(link).searchParams.get('token');
    const confirmed = await callReminders(auto.backend, { action: 'confirm', token });
    const feed = (confirmed.body.feed as { https: string }).https;
    const before = await subscriptionOf(autoAdmin, email);

    const attacker = await signUp(email);
    const got = await callReminders(auto.backend, { action: 'get' }, { token: attacker });
    expect(got.body).toEqual({ subscription: null, feed: null });
    const rotate = await callReminders(
      auto.backend,
      { action: 'rotate-feed' },
      { token: attacker },
    );
    expect(rotate.status).toBe(404);
    const update = await callReminders(
      auto.backend,
      { action: 'update', registrations: ['pf'], state: null, emailEnabled: true, consent: true },
      { token: attacker },
    );
    expect(update.status).toBe(202);
    expect(update.body).toEqual({ status: 'pending', subscription: null, feed: null });
    expect(await subscriptionOf(autoAdmin, email)).toEqual(before);
    expect((await fetch(feed)).status).toBe(200);
  });

  it('turns emails on for an unproven address only through the confirmation link', async () => {
    const email = 'never.asked@example.in';
    const member = await signUp(email);
    const update = await callReminders(
      auto.backend,
      { action: 'update', registrations: ['pf'], state: null, emailEnabled: true, consent: true },
      { token: member },
    );
    expect(update.status).toBe(202);
    expect(await subscriptionOf(autoAdmin, email)).toMatchObject({
      status: 'pending',
      user_id: null,
    });
    const sent = (await mails(email)).filter(
      (m) => m.subject === 'Confirm your compliance reminders',
    );
    expect(sent).toHaveLength(1);
    const choiceOnly = await callReminders(
      auto.backend,
      { action: 'update', registrations: ['pf'], state: null, emailEnabled: false },
      { token: member },
    );
    expect(choiceOnly.status).toBe(403);
    expect(choiceOnly.body.code).toBe('email_unconfirmed');
  });
});

describe('members whose address Supabase Auth confirmed', () => {
  async function member(email: string) {
    const sb = client(env.backend);
    await sb.auth.signUp({ email, password });
    await follow((await lastMail(env.backend, email)).link);
    const { data, error } = await sb.auth.signInWithPassword({ email, password });
    expect(error).toBeNull();
    return { sb, id: data.user?.id as string, token: data.session?.access_token as string };
  }
  const choice = { action: 'update', registrations: ['pf'], state: null, emailEnabled: true };

  it('L7: records consent when emails are turned on, not on every save', async () => {
    const email = 'consent.kept@example.in';
    const { token } = await member(email);
    await callReminders(env.backend, { ...choice, consent: true }, { token });
    const first = await subscriptionOf(admin, email);
    await callReminders(
      env.backend,
      { ...choice, registrations: ['pf', 'esi'], consent: true, language: 'hi' },
      { token },
    );
    const later = await subscriptionOf(admin, email);
    expect(later?.registrations).toHaveLength(2);
    expect(later?.language).toBe('hi');
    expect([later?.consent_text, later?.consent_at]).toEqual([
      first?.consent_text,
      first?.consent_at,
    ]);
  });

  it('L9: follows the account to its new email address', async () => {
    const { token, id } = await member('old.address@example.in');
    await callReminders(env.backend, { ...choice, consent: true }, { token });
    await env.backend.query(
      `update auth.users set email = 'new.address@example.in' where id = $1`,
      [id],
    );
    await env.backend.query(
      `update auth.identities set identity_data = identity_data || '{"email":"new.address@example.in"}' where user_id = $1`,
      [id],
    );
    const got = await callReminders(env.backend, { action: 'get' }, { token });
    expect(got.body.subscription).toMatchObject({ email: 'new.address@example.in' });
    expect(await subscriptionOf(admin, 'old.address@example.in')).toBeNull();
  });

  it('L13: lets a member read the days a digest was sent to them, and no one else’s', async () => {
    const owner = await member('download.days@example.in');
    const other = await member('other.days@example.in');
    await callReminders(env.backend, { ...choice, consent: true }, { token: owner.token });
    const row = await subscriptionOf(admin, 'download.days@example.in');
    const sentAt = new Date().toISOString();
    const { error } = await admin
      .from('reminder_deliveries')
      .insert({ subscription_id: row?.id, day: '2026-11-20', status: 'sent', sent_at: sentAt });
    expect(error).toBeNull();
    const mine = await owner.sb.rpc('my_reminder_deliveries');
    expect(mine.error).toBeNull();
    expect(mine.data).toEqual([{ day: '2026-11-20', sent_at: expect.any(String) }]);
    expect((await other.sb.rpc('my_reminder_deliveries')).data).toEqual([]);
    expect((await client(env.backend).rpc('my_reminder_deliveries')).error?.code).toBe('42501');
  });
});
