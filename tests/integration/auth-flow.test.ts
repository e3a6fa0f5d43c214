import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, follow, lastMail, SITE, startBackend } from '../support/backend.ts';

let env: Awaited<ReturnType<typeof startBackend>>;
beforeAll(async () => {
  env = await startBackend();
});
afterAll(() => env?.stop());

const password = 'correct horse battery';

async function registeredUser(email: string) {
  const sb = client(env.backend);
  const { error } = await sb.auth.signUp({
    email,
    password,
    options: { emailRedirectTo: `${SITE}/auth` },
  });
  expect(error).toBeNull();
  const mail = await lastMail(env.backend, email);
  await follow(mail.link);
  return sb;
}

describe('accounts with the real supabase-js client', () => {
  it('sign up, confirm from the mailbox, sign in, read and update the profile', async () => {
    const sb = client(env.backend);
    const email = 'asha@example.in';
    const signUp = await sb.auth.signUp({
      email,
      password,
      options: { emailRedirectTo: `${SITE}/auth` },
    });
    expect(signUp.error).toBeNull();
    expect(signUp.data.session).toBeNull();
    expect(signUp.data.user?.email).toBe(email);

    const early = await sb.auth.signInWithPassword({ email, password });
    expect(early.error?.code).toBe('email_not_confirmed');

    const mail = await lastMail(env.backend, email);
    expect(mail.subject).toBe('Confirm your email address');
    const confirmed = await follow(mail.link);
    expect(confirmed.status).toBe(303);
    expect(confirmed.location.startsWith(`${SITE}/auth#`)).toBe(true);
    expect(confirmed.hash.get('type')).toBe('signup');
    expect(confirmed.hash.get('access_token')).toBeTruthy();

    const signIn = await sb.auth.signInWithPassword({ email, password });
    expect(signIn.error).toBeNull();
    const id = signIn.data.user?.id as string;

    const read = await sb.from('profiles').select('*').eq('id', id).single();
    expect(read.error).toBeNull();
    expect(read.data).toMatchObject({ id, email, first_name: null });

    const update = await sb
      .from('profiles')
      .update({
        first_name: 'Asha',
        last_name: 'Rao',
        phone: '+91 98100 00000',
        company: 'Rao Textiles',
      })
      .eq('id', id);
    expect(update.error).toBeNull();
    const again = await sb.from('profiles').select('*').eq('id', id).single();
    expect(again.data).toMatchObject({
      first_name: 'Asha',
      last_name: 'Rao',
      phone: '+91 98100 00000',
      company: 'Rao Textiles',
      email,
    });
  });

  it('refuses a wrong password with invalid_credentials', async () => {
    await registeredUser('wrong@example.in');
    const { error } = await client(env.backend).auth.signInWithPassword({
      email: 'wrong@example.in',
      password: 'not the password',
    });
    expect(error?.code).toBe('invalid_credentials');
    expect(error?.message).toBe('Invalid login credentials');
  });

  it('rotates refresh tokens; the one just replaced answers the current session', async () => {
    const sb = await registeredUser('rotate@example.in');
    const { data } = await sb.auth.signInWithPassword({ email: 'rotate@example.in', password });
    const first = data.session?.refresh_token as string;
    const refreshed = await sb.auth.refreshSession({ refresh_token: first });
    expect(refreshed.error).toBeNull();
    const second = refreshed.data.session?.refresh_token;
    expect(second).not.toBe(first);
    const reuse = await client(env.backend).auth.refreshSession({ refresh_token: first });
    expect(reuse.error).toBeNull();
    expect(reuse.data.session?.refresh_token).toBe(second);
  });

  it('signing out invalidates the refresh token', async () => {
    const sb = await registeredUser('bye@example.in');
    const { data } = await sb.auth.signInWithPassword({ email: 'bye@example.in', password });
    const token = data.session?.refresh_token as string;
    expect((await sb.auth.signOut()).error).toBeNull();
    const after = await client(env.backend).auth.refreshSession({ refresh_token: token });
    expect(after.error?.code).toMatch(/refresh_token_not_found|refresh_token_already_used/);
  });

  it('recovers a password through the emailed link', async () => {
    await registeredUser('forgot@example.in');
    const sb = client(env.backend);
    expect(
      (await sb.auth.resetPasswordForEmail('forgot@example.in', { redirectTo: `${SITE}/auth` }))
        .error,
    ).toBeNull();
    const mail = await lastMail(env.backend, 'forgot@example.in');
    expect(mail.subject).toBe('Reset your password');
    const { hash } = await follow(mail.link);
    expect(hash.get('type')).toBe('recovery');
    const session = await sb.auth.setSession({
      access_token: hash.get('access_token') as string,
      refresh_token: hash.get('refresh_token') as string,
    });
    expect(session.error).toBeNull();
    expect((await sb.auth.updateUser({ password: 'a brand new password' })).error).toBeNull();
    const signIn = await client(env.backend).auth.signInWithPassword({
      email: 'forgot@example.in',
      password: 'a brand new password',
    });
    expect(signIn.error).toBeNull();
  });
});
