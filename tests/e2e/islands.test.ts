import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstLoadScripts } from '../../scripts/first-load.ts';
import { builtRoutes, dist, hydrated, openPage, startSite } from '../support/site.ts';

let site: Awaited<ReturnType<typeof startSite>>;

beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site?.close());

const htmlOf = (route: string) =>
  readFileSync(path.join(dist, route === '/' ? '' : route, 'index.html'), 'utf8');
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim();

describe("a page's words come once, in its HTML", () => {
  // The home pages' hero and the blog's list of posts are rendered in the browser.
  const contentPages = builtRoutes().filter(
    (r) => r.kind === 'content' && !['/', '/hi', '/blog'].includes(r.path),
  );
  it.each(contentPages.map((r) => [r.path] as const))(
    '%s: its paragraphs are not in its first-load scripts',
    (route) => {
      const html = htmlOf(route);
      const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
      const paragraphs = [...main.matchAll(/<p\b[^>]*>(.*?)<\/p>/gs)]
        .map((m) => text(m[1] ?? ''))
        .filter((p) => p.length >= 80);
      // The description goes with the page's head, which client-side navigation updates.
      const description = text(html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? '');
      expect(paragraphs.length).toBeGreaterThan(0);
      const code = firstLoadScripts(html)
        .map((s) => readFileSync(path.join(dist, s), 'utf8'))
        .join('\n');
      const shipped = paragraphs.filter((p) => p !== description && code.includes(p.slice(0, 60)));
      expect(shipped).toEqual([]);
    },
  );
});

describe('static parts after a client-side navigation', () => {
  it('shows the whole page, fetched as fragments, and its links stay in the app', async () => {
    const { page, errors, close } = await openPage(site.browser);
    const requests: string[] = [];
    page.on('request', (r) => requests.push(new URL(r.url()).pathname));
    await page.goto(`${site.url}/services`);
    await hydrated(page);
    await page.evaluate(() => {
      (window as unknown as { marker: number }).marker = 42;
    });
    // A card's link in the page's static body.
    await page.locator('main a[href="/services/labour-laws"]').first().click();
    await page.waitForURL(`${site.url}/services/labour-laws`);
    const version = await page.locator('#root').getAttribute('data-fragments');
    expect(version).toMatch(/^[0-9a-f]{12}$/);
    expect(requests).toContain(`/fragments/${version}/pages/services/labour-laws.json`);
    const main = htmlOf('/services/labour-laws').split('<main')[1] ?? '';
    const expected =
      [...main.matchAll(/<p\b[^>]*>(.*?)<\/p>/gs)]
        .map((m) => text(m[1] ?? ''))
        .find((p) => p.length >= 80) ?? '';
    expect(expected.length).toBeGreaterThan(40);
    await expect.poll(() => page.locator('main').innerText()).toContain(expected.slice(0, 60));
    // The tabs work at once: their code came with the page.
    const tabs = page.getByRole('tab');
    await tabs.nth(1).click();
    expect(await tabs.nth(1).getAttribute('aria-selected')).toBe('true');
    // A link inside the static body navigates within the app too.
    await page.locator('main a[href="/contact#assessment"]').first().click();
    await page.waitForURL(`${site.url}/contact#assessment`);
    expect(await page.evaluate(() => (window as unknown as { marker: number }).marker)).toBe(42);
    expect(errors).toEqual([]);
    await close();
  });
});

/** Holds the requests matching `pattern` until the returned function is called. */
async function holdRequests(page: Page, pattern: string): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

describe('islands', () => {
  const calculatorChunk = /^\/assets\/GstThresholdCheck-[\w-]{8}\.js$/;

  it('load their code only when they come near the screen', async () => {
    const { page, errors, close } = await openPage(site.browser, 375, 700);
    const requests: string[] = [];
    page.on('request', (r) => requests.push(new URL(r.url()).pathname));
    await page.goto(`${site.url}/frameworks/gst`);
    await hydrated(page);
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    expect(requests.filter((p) => calculatorChunk.test(p))).toEqual([]);
    const form = page.getByRole('form', { name: 'GST registration threshold check' });
    await form.scrollIntoViewIfNeeded();
    await expect.poll(() => requests.some((p) => calculatorChunk.test(p))).toBe(true);
    expect(errors).toEqual([]);
    await close();
  });

  it('go live without moving anything on the page', async () => {
    const cases = [
      // The island follows a heading; the Tabs island a paragraph, with a static part inside.
      { route: '/tools/gst-registration-threshold', chunk: '**/assets/GstThresholdCheck-*.js' },
      { route: '/services/labour-laws', chunk: '**/assets/Tabs-*.js' },
    ];
    for (const { route, chunk } of cases) {
      const { page, errors, close } = await openPage(site.browser, 375, 800);
      const release = await holdRequests(page, chunk);
      await page.goto(`${site.url}${route}`);
      await hydrated(page);
      /** Where the island's boxes and the element after it are, and what the island is made of. */
      const layout = () =>
        page.evaluate(() => {
          const island = document.querySelector('main [data-island]') as HTMLElement;
          const boxes = [...island.querySelectorAll(':scope > [data-island-body] > *')];
          const next = island.nextElementSibling?.firstElementChild ?? island.nextElementSibling;
          const rect = (el: Element | null | undefined) => {
            const r = el?.getBoundingClientRect();
            return r ? [r.top + window.scrollY, r.left, r.width, r.height].map(Math.round) : null;
          };
          // The elements and their classes (ids may differ: the live render makes its own).
          const markup = [...island.querySelectorAll('*')].map(
            (el) => `${el.tagName} ${el.getAttribute('class') ?? ''}`,
          );
          return { boxes: boxes.map(rect), next: rect(next), markup };
        });
      await page
        .locator('main [data-island] > [data-island-body] > *')
        .first()
        .scrollIntoViewIfNeeded();
      await page.evaluate(() => {
        const w = window as unknown as { shifts: number; staticBody: Element | null };
        w.shifts = 0;
        w.staticBody = document.querySelector('main [data-island] > [data-island-body]');
        new PerformanceObserver((list) => {
          w.shifts += list.getEntries().length;
        }).observe({ type: 'layout-shift' });
      });
      const before = await layout();
      expect(before.boxes.length).toBeGreaterThan(0);
      release();
      await page.waitForFunction(() => {
        const w = window as unknown as { staticBody: Element | null };
        const body = document.querySelector('main [data-island] > [data-island-body]');
        return body !== null && body !== w.staticBody;
      });
      expect(await layout()).toEqual(before);
      expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0);
      expect(errors).toEqual([]);
      await close();
    }
  });

  it('keep what the visitor typed before their code arrived', async () => {
    const { page, errors, close } = await openPage(site.browser, 375, 800);
    const release = await holdRequests(page, '**/assets/PfCalculator-*.js');
    await page.goto(`${site.url}/tools/pf-calculator`);
    await hydrated(page);
    const form = page.getByRole('form', { name: 'PF contribution calculator' });
    const field = form.getByLabel('Monthly PF wages (₹)', { exact: true });
    await field.fill('10,000');
    await field.focus();
    release();
    const result = form.locator('[aria-live="polite"]');
    await expect.poll(() => result.innerText()).toContain('₹833');
    expect(await field.inputValue()).toBe('10,000');
    expect(await field.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(errors).toEqual([]);
    await close();
  });

  it('act on a button pressed before their code arrived', async () => {
    const { page, errors, close } = await openPage(site.browser);
    const release = await holdRequests(page, '**/assets/LinkedInConnect-*.js');
    await page.goto(`${site.url}/blog`);
    await hydrated(page);
    await page.getByRole('button', { name: 'Connect LinkedIn' }).click();
    expect(page.url()).toBe(`${site.url}/blog`);
    release();
    await expect
      .poll(() => page.getByRole('button', { name: 'Connected' }).isDisabled())
      .toBe(true);
    expect(errors).toEqual([]);
    await close();
  });
});
