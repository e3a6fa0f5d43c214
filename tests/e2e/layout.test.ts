import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtRoutes, openReader, startSite } from '../support/site.ts';

const routes = builtRoutes();
const pages = routes.filter((r) => r.kind !== 'redirect' && r.path !== '/profile');
const byCollection = (c: string) => routes.filter((r) => r.collection === c).map((r) => r.path);
const landingPages = [
  ...byCollection('services'),
  ...byCollection('frameworks'),
  ...byCollection('industries'),
];
let site: Awaited<ReturnType<typeof startSite>>;
let reader: Awaited<ReturnType<typeof openReader>>;

beforeAll(async () => {
  site = await startSite();
  reader = await openReader(site.browser, site.url);
});
afterAll(() => site?.close());

/** These checks only read and scroll: they share one tab (`openReader`). */
const visit = (path: string, width: number, height = 667) => reader.visit(path, width, height);

/**
 * Every tab list either fits its box or, once its island is live, shows the arrow that says more
 * tabs are to the right (the edge shadows show before that, in CSS).
 */
async function expectTabStripsFitOrCue(page: Page, where: string) {
  for (const list of await page.getByRole('tablist').all()) {
    // In one step in the page: the island may swap its server HTML for the live one meanwhile.
    await list.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    if (!(await list.evaluate((el) => el.scrollWidth > el.clientWidth + 1))) continue;
    const cue = list.locator('xpath=..').locator('[data-scroll-cue="end"]');
    await expect.poll(() => cue.isVisible(), { message: where, timeout: 10_000 }).toBe(true);
  }
}

/**
 * The longest stretch of the page, in pixels, without a call to action in view: a link to
 * /contact or a phone number, or a form (its top and its submit button), in the page itself (not the phone bar that follows the
 * visitor). Measured from the top of the page to the end of <main>.
 */
function longestStretchWithoutAction(page: Page) {
  return page.evaluate(() => {
    const main = document.querySelector('main');
    if (!main) return { stretch: 0, from: 0, end: 0 };
    const actions = [
      ...main.querySelectorAll(
        'a[href^="/contact"], a[href^="/hi/contact"], a[href^="tel:"], form, form [type="submit"]',
      ),
    ]
      .filter((el) => el.checkVisibility() && !el.closest('.phone-bar'))
      .map((el) => el.getBoundingClientRect().top + window.scrollY);
    const end = main.getBoundingClientRect().bottom + window.scrollY;
    const points = [0, ...actions.sort((a, b) => a - b), end];
    let stretch = 0;
    let from = 0;
    for (let i = 1; i < points.length; i++) {
      const gap = (points[i] ?? 0) - (points[i - 1] ?? 0);
      if (gap > stretch) [stretch, from] = [gap, points[i - 1] ?? 0];
    }
    return { stretch, from, end };
  });
}

/** Widths a page is read at: phones, a tablet, laptops and a wide screen. */
const readingWidths = [320, 375, 414, 768, 1024, 1280, 1536];

/**
 * The lines of running text on the page longer than `limit` characters, counted as they are
 * laid out: each word's box, grouped into lines by the block that lays it out and by height.
 * Tables and code are left aside (they keep their own widths), as is what is not shown.
 */
function linesLongerThan(page: Page, limit: number) {
  return page.evaluate((limit) => {
    const blockOf = (el: Element) => {
      let e: Element = el;
      while (e.parentElement && getComputedStyle(e).display.startsWith('inline'))
        e = e.parentElement;
      return e;
    };
    const lines = new Map<
      Element,
      { middle: number; height: number; words: [number, string][] }[]
    >();
    // The text nodes of each block; a block whose whole text is within the limit has no line
    // longer than it, so only the others are measured word by word.
    const texts = new Map<Element, Text[]>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      if (!el || el.closest('table, pre, code, script, style, svg') || !el.checkVisibility())
        continue;
      const block = blockOf(el);
      const nodes = texts.get(block) ?? [];
      texts.set(block, nodes);
      nodes.push(n as Text);
    }
    const range = document.createRange();
    for (const [block, nodes] of texts) {
      const words = nodes.flatMap((n) => n.data.match(/\S+/g) ?? []);
      if (words.join(' ').length <= limit) continue;
      const list: { middle: number; height: number; words: [number, string][] }[] = [];
      lines.set(block, list);
      for (const n of nodes)
        for (const word of n.data.matchAll(/\S+/g)) {
          range.setStart(n, word.index);
          range.setEnd(n, word.index + word[0].length);
          const box = range.getClientRects()[0];
          if (!box || box.width === 0) continue;
          const middle = box.top + box.height / 2;
          let line = list.find(
            (l) => Math.abs(l.middle - middle) < Math.max(l.height, box.height) / 2,
          );
          if (!line) {
            line = { middle, height: box.height, words: [] };
            list.push(line);
          }
          line.words.push([box.left, word[0]]);
        }
    }
    const long: string[] = [];
    const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
    for (const list of lines.values()) {
      for (const { words } of list) {
        const text = words
          .sort((a, b) => a[0] - b[0])
          .map(([, w]) => w)
          .join(' ');
        // Characters as a reader counts them: a Devanagari syllable with its vowel sign is one.
        const length = [...segmenter.segment(text)].length;
        if (length > limit) long.push(`${length}: ${text}`);
      }
    }
    return long;
  }, limit);
}

describe('phone layout on every route', () => {
  it.each(pages.map((r) => [r.path] as const))(
    '%s: no sideways scroll at 320, 375 and 414 px; tab strips fit or show they scroll; a call to action every 3 screens; running text within 75 characters a line at every width',
    async (path) => {
      // Loaded on a 375 px phone, then turned to 320 and 414 px (the layout is CSS: no reload).
      const { page, close } = await visit(path, 375);
      // A long page (over 4 screens of 375 x 667) never runs 3 screens without a way to act.
      // The writers' component gallery is not a page visitors are sent to.
      if (path !== '/styleguide') {
        const { stretch, from, end } = await longestStretchWithoutAction(page);
        if (end > 4 * 667) {
          expect(
            stretch,
            `${path}: ${Math.round(stretch)} px without a call to action from y=${Math.round(from)}`,
          ).toBeLessThanOrEqual(3 * 667);
        }
      }
      for (const width of [375, 320, 414]) {
        if (width !== 375) {
          await page.setViewportSize({ width, height: 667 });
          await page.evaluate(() => new Promise(requestAnimationFrame));
        }
        const { scrollWidth, innerWidth } = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          innerWidth: window.innerWidth,
        }));
        expect(scrollWidth, `${path} at ${width}px`).toBeLessThanOrEqual(innerWidth);
        await expectTabStripsFitOrCue(page, `${path} at ${width}px`);
      }
      // Every disclosure open (sources, questions), so that its text is measured too.
      await page.evaluate(() => {
        for (const d of document.querySelectorAll('main details')) {
          d.removeAttribute('name');
          (d as HTMLDetailsElement).open = true;
        }
      });
      for (const width of readingWidths) {
        await page.setViewportSize({ width, height: 667 });
        await page.evaluate(() => new Promise(requestAnimationFrame));
        expect(await linesLongerThan(page, 75), `${path} at ${width}px`).toEqual([]);
      }
      await close();
    },
    60_000,
  );

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
  it.each(landingPages.map((p) => [p] as const))(
    '%s: the hero has a primary call to the assessment and a secondary one',
    async (path) => {
      const { page, close } = await visit(path, 1280, 900);
      const actions = page.locator('[data-hero-actions] a');
      expect(await actions.count()).toBeGreaterThanOrEqual(2);
      expect(await actions.first().getAttribute('href')).toBe(
        path.startsWith('/hi/') ? '/hi/contact#assessment' : '/contact#assessment',
      );
      expect(await actions.first().isVisible()).toBe(true);
      expect(await actions.nth(1).isVisible()).toBe(true);
      // The illustration fills the hero's right half, at a fixed size.
      const art = page.locator('[data-hero-art]');
      expect(await art.getAttribute('aria-hidden')).toBe('true');
      const box = await art.boundingBox();
      expect(box?.x).toBeGreaterThan(640);
      await close();
    },
  );

  it.each(landingPages.map((p) => [p] as const))(
    '%s: "On this page" is a disclosure on a phone and stays beside the text at 1280 px',
    async (path) => {
      const phone = await visit(path, 375);
      const onThisPage = path.startsWith('/hi/') ? 'इस पेज पर' : 'On this page';
      const disclosure = phone.page.getByRole('navigation', { name: onThisPage });
      expect(await disclosure.count()).toBe(1);
      await disclosure.locator('summary').click();
      const first = disclosure.getByRole('link').first();
      expect(await first.isVisible()).toBe(true);
      const target = (await first.getAttribute('href'))?.slice(1) ?? '';
      expect(await phone.page.locator(`[id="${target}"]`).count()).toBe(1);
      await phone.close();

      const wide = await visit(path, 1280, 900);
      const nav = wide.page.getByRole('navigation', { name: onThisPage });
      expect(await nav.count()).toBe(1);
      // Half way down the text, the list is still in view, near the top.
      await wide.page.evaluate(() => {
        const text = document.querySelector('main .prose')?.getBoundingClientRect();
        if (text) window.scrollTo(0, window.scrollY + text.top + text.height / 2);
      });
      await expect
        .poll(async () => {
          const box = await nav.boundingBox();
          return box !== null && box.y >= 0 && box.y < 200;
        })
        .toBe(true);
      await wide.close();
    },
  );

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
        await expect.poll(() => story.getByText('Illustrative example').isVisible()).toBe(true);
        expect(await story.locator('blockquote').innerText()).toMatch(/^“.+”$/s);
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
    expect(await entry.locator('[data-initials]').innerText()).toBe('KT');
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
