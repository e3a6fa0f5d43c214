/**
 * A user's data over HTTP, against the embedded backend with its Edge Functions: the export the
 * profile page makes (under the user's own token), the delete-account function, the auth admin
 * API's user deletion it calls, and a password reset ending the user's other sessions.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectAccountData } from '../../src/features/profile/account-data.ts';
import { deleteAccount } from '../../src/features/profile/delete-account.ts';
import { client, follow, lastMail, SITE } from '../support/backend.ts';
import { adminClient, startLeadBackend, submitLead, validLead } from '../support/leads.ts';

const password = 'correct horse battery';

let env: Awaited<ReturnType<typeof startLeadBackend>>;
let admin: SupabaseClient;
let functionUrl: string;

beforeAll(async () => {
  env = await startLeadBackend({ LEAD_RATE_LIMIT_PER_IP_HOUR: '0' });
  admin = await adminClient(env.backend);
  functionUrl = `${env.backend.url}/functions/v1/delete-account`;
});
afterAll(() => env?.stop());

interface User {
  sb: SupabaseClient;
  id: string;
  email: string;
  leadId: string;
}

/** A confirmed user, signed in on a client of their own, who has sent one request. */
async function userWithLead(email: string, ip: string): Promise<User> {
  const sb = client(env.backend);
  expect(
    (await sb.auth.signUp({ email, password, options: { emailRedirectTo: `${SITE}/auth` } })).error,
  ).toBeNull();
  await follow((await lastMail(env.backend, email.toLowerCase())).link);
  const { data, error } = await sb.auth.signInWithPassword({ email, password });
  expect(error).toBeNull();
  const answer = await submitLead(sb, validLead({ email }), ip);
  expect(answer.status).toBe(201);
  return { sb, id: data.user?.id as string, email, leadId: answer.body.id as string };
}

/** The member saves their calendar choice and reminders on /profile (the reminders function). */
async function saveReminders(user: User, registrations: string[]) {
  const { data } = await user.sb.auth.getSession();
  const res = await fetch(`${env.backend.url}/functions/v1/reminders`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      apikey: env.backend.publishableKey,
      Authorization: `Bearer ${data.session?.access_token}`,
    },
    body: JSON.stringify({
      action: 'update',
      registrations,
      state: 'Karnataka',
      emailEnabled: true,
      consent: true,
    }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

const remove = (user: User, typed: string) =>
  deleteAccount(user.sb, typed, functionUrl, env.backend.publishableKey);

describe('Download my data', () => {
  it("holds the account, the profile and every request of the user, and nobody else's", async () => {
    const asha = await userWithLead('asha.export@example.in', '198.51.100.21');
    const ravi = await userWithLead('ravi.export@example.in', '198.51.100.22');
    await asha.sb
      .from('profiles')
      .update({ first_name: 'Asha', company: 'Verma Textiles' })
      .eq('id', asha.id);
    const visitor = await submitLead(
      client(env.backend),
      validLead({ email: 'visitor.export@example.in' }),
      '198.51.100.23',
    );
    await saveReminders(asha, ['gst-monthly', 'pf']);
    await saveReminders(ravi, ['esi']);
    // A day a reminder went to each: the notice lists these among what we keep.
    for (const [user, day] of [
      [asha, '2026-11-13'],
      [ravi, '2026-11-08'],
    ] as const) {
      const { data: row } = await admin
        .from('reminder_subscriptions')
        .select('id')
        .eq('user_id', user.id)
        .single();
      const sent = { subscription_id: row?.id, day, status: 'sent', sent_at: `${day}T01:05:00Z` };
      expect((await admin.from('reminder_deliveries').insert(sent)).error).toBeNull();
    }

    const result = await collectAccountData(asha.sb, new Date('2026-11-25T10:00:00Z'));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const { data } = result;
    expect(data.exported_at).toBe('2026-11-25T10:00:00.000Z');
    expect(data.account.email).toBe(asha.email);
    expect(Date.parse(data.account.created_at)).not.toBeNaN();
    expect(Date.parse(data.account.last_sign_in_at ?? '')).not.toBeNaN();
    expect(data.profile).toMatchObject({
      id: asha.id,
      email: asha.email,
      first_name: 'Asha',
      company: 'Verma Textiles',
    });
    expect(data.leads.map((l) => l.id)).toEqual([asha.leadId]);
    expect(data.leads[0]).toMatchObject({ email: asha.email, user_id: asha.id, status: 'new' });
    expect(data.reminders).toMatchObject({
      email: asha.email,
      registrations: ['gst-monthly', 'pf'],
      state: 'Karnataka',
      language: 'en',
      email_enabled: true,
      status: 'confirmed',
      deliveries: [{ day: '2026-11-13', sent_at: expect.stringMatching(/^2026-11-13T01:05:00/) }],
    });
    // The tokens in their links are secrets of the links, not data to hand out.
    expect(Object.keys(data.reminders ?? {})).not.toContain('feed_token');
    const text = JSON.stringify(data);
    for (const other of [ravi.id, ravi.email, ravi.leadId, visitor.body.id as string])
      expect(text).not.toContain(other);
  });

  it('stops, changing nothing, when the session has ended elsewhere', async () => {
    const user = await userWithLead('ended.export@example.in', '198.51.100.24');
    const elsewhere = client(env.backend);
    await elsewhere.auth.signInWithPassword({ email: user.email, password });
    expect((await elsewhere.auth.signOut({ scope: 'global' })).error).toBeNull();
    expect(await collectAccountData(user.sb)).toEqual({ ok: false, reason: 'session' });
  });
});

describe('Delete my account (the delete-account Edge Function)', () => {
  it('changes nothing when the typed email is not the account’s', async () => {
    const user = await userWithLead('keep.me@example.in', '198.51.100.31');
    const answer = await remove(user, 'someone.else@example.in');
    expect(answer).toMatchObject({ ok: false, reason: 'mismatch' });
    expect((await admin.from('profiles').select('id').eq('id', user.id)).data).toHaveLength(1);
    const again = await client(env.backend).auth.signInWithPassword({
      email: user.email,
      password,
    });
    expect(again.error).toBeNull();
  });

  it('refuses a caller who is not signed in, and a body naming someone else changes nothing', async () => {
    const user = await userWithLead('not.you@example.in', '198.51.100.32');
    const res = await fetch(functionUrl, {
      method: 'POST',
      headers: {
        apikey: env.backend.publishableKey,
        Authorization: `Bearer ${env.backend.publishableKey}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ email: user.email, id: user.id }),
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: 'session_expired' });
    expect((await admin.from('profiles').select('id').eq('id', user.id)).data).toHaveLength(1);
  });

  it('deletes the auth user and the profile, keeps the requests without user_id, ends every session; the email can register again', async () => {
    const user = await userWithLead('Leaving@Example.in', '198.51.100.33');
    const other = await userWithLead('staying@example.in', '198.51.100.34');
    const { data: held } = await user.sb.auth.getSession();
    const oldAccess = held.session?.access_token as string;
    const oldRefresh = held.session?.refresh_token as string;
    const secondDevice = client(env.backend);
    const second = await secondDevice.auth.signInWithPassword({ email: user.email, password });
    expect(second.error).toBeNull();

    await saveReminders(user, ['tds']);
    const reminders = () =>
      admin.from('reminder_subscriptions').select('id').eq('user_id', user.id);
    expect((await reminders()).data).toHaveLength(1);
    expect(await remove(user, ' LEAVING@example.in ')).toEqual({ ok: true });
    // Their reminders go with the account.
    expect((await reminders()).data).toEqual([]);

    expect((await admin.from('profiles').select('id').eq('id', user.id)).data).toEqual([]);
    const { data: leads } = await admin
      .from('leads')
      .select('id, user_id, email')
      .eq('id', user.leadId);
    expect(leads).toEqual([{ id: user.leadId, user_id: null, email: 'leaving@example.in' }]);
    // The auth user is gone: the admin API no longer finds it.
    expect((await admin.auth.admin.deleteUser(user.id)).error).toMatchObject({
      status: 404,
      code: 'user_not_found',
    });

    const signIn = await client(env.backend).auth.signInWithPassword({
      email: user.email,
      password,
    });
    expect(signIn.error?.code).toBe('invalid_credentials');
    for (const refresh of [oldRefresh, second.data.session?.refresh_token as string]) {
      const res = await fetch(`${env.backend.url}/auth/v1/token?grant_type=refresh_token`, {
        method: 'POST',
        headers: { apikey: env.backend.publishableKey, 'Content-Type': 'application/json' },
        body: JSON.stringify({ refresh_token: refresh }),
      });
      expect(res.status).toBe(400);
      expect((await res.json()).code).toBe('refresh_token_not_found');
    }
    const me = await fetch(`${env.backend.url}/auth/v1/user`, {
      headers: { apikey: env.backend.publishableKey, Authorization: `Bearer ${oldAccess}` },
    });
    expect(me.status).toBe(403);

    // The other user's account and request are untouched.
    expect((await admin.from('profiles').select('id').eq('id', other.id)).data).toHaveLength(1);
    const { data: theirs } = await admin.from('leads').select('user_id').eq('id', other.leadId);
    expect(theirs).toEqual([{ user_id: other.id }]);

    const again = client(env.backend);
    expect(
      (
        await again.auth.signUp({
          email: user.email,
          password: 'a new beginning',
          options: { emailRedirectTo: `${SITE}/auth` },
        })
      ).error,
    ).toBeNull();
    await follow((await lastMail(env.backend, 'leaving@example.in')).link);
    const back = await again.auth.signInWithPassword({
      email: user.email,
      password: 'a new beginning',
    });
    expect(back.error).toBeNull();
    expect(back.data.user?.id).not.toBe(user.id);
    const profile = await again.from('profiles').select('id, email').single();
    expect(profile.data).toEqual({ id: back.data.user?.id, email: 'leaving@example.in' });
    // The old requests stay anonymous: a new account with the same email does not inherit them.
    expect((await again.from('leads').select('id')).data).toEqual([]);
  });
});

describe("the auth admin API's user deletion (DELETE /auth/v1/admin/users/{id})", () => {
  it('answers the service role as GoTrue does, and refuses everyone else', async () => {
    const user = await userWithLead('admin.target@example.in', '198.51.100.41');
    const call = (id: string, token: string) =>
      fetch(`${env.backend.url}/auth/v1/admin/users/${id}`, {
        method: 'DELETE',
        headers: { apikey: env.backend.publishableKey, Authorization: `Bearer ${token}` },
      });
    const { data } = await user.sb.auth.getSession();
    for (const token of [data.session?.access_token as string, env.backend.publishableKey]) {
      const refused = await call(user.id, token);
      expect(refused.status).toBe(403);
      expect(await refused.json()).toMatchObject({
        code: 'not_admin',
        message: 'User not allowed',
      });
    }
    const noToken = await fetch(`${env.backend.url}/auth/v1/admin/users/${user.id}`, {
      method: 'DELETE',
      headers: { apikey: env.backend.publishableKey },
    });
    expect(noToken.status).toBe(401);
    expect((await admin.from('profiles').select('id').eq('id', user.id)).data).toHaveLength(1);

    const unknown = await admin.auth.admin.deleteUser('00000000-0000-4000-8000-000000000000');
    expect(unknown.error).toMatchObject({ status: 404, code: 'user_not_found' });

    const deleted = await admin.auth.admin.deleteUser(user.id);
    expect(deleted.error).toBeNull();
    expect((await admin.from('profiles').select('id').eq('id', user.id)).data).toEqual([]);

    // The rest of the admin API stays refused, loudly.
    const list = await admin.auth.admin.listUsers();
    expect(list.error?.status).toBe(403);
    const res = await fetch(`${env.backend.url}/auth/v1/admin/users`, {
      headers: { apikey: env.backend.publishableKey },
    });
    expect(res.headers.get('x-embedded-unsupported')).toBe('admin');
  });
});

describe('a password reset', () => {
  it("ends the user's other sessions; the link works once, then says it has expired", async () => {
    const user = await userWithLead('reset.ends@example.in', '198.51.100.51');
    const laptop = client(env.backend);
    expect(
      (await laptop.auth.signInWithPassword({ email: user.email, password })).error,
    ).toBeNull();
    await client(env.backend).auth.resetPasswordForEmail(user.email, {
      redirectTo: `${SITE}/auth?link=recovery`,
    });
    const { link } = await lastMail(env.backend, user.email);
    const { hash, location } = await follow(link);
    expect(new URL(location).search).toBe('?link=recovery');
    const recovering = client(env.backend);
    await recovering.auth.setSession({
      access_token: hash.get('access_token') as string,
      refresh_token: hash.get('refresh_token') as string,
    });
    expect(
      (await recovering.auth.updateUser({ password: 'a brand new password' })).error,
    ).toBeNull();

    const userOf = async (sb: SupabaseClient) => {
      const token = (await sb.auth.getSession()).data.session?.access_token;
      const res = await fetch(`${env.backend.url}/auth/v1/user`, {
        headers: { apikey: env.backend.publishableKey, Authorization: `Bearer ${token}` },
      });
      return { status: res.status, code: ((await res.json()) as { code?: string }).code };
    };
    for (const ended of [user.sb, laptop])
      expect(await userOf(ended)).toEqual({ status: 403, code: 'session_not_found' });
    expect((await userOf(recovering)).status).toBe(200);

    const reused = await follow(link);
    expect(reused.hash.get('error_code')).toBe('otp_expired');
    expect(new URL(reused.location).search).toBe('?link=recovery');
  });
});
