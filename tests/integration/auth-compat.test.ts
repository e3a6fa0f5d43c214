/**
 * Where the embedded auth layer once differed from hosted Supabase (GoTrue), each checked through
 * the real supabase-js client where it can make the call. Time-bound rules run on a test clock.
 */
import { createClient } from '@supabase/supabase-js';
import { decodeProtectedHeader, exportJWK, generateKeyPair, importJWK, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createBackend } from '../../server/index.ts';
import {
  client,
  follow,
  lastMail,
  mailsTo,
  SITE,
  startBackend,
  testClock,
} from '../support/backend.ts';

const password = 'correct horse battery';
const clock = testClock();
let main: Awaited<ReturnType<typeof startBackend>>;

beforeAll(async () => {
  main = await startBackend({ env: {}, now: clock.now });
});
afterAll(() => main?.stop());

const options = { emailRedirectTo: `${SITE}/auth` };

/** An account whose address is confirmed, and a client signed in to it. */
async function confirmedUser(email: string) {
  const sb = client(main.backend);
  expect((await sb.auth.signUp({ email, password, options })).error).toBeNull();
  await follow((await lastMail(main.backend, email)).link);
  const { data, error } = await sb.auth.signInWithPassword({ email, password });
  expect(error).toBeNull();
  return { sb, id: data.user?.id as string, session: data.session };
}

/** A raw request to /auth/v1 with the publishable key. */
function auth(path: string, init: RequestInit = {}, backend = main.backend) {
  return fetch(`${backend.url}/auth/v1/${path}`, {
    ...init,
    headers: {
      apikey: backend.publishableKey,
      'Content-Type': 'application/json',
      ...(init.headers ?? {}),
    },
  });
}

describe('auth answers as hosted Supabase does', () => {
  it('1. sign-up for a confirmed address answers a made-up user, no session and no email', async () => {
    const email = 'taken@example.in';
    const { id } = await confirmedUser(email);
    const before = (await mailsTo(main.backend, email)).length;
    const again = await client(main.backend).auth.signUp({
      email,
      password: 'another password',
      options,
    });
    expect(again.error).toBeNull();
    expect(again.data.session).toBeNull();
    expect(again.data.user?.email).toBe(email);
    expect(again.data.user?.id).not.toBe(id);
    expect(again.data.user?.identities).toEqual([]);
    expect(again.data.user?.email_confirmed_at).toBeUndefined();
    expect((await mailsTo(main.backend, email)).length).toBe(before);
  });

  it('2. sign-up again for an unconfirmed address keeps its password and is limited to one email a minute', async () => {
    const email = 'pending@example.in';
    const sb = client(main.backend);
    const first = await sb.auth.signUp({ email, password, options });
    expect(first.error).toBeNull();

    const soon = await sb.auth.signUp({ email, password: 'attacker password', options });
    expect(soon.error?.status).toBe(429);
    expect(soon.error?.code).toBe('over_email_send_rate_limit');
    expect(soon.error?.message).toBe(
      'For security purposes, you can only request this after 60 seconds.',
    );

    clock.advance(61_000);
    const later = await sb.auth.signUp({ email, password: 'attacker password', options });
    expect(later.error).toBeNull();
    expect(later.data.user?.id).toBe(first.data.user?.id);
    expect(await mailsTo(main.backend, email)).toHaveLength(2);

    await follow((await lastMail(main.backend, email)).link);
    const attacker = await client(main.backend).auth.signInWithPassword({
      email,
      password: 'attacker password',
    });
    expect(attacker.error?.code).toBe('invalid_credentials');
    const owner = await client(main.backend).auth.signInWithPassword({ email, password });
    expect(owner.error).toBeNull();
  });

  it('3. recovery: one email a minute, a malformed address refused, an unknown one told nothing', async () => {
    const email = 'reset@example.in';
    await confirmedUser(email);
    const sb = client(main.backend);
    const redirectTo = `${SITE}/auth`;
    expect((await sb.auth.resetPasswordForEmail(email, { redirectTo })).error).toBeNull();
    const twice = await sb.auth.resetPasswordForEmail(email, { redirectTo });
    expect(twice.error?.status).toBe(429);
    expect(twice.error?.code).toBe('over_email_send_rate_limit');

    const malformed = await sb.auth.resetPasswordForEmail('not an address', { redirectTo });
    expect(malformed.error?.status).toBe(400);
    expect(malformed.error?.code).toBe('validation_failed');
    expect(malformed.error?.message).toBe('Unable to validate email address: invalid format');

    const unknown = await sb.auth.resetPasswordForEmail('nobody@example.in', { redirectTo });
    expect(unknown.error).toBeNull();
    expect(unknown.data).toEqual({});
    expect(await mailsTo(main.backend, 'nobody@example.in')).toEqual([]);
  });

  it('4. a new password must differ from the old one', async () => {
    const { sb } = await confirmedUser('same@example.in');
    const { error } = await sb.auth.updateUser({ password });
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('same_password');
    expect(error?.message).toBe('New password should be different from the old password.');
  });

  it("5. a password change ends the user's other sessions and keeps the current one", async () => {
    const email = 'change@example.in';
    const { sb: laptop } = await confirmedUser(email);
    const phone = client(main.backend);
    const other = await phone.auth.signInWithPassword({ email, password });
    expect((await laptop.auth.updateUser({ password: 'second password' })).error).toBeNull();
    const ended = await client(main.backend).auth.refreshSession({
      refresh_token: other.data.session?.refresh_token as string,
    });
    expect(ended.error?.code).toBe('refresh_token_not_found');
    expect((await laptop.auth.refreshSession()).error).toBeNull();

    clock.advance(61_000);
    const recovery = client(main.backend);
    await recovery.auth.resetPasswordForEmail(email, { redirectTo: `${SITE}/auth` });
    const { hash } = await follow((await lastMail(main.backend, email)).link);
    expect(hash.get('type')).toBe('recovery');
    await recovery.auth.setSession({
      access_token: hash.get('access_token') as string,
      refresh_token: hash.get('refresh_token') as string,
    });
    expect((await recovery.auth.updateUser({ password: 'third password' })).error).toBeNull();
    expect((await laptop.auth.refreshSession()).error?.code).toBe('refresh_token_not_found');
    expect((await recovery.auth.refreshSession()).error).toBeNull();
  });

  it('6. the refresh token just replaced answers the current session; a spent one reused later ends the session', async () => {
    const { session } = await confirmedUser('tabs@example.in');
    const first = session?.refresh_token as string;
    const tab = () => client(main.backend).auth;
    const second = (await tab().refreshSession({ refresh_token: first })).data.session;
    const reused = await tab().refreshSession({ refresh_token: first });
    expect(reused.error).toBeNull();
    expect(reused.data.session?.refresh_token).toBe(second?.refresh_token);
    expect(reused.data.user?.email).toBe('tabs@example.in');

    const third = (await tab().refreshSession({ refresh_token: second?.refresh_token as string }))
      .data.session;
    clock.advance(11_000);
    const late = await tab().refreshSession({ refresh_token: first });
    expect(late.error?.status).toBe(400);
    expect(late.error?.code).toBe('refresh_token_already_used');
    clock.advance(11_000);
    const revoked = await tab().refreshSession({ refresh_token: third?.refresh_token as string });
    expect(revoked.error?.code).toBe('refresh_token_already_used');
  });

  it('7. invalid email, empty and weak passwords at sign-up, a malformed email at sign-in', async () => {
    const sb = client(main.backend);
    const badEmail = await sb.auth.signUp({ email: 'asha@', password, options });
    expect(badEmail.error?.status).toBe(400);
    expect(badEmail.error?.code).toBe('validation_failed');
    expect(badEmail.error?.message).toBe('Unable to validate email address: invalid format');

    const noPassword = await sb.auth.signUp({ email: 'empty@example.in', password: '', options });
    expect(noPassword.error?.status).toBe(400);
    expect(noPassword.error?.code).toBe('validation_failed');
    expect(noPassword.error?.message).toBe('Signup requires a valid password');

    const weak = await sb.auth.signUp({ email: 'weak@example.in', password: '12345', options });
    expect(weak.error?.status).toBe(422);
    expect(weak.error?.code).toBe('weak_password');
    expect(weak.error?.message).toBe('Password should be at least 6 characters.');
    expect((weak.error as { reasons?: string[] }).reasons).toEqual(['length']);

    const signIn = await sb.auth.signInWithPassword({ email: 'not-an-email', password });
    expect(signIn.error?.status).toBe(400);
    expect(signIn.error?.code).toBe('invalid_credentials');
  });

  it('8. a new email user has one email identity, kept with the account', async () => {
    const email = 'identity@example.in';
    const { data } = await client(main.backend).auth.signUp({ email, password, options });
    const id = data.user?.id as string;
    expect(data.user?.identities).toHaveLength(1);
    expect(data.user?.identities?.[0]).toEqual({
      identity_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      id,
      user_id: id,
      identity_data: { email, email_verified: false, phone_verified: false, sub: id },
      provider: 'email',
      last_sign_in_at: expect.any(String),
      created_at: expect.any(String),
      updated_at: expect.any(String),
      email,
    });

    await follow((await lastMail(main.backend, email)).link);
    const signedIn = await client(main.backend).auth.signInWithPassword({ email, password });
    const identity = signedIn.data.user?.identities?.[0];
    expect(identity?.identity_id).toBe(data.user?.identities?.[0]?.identity_id);
    expect(identity?.identity_data?.email_verified).toBe(true);
  });

  it('9. sign-out with an invalid access token: 403 bad_jwt, and supabase-js still clears the session', async () => {
    const forged = await new SignJWT({ sub: crypto.randomUUID(), role: 'authenticated' })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('a different secret of at least thirty-two characters'));
    const res = await auth('logout', {
      method: 'POST',
      headers: { Authorization: `Bearer ${forged}` },
    });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { code: string }).code).toBe('bad_jwt');

    const { sb: owner } = await confirmedUser('forged@example.in');
    const { data } = await owner.auth.getSession();
    const stored = new Map<string, string>([
      ['forged-session', JSON.stringify({ ...data.session, access_token: forged })],
    ]);
    const sb = client(main.backend, {
      auth: {
        persistSession: true,
        storageKey: 'forged-session',
        storage: {
          getItem: (key) => stored.get(key) ?? null,
          setItem: (key, value) => void stored.set(key, value),
          removeItem: (key) => void stored.delete(key),
        },
      },
    });
    expect((await sb.auth.signOut()).error).toBeNull();
    expect((await sb.auth.getSession()).data.session).toBeNull();
    expect(stored.has('forged-session')).toBe(false);
  });
});

describe('10. settings by GoTrue names', () => {
  let autoconfirm: Awaited<ReturnType<typeof startBackend>>;
  let closed: Awaited<ReturnType<typeof startBackend>>;
  let signing: { privateJwk: Record<string, unknown>; kid: string };

  beforeAll(async () => {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    signing = { privateJwk: { ...(await exportJWK(privateKey)), alg: 'RS256' }, kid: 'test-key' };
    [autoconfirm, closed] = await Promise.all([
      startBackend({
        env: {
          GOTRUE_MAILER_AUTOCONFIRM: 'true',
          GOTRUE_JWT_EXP: '600',
          GOTRUE_PASSWORD_MIN_LENGTH: '10',
          GOTRUE_JWT_KEYS: JSON.stringify([
            { ...signing.privateJwk, kid: signing.kid, key_ops: ['sign', 'verify'] },
          ]),
        },
      }),
      startBackend({ env: { GOTRUE_DISABLE_SIGNUP: 'true' } }),
    ]);
  });
  afterAll(() => Promise.all([autoconfirm?.stop(), closed?.stop()]));

  it('GOTRUE_MAILER_AUTOCONFIRM signs up at once without an email; GOTRUE_DISABLE_SIGNUP refuses', async () => {
    const email = 'instant@example.in';
    const { data, error } = await client(autoconfirm.backend).auth.signUp({
      email,
      password: 'long enough password',
    });
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
    expect(data.session?.expires_in).toBe(600);
    expect(data.user?.email_confirmed_at).toBeTruthy();
    expect(await mailsTo(autoconfirm.backend, email)).toEqual([]);
    const repeat = await client(autoconfirm.backend).auth.signUp({
      email,
      password: 'long enough password',
    });
    expect(repeat.error?.code).toBe('user_already_exists');
    const short = await client(autoconfirm.backend).auth.signUp({
      email: 'short@example.in',
      password: 'nine char',
    });
    expect(short.error?.message).toBe('Password should be at least 10 characters.');

    const settings = async (backend: typeof main.backend) =>
      (await auth('settings', {}, backend)).json() as Promise<Record<string, unknown>>;
    expect(await settings(autoconfirm.backend)).toMatchObject({
      mailer_autoconfirm: true,
      disable_signup: false,
    });
    expect(await settings(main.backend)).toMatchObject({ mailer_autoconfirm: false });
    expect(await settings(closed.backend)).toMatchObject({ disable_signup: true });

    const refused = await client(closed.backend).auth.signUp({ email, password });
    expect(refused.error?.status).toBe(422);
    expect(refused.error?.code).toBe('signup_disabled');
  });

  it('GOTRUE_JWT_KEYS: the signing key signs access tokens; asymmetric API keys and tokens verify; the public key is published', async () => {
    const { kid, privateJwk } = signing;
    const rsaKey = await new SignJWT({ role: 'anon', iss: 'supabase-demo' })
      .setProtectedHeader({ alg: 'RS256', kid })
      .sign(await importPrivate(privateJwk));
    const sb = client(autoconfirm.backend, { key: rsaKey });
    const signIn = await sb.auth.signInWithPassword({
      email: 'instant@example.in',
      password: 'long enough password',
    });
    expect(signIn.error).toBeNull();
    // Access tokens are signed with the key whose key_ops include "sign", as GoTrue signs them.
    const access = signIn.data.session?.access_token as string;
    expect(decodeProtectedHeader(access)).toMatchObject({ alg: 'RS256', kid });
    const calls: string[] = [];
    const watched = createClient(autoconfirm.backend.url, autoconfirm.backend.publishableKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as never },
      global: {
        fetch: (input, init) => {
          calls.push(new URL(String(input instanceof Request ? input.url : input)).pathname);
          return fetch(input, init);
        },
      },
    });
    const claims = await watched.auth.getClaims(access);
    expect(claims.data?.claims.sub).toBe(signIn.data.user?.id);
    expect(calls).not.toContain('/auth/v1/user');
    const profile = await client(autoconfirm.backend, { key: access })
      .from('profiles')
      .select('email')
      .single();
    expect(profile.data?.email).toBe('instant@example.in');
    const userToken = await new SignJWT({ sub: signIn.data.user?.id, role: 'authenticated' })
      .setProtectedHeader({ alg: 'RS256', kid })
      .setAudience('authenticated')
      .setExpirationTime('5m')
      .sign(await importPrivate(privateJwk));
    expect((await sb.auth.getUser(userToken)).data.user?.email).toBe('instant@example.in');

    const jwks = (await (await auth('.well-known/jwks.json', {}, autoconfirm.backend)).json()) as {
      keys: Record<string, unknown>[];
    };
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ kid, kty: 'RSA', alg: 'RS256', n: privateJwk.n });
    expect(jwks.keys[0]?.d).toBeUndefined();
  });

  it('a bad setting stops start-up with a message naming the variable', async () => {
    await expect(
      createBackend({
        dataDir: '/nonexistent/never-created',
        siteOrigins: [SITE],
        env: { GOTRUE_SMTP_MAX_FREQUENCY: 'soon' },
      }),
    ).rejects.toThrow(/GOTRUE_SMTP_MAX_FREQUENCY: "soon" is not a duration/);
  });
});

const importPrivate = (jwk: Record<string, unknown>) => importJWK(jwk, 'RS256');

describe('what the embedded backend does not support is refused loudly', () => {
  it.each([
    ['POST', 'factors', 404, 'mfa'],
    ['POST', 'sso', 404, 'sso'],
    ['POST', 'otp', 422, 'otp'],
    ['POST', 'magiclink', 422, 'otp'],
    ['GET', 'authorize?provider=github', 400, 'oauth'],
    ['GET', 'admin/users', 403, 'admin'],
    ['GET', 'user/identities/authorize?provider=github', 404, 'identity-linking'],
    ['POST', 'passkeys/authentication/options', 404, 'passkeys'],
    ['POST', 'token?grant_type=web3', 422, 'web3'],
    ['POST', 'token?grant_type=id_token', 400, 'oauth'],
    ['POST', 'token?grant_type=pkce', 400, 'pkce'],
  ])('%s /%s', async (method, path, status, category) => {
    const res = await auth(path, { method, ...(method === 'POST' ? { body: '{}' } : {}) });
    expect(res.status).toBe(status);
    expect(res.headers.get('x-embedded-unsupported')).toBe(category);
    expect(((await res.json()) as { message: string }).message).toMatch(
      /^The embedded backend does not support /,
    );
  });

  it('through supabase-js: phone, anonymous sign-in, email change', async () => {
    const sb = client(main.backend);
    const phone = await sb.auth.signUp({ phone: '+919810000000', password });
    expect(phone.error?.code).toBe('phone_provider_disabled');
    const anonymous = await sb.auth.signInAnonymously();
    expect(anonymous.error?.code).toBe('anonymous_provider_disabled');
    const { sb: signedIn } = await confirmedUser('moving@example.in');
    const change = await signedIn.auth.updateUser({ email: 'moved@example.in' });
    expect(change.error?.status).toBe(422);
    expect(change.error?.message).toBe(
      'The embedded backend does not support changing the email address.',
    );
  });
});

describe('per-address rate limits, as GoTrue applies them', () => {
  const attempts = async (backend: { url: string; publishableKey: string }, header?: string) => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const res = await fetch(`${backend.url}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: {
          apikey: backend.publishableKey,
          'Content-Type': 'application/json',
          ...(header ? { 'X-Client-Address': header } : {}),
        },
        body: JSON.stringify({ email: 'nobody@example.in', password: 'whatever1' }),
      });
      statuses.push(res.status);
    }
    return statuses;
  };

  it('without the client address, only GOTRUE_RATE_LIMIT_HEADER keys them', async () => {
    // A clock that stands still: no bucket refills while the attempts run, however slowly.
    const behindCli = await startBackend({
      env: { GOTRUE_RATE_LIMIT_HEADER: 'X-Client-Address' },
      clientAddressKnown: false,
      now: testClock().now,
    });
    try {
      expect(new Set(await attempts(behindCli.backend))).toEqual(new Set([400]));
      const first = await attempts(behindCli.backend, '203.0.113.7, 10.0.0.1');
      expect(first.slice(0, 30).every((s) => s === 400)).toBe(true);
      expect(first[30]).toBe(429);
      // Another address has a bucket of its own.
      const other = await attempts(behindCli.backend, '203.0.113.8');
      expect(other.slice(0, 30).every((s) => s === 400)).toBe(true);
    } finally {
      await behindCli.stop();
    }
  });
});
