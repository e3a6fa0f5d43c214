import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtRoutes, openReader, startSite } from '../support/site.ts';

const routes = builtRoutes();
const byCollection = (c: string) => routes.filter((r) => r.collection === c).map((r) => r.path);
let site: Awaited<ReturnType<typeof startSite>>;
let reader: Awaited<ReturnType<typeof openReader>>;

beforeAll(async () => {
  site = await startSite();
  reader = await openReader(site.browser, site.url);
});
afterAll(() => site?.close());

/** These checks only read and scroll: they share one tab (`openReader`). */
const visit = (path: string, width: number, height = 667) => reader.visit(path, width, height);

describe('phone layout', () => {
  it('a wide table scrolls inside its own focusable box, with edge shadows', async () => {
    const { page, close } = await visit('/services/business-registration', 375);
    const box = page.locator('.table-scroll').first();
    await box.scrollIntoViewIfNeeded();
    expect(await box.getAttribute('role')).toBe('region');
    expect(await box.getAttribute('tabindex')).toBe('0');
    expect(await box.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    expect(await box.evaluate((el) => getComputedStyle(el).backgroundImage)).toContain(
      'radial-gradient',
    );
    await close();
  });

  it('a tab strip too wide for the phone shows an arrow that scrolls it', async () => {
    const { page, close } = await visit('/services/compliance-audit', 320);
    const list = page.getByRole('tablist').first();
    // In one step in the page: the island may swap its server HTML for the live one meanwhile.
    await list.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    // Six tabs do not fit 320 px (polled: the island replaces the server HTML as it goes live).
    await expect
      .poll(() => list.evaluate((el) => el.scrollWidth > el.clientWidth), { timeout: 10_000 })
      .toBe(true);
    const next = page.locator('[data-scroll-cue="end"]').first();
    await expect.poll(() => next.isVisible(), { timeout: 10_000 }).toBe(true);
    await next.click();
    await expect
      .poll(() => list.evaluate((el) => el.scrollLeft), { timeout: 10_000 })
      .toBeGreaterThan(0);
    await expect
      .poll(() => page.locator('[data-scroll-cue="start"]').first().isVisible())
      .toBe(true);
    await close();
  });
});

describe('reading and acting', () => {
  it('the phone bar appears after the first screen and rests above the footer', async () => {
    const { page, close } = await visit('/frameworks/gst', 375);
    const bar = page.locator('[data-phone-bar]');
    expect(await bar.isVisible()).toBe(false);
    await page.evaluate(() => window.scrollTo(0, window.innerHeight * 2));
    await expect.poll(() => bar.isVisible()).toBe(true);
    const box = await bar.boundingBox();
    expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(667);
    expect(await bar.getByRole('link', { name: 'Call' }).getAttribute('href')).toMatch(/^tel:\+91/);
    expect(await bar.getByRole('link', { name: 'Free assessment' }).getAttribute('href')).toBe(
      '/contact#assessment',
    );
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footerLinks = await page
      .locator('footer a')
      .evaluateAll((as) => as.map((a) => a.getBoundingClientRect().top));
    const rested = await bar.boundingBox();
    const barBottom = (rested?.y ?? 0) + (rested?.height ?? 0);
    for (const top of footerLinks) expect(top).toBeGreaterThanOrEqual(barBottom - 1);
    expect(await page.locator('[data-phone-bar]').isVisible()).toBe(true);
    await close();
    // Wide screens have the header's buttons instead.
    const wide = await visit('/frameworks/gst', 1280, 900);
    await wide.page.mouse.wheel(0, 3000);
    expect(await wide.page.locator('[data-phone-bar]').isVisible()).toBe(false);
    await wide.close();
  });

  it('a long page lays out its sections as they come near, and "On this page" lands on a heading far down', async () => {
    const { page, close } = await visit('/services/pf-esi', 375);
    const last = page.locator('main .prose-section h2').last();
    const id = (await last.getAttribute('id')) ?? '';
    // Not laid out yet: far below the first screen (scripts/content/rehype-sections.ts).
    const rendered = () => last.evaluate((h) => h.checkVisibility({ contentVisibilityAuto: true }));
    expect(await rendered()).toBe(false);
    const toc = page.getByRole('navigation', { name: 'On this page' });
    await toc.locator('summary').click();
    await toc.locator(`a[href="#${id}"]`).click();
    // The heading lands at the top of the window, below the header, and stays there as the
    // sections around it are laid out at their own heights.
    await expect.poll(rendered).toBe(true);
    const top = () => last.evaluate((h) => Math.round(h.getBoundingClientRect().top));
    await expect.poll(top).toBeGreaterThanOrEqual(64);
    await page.evaluate(
      () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
    );
    expect(await top()).toBeGreaterThanOrEqual(64);
    expect(await top()).toBeLessThan(200);
    await close();
  });
});

describe('trust', () => {
  const claims = [
    '90%',
    '85%',
    '99.5%',
    '<1%',
    'ISO 27001',
    'Data kept in India',
    '14-day free trial',
    '₹15,000',
    '2-4 weeks',
  ];

  it('the home page shows the trust band with every claim', async () => {
    const { page, close } = await visit('/', 1280, 900);
    const band = page.getByTestId('trust-band');
    const text = await band.innerText();
    for (const claim of claims) expect(text).toContain(claim);
    await close();
  });

  it('/contact shows the trust band beside the assessment form at 1280 px', async () => {
    const { page, close } = await visit('/contact', 1280, 900);
    const band = page.getByTestId('trust-band');
    const text = await band.innerText();
    for (const claim of claims) expect(text).toContain(claim);
    const form = await page.locator('#assessment').boundingBox();
    const aside = await band.boundingBox();
    expect(aside && form && aside.x >= form.x + form.width).toBe(true);
    expect(aside && form && aside.y < form.y + form.height).toBe(true);
    await close();
  });

  it.each(['/', ...byCollection('industries')].map((p) => [p] as const))(
    '%s shows client stories marked as illustrative, each with a person and results',
    async (path) => {
      const { page, close } = await visit(path, 1280, 900);
      const stories = page.getByTestId('testimonials').locator('article');
      expect(await stories.count()).toBeGreaterThanOrEqual(1);
      for (const story of await stories.all()) {
        // Rendered as it comes near the window (defer-render), as a visitor scrolls to it.
        await story.scrollIntoViewIfNeeded();
        const marked = path.startsWith('/hi/') ? 'काल्पनिक उदाहरण' : 'Illustrative example';
        await expect.poll(() => story.getByText(marked).isVisible()).toBe(true);
        await expect.poll(() => story.locator('blockquote').innerText()).toMatch(/^“.+”$/s);
        expect(await story.locator('dl > div').count()).toBeGreaterThanOrEqual(2);
        expect(await story.locator('dd').first().innerText()).not.toBe('');
      }
      await close();
    },
  );

  it('clients without a logo get a monogram: a shape with their initials', async () => {
    const { page, close } = await visit('/', 1280, 900);
    const entry = page.getByTestId('clients').locator('li', { hasText: 'Kaveri Textiles' });
    await entry.scrollIntoViewIfNeeded();
    // Rendered in the frame after it comes near the window (defer-render).
    await expect.poll(() => entry.locator('[data-initials]').innerText()).toBe('KT');
    expect(await entry.locator('[data-initials] svg path').count()).toBeGreaterThan(0);
    // Monograms vary in shape, not the same mark in three colours.
    const shapes = await page
      .getByTestId('clients')
      .locator('[data-monogram]')
      .evaluateAll((els) => new Set(els.map((e) => e.getAttribute('data-monogram'))).size);
    expect(shapes).toBeGreaterThanOrEqual(3);
    await close();
  });

  it('the blue band’s second button has a visible border', async () => {
    const { page, close } = await visit('/frameworks/gst', 1280, 900);
    const second = page.locator('section.bg-brand-800 a').nth(1);
    const border = await second.evaluate((a) => {
      const s = getComputedStyle(a);
      return { width: s.borderTopWidth, color: s.borderTopColor };
    });
    expect(border.width).not.toBe('0px');
    expect(border.color).not.toMatch(/rgba\(0, 0, 0, 0\)|transparent/);
    await close();
  });

  it('no grid of cards ends with a single card alone at the left', async () => {
    for (const path of ['/', '/frameworks/gst', '/solutions/healthcare', '/services', '/about']) {
      const { page, close } = await visit(path, 1280, 900);
      const orphans = await page.locator('[data-cards]').evaluateAll((grids) =>
        grids.flatMap((grid) => {
          const items = [...grid.children].map((c) => c.getBoundingClientRect());
          if (items.length < 2) return [];
          const last = items[items.length - 1];
          const row = items.filter((r) => Math.abs(r.top - (last?.top ?? 0)) < 2);
          if (row.length > 1 || !last) return [];
          const box = grid.getBoundingClientRect();
          const centred = Math.abs(last.left - box.left - (box.right - last.right)) < 4;
          return centred ? [] : [grid.textContent?.slice(0, 40) ?? ''];
        }),
      );
      expect(orphans, path).toEqual([]);
      await close();
    }
  });
});
