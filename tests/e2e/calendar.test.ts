import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ICAL from 'ical.js';
import type { Page } from 'playwright-core';
import { createServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtOn } from '../../src/generated/calendar-build.ts';
import { calendar } from '../../src/generated/data/calendar.ts';
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

const namesIn = (category: string) =>
  calendar.obligations.filter((o) => o.category === category).map((o) => o.name);

/** Presses Tab until the focused element is the button named `name`, as a keyboard user would. */
async function tabTo(page: Page, name: string) {
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement;
      return el?.tagName === 'BUTTON' ? (el.textContent ?? '').trim() : null;
    });
    if (focused === name) return;
  }
  throw new Error(`Tab never reached the "${name}" button`);
}

describe('compliance calendar in Chromium at 375 px', () => {
  it('filters by keyboard, and the download link serves the matching .ics', async () => {
    const { page, errors, close } = await openPage(site.browser, 375, 800);
    // A fixed today (21 November 2026 in India), so that the counts below do not depend on
    // which due dates happen to move across the ends of the twelve months.
    await page.clock.setFixedTime(new Date('2026-11-21T06:00:00Z'));
    await page.goto(site.url + route);
    await hydrated(page);
    const tool = page.getByTestId('compliance-calendar');
    // The calendar goes live as the visitor reaches it, below the page's hero.
    await tool.scrollIntoViewIfNeeded();
    await expect.poll(() => tool.getAttribute('data-start')).toBe('2026-11-21');
    const items = tool.locator('li');
    expect(await tool.getByRole('link', { name: 'GSTR-3B (monthly filers)' }).count()).toBe(12);
    const allCount = await items.count();

    // Keep only PF and ESI: switch the other categories off from the keyboard.
    const others = calendar.categories.filter((c) => c.id !== 'pf-esi');
    for (const c of others) {
      await tabTo(page, c.label);
      await page.keyboard.press(c.id === 'gst' ? 'Enter' : 'Space');
      await expect
        .poll(() => tool.getByRole('button', { name: c.label }).getAttribute('aria-pressed'))
        .toBe('false');
    }
    expect(
      await tool.getByRole('button', { name: 'PF and ESI' }).getAttribute('aria-pressed'),
    ).toBe('true');
    await expect.poll(() => items.count()).toBe(24);
    expect(allCount).toBeGreaterThan(24);
    expect(await tool.getByRole('link', { name: 'GSTR-3B (monthly filers)' }).count()).toBe(0);
    expect(await tool.getByTestId('calendar-summary').innerText()).toMatch(/^24 due dates from /);
    const shown = await tool.locator('li a').allInnerTexts();
    expect(new Set(shown)).toEqual(new Set(namesIn('pf-esi')));

    const download = tool.getByRole('link', { name: 'Download PF and ESI dates' });
    const href = await download.getAttribute('href');
    expect(href).toBe('/tools/compliance-calendar-pf-esi.ics');
    const response = await page.request.get(site.url + href);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/calendar/);
    const events = summaries(await response.text());
    expect(events).toHaveLength(24);
    for (const s of events) expect(namesIn('pf-esi')).toContain(s.split(': ')[0]);

    // Nothing spills sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    expect(errors).toEqual([]);
    await close();
  });

  it('lists the due dates in the HTML, readable without JavaScript', async () => {
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
    expect(await tool.locator('li').count()).toBeGreaterThan(100);
    const first = await tool.locator('li').first().innerText();
    expect(first).toMatch(/For [A-Z][a-z]+ \d{4}/);
    expect(await tool.locator('time').first().getAttribute('datetime')).toMatch(
      /^\d{4}-\d{2}-\d{2}$/,
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
    const tool = page.getByTestId('compliance-calendar');
    // The calendar goes live as the visitor reaches it, below the page's hero.
    await tool.scrollIntoViewIfNeeded();
    await expect.poll(() => tool.getAttribute('data-start')).toBe('2027-03-10');
    expect(await tool.locator('h3').first().innerText()).toBe('March 2027');
    expect(await tool.getByTestId('calendar-summary').innerText()).toContain(
      'from 10 March 2027 to 9 March 2028',
    );
    expect(errors).toEqual([]);
    await close();
  });

  it('serves every .ics file as text/calendar', async () => {
    for (const file of ['', ...calendar.categories.map((c) => `-${c.id}`)]) {
      const response = await fetch(`${site.url}/tools/compliance-calendar${file}.ics`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
      expect(summaries(await response.text()).length).toBeGreaterThan(0);
    }
  });
});

describe('npm start (the dev server)', () => {
  it('answers the .ics paths with the same events as the build', async () => {
    // The same start date as the build, so that both list the same events.
    process.env.CALENDAR_START = builtOn;
    // Its own dependency cache, so that it never touches a shared node_modules/.vite.
    const cacheDir = mkdtempSync(path.join(tmpdir(), 'calendar-vite-'));
    const server = await createServer({
      root,
      cacheDir,
      configFile: path.join(root, 'vite.config.ts'),
      logLevel: 'silent',
      server: { port: 0, host: '127.0.0.1' },
    });
    try {
      await server.listen();
      const base = server.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? '';
      const response = await fetch(`${base}/tools/compliance-calendar-gst.ics`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
      const built = readFileSync(path.join(dist, 'tools', 'compliance-calendar-gst.ics'), 'utf8');
      expect(summaries(await response.text())).toEqual(summaries(built));
    } finally {
      await server.close();
      delete process.env.CALENDAR_START;
      rmSync(cacheDir, { recursive: true, force: true });
    }
  });
});
