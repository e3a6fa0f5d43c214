/**
 * A client-side navigation that cannot load what the page needs (its chunk, its static parts)
 * loads the address as a full page: after a deploy replaced the files the tab's code names, or
 * when the network fails.
 */

import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serve } from '../../scripts/serve.ts';
import { connectChromium } from '../support/browser.ts';
import { textOf } from '../support/deferred.ts';
import { buildCopy, deploy, prependParagraph } from '../support/deploy.ts';
import { builtRoutes, dist, hydrated, openPage, startSite } from '../support/site.ts';

const routes = builtRoutes();
const h1Of = (p: string) => routes.find((r) => r.path === p)?.h1 ?? '';

/** The text of the paragraphs of at least 60 characters in a built page's <main>. */
function paragraphsOf(file: string): string[] {
  const main = readFileSync(file, 'utf8').split('<main')[1]?.split('</main>')[0] ?? '';
  return [...main.matchAll(/<p\b[^>]*>(.*?)<\/p>/gs)]
    .map((m) =>
      (m[1] ?? '')
        .replace(/<[^>]+>/g, '')
        .replace(/&amp;/g, '&')
        .replace(/&#x27;/g, "'")
        .replace(/&quot;/g, '"')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((p) => p.length >= 60 && !p.includes('&'));
}

/** Follows a link the page did not have, so that nothing prefetched its page before. */
async function follow(page: Page, href: string) {
  await page.evaluate((to) => {
    const a = document.createElement('a');
    a.href = to;
    a.textContent = 'next';
    document.body.append(a);
    a.click();
  }, href);
}

describe('a navigation whose page cannot be fetched', () => {
  let site: Awaited<ReturnType<typeof startSite>>;
  beforeAll(async () => {
    site = await startSite();
  });
  afterAll(() => site?.close());

  it.each([
    ['its static parts', '**/fragments/**'],
    ['its chunk', '**/assets/*.js'],
  ])('lands on the page when %s cannot be fetched', async (_, blocked) => {
    const { page, close } = await openPage(site.browser);
    // Save-Data turns off prefetching, so that the page is not fetched before the network goes.
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', { value: { saveData: true } });
    });
    await page.goto(`${site.url}/`);
    await hydrated(page);
    await page.route(blocked, (route) => route.abort('internetdisconnected'));
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'About' })
      .click();
    await page.waitForURL(`${site.url}/about`);
    await expect.poll(() => page.locator('h1').innerText()).toBe(h1Of('/about'));
    expect(await page.locator('main').innerText()).not.toContain('could not be loaded');
    await close();
  });
});

describe('a navigation between two pages of one layout', () => {
  let site: Awaited<ReturnType<typeof startSite>>;
  beforeAll(async () => {
    site = await startSite();
  });
  afterAll(() => site?.close());

  it('shows the new page after its chunk was prefetched, not the static parts of the old one', async () => {
    const { page, errors, close } = await openPage(site.browser);
    await page.goto(`${site.url}/services`);
    await hydrated(page);
    // Hovering a link prefetches its page; once it has, the page renders without suspending.
    await page.locator('header').getByRole('link', { name: 'Contact Us' }).first().hover();
    await expect
      .poll(
        () =>
          page.evaluate(() =>
            performance
              .getEntriesByType('resource')
              .some(
                (e) => e.name.includes('/fragments/') && e.name.endsWith('/pages/contact.json'),
              ),
          ),
        { timeout: 15_000 },
      )
      .toBe(true);
    await follow(page, '/contact');
    await page.waitForURL(`${site.url}/contact`);
    await expect.poll(() => page.locator('h1').innerText()).toBe(h1Of('/contact'));
    expect(await page.locator('main').innerText()).not.toContain(h1Of('/services'));
    expect(errors).toEqual([]);
    await close();
  });
});

describe('a tab opened before a deploy', () => {
  const marker = 'This paragraph was added by the second build.';
  let work: string;
  let buildB: string;
  let live: string;
  let server: Server;
  let url: string;
  let browser: Browser;

  beforeAll(async () => {
    work = mkdtempSync(path.join(tmpdir(), 'site-deploy-'));
    // Build B: the same site with a new first paragraph on one page, which moves its parts.
    buildB = await buildCopy(path.join(work, 'project'), (copy) =>
      prependParagraph(path.join(copy, 'content', 'services', 'labour-laws.mdx'), marker),
    );
    live = path.join(work, 'live');
    deploy(dist, live);
    ({ server, url } = await serve(live, 0));
    browser = await connectChromium();
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    rmSync(work, { recursive: true, force: true });
  });

  it.each([
    ['the page that changed', '/services/labour-laws'],
    ['a page that did not change', '/about'],
  ])(
    'navigates to %s after the deploy and shows it whole',
    async (_, target) => {
      deploy(dist, live);
      const { page, errors, close } = await openPage(browser);
      await page.goto(`${url}/services`);
      await hydrated(page);
      deploy(buildB, live);
      await follow(page, target);
      await page.waitForURL(`${url}${target}`);
      // A full page load on a busy 2-core machine can take many seconds.
      await expect
        .poll(() => page.locator('h1').innerText(), { timeout: 60_000 })
        .toBe(h1Of(target));
      await hydrated(page);
      const text = await textOf(page.locator('main'));
      if (target === '/services/labour-laws') expect(text).toContain(marker);
      else expect(text).not.toContain(marker);
      // The body's words are all there, as build B wrote them: its first and last paragraphs.
      const paragraphs = paragraphsOf(path.join(buildB, ...target.split('/'), 'index.html'));
      expect(paragraphs.length).toBeGreaterThan(1);
      expect(text).toContain(paragraphs[0]?.slice(0, 60));
      expect(text).toContain(paragraphs.at(-1)?.slice(0, 60));
      expect(errors.filter((e) => /hydrat|Minified React error/i.test(e))).toEqual([]);
      await close();
    },
    90_000,
  );
});
