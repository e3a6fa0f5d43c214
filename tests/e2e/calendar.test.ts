import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ICAL from 'ical.js';
import type { Page } from 'playwright-core';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtOn } from '../../src/generated/calendar-build.ts';
import { calendarIcsPath, datedRegistrations } from '../../src/tools/calendar.ts';
import { calendarData as data } from '../../src/tools/calendar-data.ts';
import { dist, hydrated, openPage, root, startSite } from '../support/site.ts';

const route = '/tools/compliance-calendar';
let site: Awaited<ReturnType<typeof startSite>>;

beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site?.close());

function summaries(text: string): string[] {
  const vcalendar = new ICAL.Component(ICAL.parse(text));
  return vcalendar
    .getAllSubcomponents('vevent')
    .map((v) => String(v.getFirstPropertyValue('summary')));
}

const namesIn = (registration: string) =>
  data.obligations.filter((o) => o.registrations.includes(registration)).map((o) => o.name);

/** Presses Tab until the focused element is the checkbox named `name`, as a keyboard user would. */
async function tabTo(page: Page, name: string) {
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement;
      return el instanceof HTMLInputElement ? (el.labels?.[0]?.textContent ?? '').trim() : null;
    });
    if (focused === name) return;
  }
  throw new Error(`Tab never reached the "${name}" checkbox`);
}

/** The calendar, scrolled to, once it is live: it then starts from the visitor's today. */
async function liveCalendar(page: Page, today: string) {
  const tool = page.getByTestId('compliance-calendar');
  // The calendar goes live as the visitor reaches it, below the page's hero. Scrolled in one step
  // in the page: the island may swap its server HTML for the live one meanwhile.
  await page.evaluate(() =>
    document
      .querySelector('[data-testid="compliance-calendar"]')
      ?.scrollIntoView({ block: 'start' }),
  );
  await expect.poll(() => tool.getAttribute('data-start')).toBe(today);
  return tool;
}

/** The layout shifts the page has had so far that no input explains (Cumulative Layout Shift). */
const layoutShift = (page: Page) =>
  page.evaluate(() => {
    // A buffered observer holds the shifts so far as soon as it observes: taken at once, with no
    // wait for a callback that never comes when there was none.
    const observer = new PerformanceObserver(() => {});
    observer.observe({ type: 'layout-shift', buffered: true });
    const entries = observer.takeRecords() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
    })[];
    observer.disconnect();
    return entries.filter((e) => !e.hadRecentInput).reduce((n, e) => n + e.value, 0);
  });

describe('compliance calendar in Chromium at 375 px', () => {
  it('shows only the chosen registration and state, and keeps the choice after a reload', async () => {
    const { page, errors, close } = await openPage(site.browser, 375, 800);
    // A fixed today (21 November 2026 in India), so that the counts below do not depend on
    // which due dates happen to move across the ends of the twelve months.
    await page.clock.setFixedTime(new Date('2026-11-21T06:00:00Z'));
    await page.goto(site.url + route);
    await hydrated(page);
    let tool = await liveCalendar(page, '2026-11-21');
    const items = tool.locator('li[data-registration]');
    const allCount = await items.count();
    expect(await tool.getByRole('link', { name: 'GSTR-3B (monthly filers)' }).count()).toBe(12);

    // Only GST monthly returns: clear the others, tick it from the keyboard, choose Karnataka.
    await tool.getByRole('button', { name: 'Clear' }).click();
    await expect.poll(() => items.count()).toBe(0);
    await tabTo(page, 'GST: monthly returns');
    await page.keyboard.press('Space');
    await tool.getByLabel('State', { exact: true }).selectOption('Karnataka');
    const gst = namesIn('gst-monthly');
    // Their text, not innerText: a month far from the window is not laid out yet (defer-render),
    // and innerText reads only what is.
    await expect
      .poll(async () => new Set(await tool.locator('li[data-registration] a').allTextContents()))
      .toEqual(new Set(gst));
    const count = await items.count();
    expect(count).toBeGreaterThan(12);
    expect(count).toBeLessThan(allCount);
    expect(await tool.getByTestId('calendar-summary').innerText()).toBe(
      `${count} due dates from 21 November 2026 to 20 November 2027 in Karnataka.`,
    );
    // The filings without a fixed date are the chosen registration's only.
    expect(await tool.getByTestId('calendar-undated').locator('li').count()).toBe(
      data.undated.filter((u) => u.registration === 'gst-monthly').length,
    );

    // The download holds the same dates.
    const download = tool.getByRole('link', { name: 'Download GST: monthly returns dates' });
    const href = await download.getAttribute('href');
    expect(href).toBe(calendarIcsPath('gst-monthly'));
    const response = await page.request.get(site.url + href);
    expect(response.headers()['content-type']).toMatch(/^text\/calendar/);
    for (const s of summaries(await response.text())) expect(gst).toContain(s.split(': ')[0]);

    // A reload (a later visit) shows the same choice, from the browser's own storage.
    await page.reload();
    await hydrated(page);
    tool = await liveCalendar(page, '2026-11-21');
    expect(await tool.getByRole('checkbox', { name: 'GST: monthly returns' }).isChecked()).toBe(
      true,
    );
    expect(await tool.getByRole('checkbox', { name: 'PF', exact: true }).isChecked()).toBe(false);
    expect(await tool.getByLabel('State', { exact: true }).inputValue()).toBe('Karnataka');
    await expect.poll(() => items.count()).toBe(count);
    expect(await layoutShift(page)).toBeLessThan(0.1);

    // Nothing spills sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    expect(errors).toEqual([]);
    await close();
  });

  it("lists every registration's due dates in the HTML, readable without JavaScript", async () => {
    const html = readFileSync(
      path.join(dist, 'tools', 'compliance-calendar', 'index.html'),
      'utf8',
    );
    expect(html).toContain(`data-start="${builtOn}"`);
    const context = await site.browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 375, height: 800 },
    });
    const page = await context.newPage();
    await page.goto(site.url + route);
    const tool = page.getByTestId('compliance-calendar');
    expect(await tool.locator('li[data-registration]').count()).toBeGreaterThan(150);
    const first = await tool.locator('li[data-registration]').first().innerText();
    expect(first).toMatch(/For [A-Z][a-z]+ \d{4}|For Q\d/);
    expect(await tool.locator('time').first().getAttribute('datetime')).toMatch(
      /^\d{4}-\d{2}-\d{2}$/,
    );
    const boxes = tool.getByRole('checkbox');
    expect(await boxes.count()).toBe(data.registrations.length);
    for (const box of await boxes.all()) expect(await box.isChecked()).toBe(true);
    expect(await tool.getByLabel('State', { exact: true }).inputValue()).toBe('');
    expect(await tool.getByTestId('calendar-undated').locator('li').count()).toBe(
      data.undated.length,
    );
    expect(
      await tool.getByRole('link', { name: 'Download all due dates' }).getAttribute('href'),
    ).toBe('/tools/compliance-calendar.ics');
    await context.close();
  });

  it("starts from the visitor's today once the page runs, without a hydration error", async () => {
    const { page, errors, close } = await openPage(site.browser, 375, 800);
    // 10 March 2027, 11:30 in India.
    await page.clock.setFixedTime(new Date('2027-03-10T06:00:00Z'));
    await page.goto(site.url + route);
    await hydrated(page);
    const tool = await liveCalendar(page, '2027-03-10');
    expect(await tool.locator('h3').first().innerText()).toBe('March 2027');
    expect(await tool.getByTestId('calendar-summary').innerText()).toContain(
      'from 10 March 2027 to 9 March 2028',
    );
    expect(errors).toEqual([]);
    await close();
  });

  it('serves every .ics file, English and Hindi, as text/calendar', async () => {
    const paths = (['en', 'hi'] as const).flatMap((language) => [
      calendarIcsPath(undefined, language),
      ...datedRegistrations(data).map((r) => calendarIcsPath(r.id, language)),
    ]);
    for (const file of paths) {
      const response = await fetch(site.url + file);
      expect(response.status, file).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
      expect(summaries(await response.text()).length).toBeGreaterThan(0);
    }
  });
});

describe('the Hindi compliance calendar in Chromium at 375 px', () => {
  it('shows the obligations, registrations and .ics files in Hindi, in the HTML and live', async () => {
    const hiRoute = `/hi${route}`;
    // The server HTML, as a reader without JavaScript gets it.
    const html = readFileSync(
      path.join(dist, 'hi', 'tools', 'compliance-calendar', 'index.html'),
      'utf8',
    );
    expect(html).toContain('GSTR-3B (मासिक रिटर्न भरने वाले)');
    expect(html).not.toContain('GSTR-3B (monthly filers)');

    const { page, errors, close } = await openPage(site.browser, 375, 800);
    await page.clock.setFixedTime(new Date('2026-11-21T06:00:00Z'));
    await page.goto(site.url + hiRoute);
    await hydrated(page);
    const tool = await liveCalendar(page, '2026-11-21');
    expect(await tool.getByRole('link', { name: 'GSTR-3B (मासिक रिटर्न भरने वाले)' }).count()).toBe(
      12,
    );
    expect(await tool.getByRole('link', { name: 'GSTR-3B (monthly filers)' }).count()).toBe(0);
    expect(
      await tool
        .getByTestId('calendar-undated')
        .getByRole('link', { name: 'AOC-4 (वित्तीय विवरण)' })
        .count(),
    ).toBe(1);

    // One registration: its Hindi label, and its Hindi .ics file.
    await tool.getByRole('button', { name: 'सभी हटाएँ' }).click();
    await tool.getByRole('checkbox', { name: 'GST: मासिक रिटर्न' }).check();
    const download = tool.getByRole('link', { name: 'GST: मासिक रिटर्न की तारीखें डाउनलोड करें' });
    const href = await download.getAttribute('href');
    expect(href).toBe(calendarIcsPath('gst-monthly', 'hi'));
    const response = await page.request.get(site.url + href);
    expect(response.headers()['content-type']).toMatch(/^text\/calendar/);
    const inFile = summaries(await response.text());
    expect(inFile).toContain('GSTR-3B (मासिक रिटर्न भरने वाले): नवंबर 2026');
    expect(inFile.some((s) => s.includes('monthly filers'))).toBe(false);
    expect(errors).toEqual([]);
    await close();
  });
});

describe('npm start (the dev server)', () => {
  let server: ViteDevServer | undefined;
  let cacheDir: string;
  // Started here, not in the test: a dev server's start reads the whole site, which takes more
  // than a test's 30 s on a busy 2-core machine.
  beforeAll(async () => {
    // The same start date as the build, so that both list the same events.
    process.env.CALENDAR_START = builtOn;
    // Its own dependency cache, so that it never touches a shared node_modules/.vite.
    cacheDir = mkdtempSync(path.join(tmpdir(), 'calendar-vite-'));
    server = await createServer({
      root,
      cacheDir,
      configFile: path.join(root, 'vite.config.ts'),
      logLevel: 'silent',
      server: { port: 0, host: '127.0.0.1' },
    });
    await server.listen();
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    delete process.env.CALENDAR_START;
    if (cacheDir) rmSync(cacheDir, { recursive: true, force: true });
  });

  it('answers the .ics paths, English and Hindi, with the same events as the build', async () => {
    const base = server?.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? '';
    for (const file of [
      'tools/compliance-calendar-gst-monthly.ics',
      'hi/tools/compliance-calendar-gst-monthly.ics',
    ]) {
      const response = await fetch(`${base}/${file}`);
      expect(response.status, file).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
      const built = readFileSync(path.join(dist, ...file.split('/')), 'utf8');
      expect(summaries(await response.text()), file).toEqual(summaries(built));
    }
  });
});
