/**
 * The site in two languages, as a visitor uses it: the language switch in the header and the
 * footer, the Hindi header that leads only to Hindi pages, links that say a page is in English,
 * and the Hindi not-found page.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hydrated, openPage, openReader, startSite } from '../support/site.ts';

let site: Awaited<ReturnType<typeof startSite>>;
// Pages are read in one tab (openReader); a test that intercepts requests has its own.
let reader: Awaited<ReturnType<typeof openReader>>;

beforeAll(async () => {
  site = await startSite();
  reader = await openReader(site.browser, site.url);
});
afterAll(() => site?.close());

describe('the language switch', () => {
  it('goes from a page to the same page in Hindi and back, in the header and the footer', async () => {
    const { page, errors, close } = await reader.visit('/services/pf-esi', 1280, 900);
    await page.locator('header').getByRole('link', { name: 'हिंदी' }).click();
    await page.waitForURL(`${site.url}/hi/services/pf-esi`);
    await hydrated(page);
    expect(await page.locator('html').getAttribute('lang')).toBe('hi');
    await expect.poll(() => page.locator('h1').textContent()).toMatch(/[\u0900-\u097F]/);
    // The Hindi header: Hindi words, Hindi pages.
    const nav = page.getByRole('navigation', { name: 'मुख्य' }).first();
    await expect.poll(() => nav.getByRole('button', { name: 'सेवाएँ' }).count()).toBe(1);
    await page.locator('footer').getByRole('link', { name: 'English' }).click();
    await page.waitForURL(`${site.url}/services/pf-esi`);
    await hydrated(page);
    expect(await page.locator('html').getAttribute('lang')).toBe('en-IN');
    expect(errors).toEqual([]);
    await close();
  });

  it('leads to the Hindi home page from a page that has no Hindi version', async () => {
    const { page, close } = await reader.visit('/auth', 375, 800);
    const link = page.locator('header').getByRole('link', { name: 'हिंदी' });
    expect(await link.getAttribute('href')).toBe('/hi');
    expect(await link.getAttribute('hreflang')).toBe('hi');
    await link.click();
    await page.waitForURL(`${site.url}/hi`);
    expect(await page.locator('html').getAttribute('lang')).toBe('hi');
    await close();
  });
});

describe('the header', () => {
  it('keeps its links, search, switch and buttons within its bar from tablet to wide screen, in both languages', async () => {
    for (const path of ['/services', '/hi/services']) {
      const { page } = await reader.visit(path, 768, 600);
      for (const width of [768, 1024, 1280, 1536]) {
        await page.setViewportSize({ width, height: 600 });
        const bar = page.locator('header .h-16').first();
        const { scroll, client } = await bar.evaluate((el) => ({
          scroll: el.scrollWidth,
          client: el.clientWidth,
        }));
        expect(scroll, `${path} at ${width}px`).toBeLessThanOrEqual(client);
      }
    }
  });
});

describe('a Hindi page', () => {
  it('links only Hindi pages from its header and footer, the account screens said to be English', async () => {
    const { page, close } = await reader.visit('/hi/contact', 1280, 900);
    const hrefs = await page
      .locator('header nav a[href^="/"]:not([data-language-switch]), footer nav a[href^="/"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(10);
    // The account screens are in English only (below); the sign-in link carries the page's
    // language, for the emails of an account made there.
    expect(hrefs.filter((h) => !h.startsWith('/hi') && h !== '/auth?lang=hi')).toEqual([]);
    const signIn = page.locator('header a[href="/auth?lang=hi"]').first();
    expect(await signIn.getAttribute('aria-label')).toBe('साइन इन (अंग्रेज़ी में)');
    expect(await signIn.getAttribute('hreflang')).toBe('en');
    await close();
  });

  it('says which of its links lead to pages in English', async () => {
    const { page, close } = await reader.visit('/hi/privacy', 1280, 900);
    const profile = page.locator('main a[href="/profile"]').first();
    expect(await profile.textContent()).toContain('(अंग्रेज़ी में)');
    const hindiLink = page.locator('main a[href="/hi/contact"]').first();
    expect(await hindiLink.textContent()).not.toContain('अंग्रेज़ी');
    await close();
  });

  it('moves between Hindi pages in the app, and loads an English page afresh', async () => {
    const { page, close } = await reader.visit('/hi/services', 1280, 900);
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    await page.locator('main a[href="/hi/services/pf-esi"]').first().click();
    await page.waitForURL(`${site.url}/hi/services/pf-esi`);
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    // Once the new page shows (the address changes first, as its chunk loads), the footer's
    // switch leads to its English version.
    const english = page.locator('footer').getByRole('link', { name: 'English' });
    await expect.poll(() => english.getAttribute('href')).toBe('/services/pf-esi');
    await english.click();
    await page.waitForURL(`${site.url}/services/pf-esi`);
    await hydrated(page);
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(false);
    expect(await page.locator('header').getByRole('link', { name: 'Contact Us' }).count()).toBe(1);
    await close();
  });

  it('leads from a page still loading to that page in English, not to the one before it', async () => {
    const { page, close } = await openPage(site.browser, 1280, 900);
    await page.goto(`${site.url}/hi/services`);
    await hydrated(page);
    // Scripts held from here on: the next page's chunk does not arrive while the switch is pressed.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/assets/**', async (route) => {
      await held;
      await route.continue();
    });
    await page.locator('main a[href="/hi/services/pf-esi"]').first().click();
    await page.waitForURL(`${site.url}/hi/services/pf-esi`);
    const english = page.locator('footer').getByRole('link', { name: 'English' });
    // The page shown is still /hi/services, and so is the switch's address until it is pressed.
    expect(await english.getAttribute('href')).toBe('/services');
    await english.click();
    // The English page's own scripts are held too: its address is what counts here.
    await page.waitForURL(`${site.url}/services/pf-esi`, { waitUntil: 'commit' });
    release();
    await hydrated(page);
    await close();
  });

  it('answers an unknown address under /hi with the Hindi not-found page', async () => {
    const { page, response, close } = await reader.visit('/hi/services/no-such-service', 375, 800);
    expect(response?.status()).toBe(404);
    await expect.poll(() => page.locator('h1').textContent()).toBe('पेज नहीं मिला');
    const suggestions = await page
      .getByTestId('not-found-suggestions')
      .locator('a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(suggestions).toContain('/hi/services');
    await close();
  });
});

describe('the compliance check-up in Hindi', () => {
  const answers =
    'entity=private-company&state=Karnataka&employees=25&turnover=60&supply=both&has=salaries';
  const obligations = (page: Page) =>
    page
      .getByTestId('checkup-result')
      .locator('li[data-obligation]')
      .evaluateAll((items) => items.map((li) => li.getAttribute('data-obligation')));

  it('answers from the same rules as the English, in Hindi, with links to the Hindi pages', async () => {
    const english = await reader.visit(`/tools/compliance-check?${answers}`, 375, 800);
    await expect.poll(() => obligations(english.page)).toContain('pf-registration');
    const inEnglish = await obligations(english.page);
    const { page, errors, close } = await reader.visit(
      `/hi/tools/compliance-check?${answers}`,
      375,
      800,
    );
    await expect.poll(() => obligations(page)).toEqual(inEnglish);
    const pf = page.locator('[data-obligation="pf-registration"]');
    expect(await pf.locator('p').first().textContent()).toBe('PF पंजीकरण (EPFO)');
    expect(await pf.textContent()).toContain('आपके यहाँ 25 लोग काम करते हैं; यह 20 से लागू होता है।');
    const guide = pf.getByRole('link', { name: 'PF और ESI गाइड: किन्हें पंजीकरण कराना होगा' });
    expect(await guide.getAttribute('href')).toBe('/hi/frameworks/pf-esi#किन्हें-पंजीकरण-कराना-होगा');
    const posh = page
      .locator('[data-obligation="posh-committee"]')
      .getByRole('link', { name: 'POSH समिति जाँच', exact: true });
    expect(await posh.getAttribute('href')).toBe('/hi/tools/posh-committee-check');
    expect(errors).toEqual([]);
    await close();
  });

  it('prints the list alone, on A4, with every source open and its address after it', async () => {
    const { page, close } = await openPage(site.browser, 1280, 900);
    await page.goto(`${site.url}/hi/tools/compliance-check?${answers}`);
    await hydrated(page);
    const sources = page.locator('[data-obligation="professional-tax"] .checkup-sources');
    await expect.poll(() => sources.count()).toBe(1);
    const source = sources.getByRole('link');
    expect(await source.isVisible()).toBe(false);
    await page.emulateMedia({ media: 'print' });
    for (const part of ['header', '#site-footer', 'nav', '[data-testid="checkup-actions"]'])
      expect(await page.locator(part).first().isVisible(), part).toBe(false);
    expect(await page.locator('main button:visible').count()).toBe(0);
    // The state list's own source, in Hindi, open though its <details> is closed.
    expect(await source.isVisible()).toBe(true);
    expect(await source.textContent()).toMatch(/^प्रोफ़ेशनल टैक्स: /);
    const after = await source.evaluate((a) => getComputedStyle(a, '::after').content);
    expect(after).toBe(`" [${await source.getAttribute('href')}]"`);
    const pdf = await page.pdf({ preferCSSPageSize: true });
    // An A4 page is 595 × 842 points.
    expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 59[45]\.\d+ 841\.\d+\]/);
    await close();
  });
});

describe('the Hindi blog', () => {
  it('lists and opens its posts in Hindi, reached in the app, each body its Hindi one', async () => {
    const { page, errors, close } = await reader.visit('/hi', 1280, 900);
    const fetched: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/fragments/')) fetched.push(new URL(r.url()).pathname);
    });
    await page
      .getByRole('navigation', { name: 'मुख्य' })
      .first()
      .getByRole('link', { name: 'ब्लॉग' })
      .click();
    await page.waitForURL(`${site.url}/hi/blog`);
    await page.getByRole('heading', { name: 'सभी लेख' }).waitFor();
    const posts = page.locator('main details[name]');
    await expect.poll(() => posts.count()).toBe(3);
    const titles = await posts.locator('summary h3').allInnerTexts();
    for (const title of titles) expect(title).toMatch(/[\u0900-\u097F]/);
    for (const meta of await posts.locator('summary > span:first-of-type').allInnerTexts())
      expect(meta).toMatch(/^लेखक: .+ · \d+ \S+ \d{4} · पढ़ने में \d+ मिनट$/);
    expect(
      await posts.evaluateAll(
        (ds) => ds.filter((d) => d.closest('[lang]')?.getAttribute('lang') !== 'hi').length,
      ),
    ).toBe(0);

    // Reached in the app, a post's body is fetched when it opens: the Hindi one.
    const labourCodes = page.locator('details#labour-codes-one-year-on');
    await labourCodes.locator(':scope > summary').click();
    await expect.poll(() => labourCodes.locator('h2').count()).toBeGreaterThan(0);
    expect(await labourCodes.locator('h2').first().innerText()).toMatch(/[\u0900-\u097F]/);
    expect(fetched.filter((p) => p.includes('/posts/'))).toEqual([
      expect.stringMatching(/\/posts\/hi\/labour-codes-one-year-on\.json$/),
    ]);
    // Its link to another post stays on the Hindi blog.
    const other = labourCodes.locator('a[href="/hi/blog#pf-esi-for-growing-businesses"]');
    expect(await other.count()).toBe(1);
    expect(errors).toEqual([]);
    await close();
  });
});
