import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastMail } from '../support/backend.ts';
import { profileLoaded, submitLogin } from '../support/login.ts';
import { hydrated, openPage } from '../support/site.ts';
import { reachBackend, startSiteAndBackend } from '../support/site-backend.ts';

let started: Awaited<ReturnType<typeof startSiteAndBackend>>;
let site: typeof started.site;
let backend: typeof started.backend;

beforeAll(async () => {
  started = await startSiteAndBackend('backend-e2e-');
  ({ site, backend } = started);
});
afterAll(() => started?.close());

/** The built site talks to 127.0.0.1:54321; send that to the backend this test started. */
async function visit(url: string, width = 1280) {
  const opened = await openPage(site.browser, width, 900);
  await reachBackend(opened.page.context(), backend);
  await opened.page.goto(url);
  await hydrated(opened.page);
  return opened;
}

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]', { hasText: text });

describe('accounts in Chromium', () => {
  it('register, confirm from the mailbox, log in, edit the profile, reload, sign out', async () => {
    const email = 'meera@example.in';
    const password = 'correct horse battery';
    const { page, errors, close } = await visit(`${site.url}/auth`);
    expect(await page.getByRole('tab', { name: 'Login' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await page.getByRole('tab', { name: 'Register' }).click();
    // The panel shown is the one the tab names.
    const register = page.getByRole('tabpanel', { name: 'Register' });
    await register.getByLabel('Email', { exact: true }).fill(email);
    await register.getByLabel('Password').fill(password);
    await register.getByRole('button', { name: 'Create account' }).click();
    await toast(
      page,
      'Registration successful! Please check your email for verification.',
    ).waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth');

    // The confirmation link signs the visitor in and lands on /auth, which sends them on.
    const { link } = await lastMail(backend, email);
    await page.goto(link);
    await page.waitForURL(`${site.url}/profile`);
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await toast(page, 'Logged out successfully').waitFor();
    await page.waitForURL(`${site.url}/`);

    await page.goto(`${site.url}/auth`);
    await hydrated(page);
    await submitLogin(page, email, 'not my password');
    await page
      .getByRole('alert')
      .getByText('The email or password is not correct. Check both and try again.')
      .waitFor();
    await submitLogin(page, email, password);
    await toast(page, 'Logged in successfully!').waitFor();
    await page.waitForURL(`${site.url}/profile`);

    const emailField = page.locator('#email');
    // The form shows at once; the account's details fill it once they have loaded.
    await profileLoaded(page);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).innerText())
      .toBe('Your profile');
    expect(await emailField.isDisabled()).toBe(true);
    expect(await emailField.inputValue()).toBe(email);
    expect(await page.getByText('You cannot change your email address').isVisible()).toBe(true);
    await page.getByLabel('First name').fill('Meera');
    await page.getByLabel('Last name').fill('Iyer');
    await page.getByLabel('Phone').fill('+91 98111 22233');
    await page.getByLabel('Company', { exact: true }).fill('Iyer Exports');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await toast(page, 'Profile updated successfully').waitFor();

    await page.reload();
    await hydrated(page);
    await profileLoaded(page);
    expect(await page.getByLabel('First name').inputValue()).toBe('Meera');
    expect(await page.getByLabel('Company', { exact: true }).inputValue()).toBe('Iyer Exports');
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBeGreaterThan(0);
    await expect
      .poll(() => page.getByRole('link', { name: 'Your profile' }).count())
      .toBeGreaterThan(0);

    // Signed in, /auth sends the visitor to their profile.
    await page.goto(`${site.url}/auth`);
    await page.waitForURL(`${site.url}/profile`);
    await profileLoaded(page);

    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await toast(page, 'Logged out successfully').waitFor();
    await page.waitForURL(`${site.url}/`);
    // A section of the profile that is loading as the visitor signs out (the reminders function
    // asks Supabase Auth whose the token is) is answered 401 once the session has ended: the
    // browser logs that failed request, and the page, gone by then, shows nothing of it.
    expect(errors.filter((e) => !/status of 40[01]\b/.test(e))).toEqual([]);
    await close();
    // A whole account's life: register, confirm, log in twice, edit, reload, sign out.
  }, 60_000);

  it('from a Hindi page: a Hindi account, its confirmation in Hindi, its language changed on /profile', async () => {
    const email = 'sunita.hindi@example.in';
    const { page, errors, close } = await visit(`${site.url}/hi`);
    // The Hindi header's sign-in link tells /auth the page's language.
    await page.locator('header a[href="/auth?lang=hi"]').first().click();
    await page.waitForURL(`${site.url}/auth?lang=hi`);
    await hydrated(page);
    await page.getByRole('tab', { name: 'Register' }).click();
    const register = page.getByRole('tabpanel', { name: 'Register' });
    expect(await register.getByLabel('Language of our emails').inputValue()).toBe('hi');
    await register.getByLabel('Email', { exact: true }).fill(email);
    await register.getByLabel('Password').fill('correct horse battery');
    await register.getByRole('button', { name: 'Create account' }).click();
    await toast(page, 'Registration successful!').waitFor();
    const mail = await lastMail(backend, email);
    expect(mail.subject).toBe('अपने ईमेल पते की पुष्टि करें');

    await page.goto(mail.link);
    await page.waitForURL(`${site.url}/profile`);
    await profileLoaded(page);
    const language = page.getByRole('region', { name: 'Language of our emails' });
    await expect.poll(() => language.getByLabel('Language').inputValue()).toBe('hi');
    await language.getByLabel('Language').selectOption('en');
    await language.getByRole('button', { name: 'Save language' }).click();
    await language.getByText('Saved. Our emails to you will be in English.').waitFor();
    await page.reload();
    await hydrated(page);
    await profileLoaded(page);
    await expect.poll(() => language.getByLabel('Language').inputValue()).toBe('en');
    expect(errors).toEqual([]);
    await close();
  }, 60_000);

  it('sends a signed-out visitor from /profile to /auth', async () => {
    const { page, close } = await visit(`${site.url}/profile`);
    await page.waitForURL(`${site.url}/auth?next=%2Fprofile`);
    await expect.poll(() => page.getByRole('tab', { name: 'Login' }).isVisible()).toBe(true);
    await close();
  });
});
