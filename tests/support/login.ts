import type { BrowserContextOptions, Page } from 'playwright-core';
import type { Backend } from '../../server/index.ts';
import { sessionStorageKey } from '../../src/lib/supabase-session.ts';
import { client } from './backend.ts';

/**
 * Fills /auth's login form and presses "Log in". Both tab panels are in the page (the register
 * one hidden), and "Forgot password?" has an email field of its own, so the fields are found in
 * the Login panel by their exact labels.
 */
export async function submitLogin(page: Page, email: string, password: string) {
  const login = page.getByRole('tabpanel', { name: 'Login' });
  await login.getByLabel('Email', { exact: true }).fill(email);
  await login.getByLabel('Password', { exact: true }).fill(password);
  await login.getByRole('button', { name: 'Log in' }).click();
}

/**
 * The storage of a browser signed in as `email` at `siteUrl`, for `browser.newContext`: the
 * session is made through the API (supabase-js, as the site signs in) and kept under the key and
 * in the form the site's own supabase-js keeps it in localStorage. For a test whose subject is not
 * the login form: a page opened in such a context starts signed in.
 */
export async function signedInStorage(
  backend: Pick<Backend, 'url' | 'publishableKey'>,
  siteUrl: string,
  email: string,
  password: string,
): Promise<NonNullable<BrowserContextOptions['storageState']>> {
  const stored = new Map<string, string>();
  const sb = client(backend, {
    auth: {
      persistSession: true,
      storageKey: sessionStorageKey,
      storage: {
        getItem: (key) => stored.get(key) ?? null,
        setItem: (key, value) => void stored.set(key, value),
        removeItem: (key) => void stored.delete(key),
      },
    },
  });
  const { error } = await sb.auth.signInWithPassword({ email, password });
  if (error) throw error;
  const localStorage = [...stored].map(([name, value]) => ({ name, value }));
  return { cookies: [], origins: [{ origin: siteUrl, localStorage }] };
}

/**
 * Waits until /profile has the member's details in its form: the form shows at once (its
 * "Save changes" disabled), and is filled in and enabled once the account has loaded.
 */
export async function profileLoaded(page: Page) {
  const save = page.getByRole('button', { name: 'Save changes' });
  await save.waitFor();
  await page.waitForFunction(
    (button) => !(button as HTMLButtonElement).disabled,
    await save.elementHandle(),
  );
}
