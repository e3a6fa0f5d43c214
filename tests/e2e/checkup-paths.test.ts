/**
 * The compliance check-up's lead and member paths in Chromium, against the embedded backend and
 * its mailbox, in one browser (a visitor, who then signs in): the check-up's "Ask us to handle
 * these" opens the lead form prefilled with the list it sends, and the stored lead and both
 * emails hold it; a member saves the answers, finds them on /profile and in "Download my data",
 * and the check-up opens with them.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answersToParams,
  type CheckupAnswers,
  type CheckupRules,
  evaluateCheckup,
} from '../../src/tools/checkup.ts';
import rulesEn from '../../supabase/functions/_shared/generated/checkup-rules.en.json';
import { client, lastMail } from '../support/backend.ts';
import { adminClient, mailbox } from '../support/leads.ts';
import { profileLoaded, submitLogin } from '../support/login.ts';
import { hydrated, openPage } from '../support/site.ts';
import { reachBackend, startSiteAndBackend } from '../support/site-backend.ts';

const rules = rulesEn as unknown as CheckupRules;
const BUSINESS = 'compliance@anupalan.example';
const password = 'correct horse battery';

let started: Awaited<ReturnType<typeof startSiteAndBackend>>;
let site: typeof started.site;
let backend: typeof started.backend;
let admin: SupabaseClient;
let tab: Awaited<ReturnType<typeof openPage>>;

beforeAll(async () => {
  started = await startSiteAndBackend('checkup-paths-', {
    functionEnv: { LEAD_RATE_LIMIT_PER_IP_HOUR: '0', LEAD_MIN_FILL_SECONDS: '0' },
  });
  ({ site, backend } = started);
  admin = await adminClient(backend);
  tab = await openPage(site.browser, 375, 800);
  await reachBackend(tab.page.context(), backend);
}, 120_000);
afterAll(async () => {
  await tab?.close();
  await started?.close();
});

async function open(page: Page, path: string) {
  await page.goto(site.url + path);
  await hydrated(page);
}

const checkup = (page: Page) => page.getByTestId('compliance-check');

describe('the compliance check-up in Chromium at 375 px', () => {
  it('asks the business to handle the list: the form is prefilled, and the lead and both emails hold the list', async () => {
    const { page, errors } = tab;
    const answers: CheckupAnswers = {
      entity: 'private-company',
      state: 'Karnataka',
      otherStates: [],
      employees: 25,
      contractWorkers: 0,
      turnover: 6_000_000,
      supply: 'services',
      flags: ['salaries', 'premises'],
    };
    const result = evaluateCheckup(rules, answers);
    const names = result.applies.map((f) => f.obligation.name);
    await open(page, `/tools/compliance-check?${answersToParams(answers)}`);
    await checkup(page).getByTestId('checkup-summary').waitFor();
    const href = await page
      .getByRole('link', { name: 'Ask us to handle these' })
      .getAttribute('href');
    expect(href).toBe(`/contact?${answersToParams(answers)}#assessment`);

    // Opened as a link would be, afresh: the form loads without being touched, to show its prefill.
    await open(page, href as string);
    const line = page.getByTestId('lead-checkup');
    await line.waitFor();
    expect(await line.textContent()).toContain(
      `From your check-up: ${names.length} obligations — ${names.join(', ')}.`,
    );
    const form = page.locator('#assessment');
    expect(await form.getByLabel('Employees', { exact: true }).inputValue()).toBe('20-49');
    expect(await form.getByLabel('State or union territory', { exact: true }).inputValue()).toBe(
      'Karnataka',
    );
    for (const topic of result.topics)
      expect(await form.getByLabel(topic, { exact: true }).isChecked()).toBe(true);

    // Left out, then sent after all.
    await line.getByRole('button', { name: 'Leave it out' }).click();
    await line.getByText('Your check-up list will not be sent').waitFor();
    await line.getByRole('button', { name: 'Send it after all' }).click();

    const email = 'checkup.lead@example.in';
    await form.getByLabel('Name', { exact: true }).fill('Asha Verma');
    await form.getByLabel('Work email', { exact: true }).fill(email);
    await form.getByLabel('Phone', { exact: true }).fill('98765 43210');
    await form.getByLabel('Company', { exact: true }).fill('Verma Software');
    await form.locator('#assessment-consent').check();
    await form.getByRole('button', { name: 'Send request' }).click();
    await page.locator('#assessment-sent').waitFor();

    const { data } = await admin.from('leads').select('*').eq('email', email);
    expect(data?.[0]?.checkup).toEqual({
      answers,
      obligations: result.applies.map((f) => f.obligation.id),
    });
    const mails = await mailbox(backend);
    const business = mails.find((m) => m.to === BUSINESS && m.text.includes(email));
    const visitor = mails.find((m) => m.to === email);
    for (const name of names) {
      expect(business?.text).toContain(`  - ${name}`);
      expect(visitor?.text).toContain(`- ${name}`);
    }
    expect(errors).toEqual([]);
  }, 120_000);

  it('keeps a member’s answers: saved from the check-up, on /profile, in the download, and filled in again', async () => {
    const { page, errors } = tab;
    const email = 'checkup.member@example.in';
    const sb = client(backend);
    await sb.auth.signUp({ email, password, options: { emailRedirectTo: `${site.url}/auth` } });
    await fetch((await lastMail(backend, email)).link, { redirect: 'manual' });
    await open(page, '/auth');
    await submitLogin(page, email, password);
    await page.waitForURL(`${site.url}/profile`);
    await profileLoaded(page);

    const answers: CheckupAnswers = {
      entity: 'llp',
      state: 'Maharashtra',
      otherStates: [],
      employees: 12,
      contractWorkers: 0,
      turnover: 2_500_000,
      supply: 'both',
      flags: ['rent', 'premises'],
    };
    const result = evaluateCheckup(rules, answers);
    await open(page, `/tools/compliance-check?${answersToParams(answers)}`);
    await checkup(page).getByTestId('checkup-save').click();
    await checkup(page).getByText('Saved to your account').waitFor();
    // The calendar choice followed: the member's reminders row has the list's registrations.
    const { data: reminders } = await admin
      .from('reminder_subscriptions')
      .select('registrations, state')
      .eq('email', email);
    expect(reminders).toHaveLength(1);
    expect(reminders?.[0]?.state).toBe('Maharashtra');
    // Kept in the calendar's order.
    expect([...(reminders?.[0]?.registrations ?? [])].sort()).toEqual(
      [...result.registrations].sort(),
    );

    await open(page, '/profile');
    const section = page.getByTestId('your-checkup');
    await section.getByText('Limited liability partnership (LLP)').waitFor();
    expect(await section.textContent()).toContain('You have a shop, office or other premises.');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download my data' }).click(),
    ]);
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    expect(JSON.parse(Buffer.concat(chunks).toString('utf8')).profile.checkup_answers).toEqual(
      answers,
    );
    expect(
      await section.getByRole('link', { name: 'Open in the check-up' }).getAttribute('href'),
    ).toBe(`/tools/compliance-check?${answersToParams(answers)}`);

    // The check-up opened with no answers in its address fills in the saved ones.
    await open(page, '/tools/compliance-check');
    await checkup(page).getByTestId('checkup-summary').waitFor();
    expect(new URL(page.url()).search).toBe(`?${answersToParams(answers)}`);
    expect(await checkup(page).getByLabel('Kind of business').inputValue()).toBe('llp');

    await open(page, '/profile');
    await section.getByRole('button', { name: 'Remove' }).click();
    await section.getByText('You have not saved check-up answers.').waitFor();
    const { data: profile } = await admin
      .from('profiles')
      .select('checkup_answers')
      .eq('email', email);
    expect(profile).toEqual([{ checkup_answers: null }]);
    expect(errors).toEqual([]);
  }, 120_000);
});
