import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, follow, lastMail, mailsTo } from '../support/backend.ts';
import { submitLogin } from '../support/login.ts';
import {
  addDays,
  calendarData,
  dueDatesFor,
  nextDueDate,
  sendRemindersUntilDone,
} from '../support/reminders.ts';
import { hydrated, openPage } from '../support/site.ts';
import { atBackend, reachBackend, startSiteAndBackend } from '../support/site-backend.ts';

let started: Awaited<ReturnType<typeof startSiteAndBackend>>;
let site: typeof started.site;
let backend: typeof started.backend;
const EMAIL = 'priya.gst@example.in';

beforeAll(async () => {
  started = await startSiteAndBackend('reminders-e2e-', {
    // Every browser request comes from 127.0.0.1.
    functionEnv: { REMINDERS_RATE_LIMIT_PER_IP_HOUR: '0' },
  });
  ({ site, backend } = started);
}, 120_000);
afterAll(() => started?.close());

/** The built site's backend addresses, at the one this test started. */
const toBackend = (url: string) => atBackend(url, backend);

async function visit(route: string) {
  const opened = await openPage(site.browser, 375, 800);
  await reachBackend(opened.page.context(), backend);
  await opened.page.goto(site.url + route);
  await hydrated(opened.page);
  return opened;
}

/** The newest email to `to` with its text, HTML and headers, as the mailbox's API serves it. */
async function newestMail(to = EMAIL) {
  const [summary] = await mailsTo(backend, to);
  if (!summary) throw new Error(`no mail to ${to}`);
  return (await (await fetch(`${backend.mailUrl}/api/v1/message/${summary.ID}`)).json()) as {
    Subject: string;
    Text: string;
    HTML: string;
    Headers: Record<string, string[]>;
  };
}

const linkTo = (text: string, pathname: string) => {
  const found = text.match(
    new RegExp(`https?://\\S+${pathname.replace(/\//g, '\\/')}\\?token=[\\w-]+`),
  );
  if (!found) throw new Error(`no ${pathname} link in: ${text}`);
  // Links name the site's origin; the test's site is served elsewhere.
  const url = new URL(found[0]);
  return `${site.url}${url.pathname}${url.search}`;
};

describe('due-date reminders, as a visitor on a phone uses them', () => {
  it('GST only: subscribe, confirm, add the feed, get the reminder 7 days before GSTR-3B once, and nothing after unsubscribing', async () => {
    // Pick GST (monthly returns) only and ask for reminders.
    const { page, errors, close } = await visit('/tools/compliance-calendar');
    const boxes = page.getByRole('group', { name: /registrations/i }).getByRole('checkbox');
    for (const box of await boxes.all()) if (await box.isChecked()) await box.uncheck();
    await page.getByRole('checkbox', { name: 'GST: monthly returns' }).check();
    await page.getByLabel('State').selectOption('Karnataka');
    const form = page.locator('#reminders-form');
    await form.getByRole('textbox', { name: 'Email' }).fill(EMAIL);
    await form.getByRole('checkbox', { name: /I agree/ }).check();
    await form.getByRole('button', { name: 'Email me reminders' }).click();
    // The function's answer (its first call may start its worker: awaited, not polled briefly).
    await page.getByText('Check your inbox').waitFor();
    // The function sends the confirmation after it has answered.
    await backend.functionsIdle();

    // Only the confirmation was sent; follow its link. Opening the page confirms nothing (mail
    // scanners open links) and takes the token out of the address bar; a press confirms.
    expect(await mailsTo(backend, EMAIL)).toHaveLength(1);
    const confirmation = await newestMail();
    const opened = await page.goto(linkTo(confirmation.Text, '/reminders/confirm'));
    expect(opened?.headers()['referrer-policy']).toBe('no-referrer');
    await hydrated(page);
    const confirm = page.getByRole('button', { name: 'Confirm my reminders' });
    await confirm.waitFor();
    expect(new URL(page.url()).search).toBe('');
    await confirm.click();
    await page.getByRole('status').filter({ hasText: 'Your reminders are confirmed' }).waitFor();

    // The feed: the address the page offers, as a calendar app fetches it.
    const feedUrl = toBackend(await page.locator('#reminder-feed').inputValue());
    const feed = await fetch(feedUrl);
    expect(feed.headers.get('content-type')).toMatch(/^text\/calendar/);
    const ics = await feed.text();
    expect(ics).toContain('GSTR-3B');
    expect(ics).not.toMatch(/SUMMARY:[^\n]*(ECR|TDS)/);
    expect(await page.locator('a[href^="webcal://"]').count()).toBe(1);

    // The daily job, run for the day 7 days before the next GSTR-3B date: one digest, once.
    const gstr3b = nextDueDate('gstr-3b', ['gst-monthly'], 'Karnataka');
    const sevenBefore = addDays(gstr3b.date, -7);
    await sendRemindersUntilDone(backend, sevenBefore);
    await sendRemindersUntilDone(backend, sevenBefore);
    const mails = await mailsTo(backend, EMAIL);
    expect(mails).toHaveLength(2);
    const digest = await newestMail();
    expect(digest.Text).toContain('GSTR-3B');
    expect(digest.Text).toContain('/contact#assessment');
    expect(digest.Headers['List-Unsubscribe-Post']).toEqual(['List-Unsubscribe=One-Click']);
    expect(digest.Headers['List-Unsubscribe']?.[0]).toMatch(
      /^<https?:\/\/.+\/functions\/v1\/reminders\?unsubscribe=/,
    );

    // Unsubscribe on the page the email links to: the link alone changes nothing.
    await page.goto(linkTo(digest.Text, '/reminders/unsubscribe'));
    await hydrated(page);
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await sendRemindersUntilDone(backend, addDays(gstr3b.date, -1));
    expect(await mailsTo(backend, EMAIL)).toHaveLength(3);
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await page.getByText('You are unsubscribed').waitFor();
    // Nothing after unsubscribing, and the feed stops too.
    const next = dueDatesFor(calendarData, addDays(gstr3b.date, 1), addDays(gstr3b.date, 62), {
      registrations: ['gst-monthly'],
      state: 'Karnataka',
    }).find((d) => d.obligationId === 'gstr-3b');
    if (!next) throw new Error('no next GSTR-3B date');
    await sendRemindersUntilDone(backend, addDays(next.date, -7));
    expect(await mailsTo(backend, EMAIL)).toHaveLength(3);
    expect((await fetch(feedUrl)).status).toBe(404);
    expect(errors).toEqual([]);
    await close();
  });

  it('a member keeps them on /profile, with the feed made anew, and the calendar follows the account', async () => {
    const email = 'member.reminders@example.in';
    const password = 'correct horse battery';
    const signUp = await client(backend).auth.signUp({
      email,
      password,
      options: { emailRedirectTo: `${site.url}/auth` },
    });
    expect(signUp.error).toBeNull();
    await follow((await lastMail(backend, email)).link);

    const { page, errors, close } = await visit('/auth');
    await submitLogin(page, email, password);
    await page.waitForURL(`${site.url}/profile`);
    // The member's language, which their reminders and feed follow.
    const language = page.getByRole('region', { name: 'Language of our emails' });
    await language.getByLabel('Language').selectOption('hi');
    await language.getByRole('button', { name: 'Save language' }).click();
    await language.getByText('Saved. Our emails to you will be in Hindi.').waitFor();
    const section = page.getByRole('region', { name: 'Your reminders' });
    await section.getByRole('checkbox', { name: 'GST: monthly returns' }).check();
    await section.getByLabel('State').selectOption('Karnataka');
    await section.getByRole('checkbox', { name: /Email me reminders/ }).check();
    await section.getByRole('button', { name: 'Save reminders' }).click();
    await section.getByText('Your reminders are saved.').waitFor();

    const feed = section.locator('#profile-feed');
    const first = await feed.inputValue();
    const calendar = await fetch(toBackend(first));
    expect(calendar.status).toBe(200);
    // The feed is in the language the member chose.
    expect(await calendar.text()).toContain('PRODID:-//Anupalan//Compliance reminders//HI');
    await section.getByRole('button', { name: /Make a new address/ }).click();
    await expect.poll(() => feed.inputValue(), { timeout: 20_000 }).not.toBe(first);
    expect((await fetch(toBackend(first))).status).toBe(404);
    expect((await fetch(toBackend(await feed.inputValue()))).status).toBe(200);

    // The calendar shows the account's choice, in this browser or any other the member signs in on.
    await page.evaluate(() => localStorage.removeItem('anupalan:calendar-choice'));
    await page.goto(`${site.url}/tools/compliance-calendar`);
    await hydrated(page);
    const gst = page.getByRole('checkbox', { name: 'GST: monthly returns' });
    // The calendar goes live as it comes near the screen (scrolled in one step in the page: the
    // island may swap its server HTML meanwhile).
    await page.evaluate(() =>
      document.querySelector('[data-testid="compliance-calendar"]')?.scrollIntoView(),
    );
    await expect
      .poll(() => page.getByRole('checkbox', { name: 'PF', exact: true }).isChecked(), {
        timeout: 20_000,
      })
      .toBe(false);
    expect(await gst.isChecked()).toBe(true);
    expect(await page.getByLabel('State').inputValue()).toBe('Karnataka');
    expect(errors).toEqual([]);
    await close();
  });

  it('on the Hindi page: asks, confirms, reminds and stops in Hindi, with Hindi pages for each link', async () => {
    const email = 'meera.gst@example.in';
    const { page, errors, close } = await visit('/hi/tools/compliance-calendar');
    const boxes = page.getByRole('group', { name: /पंजीकरण/ }).getByRole('checkbox');
    for (const box of await boxes.all()) if (await box.isChecked()) await box.uncheck();
    await page.getByRole('checkbox', { name: 'GST: मासिक रिटर्न' }).check();
    await page.getByLabel('राज्य', { exact: true }).selectOption('Karnataka');
    const form = page.locator('#reminders-form');
    await form.getByRole('textbox', { name: 'ईमेल' }).fill(email);
    await form.getByRole('checkbox', { name: /मैं सहमत हूँ/ }).check();
    await form.getByRole('button', { name: 'मुझे ईमेल से रिमाइंडर भेजें' }).click();
    await page.getByText('अपना इनबॉक्स देखें').waitFor();
    await backend.functionsIdle();

    const confirmation = await newestMail(email);
    expect(confirmation.Subject).toBe('अपने अनुपालन रिमाइंडर की पुष्टि करें');
    expect(confirmation.Text).toContain('GST: मासिक रिटर्न');
    await page.goto(linkTo(confirmation.Text, '/hi/reminders/confirm'));
    await hydrated(page);
    await page.getByRole('button', { name: 'मेरे रिमाइंडर की पुष्टि करें' }).click();
    await page.getByRole('status').filter({ hasText: 'आपके रिमाइंडर की पुष्टि हो गई है' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('hi');
    await page.getByRole('link', { name: 'मेरे कैलेंडर ऐप में जोड़ें' }).waitFor();
    const feedUrl = toBackend(await page.locator('#reminder-feed').inputValue());
    // Lines of an .ics file are folded at 75 octets; unfolded, each event's summary is whole.
    const ics = (await (await fetch(feedUrl)).text()).replace(/\r\n /g, '');
    expect(ics).toMatch(/SUMMARY:GSTR-3B \(मासिक रिटर्न भरने वाले\): [^\r]*[\u0900-\u097F]+ \d{4}\r/);

    const gstr3b = nextDueDate('gstr-3b', ['gst-monthly'], 'Karnataka');
    await sendRemindersUntilDone(backend, addDays(gstr3b.date, -7));
    expect(await mailsTo(backend, email)).toHaveLength(2);
    const digest = await newestMail(email);
    expect(digest.Subject).toMatch(/^रिमाइंडर: GSTR-3B \(मासिक रिटर्न भरने वाले\) की नियत तारीख /);
    expect(digest.Text).toContain('7 दिन बाद (');
    expect(digest.Text).toContain('/hi/contact#assessment');

    await page.goto(linkTo(digest.Text, '/hi/reminders/unsubscribe'));
    await hydrated(page);
    await page.getByRole('button', { name: 'रिमाइंडर बंद करें' }).click();
    await page.getByText('आपके रिमाइंडर बंद हो गए हैं').waitFor();
    expect((await fetch(feedUrl)).status).toBe(404);
    expect(errors).toEqual([]);
    await close();
  });
});
