import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hydrated, openPage } from '../support/site.ts';
import { reachBackend, startSiteAndBackend } from '../support/site-backend.ts';

let started: Awaited<ReturnType<typeof startSiteAndBackend>>;
let opened: Awaited<ReturnType<typeof openPage>>;
let page: Page;

beforeAll(async () => {
  started = await startSiteAndBackend('checkup-e2e-', {
    // Every browser request comes from 127.0.0.1.
    functionEnv: { REMINDERS_RATE_LIMIT_PER_IP_HOUR: '0' },
  });
  // One tab for the whole file: each test loads its page afresh.
  opened = await openPage(started.site.browser, 375, 667);
  page = opened.page;
  await reachBackend(page.context(), started.backend);
}, 120_000);
afterAll(async () => {
  await opened?.close();
  await started?.close();
});

async function visit(route: string, width = 375, height = 667) {
  opened.errors.length = 0;
  await page.setViewportSize({ width, height });
  await page.goto('about:blank');
  await page.goto(started.site.url + route);
  await hydrated(page);
}

const form = () => page.getByRole('form', { name: 'Your business' });
const result = () => page.getByTestId('checkup-result');
const obligation = (id: string) => result().locator(`[data-group] [data-obligation="${id}"]`);

/** Waits until the check-up runs in the browser (it has read its address). */
const live = () => page.locator('[data-testid="compliance-check"][data-live]').waitFor();

/** A private company in Karnataka with 25 people on salaries and ₹35 lakh of services. */
async function answer() {
  await form().getByLabel('Kind of business').selectOption('private-company');
  await form().getByLabel('State of the main place of business').selectOption('Karnataka');
  await form().getByLabel('People working for you').fill('25');
  await form().getByLabel('Turnover in the financial year').fill('35 lakh');
  await form().getByRole('checkbox', { name: 'Salaries or wages' }).check();
}

describe('the compliance check-up', () => {
  it.each([
    [375, 667],
    [1280, 800],
  ])('shows its first question in the first screen at %i × %i', async (width, height) => {
    await visit('/tools/compliance-check', width, height);
    await live();
    const box = await form().getByLabel('Kind of business').boundingBox();
    expect(box).not.toBeNull();
    expect((box?.y ?? Number.POSITIVE_INFINITY) + (box?.height ?? 0)).toBeLessThanOrEqual(height);
  });

  it('turns the answers into the obligations that apply, why, the next due date and the source, as they change', async () => {
    await visit('/tools/compliance-check');
    await live();
    await expect
      .poll(() => result().innerText())
      .toContain('Choose the kind of business and the state to see what applies.');
    await answer();

    const pf = obligation('pf-registration');
    await expect
      .poll(() => pf.innerText())
      .toContain('You have 25 people working for you; it applies from 20.');
    await expect
      .poll(() => obligation('pf-contributions').getByTestId('next-due').innerText())
      .toMatch(/^Next due: \d{1,2} \w+ 20\d\d \(PF/);
    await pf.getByText('Sources').click();
    const source = pf.getByRole('link', { name: /Code on Social Security, 2020, First Schedule/ });
    expect(await source.getAttribute('href')).toMatch(/^https:\/\//);
    expect(await obligation('professional-tax').innerText()).toContain(
      'Karnataka levies professional tax.',
    );
    expect(await obligation('company-filings').isVisible()).toBe(true);
    // GST: ₹35 lakh of services is above the ₹20 lakh limit.
    expect(await obligation('gst-registration').innerText()).toContain('₹35,00,000');

    // Fewer people: PF moves to "does not apply yet", and the next thresholds are named.
    await form().getByLabel('People working for you').fill('8');
    const notYet = page.getByTestId('checkup-not-yet');
    await expect
      .poll(() => notYet.innerText())
      .toContain('Not yet: it applies from 10; you have 8 people.');
    expect(await page.getByTestId('checkup-next').innerText()).toMatch(
      /At 10 people: .*POSH Internal Committee/,
    );
    expect(await obligation('pf-registration').count()).toBe(0);

    // A head count that is not a number is said next to the field, and the list waits.
    await form().getByLabel('People working for you').fill('many');
    await form().getByText('Enter the number of people as a number, such as 25.').waitFor();
    expect(opened.errors).toEqual([]);
  });

  it('keeps the answers in its address, so that a shared link shows the same list', async () => {
    await visit('/tools/compliance-check');
    await live();
    await answer();
    await expect.poll(() => page.url()).toContain('employees=25');
    const shared = await page.getByTestId('checkup-share').getAttribute('href');
    expect(shared).toMatch(/^\/tools\/compliance-check\?entity=private-company&state=Karnataka/);
    expect(shared).not.toMatch(/@/);

    await visit(shared ?? '');
    await live();
    await expect
      .poll(() => form().getByLabel('Kind of business').inputValue())
      .toBe('private-company');
    expect(await form().getByLabel('People working for you').inputValue()).toBe('25');
    await expect.poll(() => obligation('pf-registration').count()).toBe(1);
  });

  it('puts the list in the calendar and asks for reminders for exactly these registrations', async () => {
    await visit('/tools/compliance-check');
    await live();
    await answer();
    await page.getByRole('link', { name: 'Put these in my calendar' }).click();
    await page.waitForURL(/\/tools\/compliance-calendar\?registrations=/);
    await hydrated(page);
    const chosen = page.getByRole('group', { name: /registrations/i });
    // The page's HTML has every registration; the live calendar takes the address's.
    await expect.poll(() => chosen.getByRole('checkbox', { name: 'LLP' }).isChecked()).toBe(false);
    expect(await chosen.getByRole('checkbox', { name: 'PF' }).isChecked()).toBe(true);
    expect(await page.getByLabel('State').inputValue()).toBe('Karnataka');
    // Kept as the visitor's choice, as the calendar keeps any.
    const kept = await page.evaluate(() => localStorage.getItem('anupalan:calendar-choice'));
    expect(JSON.parse(kept ?? '{}')).toMatchObject({ state: 'Karnataka' });
    expect(JSON.parse(kept ?? '{}').registrations).toEqual(
      expect.arrayContaining(['pf', 'esi', 'tds', 'wages', 'company', 'posh']),
    );

    // Reminders for the same registrations: the request the form sends carries them.
    const reminders = page.locator('#reminders-form');
    await reminders.getByRole('textbox', { name: 'Email' }).fill('owner@example.in');
    await reminders.getByRole('checkbox', { name: /I agree/ }).check();
    const [request] = await Promise.all([
      page.waitForRequest((r) => r.method() === 'POST' && /functions\/v1\/reminders/.test(r.url())),
      reminders.getByRole('button', { name: 'Email me reminders' }).click(),
    ]);
    const body = JSON.parse(request.postData() ?? '{}') as {
      registrations?: string[];
      state?: string;
    };
    expect(body.state).toBe('Karnataka');
    expect(body.registrations).toEqual(JSON.parse(kept ?? '{}').registrations);
    await page.getByText('Check your inbox').waitFor();
  });
});
