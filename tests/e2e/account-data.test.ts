/**
 * A registered user's data and security in Chromium at 375 px: download my data, delete my
 * account, forgot password, change password, sign out everywhere, and the messages each outcome
 * gives beside its control (never a raw "Failed to fetch"), with axe-core on each screen.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountErrors } from '../../src/generated/messages/account-errors.ts';
import { messagesIn } from '../../src/lib/language.ts';
import { axeViolations } from '../support/axe.ts';
import { client, lastMail } from '../support/backend.ts';
import { submitLead, validLead } from '../support/leads.ts';
import { profileLoaded, signedInStorage, submitLogin } from '../support/login.ts';
import { hydrated } from '../support/site.ts';
import { reachBackend, startSiteAndBackend } from '../support/site-backend.ts';

const SERVER_UNREACHABLE = messagesIn(accountErrors, 'en').unreachable;

let started: Awaited<ReturnType<typeof startSiteAndBackend>>;
let site: typeof started.site;
let backend: typeof started.backend;
/** Passwords need a lower-case letter and a digit here, so that a weak one can be typed. */
const password = 'correct horse 1';
const TIME_ZONE = 'Asia/Kolkata';

beforeAll(async () => {
  started = await startSiteAndBackend('backend-account-', {
    env: { GOTRUE_PASSWORD_REQUIRED_CHARACTERS: 'abcdefghijklmnopqrstuvwxyz:0123456789' },
  });
  ({ site, backend } = started);
});
afterAll(() => started?.close());

/**
 * A phone-sized browser (its own cookies and storage: a device) whose API calls reach the test's
 * backend; with `signedInAs`, it holds that account's session, made through the API.
 */
async function device(signedInAs?: string) {
  const context = await site.browser.newContext({
    viewport: { width: 375, height: 800 },
    timezoneId: TIME_ZONE,
    acceptDownloads: true,
    storageState: signedInAs && (await signedInStorage(backend, site.url, signedInAs, password)),
  });
  await reachBackend(context, backend);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { page, errors, close: () => context.close() };
}

/** A confirmed account, made through the API as the site would. */
async function account(email: string) {
  const sb = client(backend);
  const { error } = await sb.auth.signUp({
    email,
    password,
    options: { emailRedirectTo: `${site.url}/auth` },
  });
  expect(error).toBeNull();
  await fetch((await lastMail(backend, email)).link, { redirect: 'manual' });
  return sb;
}

/** Logs in through /auth's form, which sends the member to their profile. */
async function logIn(page: Page, email: string, pass = password) {
  await page.goto(`${site.url}/auth`);
  await hydrated(page);
  await submitLogin(page, email, pass);
  await page.waitForURL(`${site.url}/profile`);
  await profileLoaded(page);
}

/** A device signed in as `email` (through the API), on its profile once that has loaded. */
async function onProfile(email: string) {
  const opened = await device(email);
  await opened.page.goto(`${site.url}/profile`);
  await profileLoaded(opened.page);
  return opened;
}

const noRawFetchError = async (page: Page) =>
  expect(await page.getByText(/failed to fetch/i).count()).toBe(0);

const todayIn = (timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

describe('a registered user in Chromium at 375 px', () => {
  it('downloads their data as anupalan-data-<date>.json with their account, profile and requests', async () => {
    const email = 'download.me@example.in';
    const sb = await account(email);
    await sb.auth.signInWithPassword({ email, password });
    expect((await submitLead(sb, validLead({ email }), '198.51.100.61')).status).toBe(201);
    const other = await account('someone.else@example.in');
    await other.auth.signInWithPassword({ email: 'someone.else@example.in', password });
    await submitLead(other, validLead({ email: 'someone.else@example.in' }), '198.51.100.62');

    const { page, errors, close } = await onProfile(email);
    expect(await axeViolations(page)).toEqual([]);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`anupalan-data-${todayIn(TIME_ZONE)}.json`);
    // Read through the connection: the file is on Chromium's side, which this file shares.
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    const data = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    expect(data.account).toMatchObject({ email });
    expect(Date.parse(data.account.created_at)).not.toBeNaN();
    expect(data.profile).toMatchObject({ email });
    expect(data.leads).toHaveLength(1);
    expect(data.leads[0]).toMatchObject({ email, company: 'Verma Textiles' });
    expect(JSON.stringify(data)).not.toContain('someone.else@example.in');
    expect(errors).toEqual([]);
    await close();
  }, 60_000);

  it('sends a user whose session ended to sign in, and back to their profile; an export or a deletion then changes nothing', async () => {
    const email = 'ended.session@example.in';
    await account(email);
    const { page, close } = await onProfile(email);
    // Signed out everywhere from another device.
    const elsewhere = client(backend);
    await elsewhere.auth.signInWithPassword({ email, password });
    await elsewhere.auth.signOut({ scope: 'global' });

    await page.getByRole('button', { name: 'Download my data' }).click();
    await page.waitForURL(`${site.url}/auth?session=ended&next=%2Fprofile`);
    await page.getByText('Your session has ended. Log in again to continue.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    // Through the form: the login the page asks for brings the member back to their profile.
    await submitLogin(page, email, password);
    await page.waitForURL(`${site.url}/profile`);
    // Once the profile has loaded: its load checks the session, which the next step ends.
    await profileLoaded(page);

    // The same for a deletion: nothing is deleted, and the user signs in again.
    await elsewhere.auth.signInWithPassword({ email, password });
    await elsewhere.auth.signOut({ scope: 'global' });
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await page.getByLabel(`Type your email, ${email}, to confirm`).fill(email);
    await page
      .getByRole('dialog', { name: 'Delete your account?' })
      .getByRole('button', { name: 'Delete my account' })
      .click();
    await page.waitForURL(`${site.url}/auth?session=ended&next=%2Fprofile`);
    await page.getByText('Your session has ended. Log in again to continue.').waitFor();
    expect((await client(backend).auth.signInWithPassword({ email, password })).error).toBeNull();
    await close();
  }, 60_000);

  it('deletes the account only after the email is typed, and lands on the home page', async () => {
    const email = 'delete.me@example.in';
    await account(email);
    const { page, errors, close } = await onProfile(email);
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain('requests you have sent us stay with Anupalan');
    expect(await axeViolations(page)).toEqual([]);

    await dialog.getByLabel(`Type your email, ${email}, to confirm`).fill('wrong@example.in');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await dialog.getByRole('alert').getByText(`Type ${email} to confirm`).waitFor();
    expect((await client(backend).auth.signInWithPassword({ email, password })).error).toBeNull();

    // The server cannot be reached: nothing is deleted, and the dialog says so.
    await page.route('http://127.0.0.1:54321/functions/**', (route) =>
      route.abort('internetdisconnected'),
    );
    await dialog.getByLabel(`Type your email, ${email}, to confirm`).fill(email);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await dialog
      .getByRole('alert')
      .getByText(`${SERVER_UNREACHABLE} Your account has not been deleted.`)
      .waitFor();
    await noRawFetchError(page);
    await page.unroute('http://127.0.0.1:54321/functions/**');

    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await page.waitForURL(`${site.url}/`);
    await page
      .locator('[data-sonner-toast]', { hasText: 'Your account has been deleted' })
      .waitFor();
    expect(
      await page.evaluate(() =>
        Object.keys(localStorage).filter((key) => key.endsWith('-auth-token')),
      ),
    ).toEqual([]);
    const old = await client(backend).auth.signInWithPassword({ email, password });
    expect(old.error?.code).toBe('invalid_credentials');
    expect(errors).toEqual([]);
    await close();
  }, 60_000);

  it('resets a forgotten password: other devices are signed out; the used link says so', async () => {
    const email = 'forgot.me@example.in';
    await account(email);
    // A laptop signed in before the reset.
    const laptop = await device(email);

    const { page, close } = await device();
    await page.goto(`${site.url}/auth`);
    await hydrated(page);
    await page.getByText('Forgot password?').click();
    await page.getByLabel("Your account's email").fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByRole('status').getByText(`if an account uses ${email}`).waitFor();
    const { link } = await lastMail(backend, email);

    await page.goto(link);
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    const field = page.getByLabel('New password');
    const save = page.getByRole('button', { name: 'Save password' });
    await field.fill('onlyletters');
    await save.click();
    await page
      .getByRole('alert')
      .getByText(
        'Choose a stronger password. Password should contain at least one character of each',
      )
      .waitFor();
    await field.fill(password);
    await save.click();
    await page.getByRole('alert').getByText('the same as your current one').waitFor();
    await field.fill('a new password 2');
    await save.click();
    await page.waitForURL(`${site.url}/profile`);

    // The laptop's session has ended: its next visit asks it to sign in again.
    await laptop.page.goto(`${site.url}/profile`);
    await laptop.page.waitForURL(`${site.url}/auth?session=ended&next=%2Fprofile`);
    await laptop.close();

    await page.goto(link);
    await page
      .getByRole('alert')
      .getByText('This password reset link has expired or has already been used.')
      .waitFor();
    expect(await page.getByLabel("Your account's email").isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await close();
  }, 60_000);

  it('changes the password and signs out everywhere from the profile', async () => {
    const email = 'change.me@example.in';
    await account(email);
    // A phone signed in too, which the change signs out.
    const phone = await device(email);
    const { page, close } = await onProfile(email);

    const fill = async (first: string, second = first) => {
      await page.getByLabel('New password', { exact: true }).fill(first);
      await page.getByLabel('New password again').fill(second);
      await page.getByRole('button', { name: 'Change password' }).click();
    };
    await fill('a new password 3', 'a new password 4');
    await page.getByRole('alert').getByText('The two passwords are not the same.').waitFor();
    await fill('nodigits');
    await page.getByRole('alert').getByText('Choose a stronger password.').waitFor();
    await fill(password);
    await page.getByRole('alert').getByText('the same as your current one').waitFor();
    await fill('a new password 3');
    await page.getByRole('status').getByText('Password changed.').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await phone.page.goto(`${site.url}/profile`);
    await phone.page.waitForURL(`${site.url}/auth?session=ended&next=%2Fprofile`);
    await logIn(phone.page, email, 'a new password 3');

    await page.getByRole('button', { name: 'Sign out everywhere' }).click();
    await page.waitForURL(`${site.url}/`);
    await page.locator('[data-sonner-toast]', { hasText: 'Signed out on every device' }).waitFor();
    await phone.page.reload();
    await phone.page.waitForURL(`${site.url}/auth?session=ended&next=%2Fprofile`);
    await phone.close();
    await close();
  }, 60_000);

  it('says the server could not be reached, next to the form, when the network fails', async () => {
    const { page, close } = await device();
    await page.goto(`${site.url}/auth`);
    await hydrated(page);
    await page.route('http://127.0.0.1:54321/**', (route) => route.abort('internetdisconnected'));
    await submitLogin(page, 'offline@example.in', password);
    await page.getByRole('alert').getByText(SERVER_UNREACHABLE).waitFor();
    await noRawFetchError(page);
    expect(new URL(page.url()).pathname).toBe('/auth');
    await close();
  }, 60_000);
});
