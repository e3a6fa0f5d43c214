/**
 * A visitor on a slow phone types as soon as a form shows, before the app has started. On every
 * form of the app screens, what they typed, chose or ticked then is what the running app holds
 * and sends: each test types with the site's scripts held back, releases them, presses submit and
 * checks the request that was made.
 */
import type { BrowserContext, BrowserContextOptions, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, lastMail } from '../support/backend.ts';
import { profileLoaded, signedInStorage } from '../support/login.ts';
import { hydrated } from '../support/site.ts';
import { reachBackend, startSiteAndBackend } from '../support/site-backend.ts';

let started: Awaited<ReturnType<typeof startSiteAndBackend>>;
let site: typeof started.site;
let backend: typeof started.backend;
const password = 'correct horse 1';

beforeAll(async () => {
  started = await startSiteAndBackend('backend-typed-');
  ({ site, backend } = started);
});
afterAll(() => started?.close());

/** A phone (its own storage, `storageState` if given) whose calls to the backend reach the test's one. */
async function phone(storageState?: BrowserContextOptions['storageState']) {
  const context = await site.browser.newContext({
    viewport: { width: 375, height: 740 },
    storageState,
  });
  await reachBackend(context, backend);
  return context;
}

/**
 * Opens `path` on a page of `context` with every script of the site held until `start` is
 * called: what the test does meanwhile happens, for certain, before the app starts, however fast
 * the machine. (The CPU is not slowed here: a page slowed by Chromium keeps a core busy, and what
 * a slow phone's first paint does with a tap is first-paint.test.ts's.)
 */
async function beforeStart(context: BrowserContext, route: string) {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (r) => {
    await held;
    await r.continue();
  });
  await page.goto(site.url + route, { waitUntil: 'commit' });
  return {
    page,
    errors,
    /** Lets the scripts load, and waits for the app to have started. */
    start: async () => {
      expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
      release();
      await hydrated(page);
    },
  };
}

/** The next request whose URL contains `part`, once `act` has been done. */
async function requested(page: Page, part: string, method: string, act: () => Promise<void>) {
  const [request] = await Promise.all([
    page.waitForRequest((r: Request) => r.url().includes(part) && r.method() === method, {
      timeout: 20_000,
    }),
    act(),
  ]);
  return request;
}

/** The JSON body of the next request whose URL contains `part`, once `act` has been done. */
async function sent(page: Page, part: string, method: string, act: () => Promise<void>) {
  return (await requested(page, part, method, act)).postDataJSON() as Record<string, unknown>;
}

/** A confirmed account, made through the API as the site would; its client is signed in. */
async function account(email: string) {
  const sb = client(backend);
  const { error } = await sb.auth.signUp({
    email,
    password,
    options: { emailRedirectTo: `${site.url}/auth` },
  });
  expect(error).toBeNull();
  await fetch((await lastMail(backend, email)).link, { redirect: 'manual' });
  expect((await sb.auth.signInWithPassword({ email, password })).error).toBeNull();
  return sb;
}

/**
 * A phone signed in as a new account `email`, its session made through the API and kept in the
 * context's storage as the site keeps it (logging in through the form is the /auth test's);
 * `before` does what the account needs first.
 */
async function signedIn(
  email: string,
  before?: (sb: Awaited<ReturnType<typeof account>>) => Promise<void>,
) {
  const sb = await account(email);
  await before?.(sb);
  return phone(await signedInStorage(backend, site.url, email, password));
}

/** /profile, started with what the visitor did before; waits for the profile to have loaded. */
async function profileAfter(context: BrowserContext, before: (page: Page) => Promise<void>) {
  const { page, errors, start } = await beforeStart(context, '/profile');
  await before(page);
  await start();
  await profileLoaded(page);
  return { page, errors };
}

describe('typed before the app starts, sent once it runs (scripts held)', () => {
  it('the content generator: the topic, the tone and the key', async () => {
    const context = await phone();
    await context.route('https://api.writesonic.com/**', (r) =>
      r.fulfill({ json: { data: [{ text: 'Generated copy' }] } }),
    );
    const { page, errors, start } = await beforeStart(context, '/content-generation');
    const generate = page.getByRole('button', { name: 'Generate Full Article' });
    await page.getByLabel('Topic').pressSequentially('PF for startups');
    await page.getByLabel('Tone').selectOption('friendly');
    await page.getByLabel('Writesonic API key').fill('sk-typed-early');
    await start();
    // The app's state has the typing: the button is enabled without another keystroke.
    await expect.poll(() => generate.isEnabled(), { timeout: 15_000 }).toBe(true);
    const request = await requested(page, 'https://api.writesonic.com/', 'POST', () =>
      generate.click(),
    );
    expect(request.postDataJSON()).toMatchObject({
      topic: 'PF for startups',
      tone_of_voice: 'friendly',
    });
    expect(await request.headerValue('x-api-key')).toBe('sk-typed-early');
    await page.getByText('Generated copy').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('/auth, log in: the email and the password', async () => {
    const email = 'typed.login@example.in';
    await account(email);
    const context = await phone();
    const { page, errors, start } = await beforeStart(context, '/auth');
    const login = page.getByRole('tabpanel', { name: 'Login' });
    await login.getByLabel('Email', { exact: true }).pressSequentially(email);
    await login.getByLabel('Password', { exact: true }).fill(password);
    await start();
    const body = await sent(page, '/auth/v1/token', 'POST', () =>
      login.getByRole('button', { name: 'Log in' }).click(),
    );
    expect(body).toMatchObject({ email, password });
    await page.waitForURL(`${site.url}/profile`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('/auth, register: the tab tapped, then the email and the password', async () => {
    const email = 'typed.register@example.in';
    const context = await phone();
    const { page, errors, start } = await beforeStart(context, '/auth');
    await page.getByRole('tab', { name: 'Register' }).click();
    // The tab shows its form at once, before the app has started.
    const register = page.getByRole('tabpanel', { name: 'Register' });
    await register.getByLabel('Email', { exact: true }).pressSequentially(email);
    await register.getByLabel('Password', { exact: true }).fill(password);
    await start();
    expect(await page.getByRole('tab', { name: 'Register' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    const body = await sent(page, '/auth/v1/signup', 'POST', () =>
      register.getByRole('button', { name: 'Create account' }).click(),
    );
    expect(body).toMatchObject({ email, password });
    await register.getByText(`We sent a link to ${email}`).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('/auth, forgot password: the disclosure opened, then the email', async () => {
    const email = 'typed.forgot@example.in';
    await account(email);
    const context = await phone();
    const { page, errors, start } = await beforeStart(context, '/auth');
    await page.getByText('Forgot password?').click();
    await page.getByLabel("Your account's email").pressSequentially(email);
    await start();
    const body = await sent(page, '/auth/v1/recover', 'POST', () =>
      page.getByRole('button', { name: 'Send reset link' }).click(),
    );
    expect(body).toMatchObject({ email });
    await page.getByRole('status').getByText(`if an account uses ${email}`).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('/profile, personal information: a field typed while the profile loads keeps its value', async () => {
    // The name on record, which the visitor does not touch.
    const context = await signedIn('typed.profile@example.in', async (sb) => {
      const { data } = await sb.auth.getUser();
      const saved = await sb
        .from('profiles')
        .update({ first_name: 'Asha' })
        .eq('id', data.user?.id ?? '')
        .select();
      expect(saved.data).toHaveLength(1);
    });

    const { page, errors } = await profileAfter(context, (p) =>
      p.getByLabel('Phone').pressSequentially('+91 98765 43210'),
    );
    expect(await page.getByLabel('First name').inputValue()).toBe('Asha');
    expect(await page.getByLabel('Phone').inputValue()).toBe('+91 98765 43210');
    const body = await sent(page, '/rest/v1/profiles', 'PATCH', () =>
      page.getByRole('button', { name: 'Save changes' }).click(),
    );
    expect(body).toMatchObject({ first_name: 'Asha', phone: '+91 98765 43210' });
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);

  it('/profile, password change: the new password, twice', async () => {
    const context = await signedIn('typed.password@example.in');
    const { page, errors } = await profileAfter(context, async (p) => {
      await p.getByLabel('New password', { exact: true }).pressSequentially('a new password 2');
      await p.getByLabel('New password again').fill('a new password 2');
    });
    const body = await sent(page, '/auth/v1/user', 'PUT', () =>
      page.getByRole('button', { name: 'Change password' }).click(),
    );
    expect(body).toMatchObject({ password: 'a new password 2' });
    await page.getByRole('status').getByText('Password changed.').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);

  it('/profile, account deletion: the dialog opened, then the email typed to confirm', async () => {
    const email = 'typed.delete@example.in';
    const context = await signedIn(email);
    const { page, errors } = await profileAfter(context, async (p) => {
      await p.getByRole('button', { name: 'Delete my account' }).click();
      await p.getByRole('dialog').getByRole('textbox').pressSequentially(email);
    });
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    expect(await dialog.getByRole('textbox').inputValue()).toBe(email);
    const body = await sent(page, '/functions/v1/delete-account', 'POST', () =>
      dialog.getByRole('button', { name: 'Delete my account' }).click(),
    );
    expect(body).toMatchObject({ email });
    await page.waitForURL(`${site.url}/`);
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);

  it('the reminders form: the email and the consent', async () => {
    const context = await phone();
    const { page, errors, start } = await beforeStart(context, '/tools/compliance-calendar');
    const form = page.getByRole('form', { name: /reminders/i });
    await form
      .getByRole('textbox', { name: 'Email' })
      .pressSequentially('typed.reminders@example.in');
    await form.getByRole('checkbox', { name: /I agree/ }).check();
    await start();
    const body = await sent(page, '/functions/v1/reminders', 'POST', () =>
      form.getByRole('button', { name: 'Email me reminders' }).click(),
    );
    expect(body).toMatchObject({ email: 'typed.reminders@example.in', consent: true });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the reminders form: a press begun as its code arrives is sent once released', async () => {
    const context = await phone();
    const { page, errors, start } = await beforeStart(context, '/tools/compliance-calendar');
    // The form's own code (the island's) arrives only while the button is held down.
    let deliver: () => void = () => {};
    const delivered = new Promise<void>((resolve) => {
      deliver = resolve;
    });
    let code: Request | null = null;
    await page.route('**/assets/ReminderSignup-*.js', async (r) => {
      code = r.request();
      await delivered;
      await r.fallback();
    });
    const form = page.getByRole('form', { name: /reminders/i });
    await form.getByRole('textbox', { name: 'Email' }).pressSequentially('pressed@example.in');
    await form.getByRole('checkbox', { name: /I agree/ }).check();
    await start();
    const button = await form.getByRole('button', { name: 'Email me reminders' }).boundingBox();
    if (!button) throw new Error('the button is not on the screen');
    await page.mouse.move(button.x + button.width / 2, button.y + button.height / 2);
    await page.mouse.down();
    await expect.poll(() => code !== null).toBe(true);
    deliver();
    await (code as Request | null)?.response();
    // The code runs, and the live form renders, in the page's next tasks.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))),
    );
    const body = await sent(page, '/functions/v1/reminders', 'POST', () => page.mouse.up());
    expect(body).toMatchObject({ email: 'pressed@example.in', consent: true });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the Hindi reminders form: the email and the consent, sent as a Hindi request', async () => {
    const context = await phone();
    const { page, errors, start } = await beforeStart(context, '/hi/tools/compliance-calendar');
    const form = page.getByRole('form', { name: 'मुझे ईमेल से रिमाइंडर भेजें' });
    await form.getByRole('textbox', { name: 'ईमेल' }).pressSequentially('typed.hi@example.in');
    await form.getByRole('checkbox', { name: /मैं सहमत हूँ/ }).check();
    await start();
    const body = await sent(page, '/functions/v1/reminders', 'POST', () =>
      form.getByRole('button', { name: 'मुझे ईमेल से रिमाइंडर भेजें' }).click(),
    );
    expect(body).toMatchObject({ email: 'typed.hi@example.in', consent: true, language: 'hi' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the lead form sent before the app starts: not by the browser, and by the app once it runs', async () => {
    const context = await phone();
    const { page, errors, start } = await beforeStart(context, '/contact');
    const form = page.locator('#assessment');
    await form.getByLabel('Name', { exact: true }).pressSequentially('Asha Verma');
    await form.getByLabel('Work email', { exact: true }).pressSequentially('early@example.in');
    await form.getByLabel('Phone', { exact: true }).pressSequentially('98765 43210');
    await form.getByLabel('Company', { exact: true }).pressSequentially('Verma Textiles');
    await form.getByLabel('Employees', { exact: true }).selectOption('50-199');
    await form.getByLabel('State or union territory', { exact: true }).selectOption('Maharashtra');
    await form.getByLabel('POSH', { exact: true }).check();
    await form.locator('#assessment-consent').check();
    const posted = page.waitForRequest(
      (r) => r.url().includes('/functions/v1/submit-lead') && r.method() === 'POST',
      { timeout: 20_000 },
    );
    await form.getByRole('button', { name: 'Send request' }).click();
    // The browser sent nothing itself: the page and its address are as they were.
    expect(page.url()).toBe(`${site.url}/contact`);
    expect(await form.getByLabel('Name', { exact: true }).inputValue()).toBe('Asha Verma');
    await start();
    expect((await posted).postDataJSON()).toMatchObject({
      name: 'Asha Verma',
      email: 'early@example.in',
      company: 'Verma Textiles',
      topics: ['POSH'],
      consent: true,
    });
    expect(page.url()).toBe(`${site.url}/contact`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the Hindi lead form: every field, typed and chosen in Hindi, sent as a Hindi lead', async () => {
    const context = await phone();
    const { page, errors, start } = await beforeStart(context, '/hi/contact');
    const form = page.locator('#assessment');
    await form.getByLabel('नाम', { exact: true }).pressSequentially('आशा वर्मा');
    await form.getByLabel('कार्यालय का ईमेल', { exact: true }).pressSequentially('asha@example.in');
    await form.getByLabel('फ़ोन नंबर', { exact: true }).pressSequentially('98765 43210');
    await form.getByLabel('कंपनी का नाम', { exact: true }).pressSequentially('वर्मा टेक्सटाइल्स');
    await form.getByLabel('कर्मचारियों की संख्या', { exact: true }).selectOption('50-199');
    await form
      .getByLabel('राज्य या केंद्र शासित प्रदेश', { exact: true })
      .selectOption({ label: 'महाराष्ट्र' });
    await form.getByLabel('PF और ESI', { exact: true }).check();
    await form.locator('#assessment-consent').check();
    await start();
    const body = await sent(page, '/functions/v1/submit-lead', 'POST', () =>
      form.getByRole('button', { name: 'अनुरोध भेजें' }).click(),
    );
    expect(body).toMatchObject({
      name: 'आशा वर्मा',
      email: 'asha@example.in',
      company: 'वर्मा टेक्सटाइल्स',
      employees: '50-199',
      state: 'Maharashtra',
      topics: ['PF & ESI'],
      consent: true,
      language: 'hi',
    });
    expect(errors).toEqual([]);
    await context.close();
  });
});
