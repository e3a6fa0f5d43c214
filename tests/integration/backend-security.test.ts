import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jwtSecret } from '../../server/keys.ts';
import { client, follow, lastMail, SITE, startBackend } from '../support/backend.ts';

let env: Awaited<ReturnType<typeof startBackend>>;
const password = 'correct horse battery';

async function signedIn(email: string) {
  const sb = client(env.backend);
  await sb.auth.signUp({ email, password, options: { emailRedirectTo: `${SITE}/auth` } });
  await follow((await lastMail(env.backend, email)).link);
  const { data } = await sb.auth.signInWithPassword({ email, password });
  return { sb, id: data.user?.id as string, token: data.session?.access_token as string };
}

let a: Awaited<ReturnType<typeof signedIn>>;
let b: Awaited<ReturnType<typeof signedIn>>;

beforeAll(async () => {
  env = await startBackend();
  a = await signedIn('a@example.in');
  b = await signedIn('b@example.in');
});
afterAll(() => env?.stop());

/** A raw request to the REST API with a bearer token. */
function rest(path: string, token: string, init: RequestInit = {}) {
  return fetch(`${env.backend.url}/rest/v1/${path}`, {
    ...init,
    headers: {
      apikey: env.backend.publishableKey,
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
      ...(init.headers ?? {}),
    },
  });
}

async function profileOf(id: string) {
  const res = await rest(`profiles?id=eq.${id}`, (id === a.id ? a : b).token);
  return ((await res.json()) as Record<string, unknown>[])[0];
}

describe('row level security and grants', () => {
  it("a user can neither read nor change another user's profile", async () => {
    const read = await a.sb.from('profiles').select('*').eq('id', b.id);
    expect(read.data).toEqual([]);
    const write = await a.sb
      .from('profiles')
      .update({ first_name: 'Hacked' })
      .eq('id', b.id)
      .select();
    expect(write.data).toEqual([]);
    expect((await profileOf(b.id))?.first_name).toBeNull();
  });

  it('nobody can change the email column through the API', async () => {
    const res = await rest(`profiles?id=eq.${a.id}`, a.token, {
      method: 'PATCH',
      body: JSON.stringify({ email: 'x@evil.test' }),
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: '42501' });
    expect((await profileOf(a.id))?.email).toBe('a@example.in');
  });

  it('the anonymous key reads no profile', async () => {
    const res = await rest('profiles', env.backend.publishableKey);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: '42501' });
  });

  it('answers .single() with no row as 406 PGRST116', async () => {
    const { error, status } = await a.sb.from('profiles').select('*').eq('id', b.id).single();
    expect(status).toBe(406);
    expect(error?.code).toBe('PGRST116');
  });
});

describe('tokens', () => {
  const key = () => new TextEncoder().encode(jwtSecret());

  it('refuses expired, tampered and alg-none tokens', async () => {
    const expired = await new SignJWT({ sub: a.id, role: 'authenticated' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(1_700_000_000)
      .setExpirationTime(1_700_000_100)
      .sign(key());
    const [h, p, s] = a.token.split('.') as [string, string, string];
    const payload = JSON.parse(Buffer.from(p, 'base64url').toString());
    const tampered = `${h}.${Buffer.from(JSON.stringify({ ...payload, sub: b.id })).toString('base64url')}.${s}`;
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${Buffer.from(JSON.stringify({ ...payload, sub: b.id })).toString('base64url')}.`;
    for (const token of [expired, tampered, none, 'not-a-jwt']) {
      const res = await rest(`profiles?id=eq.${b.id}`, token);
      expect(res.status, token.slice(0, 20)).toBe(401);
      const user = await fetch(`${env.backend.url}/auth/v1/user`, {
        headers: { apikey: env.backend.publishableKey, Authorization: `Bearer ${token}` },
      });
      expect(user.status).toBe(403);
      expect(((await user.json()) as { code: string }).code).toBe('bad_jwt');
    }
  });

  it('requires the API key', async () => {
    const res = await fetch(`${env.backend.url}/rest/v1/profiles`, {
      headers: { Authorization: `Bearer ${a.token}` },
    });
    expect(res.status).toBe(401);
  });
});

describe('bad requests get a 4xx of the right shape, change nothing, and the server keeps serving', () => {
  it.each([
    ['malformed JSON', 'PATCH', `profiles?id=eq.A`, '{"first_name":', 400, 'PGRST102'],
    ['a body that is not an object', 'PATCH', `profiles?id=eq.A`, '"text"', 400, 'PGRST102'],
    ['an unknown column', 'PATCH', `profiles?id=eq.A`, '{"salary":1}', 400, 'PGRST204'],
    ['a wrong type', 'GET', `profiles?id=eq.not-a-uuid`, '', 400, '22P02'],
    ['an unknown table', 'GET', `salaries`, '', 404, 'PGRST205'],
    ['an unknown filter operator', 'GET', `profiles?id=resembles.x`, '', 400, 'PGRST100'],
    ['an unknown selected column', 'GET', `profiles?select=salary`, '', 400, '42703'],
  ])('%s', async (_name, method, path, body, status, code) => {
    const res = await rest(path.replace('A', a.id), a.token, { method, body: body || undefined });
    expect(res.status).toBe(status);
    expect(await res.json()).toMatchObject({ code });
    expect((await profileOf(a.id))?.email).toBe('a@example.in');
  });

  it('refuses an oversized body with 413', async () => {
    const res = await rest(`profiles?id=eq.${a.id}`, a.token, {
      method: 'PATCH',
      body: JSON.stringify({ first_name: 'x'.repeat(100_000) }),
    });
    expect(res.status).toBe(413);
    expect((await profileOf(a.id))?.first_name).not.toBe('x'.repeat(100_000));
  });

  it('auth endpoints answer GoTrue errors with the API version header', async () => {
    const res = await fetch(`${env.backend.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: env.backend.publishableKey, 'Content-Type': 'application/json' },
      body: '{"email":',
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await res.json()).toMatchObject({ code: 'bad_json' });
    const missing = await client(env.backend).auth.signInWithPassword({ email: '', password: '' });
    expect(missing.error?.message).toBe('missing email or phone');
    const other = await fetch(`${env.backend.url}/auth/v1/factors`, {
      method: 'POST',
      headers: { apikey: env.backend.publishableKey },
    });
    expect(other.status).toBe(404);
    expect(((await other.json()) as { message: string }).message).toContain(
      'embedded backend does not support',
    );
  });

  it("limits sign-in attempts with 429 and GoTrue's code", async () => {
    const limited = await startBackend();
    const attempt = () =>
      fetch(`${limited.backend.url}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { apikey: limited.backend.publishableKey, 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'nobody@example.in', password: 'whatever1' }),
      });
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await attempt()).status);
    expect(statuses.slice(0, 30).every((s) => s === 400)).toBe(true);
    const last = await attempt();
    expect(last.status).toBe(429);
    expect(await last.json()).toMatchObject({ code: 'over_request_rate_limit' });
    await limited.stop();
  });

  it('still serves after all of that', async () => {
    const { data, error } = await a.sb.from('profiles').select('email').eq('id', a.id).single();
    expect(error).toBeNull();
    expect(data?.email).toBe('a@example.in');
  });
});
