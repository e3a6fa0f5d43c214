import type { SupabaseClient } from '@supabase/supabase-js';
import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe.ts';
import { client, follow, lastMail } from '../support/backend.ts';
import { adminClient, mailbox, submitLead, validLead } from '../support/leads.ts';
import { submitLogin } from '../support/login.ts';
import { hydrated, openPage } from '../support/site.ts';
import { reachBackend, startSiteAndBackend } from '../support/site-backend.ts';

const PHONE = '+91 11 0000 0000';
const FAILED = `We could not send your request. Please try again, or call us at ${PHONE}.`;
const FUNCTION = '**/functions/v1/submit-lead';

let started: Awaited<ReturnType<typeof startSiteAndBackend>>;
let site: typeof started.site;
let backend: typeof started.backend;
let admin: SupabaseClient;

beforeAll(async () => {
  started = await startSiteAndBackend('lead-form-e2e-', {
    functionEnv: {
      // Every browser request comes from 127.0.0.1, and a test fills the form in milliseconds.
      LEAD_RATE_LIMIT_PER_IP_HOUR: '0',
      LEAD_MIN_FILL_SECONDS: '0',
      LEAD_RATE_LIMIT_PER_EMAIL_DAY: '1',
    },
  });
  ({ site, backend } = started);
  admin = await adminClient(backend);
}, 120_000);
afterAll(() => started?.close());

/** The built site calls the backend at 127.0.0.1:54321; send that to the one this test started. */
async function visit(route: string, width: number) {
  const opened = await openPage(site.browser, width, 900);
  await reachBackend(opened.page.context(), backend);
  const posts: Request[] = [];
  opened.page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/functions/v1/submit-lead')) posts.push(r);
  });
  await opened.page.goto(site.url + route);
  await hydrated(opened.page);
  return { ...opened, posts };
}

/**
 * Starts using the form (its code loads then) and resolves once the form is React's, not the
 * server's HTML its island started from.
 */
async function formLive(page: Page) {
  await page.locator('#assessment-name').focus();
  await page.waitForFunction(() => {
    const form = document.getElementById('assessment-form');
    return form !== null && Object.keys(form).some((k) => k.startsWith('__react'));
  });
}

const form = (page: Page) => page.locator('#assessment');
const send = (page: Page) => form(page).getByRole('button', { name: /Send request|Sending/ });
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

async function fillValid(page: Page, email: string) {
  const f = form(page);
  await f.getByLabel('Name', { exact: true }).fill('Asha Verma');
  await f.getByLabel('Work email', { exact: true }).fill(email);
  await f.getByLabel('Phone', { exact: true }).fill('98765 43210');
  await f.getByLabel('Company', { exact: true }).fill('Verma Textiles');
  await f.getByLabel('Employees', { exact: true }).selectOption('50-199');
  await f.getByLabel('State or union territory', { exact: true }).selectOption('Maharashtra');
  await f.getByLabel('PF & ESI', { exact: true }).check();
  await f.getByLabel('POSH', { exact: true }).check();
  await f
    .getByLabel('Message (optional)', { exact: true })
    .fill('A second factory opens in Pune in March.');
  await f.locator('#assessment-consent').check();
}

/** Holds the requests matching `pattern` until the returned function is called. */
async function hold(page: Page, pattern: string): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await held;
    await route.fallback();
  });
  return release;
}

async function storedLeads(email: string) {
  const { data, error } = await admin.from('leads').select('*').eq('email', email);
  expect(error).toBeNull();
  return data ?? [];
}

describe.each([375, 1280])('the assessment request form at %i px', (width) => {
  it('shows each error beside its field, announces them and focuses the first', async () => {
    const { page, errors, close } = await visit('/contact#assessment', width);
    await formLive(page);
    const f = form(page);
    await f.getByLabel('Name', { exact: true }).fill('Asha Verma');
    await f.getByLabel('Phone', { exact: true }).fill('12345');
    await send(page).click();

    const summary = f.getByRole('alert');
    await expect.poll(() => summary.innerText()).toContain('There is a problem with your request');
    expect(await focusedId(page)).toBe('assessment-email');
    const expected = {
      'assessment-email': 'Enter your work email',
      'assessment-phone': 'Enter a 10-digit mobile number, or a landline with its STD code',
      'assessment-company': 'Enter your company name',
      'assessment-employees': 'Choose how many people work at your company',
      'assessment-state': 'Choose your state or union territory',
      'assessment-topics': 'Choose at least one thing you need help with',
      'assessment-consent':
        'Tick the box to agree to how we use your details, so that we can reply',
    };
    for (const [id, message] of Object.entries(expected)) {
      const field = page.locator(`#${id}`);
      expect(await field.getAttribute('aria-invalid'), id).toBe('true');
      expect(await page.locator(`#${id}-error`).textContent(), id).toBe(`Error: ${message}`);
      if (id !== 'assessment-topics') {
        expect(await field.getAttribute('aria-describedby'), id).toContain(`${id}-error`);
      }
      expect(await summary.innerText()).toContain(message);
    }
    expect(await page.locator('#assessment-name').getAttribute('aria-invalid')).toBeNull();
    expect(await f.getByLabel('Name', { exact: true }).inputValue()).toBe('Asha Verma');
    expect(await f.getByLabel('Phone', { exact: true }).inputValue()).toBe('12345');

    // After the first submit, a field is checked again as the visitor leaves it.
    await f.getByLabel('Work email', { exact: true }).fill('asha@example.in');
    await f.getByLabel('Work email', { exact: true }).blur();
    await expect.poll(() => page.locator('#assessment-email-error').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });

  it('sends once, then confirms where the acknowledgement went', async () => {
    const email = `sent-${width}@example.in`;
    const { page, posts, errors, close } = await visit('/contact', width);
    await formLive(page);
    await fillValid(page, email);
    const release = await hold(page, FUNCTION);
    await send(page).click();
    await expect.poll(() => send(page).innerText()).toBe('Sending...');
    expect(await send(page).isDisabled()).toBe(true);
    // Pressing Enter in a field while sending submits nothing either.
    await form(page).getByLabel('Company', { exact: true }).press('Enter');
    release();

    const sent = page.locator('#assessment-sent');
    await expect.poll(() => sent.innerText()).toContain('Thank you. We have your request.');
    expect(await sent.innerText()).toContain(`We have sent an acknowledgement to ${email}.`);
    expect(await sent.innerText()).toContain('What happens next');
    expect(await focusedId(page)).toBe('assessment-sent');
    expect(await form(page).locator('form').count()).toBe(0);
    expect(posts).toHaveLength(1);
    const [lead] = await storedLeads(email);
    expect(lead).toMatchObject({
      name: 'Asha Verma',
      phone: '+919876543210',
      employees: '50-199',
      state: 'Maharashtra',
      topics: ['PF & ESI', 'POSH'],
      source_path: '/contact',
      user_id: null,
      status: 'new',
    });
    expect((await mailbox(backend)).some((m) => m.to === email)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });

  it('keeps everything typed when the network fails, and sends it on a retry', async () => {
    const email = `retry-${width}@example.in`;
    const { page, close } = await visit('/contact', width);
    await formLive(page);
    await fillValid(page, email);
    await page.route(FUNCTION, (route) => route.abort('internetdisconnected'));
    await send(page).click();
    const problem = form(page).getByRole('alert');
    await expect.poll(() => problem.innerText()).toBe(FAILED);
    expect(await page.locator('body').innerText()).not.toContain('Failed to fetch');
    expect(await focusedId(page)).toBe('assessment-submit');
    expect(await form(page).getByLabel('Work email', { exact: true }).inputValue()).toBe(email);
    expect(await form(page).getByLabel('Message (optional)', { exact: true }).inputValue()).toBe(
      'A second factory opens in Pune in March.',
    );
    expect(await form(page).getByLabel('POSH', { exact: true }).isChecked()).toBe(true);
    expect(await form(page).locator('#assessment-consent').isChecked()).toBe(true);

    await page.unroute(FUNCTION);
    await send(page).click();
    await expect
      .poll(() => page.locator('#assessment-sent').innerText())
      .toContain(`We have sent an acknowledgement to ${email}.`);
    expect(await storedLeads(email)).toHaveLength(1);
    await close();
  });

  it('says how long to wait when the email has sent too many requests', async () => {
    const email = `limited-${width}@example.in`;
    const first = await submitLead(client(backend), validLead({ email }), '198.51.100.7');
    expect(first.status).toBe(201);
    const { page, errors, close } = await visit('/contact', width);
    await formLive(page);
    await fillValid(page, email);
    await send(page).click();
    await expect
      .poll(() => form(page).getByRole('alert').innerText())
      .toBe(
        `You have sent several requests in a short time. Please wait 24 hours before trying again, or call us at ${PHONE}.`,
      );
    expect(await form(page).getByLabel('Company', { exact: true }).inputValue()).toBe(
      'Verma Textiles',
    );
    expect(await storedLeads(email)).toHaveLength(1);
    expect(errors.filter((e) => !e.includes('429'))).toEqual([]);
    await close();
  });
});

describe('the assessment request form', () => {
  it('loads its code only when the visitor starts using it', async () => {
    const { page, errors, close } = await visit('/contact', 375);
    const chunks: string[] = [];
    page.on('request', (r) => {
      if (/\/assets\/LeadForm-[\w-]+\.js$/.test(r.url())) chunks.push(r.url());
    });
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    expect(await form(page).locator('form').isVisible()).toBe(true);
    expect(chunks).toEqual([]);
    await form(page).getByLabel('Company', { exact: true }).click();
    await expect.poll(() => chunks.length).toBe(1);
    await formLive(page);
    expect(errors).toEqual([]);
    await close();
  });

  it('shows the server’s message for a field beside that field', async () => {
    const { page, errors, close } = await visit('/contact', 375);
    await formLive(page);
    await fillValid(page, 'rejected@example.in');
    await page.route(FUNCTION, (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        headers: { 'Access-Control-Allow-Origin': site.url },
        body: JSON.stringify({
          code: 'validation_failed',
          message: 'Some details need correcting: see the message next to each field.',
          fields: { company: 'Shorten the company name to 200 characters or fewer' },
        }),
      }),
    );
    await send(page).click();
    await expect
      .poll(() => page.locator('#assessment-company-error').textContent())
      .toBe('Error: Shorten the company name to 200 characters or fewer');
    expect(await focusedId(page)).toBe('assessment-company');
    expect(await form(page).getByLabel('Company', { exact: true }).inputValue()).toBe(
      'Verma Textiles',
    );
    expect(errors.filter((e) => !e.includes('400'))).toEqual([]);
    await close();
  });

  it('is whole in the HTML, and sends a request pressed before its code arrived', async () => {
    const email = `early@example.in`;
    const opened = await openPage(site.browser, 1280, 900);
    const { page } = opened;
    await page
      .context()
      .route('http://127.0.0.1:54321/**', (r) =>
        r.continue({ url: r.request().url().replace('http://127.0.0.1:54321', backend.url) }),
      );
    const release = await hold(page, '**/assets/LeadForm-*.js');
    await page.goto(`${site.url}/contact`);
    await hydrated(page);
    expect(
      await form(page)
        .getByRole('heading', { name: 'Request a free compliance assessment' })
        .count(),
    ).toBe(1);
    await fillValid(page, email);
    await send(page).click();
    expect(page.url()).toBe(`${site.url}/contact`);
    release();
    await expect
      .poll(() => page.locator('#assessment-sent').innerText())
      .toContain(`We have sent an acknowledgement to ${email}.`);
    // Everything typed into the server's HTML went with it.
    const leads = await storedLeads(email);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({
      name: 'Asha Verma',
      company: 'Verma Textiles',
      employees: '50-199',
      state: 'Maharashtra',
      topics: ['PF & ESI', 'POSH'],
      message: 'A second factory opens in Pune in March.',
    });
    expect(opened.errors).toEqual([]);
    await opened.close();
  });

  it('fills in a signed-in visitor’s details, and lists their requests on their profile', async () => {
    const email = 'meera@example.in';
    const password = 'correct horse battery';
    const sb = client(backend);
    await sb.auth.signUp({ email, password, options: { emailRedirectTo: `${site.url}/auth` } });
    await follow((await lastMail(backend, email)).link);
    const { data } = await sb.auth.signInWithPassword({ email, password });
    await sb
      .from('profiles')
      .update({
        first_name: 'Meera',
        last_name: 'Iyer',
        phone: '+91 98111 22233',
        company: 'Iyer Exports',
      })
      .eq('id', data.user?.id ?? '');

    const { page, errors, close } = await visit('/auth', 1280);
    await submitLogin(page, email, password);
    await page.waitForURL(`${site.url}/profile`);
    const requests = page.getByRole('region', { name: 'Your requests' });
    await expect.poll(() => requests.innerText()).toContain('You have not sent us a request yet.');
    expect(
      await requests
        .getByRole('link', { name: 'Request a free compliance assessment' })
        .getAttribute('href'),
    ).toBe('/contact#assessment');

    // Signed in, the form loads as it comes near, not only once used: the details are there.
    await page.goto(`${site.url}/contact`);
    await hydrated(page);
    const f = form(page);
    await expect.poll(() => f.getByLabel('Name', { exact: true }).inputValue()).toBe('Meera Iyer');
    expect(await f.getByLabel('Work email', { exact: true }).inputValue()).toBe(email);
    expect(await f.getByLabel('Phone', { exact: true }).inputValue()).toBe('+91 98111 22233');
    expect(await f.getByLabel('Company', { exact: true }).inputValue()).toBe('Iyer Exports');
    await f.getByLabel('Employees', { exact: true }).selectOption('10-19');
    await f.getByLabel('State or union territory', { exact: true }).selectOption('Tamil Nadu');
    await f.getByLabel('GST', { exact: true }).check();
    await f.locator('#assessment-consent').check();
    await send(page).click();
    await expect
      .poll(() => page.locator('#assessment-sent').innerText())
      .toContain('You can follow it under Your requests on your profile.');
    const [lead] = await storedLeads(email);
    expect(lead?.user_id).toBe(data.user?.id);

    await page.locator('#assessment-sent').getByRole('link', { name: 'Your requests' }).click();
    await page.waitForURL(`${site.url}/profile`);
    await expect.poll(() => requests.getByRole('listitem').count()).toBe(1);
    const item = await requests.getByRole('listitem').innerText();
    expect(item).toContain('GST');
    expect(item).toContain('Received');
    expect(errors).toEqual([]);
    await close();
  });
});
