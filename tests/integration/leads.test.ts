import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EdgeFunctions } from '../../server/functions.ts';
import {
  CONSENT_TEXT,
  CONSENT_TEXTS,
  LEAD_MESSAGES,
  PHONE_ERROR,
} from '../../supabase/functions/_shared/lead.ts';
import { client, follow, lastMail, SITE } from '../support/backend.ts';
import { adminClient, mailbox, startLeadBackend, submitLead, validLead } from '../support/leads.ts';
import { type SmtpServer, startSmtpServer } from '../support/smtp.ts';
import { type StubServer, startStubServer } from '../support/stub-server.ts';

const BUSINESS = 'compliance@anupalan.example';
const password = 'correct horse battery';

let env: Awaited<ReturnType<typeof startLeadBackend>>;
let anon: SupabaseClient;
let admin: SupabaseClient;

async function connect() {
  anon = client(env.backend);
  admin = await adminClient(env.backend);
}

beforeAll(async () => {
  env = await startLeadBackend({
    LEAD_RATE_LIMIT_PER_IP_HOUR: '3',
    LEAD_RATE_LIMIT_PER_EMAIL_DAY: '2',
  });
  await connect();
});
afterAll(() => env?.stop());

async function leadsFrom(email: string) {
  const { data, error } = await admin.from('leads').select('*').eq('email', email);
  expect(error).toBeNull();
  return data ?? [];
}

/** A confirmed user, signed in on a client of their own. */
async function signedInUser(email: string) {
  const sb = client(env.backend);
  await sb.auth.signUp({ email, password, options: { emailRedirectTo: `${SITE}/auth` } });
  await follow((await lastMail(env.backend, email)).link);
  const { data, error } = await sb.auth.signInWithPassword({ email, password });
  expect(error).toBeNull();
  return { sb, id: data.user?.id as string };
}

describe('submit-lead through the embedded backend', () => {
  it('stores a valid request and emails the business and the visitor', async () => {
    const lead = validLead({ email: 'Valid@Example.in' });
    const answer = await submitLead(anon, lead, '198.51.100.10');
    expect(answer.status).toBe(201);
    const id = answer.body.id as string;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);

    const [row] = await leadsFrom('valid@example.in');
    expect(row).toMatchObject({
      id,
      name: 'Asha Verma',
      phone: '+919876543210',
      company: 'Verma Textiles',
      employees: '50-199',
      state: 'Maharashtra',
      topics: ['PF & ESI', 'POSH'],
      message: 'We are opening a second factory in Pune.',
      source_path: '/contact',
      user_id: null,
      consent_text: CONSENT_TEXT,
      status: 'new',
      idempotency_key: lead.idempotencyKey,
    });
    expect(row?.consent_at).toBeTruthy();

    const mails = await mailbox(env.backend);
    const toBusiness = mails.find((m) => m.to === BUSINESS && m.text.includes(id));
    expect(toBusiness?.subject).toBe('New assessment request: Verma Textiles (Maharashtra)');
    for (const value of [
      'Asha Verma',
      'valid@example.in',
      '+919876543210',
      '50-199',
      'PF & ESI, POSH',
      'second factory in Pune',
      '/contact',
      CONSENT_TEXT,
    ]) {
      expect(toBusiness?.text).toContain(value);
    }
    const toVisitor = mails.find((m) => m.to === 'valid@example.in');
    expect(toVisitor?.subject).toBe('We have received your request for a compliance assessment');
    expect(toVisitor?.text).toContain(`${SITE}/privacy`);
  });

  it.each([
    ['name', { name: ' ' }, 'Enter your name'],
    ['email', { email: 'asha@' }, 'Enter an email address like name@company.com'],
    ['phone', { phone: '12345' }, PHONE_ERROR],
    ['company', { company: '' }, 'Enter your company name'],
    ['employees', { employees: '7' }, 'Choose how many people work at your company'],
    ['state', { state: 'Bombay' }, 'Choose your state or union territory'],
    ['topics', { topics: [] }, 'Choose at least one thing you need help with'],
    ['message', { message: 'm'.repeat(2001) }, 'Shorten your message to 2,000 characters or fewer'],
    [
      'consent',
      { consent: false },
      'Tick the box to agree to how we use your details, so that we can reply',
    ],
    [
      'idempotencyKey',
      { idempotencyKey: 'twice' },
      'This form has expired. Reload the page and try again.',
    ],
    ['sourcePath', { sourcePath: 'contact' }, 'The page address is not valid'],
  ])(
    'refuses an invalid %s with 400 and its message, storing nothing',
    async (field, change, message) => {
      const email = `invalid-${field.toLowerCase()}@example.in`;
      const answer = await submitLead(
        anon,
        { ...validLead({ email }), ...change },
        '198.51.100.11',
      );
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe('validation_failed');
      expect(answer.body.message).toEqual(expect.any(String));
      expect(answer.body.fields).toEqual({ [field]: message });
      expect(await leadsFrom(email)).toEqual([]);
    },
  );

  it('refuses a body that is not JSON', async () => {
    const response = await fetch(`${env.backend.url}/functions/v1/submit-lead`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: SITE },
      body: '{"name":',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'invalid_json' });
    expect(response.headers.get('access-control-allow-origin')).toBe(SITE);
  });

  it('answers a filled honeypot as a success, and stores and sends nothing', async () => {
    const email = 'bot@example.in';
    const answer = await submitLead(
      anon,
      validLead({ email, website: 'http://spam.example' }),
      '198.51.100.12',
    );
    expect(answer.status).toBe(201);
    expect(answer.body.id).toEqual(expect.any(String));
    expect(await leadsFrom(email)).toEqual([]);
    expect((await mailbox(env.backend)).some((m) => m.to === email)).toBe(false);
  });

  it('refuses a form sent sooner after it was shown than a person could fill it', async () => {
    const email = 'quick@example.in';
    const answer = await submitLead(
      anon,
      validLead({ email, startedAt: Date.now() }),
      '198.51.100.13',
    );
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('too_fast');
    expect(answer.body.message).toMatch(/send it again/);
    expect(await leadsFrom(email)).toEqual([]);
  });

  it('answers a repeated idempotency key with the first id, storing and emailing once', async () => {
    const email = 'twice@example.in';
    const lead = validLead({ email });
    const first = await submitLead(anon, lead, '198.51.100.14');
    const again = await submitLead(anon, lead, '198.51.100.14');
    expect(first.status).toBe(201);
    expect(again).toEqual(first);
    expect(await leadsFrom(email)).toHaveLength(1);
    expect((await mailbox(env.backend)).filter((m) => m.to === email)).toHaveLength(1);
  });

  it('limits requests per email a day, with Retry-After and how long to wait', async () => {
    const email = 'often@example.in';
    for (const ip of ['198.51.100.21', '198.51.100.22']) {
      expect((await submitLead(anon, validLead({ email }), ip)).status).toBe(201);
    }
    const limited = await submitLead(anon, validLead({ email }), '198.51.100.23');
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('rate_limited');
    const wait = Number(limited.retryAfter);
    expect(wait).toBeGreaterThan(23 * 3600);
    expect(wait).toBeLessThanOrEqual(24 * 3600);
    expect(limited.body.retryAfter).toBe(wait);
    expect(limited.body.message).toBe(
      'We have already received several requests from this email address today. Please try again in 24 hours.',
    );
    expect(await leadsFrom(email)).toHaveLength(2);
  });

  it('limits requests per client address an hour, and keeps counting after a restart', async () => {
    const ip = '198.51.100.30';
    for (const n of [1, 2, 3]) {
      expect(
        (await submitLead(anon, validLead({ email: `office${n}@example.in` }), ip)).status,
      ).toBe(201);
    }
    await env.stop(true);
    env = await startLeadBackend(
      { LEAD_RATE_LIMIT_PER_IP_HOUR: '3', LEAD_RATE_LIMIT_PER_EMAIL_DAY: '2' },
      env.dataDir,
    );
    await connect();

    const limited = await submitLead(anon, validLead({ email: 'office4@example.in' }), ip);
    expect(limited.status).toBe(429);
    const wait = Number(limited.retryAfter);
    expect(wait).toBeGreaterThan(3000);
    expect(wait).toBeLessThanOrEqual(3600);
    expect(limited.body.message).toMatch(
      /^We have received several requests from your network in the last hour\. Please try again in \d+ minutes\.$/,
    );
    const elsewhere = await submitLead(
      anon,
      validLead({ email: 'office4@example.in' }),
      '198.51.100.31',
    );
    expect(elsewhere.status).toBe(201);
  });

  it('sets user_id from a signed-in user’s token, never from the body', async () => {
    const { sb, id } = await signedInUser('member@example.in');
    const stranger = '6e0c1a4e-0000-4000-8000-000000000000';
    const answer = await submitLead(
      sb,
      { ...validLead({ email: 'member@example.in' }), user_id: stranger, userId: stranger },
      '198.51.100.40',
    );
    expect(answer.status).toBe(201);
    const [row] = await leadsFrom('member@example.in');
    expect(row?.user_id).toBe(id);

    const anonymous = await submitLead(
      anon,
      { ...validLead({ email: 'visitor@example.in' }), user_id: id },
      '198.51.100.41',
    );
    expect(anonymous.status).toBe(201);
    expect((await leadsFrom('visitor@example.in'))[0]?.user_id).toBeNull();
  });

  it('ignores a forged token: the lead is stored without a user', async () => {
    const header = Buffer.from('{"alg":"HS256","typ":"JWT"}').toString('base64url');
    const payload = Buffer.from(
      JSON.stringify({ sub: '6e0c1a4e-0000-4000-8000-000000000000', role: 'authenticated' }),
    ).toString('base64url');
    const response = await fetch(`${env.backend.url}/functions/v1/submit-lead`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${header}.${payload}.c2lnbmF0dXJl`,
        'X-Forwarded-For': '198.51.100.42',
      },
      body: JSON.stringify(validLead({ email: 'forged@example.in' })),
    });
    expect(response.status).toBe(201);
    expect((await leadsFrom('forged@example.in'))[0]?.user_id).toBeNull();
  });
});

describe('the language of a lead', () => {
  it('stores a lead from a Hindi page with its language, and tells the business to reply in Hindi', async () => {
    const email = 'hindi@example.in';
    const lead = validLead({ email, language: 'hi', sourcePath: '/hi/contact' });
    const answer = await submitLead(anon, lead, '198.51.100.60');
    expect(answer.status).toBe(201);
    const id = answer.body.id as string;

    const [row] = await leadsFrom(email);
    expect(row).toMatchObject({
      id,
      language: 'hi',
      source_path: '/hi/contact',
      topics: ['PF & ESI', 'POSH'],
      state: 'Maharashtra',
      consent_text: CONSENT_TEXTS.hi,
    });

    const mails = await mailbox(env.backend);
    const toBusiness = mails.find((m) => m.to === BUSINESS && m.text.includes(id));
    expect(toBusiness?.subject).toBe(
      'New assessment request in Hindi: Verma Textiles (Maharashtra)',
    );
    expect(toBusiness?.text).toContain('Language: Hindi — reply in Hindi');
    expect(toBusiness?.text).toContain('Needs help with: PF & ESI, POSH');
    expect(toBusiness?.text).toContain(CONSENT_TEXTS.hi);

    const toVisitor = mails.find((m) => m.to === email);
    expect(toVisitor?.subject).toBe('अनुपालन आकलन के लिए आपका अनुरोध हमें मिल गया है');
    expect(toVisitor?.text).toContain('अनुरोध हमें मिल गया है: PF और ESI, POSH।');
    expect(toVisitor?.text).toContain(`${SITE}/hi/privacy`);
    expect(toVisitor?.text).toContain(`आपकी संदर्भ संख्या: ${id}`);
    expect(toVisitor?.text).not.toContain('Thank you');
  });

  it('stores a lead that names no language as English, and says so to the business', async () => {
    const email = 'no-language@example.in';
    const answer = await submitLead(anon, validLead({ email }), '198.51.100.61');
    expect(answer.status).toBe(201);
    const [row] = await leadsFrom(email);
    expect(row).toMatchObject({ language: 'en', consent_text: CONSENT_TEXT });
    const mails = await mailbox(env.backend);
    const toBusiness = mails.find((m) => m.to === BUSINESS && m.text.includes(row?.id));
    expect(toBusiness?.subject).toBe('New assessment request: Verma Textiles (Maharashtra)');
    expect(toBusiness?.text).toContain('Language: English');
    expect(mails.find((m) => m.to === email)?.subject).toBe(
      'We have received your request for a compliance assessment',
    );
  });

  it.each([['fr'], ['HI'], [''], [7], [null]])(
    'refuses the language %j with 400 and its message, storing nothing',
    async (language) => {
      const email = `language-${String(language).toLowerCase() || 'empty'}@example.in`;
      const answer = await submitLead(anon, { ...validLead({ email }), language }, '198.51.100.62');
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe('validation_failed');
      expect(answer.body.fields).toEqual({
        language: 'Send the language as one of en, hi',
      });
      expect(await leadsFrom(email)).toEqual([]);
    },
  );

  it('answers a Hindi page’s mistakes in Hindi', async () => {
    const email = 'galat@example.in';
    const answer = await submitLead(
      anon,
      { ...validLead({ email, language: 'hi' }), phone: '12345', topics: [] },
      '198.51.100.63',
    );
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('कुछ विवरण ठीक करने हैं: हर फ़ील्ड के पास दिया गया संदेश देखें।');
    expect(answer.body.fields).toEqual({
      phone: LEAD_MESSAGES.hi.phone,
      topics: LEAD_MESSAGES.hi.topicsEmpty,
    });
    const quick = await submitLead(
      anon,
      validLead({ email, language: 'hi', startedAt: Date.now() }),
      '198.51.100.63',
    );
    expect(quick.status).toBe(400);
    expect(quick.body.code).toBe('too_fast');
    expect(quick.body.message).toMatch(/फ़ॉर्म फिर से भेजें।$/);
    expect(await leadsFrom(email)).toEqual([]);
  });
});

describe('the leads table through the REST API', () => {
  it('shows visitors who are not signed in no leads', async () => {
    const { data, error } = await anon.from('leads').select('*');
    expect(data).toBeNull();
    expect(error?.code).toBe('42501');
  });

  it('shows a signed-in user only their own requests', async () => {
    const owner = await signedInUser('owner@example.in');
    await submitLead(owner.sb, validLead({ email: 'owner@example.in' }), '198.51.100.50');
    const other = await signedInUser('other@example.in');

    const mine = await owner.sb.from('leads').select('id, user_id, topics, status');
    expect(mine.error).toBeNull();
    expect(mine.data).toHaveLength(1);
    expect(mine.data?.[0]).toMatchObject({ user_id: owner.id, status: 'new' });

    const theirs = await other.sb.from('leads').select('id');
    expect(theirs.error).toBeNull();
    expect(theirs.data).toEqual([]);
  });

  it('refuses inserts and updates from clients, signed in or not', async () => {
    const row = {
      name: 'Direct',
      email: 'direct@example.in',
      phone: '+919876543210',
      company: 'Direct Ltd',
      employees: '1-9',
      state: 'Delhi',
      topics: ['GST'],
      source_path: '/contact',
      consent_text: CONSENT_TEXT,
      idempotency_key: crypto.randomUUID(),
    };
    const byVisitor = await anon.from('leads').insert(row);
    expect(byVisitor.error?.code).toBe('42501');

    const user = await signedInUser('writer@example.in');
    const byUser = await user.sb.from('leads').insert({ ...row, user_id: user.id });
    expect(byUser.error?.code).toBe('42501');

    await submitLead(user.sb, validLead({ email: 'writer@example.in' }), '198.51.100.51');
    const update = await user.sb.from('leads').update({ status: 'closed' }).eq('user_id', user.id);
    expect(update.error?.code).toBe('42501');
    expect(await leadsFrom('direct@example.in')).toEqual([]);
    expect((await leadsFrom('writer@example.in'))[0]?.status).toBe('new');
  });
});

describe('/functions/v1 in the embedded backend', () => {
  it('answers an unknown function with 404', async () => {
    const response = await fetch(`${env.backend.url}/functions/v1/no-such-function`, {
      method: 'POST',
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'not_found' });
  });

  it('answers CORS preflights for the site, and not for other origins', async () => {
    const preflight = (origin: string) =>
      fetch(`${env.backend.url}/functions/v1/submit-lead`, {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'authorization, apikey, content-type, x-client-info',
        },
      });
    const site = await preflight(SITE);
    expect(site.status).toBe(204);
    expect(site.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(site.headers.get('access-control-allow-headers')).toContain('authorization');
    expect(site.headers.get('access-control-expose-headers')).toContain('Retry-After');
    const elsewhere = await preflight('https://elsewhere.example');
    expect(elsewhere.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('email providers and Turnstile', () => {
  let smtp: SmtpServer;
  let turnstile: StubServer;
  let resend: StubServer;
  const backends: Awaited<ReturnType<typeof startLeadBackend>>[] = [];

  beforeAll(async () => {
    smtp = await startSmtpServer();
    turnstile = await startStubServer(({ body }) => ({
      status: 200,
      body:
        new URLSearchParams(body).get('response') === 'good-token'
          ? { success: true }
          : { success: false, 'error-codes': ['invalid-input-response'] },
    }));
    resend = await startStubServer(({ body }) =>
      body.includes('bounce@')
        ? { status: 500, body: { message: 'provider down' } }
        : { status: 200, body: { id: crypto.randomUUID() } },
    );
  });
  afterAll(async () => {
    await Promise.all(backends.map((b) => b.stop()));
    await Promise.all([smtp?.close(), turnstile?.close(), resend?.close()]);
  });

  async function backendWith(functionEnv: Record<string, string>) {
    const started = await startLeadBackend(functionEnv);
    backends.push(started);
    return { backend: started.backend, sb: client(started.backend) };
  }

  it('verifies Turnstile tokens when a secret is set, and sends mail over SMTP', async () => {
    const { backend, sb } = await backendWith({
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
      SMTP_USER: 'leads',
      SMTP_PASS: 'smtp-password',
      LEAD_MAIL_FROM: 'Anupalan <leads@anupalan.example>',
      TURNSTILE_SECRET_KEY: 'turnstile-secret',
      TURNSTILE_VERIFY_URL: `${turnstile.url}/siteverify`,
    });
    const email = 'checked@example.in';
    const missing = await submitLead(sb, validLead({ email }));
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toEqual({
      turnstileToken: 'Complete the security check, then send the form.',
    });
    const refused = await submitLead(sb, validLead({ email, turnstileToken: 'bad-token' }));
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toHaveProperty('turnstileToken');

    const accepted = await submitLead(
      sb,
      validLead({ email, turnstileToken: 'good-token' }),
      '203.0.113.9',
    );
    expect(accepted.status).toBe(201);
    const verification = new URLSearchParams(turnstile.requests.at(-1)?.body);
    expect(verification.get('secret')).toBe('turnstile-secret');
    expect(verification.get('remoteip')).toBe('203.0.113.9');

    expect(smtp.received.map((m) => m.to[0]).sort()).toEqual([email, BUSINESS].sort());
    for (const mail of smtp.received) {
      expect(mail.from).toBe('leads@anupalan.example');
      expect(mail.user).toBe('leads');
    }
    const notification = smtp.received.find((m) => m.to[0] === BUSINESS);
    expect(notification?.data).toContain('Subject: New assessment request: Verma Textiles');
    expect(notification?.data).toContain(`Reply-To: ${email}`);
    expect((await mailbox(backend)).some((m) => m.to === email)).toBe(false);
  });

  it('sends mail through Resend when its key is set, and keeps a lead whose mail failed', async () => {
    const { backend, sb } = await backendWith({
      RESEND_API_KEY: 're_test_key',
      RESEND_API_URL: `${resend.url}/emails`,
    });
    const sent = await submitLead(sb, validLead({ email: 'resend@example.in' }));
    expect(sent.status).toBe(201);
    const calls = resend.requests.map((r) => ({
      auth: r.headers.authorization,
      key: r.headers['idempotency-key'],
      ...(JSON.parse(r.body) as Record<string, unknown>),
    }));
    expect(calls).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          auth: 'Bearer re_test_key',
          key: `${sent.body.id}-business`,
          from: `Anupalan <${BUSINESS}>`,
          to: [BUSINESS],
          reply_to: 'resend@example.in',
          subject: 'New assessment request: Verma Textiles (Maharashtra)',
        }),
        expect.objectContaining({ to: ['resend@example.in'], reply_to: BUSINESS }),
      ]),
    );

    const bounced = await submitLead(sb, validLead({ email: 'bounce@example.in' }));
    expect(bounced.status).toBe(201);
    const admin = await adminClient(backend);
    const { data } = await admin.from('leads').select('id').eq('email', 'bounce@example.in');
    expect(data).toEqual([{ id: bounced.body.id }]);
  });
});

describe('a function that cannot start', () => {
  it('answers 503 with the reason, and starts it again on the next request', async () => {
    const lines: string[] = [];
    const functions = new EdgeFunctions(
      () => ({ SUPABASE_URL: '' }),
      (line) => lines.push(line),
    );
    const server = createServer((req, res) => {
      functions.handle(req, res, new URL(req.url ?? '/', 'http://127.0.0.1'));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/functions/v1/submit-lead`;
    try {
      for (const attempt of [1, 2]) {
        const response = await fetch(url, { method: 'POST', body: '{}' });
        expect(response.status, `attempt ${attempt}`).toBe(503);
        const body = (await response.json()) as { code: string; message: string };
        expect(body.code).toBe('boot_error');
        expect(body.message).toContain('The function submit-lead failed to start');
        expect(body.message).toContain('SUPABASE_URL is not set');
      }
      expect(
        lines.filter((line) => line.startsWith('function submit-lead failed to start')),
      ).toHaveLength(2);
    } finally {
      await functions.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
