import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe.ts';
import { hydrated, openPage, startSite } from '../support/site.ts';

let site: Awaited<ReturnType<typeof startSite>>;

beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site?.close());

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Search the site' });
const input = (page: Page) => dialog(page).getByRole('combobox');
const results = (page: Page) => dialog(page).getByRole('listbox', { name: 'Search results' });

// Each language's index is a file of its own: search-index-<hash>.json, search-index.hi-<hash>.json.
const isHindiIndex = (path: string) => /search-index[.-]hi[.-]/.test(path);
const isEnglishIndex = (path: string) => path.includes('search-index') && !isHindiIndex(path);

/** Opens a page with the requests it makes recorded. */
async function visit(path: string, width = 1280, height = 900) {
  const opened = await openPage(site.browser, width, height);
  const requests: string[] = [];
  opened.page.on('request', (r) => requests.push(new URL(r.url()).pathname));
  await opened.page.goto(site.url + path);
  await hydrated(opened.page);
  return { ...opened, requests };
}

describe('search in Chromium', () => {
  it('opens with /, finds a misspelt term, moves by arrow keys and lands on the heading', async () => {
    const { page, errors, requests, close } = await visit('/about');
    // The index is not part of a page's first load.
    expect(requests.some((p) => p.includes('search-index'))).toBe(false);

    await page.keyboard.press('/');
    await expect.poll(() => input(page).evaluate((el) => el === document.activeElement)).toBe(true);
    // Before anything is typed, a few starting points.
    await expect.poll(() => dialog(page).getByRole('option').count()).toBeGreaterThanOrEqual(3);

    await page.keyboard.type('provdent fund');
    await results(page).waitFor();
    const options = results(page).getByRole('option');
    // The list follows the typing a render behind (useDeferredValue): it may show a part of the
    // term first, then the whole term's results.
    await expect
      .poll(() => options.first().getAttribute('href'))
      .toMatch(/^\/(frameworks|services)\/pf-esi/);
    expect(await options.first().locator('mark').allInnerTexts()).toContainEqual(
      expect.stringMatching(/^provident$/i),
    );
    // The English index, and not the Hindi one.
    expect(requests.some(isEnglishIndex)).toBe(true);
    expect(requests.some(isHindiIndex)).toBe(false);

    // The input keeps focus and points at the active option, which the arrows move.
    const firstId = await options.nth(0).getAttribute('id');
    const secondId = await options.nth(1).getAttribute('id');
    expect(await input(page).getAttribute('aria-activedescendant')).toBe(firstId);
    await page.keyboard.press('ArrowDown');
    expect(await input(page).getAttribute('aria-activedescendant')).toBe(secondId);
    expect(await options.nth(1).getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('ArrowUp');
    expect(await input(page).getAttribute('aria-activedescendant')).toBe(firstId);

    // A section result: Enter opens it and the page lands on that heading.
    await page.keyboard.press('ArrowDown');
    const href = (await options.nth(1).getAttribute('href')) as string;
    expect(href).toContain('#');
    await page.keyboard.press('Enter');
    await page.waitForURL(site.url + href);
    await dialog(page).waitFor({ state: 'detached' });
    const anchor = decodeURIComponent(href.split('#')[1] as string);
    await expect
      .poll(() =>
        page.evaluate((id) => {
          const box = document.getElementById(id)?.getBoundingClientRect();
          return box ? box.top >= 0 && box.top < window.innerHeight / 2 : false;
        }, anchor),
      )
      .toBe(true);
    expect(errors).toEqual([]);
    await close();
  });

  it('ranks the GST framework first for GSTR-3B and opens a result on Enter', async () => {
    const { page, close } = await visit('/services');
    await page.keyboard.press('Control+k');
    await input(page).fill('GSTR-3B');
    await results(page).waitFor();
    const first = results(page).getByRole('option').first();
    expect(await first.getAttribute('href')).toMatch(/^\/frameworks\/gst#/);
    // Results are grouped by kind, each group named.
    expect(await results(page).getByRole('group').first().getAttribute('aria-label')).toBe(
      'Compliance frameworks',
    );
    const href = (await first.getAttribute('href')) as string;
    await page.keyboard.press('Enter');
    await page.waitForURL(site.url + href);
    await expect.poll(() => page.locator('h1').innerText()).toMatch(/^GST compliance/);
    await close();
  });

  it('keeps focus inside while open; Escape closes it and returns focus to the search button', async () => {
    const { page, close } = await visit('/');
    const button = page.getByRole('button', { name: 'Search' });
    await button.focus();
    await page.keyboard.press('Enter');
    await input(page).waitFor();
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      expect(
        await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]'))),
      ).toBe(true);
    }
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);
    // Ctrl+K opens it again, with the query kept.
    await page.keyboard.press('Control+k');
    await input(page).waitFor();
    await close();
  });

  it('says when nothing matches and offers the FAQ and a contact', async () => {
    const { page, close } = await visit('/blog');
    await page.keyboard.press('/');
    await input(page).fill('zzqxv wqzzk');
    await expect.poll(() => dialog(page).innerText()).toContain('No results for “zzqxv wqzzk”');
    expect(
      await dialog(page)
        .getByRole('link', { name: /frequently asked questions/ })
        .getAttribute('href'),
    ).toBe('/faq');
    expect(
      await dialog(page).getByRole('link', { name: 'ask our team' }).getAttribute('href'),
    ).toBe('/contact#assessment');
    await close();
  });

  it('fills the screen on a phone, opened from the header button', async () => {
    const { page, close } = await visit('/frameworks/gst', 375, 740);
    await page.getByRole('button', { name: 'Search' }).click();
    await input(page).waitFor();
    const box = await dialog(page).boundingBox();
    expect(box).toEqual({ x: 0, y: 0, width: 375, height: 740 });
    expect(await axeViolations(page)).toEqual([]);
    await input(page).fill('ecr');
    await results(page).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(await results(page).getByRole('option').first().getAttribute('href')).toMatch(
      /^\/(frameworks|services)\/pf-esi/,
    );
    // A tap opens the result like Enter does.
    const href = (await results(page).getByRole('option').first().getAttribute('href')) as string;
    await results(page).getByRole('option').first().click();
    await page.waitForURL(site.url + href);
    await close();
  });

  it('searches the Hindi pages in Hindi on a Hindi page, fetching only the Hindi index', async () => {
    const { page, errors, requests, close } = await visit('/hi/services');
    expect(requests.some((p) => p.includes('search-index'))).toBe(false);
    await page.keyboard.press('Control+k');
    const hindiDialog = page.getByRole('dialog', { name: 'साइट पर खोजें' });
    const box = hindiDialog.getByRole('combobox');
    await box.waitFor();
    expect(await box.getAttribute('placeholder')).toBe('खोजें: PF, GSTR-3B, आंतरिक समिति…');
    expect(await hindiDialog.getByRole('button', { name: 'बंद करें' }).count()).toBe(1);

    await page.keyboard.type('पीएफ');
    const found = hindiDialog.getByRole('listbox', { name: 'खोज परिणाम' });
    await found.waitFor();
    const options = found.getByRole('option');
    const links = () => options.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    // The list follows the typing a render behind: the whole word's results come last.
    await expect
      .poll(async () => (await links()).some((h) => /^\/hi\/services\/pf-esi(#|$)/.test(h)))
      .toBe(true);
    const hrefs = await links();
    // Only Hindi pages are found, and their groups are named in Hindi.
    expect(hrefs.every((h) => h.startsWith('/hi'))).toBe(true);
    expect(
      await found.getByRole('group').evaluateAll((g) => g.map((e) => e.getAttribute('aria-label'))),
    ).toContainEqual(expect.stringMatching(/^(सेवाएँ|कानूनी ढाँचे|टूल|पेज|प्रश्न और उत्तर)$/));
    expect(requests.some(isHindiIndex)).toBe(true);
    expect(requests.some(isEnglishIndex)).toBe(false);

    await box.fill('zzqxv wqzzk');
    await expect
      .poll(() => hindiDialog.innerText())
      .toContain('“zzqxv wqzzk” के लिए कोई परिणाम नहीं मिला।');
    expect(
      await hindiDialog.getByRole('link', { name: 'अक्सर पूछे जाने वाले प्रश्न' }).getAttribute('href'),
    ).toBe('/hi/faq');
    expect(errors).toEqual([]);
    await close();
  });
});
