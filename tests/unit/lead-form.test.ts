import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fillStartTime, newIdempotencyKey } from '../../src/features/leads/fill.ts';
import { describeWait, retryAfterSeconds } from '../../src/features/leads/submit.ts';
import {
  emptyValues,
  type LeadFormValues,
  splitErrors,
  validateLead,
} from '../../src/features/leads/values.ts';
import { describeWait as serverDescribeWait } from '../../supabase/functions/_shared/rate-limit.ts';

const meta = {
  startedAt: Date.now() - 60_000,
  idempotencyKey: '0b7f3c1e-5a2d-4f6b-9c8e-1d2a3b4c5d6e',
  sourcePath: '/contact',
  language: 'en' as const,
};

const filled: LeadFormValues = {
  name: ' Asha Verma ',
  email: 'Asha@Example.in',
  phone: '098765-43210',
  company: 'Verma Textiles',
  employees: '50-199',
  state: 'Maharashtra',
  topics: ['POSH', 'PF & ESI'],
  message: '',
  consent: true,
  website: '',
};

describe('the lead form validates with the shared schema', () => {
  it('names every visible field a visitor left out, in the words of the schema', () => {
    const result = validateLead(emptyValues, meta);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.fields).toEqual({
      name: 'Enter your name',
      email: 'Enter your work email',
      phone: 'Enter a 10-digit mobile number, or a landline with its STD code',
      company: 'Enter your company name',
      employees: 'Choose how many people work at your company',
      state: 'Choose your state or union territory',
      topics: 'Choose at least one thing you need help with',
      consent: 'Tick the box to agree to how we use your details, so that we can reply',
    });
    expect(result.other).toEqual([]);
  });

  it('accepts a complete form, sends it as typed and reads it as the server will store it', () => {
    const result = validateLead(filled, meta);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.input).toMatchObject({ ...filled, ...meta });
    expect(result.lead).toMatchObject({
      name: 'Asha Verma',
      email: 'asha@example.in',
      phone: '+919876543210',
      topics: ['PF & ESI', 'POSH'],
      message: undefined,
    });
  });

  it('refuses a message over 2,000 characters', () => {
    const result = validateLead({ ...filled, message: 'x'.repeat(2001) }, meta);
    expect(result.ok ? null : result.fields.message).toBe(
      'Shorten your message to 2,000 characters or fewer',
    );
  });

  it('leaves the honeypot to the server, and sends what a bot typed into it', () => {
    const result = validateLead({ ...filled, website: 'https://spam.example' }, meta);
    expect(result.ok && result.input.website).toBe('https://spam.example');
  });

  it('puts the errors of fields the visitor cannot see into the summary only', () => {
    const result = validateLead(filled, { ...meta, idempotencyKey: 'not-a-uuid' });
    expect(result.ok ? null : result).toEqual({
      ok: false,
      fields: {},
      other: ['This form has expired. Reload the page and try again.'],
    });
    expect(
      splitErrors({
        company: 'Shorten the company name to 200 characters or fewer',
        turnstileToken: 'Complete the security check, then send the form.',
        website: 'Leave this field empty',
      }),
    ).toEqual({
      ok: false,
      fields: { company: 'Shorten the company name to 200 characters or fewer' },
      other: ['Complete the security check, then send the form.'],
    });
  });
});

describe('one fill of the form', () => {
  it('has a fresh UUID v4 as its idempotency key, with or without crypto.randomUUID', () => {
    const v4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(newIdempotencyKey()).toMatch(v4);
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
    // As on a page served over plain http, where browsers leave randomUUID out.
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(newIdempotencyKey()).toMatch(v4);
    } finally {
      delete (crypto as { randomUUID?: unknown }).randomUUID;
    }
    expect(typeof crypto.randomUUID).toBe('function');
  });

  it('starts now when the form was not in the page before its code ran', () => {
    const before = Date.now();
    const started = fillStartTime('assessment-form');
    expect(started).toBeGreaterThanOrEqual(before);
    expect(started).toBeLessThanOrEqual(Date.now());
  });
});

describe('how long to wait after a 429', () => {
  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = Date.parse('2026-11-23T10:00:00Z');
    const headers = (value: string) => new Headers({ 'Retry-After': value });
    expect(retryAfterSeconds(headers('120'), now)).toBe(120);
    expect(retryAfterSeconds(headers('Mon, 23 Nov 2026 10:05:00 GMT'), now)).toBe(300);
    expect(retryAfterSeconds(headers('soon'), now)).toBeNull();
    expect(retryAfterSeconds(new Headers(), now)).toBeNull();
  });

  it('says it in the words the function uses', () => {
    for (const seconds of [1, 59, 60, 61, 600, 7139, 7140, 7200, 7201, 86_400]) {
      expect(describeWait(seconds), String(seconds)).toBe(serverDescribeWait(seconds));
    }
    expect(describeWait(86_400)).toBe('24 hours');
    expect(describeWait(null)).toBe('a few minutes');
  });
});

interface Answer {
  status: number;
  body?: string;
  headers?: Record<string, string>;
}

describe('sending a lead to submit-lead', () => {
  let answer: Answer = { status: 201, body: '{}' };
  const seen: { path: string; headers: IncomingHttpHeaders; body: string }[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    req.on('end', () => {
      seen.push({ path: req.url ?? '', headers: req.headers, body });
      res.writeHead(answer.status, { 'Content-Type': 'application/json', ...answer.headers });
      res.end(answer.body ?? '');
    });
  });
  let submitLead: typeof import('../../src/features/leads/submit.ts').submitLead;
  let closedUrl = '';

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    vi.stubEnv('VITE_SUPABASE_URL', `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    vi.stubEnv('VITE_SUPABASE_PUBLISHABLE_KEY', 'publishable-key');
    vi.resetModules();
    ({ submitLead } = await import('../../src/features/leads/submit.ts'));
    // A port nothing listens on, for a request that gets no answer at all.
    const spare = createServer();
    await new Promise<void>((resolve) => spare.listen(0, '127.0.0.1', resolve));
    closedUrl = `http://127.0.0.1:${(spare.address() as AddressInfo).port}`;
    await new Promise<void>((resolve) => spare.close(() => resolve()));
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const lead = () => {
    const result = validateLead(filled, meta);
    if (!result.ok) throw new Error('the test lead is not valid');
    return result.input;
  };

  it('posts JSON with the publishable key, or the signed-in user’s token, as Supabase does', async () => {
    answer = { status: 201, body: JSON.stringify({ id: 'lead-1' }) };
    expect(await submitLead(lead(), null)).toEqual({ kind: 'created', id: 'lead-1' });
    expect(await submitLead(lead(), 'user-token')).toEqual({ kind: 'created', id: 'lead-1' });
    const [anon, user] = seen.slice(-2);
    expect(anon?.path).toBe('/functions/v1/submit-lead');
    expect(anon?.headers.apikey).toBe('publishable-key');
    expect(anon?.headers.authorization).toBe('Bearer publishable-key');
    expect(anon?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(anon?.body ?? '')).toEqual(lead());
    expect(user?.headers.authorization).toBe('Bearer user-token');
  });

  it('reads a 400 into a message per field', async () => {
    answer = {
      status: 400,
      body: JSON.stringify({
        code: 'validation_failed',
        message: 'Some details need correcting: see the message next to each field.',
        fields: { email: 'Enter an email address like name@company.com', phone: 42 },
      }),
    };
    expect(await submitLead(lead(), null)).toEqual({
      kind: 'invalid',
      message: 'Some details need correcting: see the message next to each field.',
      fields: { email: 'Enter an email address like name@company.com' },
    });
  });

  it('reads a 429 with its Retry-After', async () => {
    answer = {
      status: 429,
      body: JSON.stringify({ code: 'rate_limited', message: 'Please try again later.' }),
      headers: { 'Retry-After': '3600' },
    };
    expect(await submitLead(lead(), null)).toEqual({
      kind: 'rate-limited',
      retryAfterSeconds: 3600,
    });
  });

  it('treats a 5xx, an unreadable answer and no answer at all as a failure to retry', async () => {
    answer = { status: 500, body: JSON.stringify({ code: 'internal_error', message: 'x' }) };
    expect(await submitLead(lead(), null)).toEqual({ kind: 'failed' });
    answer = { status: 400, body: '<html>Bad gateway</html>' };
    expect(await submitLead(lead(), null)).toEqual({ kind: 'failed' });
    answer = { status: 404, body: '{}' };
    expect(await submitLead(lead(), null)).toEqual({ kind: 'failed' });

    vi.stubEnv('VITE_SUPABASE_URL', closedUrl);
    vi.resetModules();
    const offline = (await import('../../src/features/leads/submit.ts')).submitLead;
    expect(await offline(lead(), null)).toEqual({ kind: 'failed' });
  });
});
