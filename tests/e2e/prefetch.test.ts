import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { firstLoadScripts } from '../../scripts/first-load.ts';
import { dist, hydrated, openPage, startSite } from '../support/site.ts';

let site: Awaited<ReturnType<typeof startSite>>;

beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site?.close());

it('fetches the chunk of a page whose link is on screen, without a hover or a click', async () => {
  const { page, close } = await openPage(site.browser, 1280, 900);
  const chunks: string[] = [];
  page.on('request', (r) => chunks.push(new URL(r.url()).pathname));
  await page.goto(`${site.url}/about`);
  await hydrated(page);
  // The header's Blog link is on screen: its page's chunk arrives without a hover or a click.
  await expect
    .poll(() => chunks.some((p) => /^\/assets\/blog-[\w-]{8}\.js$/.test(p)), { timeout: 15000 })
    .toBe(true);
  await close();
});

it('prefetches nothing when the visitor asks to save data', async () => {
  const { page, close } = await openPage(site.browser, 1280, 900);
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: true } });
  });
  const chunks: string[] = [];
  page.on('request', (r) => chunks.push(new URL(r.url()).pathname));
  await page.goto(`${site.url}/about`);
  await hydrated(page);
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  expect(chunks.filter((p) => /^\/assets\/blog-[\w-]{8}\.js$/.test(p))).toEqual([]);
  // A hover still fetches it.
  await page.getByRole('link', { name: 'Blog', exact: true }).first().hover();
  await expect.poll(() => chunks.some((p) => /^\/assets\/blog-[\w-]{8}\.js$/.test(p))).toBe(true);
  await close();
});

it.each([
  ['/faq', 'faq/index.html'],
  ['/no-such-page', '404.html'],
])(
  '%s: every script its start-up runs is named in its HTML, so none waits for another',
  async (route, file) => {
    const named = firstLoadScripts(readFileSync(path.join(dist, file), 'utf8'));
    const { page, close } = await openPage(site.browser, 375, 800);
    // Links on screen are not prefetched, so that only the start-up's requests are seen.
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', { value: { saveData: true } });
    });
    const scripts = new Set<string>();
    page.on('request', (r) => {
      const p = new URL(r.url()).pathname;
      if (p.endsWith('.js')) scripts.add(p);
    });
    await page.goto(`${site.url}${route}`);
    await hydrated(page);
    expect([...scripts].sort()).toEqual([...named].sort());
    // React, ReactDOM and the app are among them, not only the small entry.
    expect(named.length).toBeGreaterThan(2);
    await close();
  },
);
