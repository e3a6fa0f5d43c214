/**
 * Every route, loaded once in one tab and checked as a visitor meets it: it loads and hydrates
 * with its title and heading and no console error, its header marks its section, axe-core finds
 * nothing at 375 px (and at 1280 px on one page of each template), and its layout holds from
 * 320 px to a wide screen (no sideways scroll, tab strips that fit or say they scroll, a call to
 * action every 3 phone screens, running text within 75 characters a line); landing pages also
 * have their hero's calls to action and "On this page"; task pages (frontmatter `task`: a tool or
 * a form) have their first field in the first screen of a phone and a laptop, under the title and
 * before any explanation. A route's checks run in order on the page its first one loaded, on a
 * phone first, then from the narrowest width to the widest, each turning it to the width it needs
 * (the layout is CSS: no reload): one load a route, and each width once (a resize lays out the
 * whole page again: about as much work for the browser as axe-core's rules).
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAxeToEveryPage, axeViolations } from '../support/axe.ts';
import { withDeferredShown } from '../support/deferred.ts';
import { builtRoutes, openReader, type RouteInfo, startSite } from '../support/site.ts';

const routes = builtRoutes();
const pages = routes.filter((r) => r.kind !== 'redirect');
const landing = (r: RouteInfo) =>
  r.collection === 'services' || r.collection === 'frameworks' || r.collection === 'industries';
let site: Awaited<ReturnType<typeof startSite>>;
let reader: Awaited<ReturnType<typeof openReader>>;

beforeAll(async () => {
  site = await startSite();
  reader = await openReader(site.browser, site.url);
  await addAxeToEveryPage(reader.page);
  // The reader asks to save data, as a browser can: pages then prefetch no other page as links
  // come into view (prefetch.test.ts checks that they do), which would only add other pages' work
  // to every width a page is turned to.
  await reader.page.addInitScript(() =>
    Object.defineProperty(navigator, 'connection', { value: { saveData: true } }),
  );
});
afterAll(() => site?.close());

/**
 * Turns the page to a width (and height) without reloading it. The checks that follow read the
 * page's geometry, which lays it out at the new size there and then; waiting for a frame as well
 * would only paint and raster it, once more a width.
 */
async function turnTo(page: Page, width: number, height: number) {
  const now = page.viewportSize();
  if (now?.width === width && now.height === height) return;
  await page.setViewportSize({ width, height });
}

/** The Hindi header's entries; it has no Sign in (the account screens are English). */
const hindiSections: Record<string, string> = {
  Home: 'होम',
  Services: 'सेवाएँ',
  Frameworks: 'कानूनी ढाँचे',
  Resources: 'संसाधन',
  Blog: 'ब्लॉग',
  About: 'हमारे बारे में',
  'Contact Us': 'संपर्क करें',
};

/** The header entry that stands for a page's section (none for a Hindi page without one). */
function sectionOf(path: string): string | null {
  if (path === '/hi' || path.startsWith('/hi/'))
    return hindiSections[sectionOf(path === '/hi' ? '/' : path.slice(3)) ?? ''] ?? null;
  if (path === '/') return 'Home';
  if (/^\/(about|customers|privacy)$/.test(path)) return 'About';
  if (/^\/(auth|profile)$/.test(path)) return 'Sign in';
  if (path === '/blog') return 'Blog';
  if (path === '/contact') return 'Contact Us';
  if (/^\/(resources|tools|faq|content-generation|styleguide|updates|reminders)(\/|$)/.test(path))
    return 'Resources';
  if (path.startsWith('/frameworks/')) return 'Frameworks';
  if (/^\/(services|startup-support|solutions)(\/|$)/.test(path)) return 'Services';
  throw new Error(`no section expected for ${path}`);
}

/**
 * Widths the running text is measured at. The site's breakpoints are at 360, 640, 768, 1,024,
 * 1,280 and 1,536 px, and between two of them a line only grows with the window: its longest is
 * just below the next breakpoint. From 1,152 px the column is at its widest (`Container`,
 * max-w-6xl), and what changes at 1,280 and 1,536 px only narrows it (a sidebar, five logos to a
 * row) or shows a one-word label in the header: measured on every route on 29 November 2026, no
 * block of text was wider at 1,920 px than at 1,279 px but those labels. So 1,279 px stands for
 * a wide screen, which is checked for sideways scroll on one page of each template. Below 360 px
 * no line can pass 75 characters: the column is at most 327 px, and 75 characters of the smallest
 * text on the site (12 px) take about 400; that layout's sideways scroll is checked at 320 px.
 */
const readingWidths = [639, 767, 1023, 1279];
/**
 * A page has its template's layout and CSS, which every width above checks on the template's
 * first page (in each language); its own words change where its lines end, which shows where a
 * column is widest for its type: just below the tablet and laptop breakpoints. So the run does not
 * grow with every width times every page and language. Measured on every route on 29 November
 * 2026 (longest line at 639, 767, 1,023 and 1,279 px): no page but the first of its template had
 * a longer line at 767 or 1,023 px than at both 639 and 1,279 px (/blog, 70 at 1,023 px, and /hi,
 * 63 at 767 px, are each the first of theirs).
 */
const otherReadingWidths = [639, 1279];

/**
 * axe judges a page's content and the template around it. The content is the same at every width
 * and is checked at 375 px on every page; what a wide screen shows instead (the header's menus,
 * "On this page" beside the text, a hero's illustration) comes from the template, checked at
 * 1280 px on the first page of each template, and on the first page of each other language (its
 * header and footer in its words). A translated page's colours, sizes and backgrounds are its
 * original's CSS: the rules that judge them (`judgedOnTheOriginal`: colour contrast, links told
 * apart from text by colour, the size of tap targets; 60% of axe's time on a page) are judged on
 * the original, everything else on its own words.
 */
const judgedOnTheOriginal = ['color-contrast', 'link-in-text-block', 'target-size'];
const template = (r: RouteInfo) => `${r.language} ${r.kind} ${r.layout} ${r.collection}`;
const firstOfTemplate = new Set(
  pages
    .filter((r, i) => pages.findIndex((x) => template(x) === template(r)) === i)
    .map((r) => r.path),
);
const wideAxe = new Set(
  pages
    .filter(
      (r, i) =>
        (r.language === 'en' && firstOfTemplate.has(r.path)) ||
        pages.findIndex((x) => x.language === r.language) === i,
    )
    .map((r) => r.path),
);

it('has every tool page and the contact page, in each language, declare itself a task page', () => {
  const undeclared = pages
    .filter((r) => /^(\/hi)?\/(tools\/.+|contact)$/.test(r.path) && !r.task)
    .map((r) => r.path);
  expect(undeclared, 'add "task: true" to their frontmatter').toEqual([]);
});

describe.each(pages.map((r) => [r.path, r] as const))('%s', (path, route) => {
  const section = sectionOf(path);
  const signedOutProfile = path === '/profile';
  let visit: Awaited<ReturnType<typeof reader.visit>>;
  let page: Page;
  beforeAll(async () => {
    // On a phone, as most visitors come.
    visit = await reader.visit(path, 375, 667);
    page = visit.page;
  });

  it('loads and hydrates with its title and heading, and no console error', async () => {
    expect(visit.response?.status()).toBe(200);
    if (signedOutProfile) {
      // Signed out, the profile sends the visitor to sign in and back (tests/e2e/accounts.test.ts signs in).
      await page.waitForURL(`${site.url}/auth?next=%2Fprofile`);
      await expect.poll(() => page.locator('h1').innerText()).toBe('Sign in to your account');
    } else {
      expect(await page.title()).toBe(route.title);
      expect(await page.locator('h1').innerText()).toBe(route.h1);
    }
    expect(visit.errors).toEqual([]);
  });

  it('has no axe-core violations on a phone', async () => {
    await turnTo(page, 375, 667);
    const skip = route.language === 'en' ? [] : judgedOnTheOriginal;
    expect(await axeViolations(page, skip), `${path} at 375 px`).toEqual([]);
  });

  if (route.task) {
    it('shows its task first on a phone: the title, then the first field within the first screen of 375 x 667, before any explanation', async () => {
      await page.evaluate(() => document.fonts.ready);
      await expectTaskFirst(page, 375, 667, path);
    });
  }

  if (landing(route)) {
    it('has "On this page" as a disclosure on a phone', async () => {
      await turnTo(page, 375, 667);
      const disclosure = page.getByRole('navigation', { name: onThisPage(path) });
      expect(await disclosure.count()).toBe(1);
      await disclosure.locator('summary').click();
      const first = disclosure.getByRole('link').first();
      expect(await first.isVisible()).toBe(true);
      const target = (await first.getAttribute('href'))?.slice(1) ?? '';
      expect(await page.locator(`[id="${target}"]`).count()).toBe(1);
    });
  }

  // Signed out, /profile is the sign-in screen, checked as /auth.
  if (!signedOutProfile) {
    it('has no sideways scroll at 320 and 375 px, tab strips that fit or show they scroll, a call to action every 3 screens, and running text within 75 characters a line at every width', async () => {
      // A phone of 375 x 667 first, then the narrowest, 320 px (the widest phones, just below
      // 640 px, are measured with the running text below).
      // Measured as a visitor who has scrolled through the page sees it: every part rendered,
      // the ones that render as they come near the window (defer-render) too.
      await withDeferredShown(page, async () => {
        await turnTo(page, 375, 667);
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
        for (const width of [375, 320]) {
          await turnTo(page, width, 667);
          expect(await sidewaysScroll(page), `${path} at ${width}px`).toBe(false);
          await expectTabStripsFitOrCue(page, `${path} at ${width}px`);
        }
        // Every disclosure open (sources, questions), so that its text is measured too; closed
        // again at the end, for the checks that follow.
        await page.evaluate(() => {
          for (const d of document.querySelectorAll<HTMLDetailsElement>('main details')) {
            d.setAttribute('data-measured', JSON.stringify([d.open, d.getAttribute('name')]));
            d.removeAttribute('name');
            d.open = true;
          }
        });
        const widths = firstOfTemplate.has(path) ? readingWidths : otherReadingWidths;
        for (const width of widths) {
          await turnTo(page, width, 667);
          expect(await sidewaysScroll(page), `${path} at ${width}px`).toBe(false);
          expect(await linesLongerThan(page, 75), `${path} at ${width}px`).toEqual([]);
        }
        await page.evaluate(() => {
          for (const d of document.querySelectorAll<HTMLDetailsElement>('[data-measured]')) {
            const [open, name] = JSON.parse(d.getAttribute('data-measured') ?? '[]');
            d.open = open;
            if (name) d.setAttribute('name', name);
            d.removeAttribute('data-measured');
          }
        });
      });
    }, 60_000);
  }

  // From here on, a laptop's width. The header's links show from 1,024 px: the widest width the
  // text was measured at serves.
  it(`highlights ${section ?? 'nothing'} in the header, and nothing else`, async () => {
    if (page.viewportSize()?.width !== 1279) await turnTo(page, 1280, 800);
    const current = page.locator('header [aria-current]:visible');
    if (section === null) {
      expect(await current.count()).toBe(0);
      return;
    }
    await expect.poll(() => current.count()).toBe(1);
    expect(
      await current.evaluate((el) => (el.getAttribute('aria-label') ?? el.textContent)?.trim()),
    ).toBe(section);
    // Highlighted as well as announced (after a client-side redirect, once its colour has faded in).
    await expect
      .poll(() => current.evaluate((el) => getComputedStyle(el).backgroundColor))
      .toBe('rgb(239, 246, 255)');
  });

  if (wideAxe.has(path)) {
    it('has no axe-core violations at 1280 px', async () => {
      await turnTo(page, 1280, 800);
      const skip = route.language === 'en' ? [] : judgedOnTheOriginal;
      expect(await axeViolations(page, skip), `${path} at 1280 px`).toEqual([]);
    });
  }

  if (route.task) {
    it('shows its task first on a laptop: the title, then the first field within the first screen of 1280 x 800, before any explanation', async () => {
      await expectTaskFirst(page, 1280, 800, path);
    });
  }

  if (landing(route)) {
    it('has a hero with a primary call to the assessment and a secondary one', async () => {
      await turnTo(page, 1280, 800);
      await page.evaluate(() => window.scrollTo(0, 0));
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
    });

    it('has "On this page" beside the text at 1280 px, in view half way down', async () => {
      await turnTo(page, 1280, 800);
      const nav = page.getByRole('navigation', { name: onThisPage(path) });
      expect(await nav.count()).toBe(1);
      // Half way down the text, the list is still in view, near the top.
      await page.evaluate(() => {
        const text = document.querySelector('main .prose')?.getBoundingClientRect();
        if (text) window.scrollTo(0, window.scrollY + text.top + text.height / 2);
      });
      await expect
        .poll(async () => {
          const box = await nav.boundingBox();
          return box !== null && box.y >= 0 && box.y < 200;
        })
        .toBe(true);
      await page.evaluate(() => window.scrollTo(0, 0));
    });
  }

  if (firstOfTemplate.has(path) && !signedOutProfile) {
    it('has no sideways scroll on a wide screen (1920 px)', async () => {
      await turnTo(page, 1920, 1080);
      expect(await sidewaysScroll(page), `${path} at 1920px`).toBe(false);
    });
  }
});

const onThisPage = (path: string) => (path.startsWith('/hi/') ? 'इस पेज पर' : 'On this page');

/**
 * The task (the first form field) within the first screen at `width` x `height`, under the h1,
 * with nothing that explains it before it.
 */
async function expectTaskFirst(page: Page, width: number, height: number, path: string) {
  await turnTo(page, width, height);
  const at = `${path} at ${width} x ${height}`;
  const task = await firstField(page);
  expect(task, `${at}: no field in <main>`).not.toBeNull();
  if (!task) return;
  expect(
    task.bottom,
    `${at}: the first field (${task.field}) ends at ${task.bottom} px`,
  ).toBeLessThanOrEqual(height);
  expect(task.titleAbove, `${at}: the h1 is above the first field`).toBe(true);
  expect(task.before, `${at}: shown before the first field`).toEqual([]);
}

/**
 * The page's first form field (input, select or textarea in <main>, as laid out), measured from
 * the top of the page as a visitor who has not scrolled sees it: where it ends, whether the h1 is
 * above it, and what comes before it that should follow the task: the body's own headings and
 * paragraphs (outside the task's `not-prose` box) and "On this page".
 */
function firstField(page: Page) {
  return page.evaluate(() => {
    const main = document.querySelector('main');
    const field = [
      ...(main?.querySelectorAll('input:not([type="hidden"]), select, textarea') ?? []),
    ].find((el) => el.checkVisibility());
    if (!main || !field) return null;
    const box = field.getBoundingClientRect();
    const h1 = main.querySelector('h1');
    const precedes = (el: Element) =>
      Boolean(el.compareDocumentPosition(field) & Node.DOCUMENT_POSITION_FOLLOWING);
    const before = [
      ...main.querySelectorAll('.prose :is(h2, h3, p, ul, ol, table), nav[aria-label]'),
    ]
      .filter((el) => el.checkVisibility() && !el.closest('.not-prose') && precedes(el))
      // "On this page" beside the task on a wide screen is not before it.
      .filter((el) => {
        if (el.tagName !== 'NAV') return true;
        const nav = el.getBoundingClientRect();
        return nav.top < box.top && nav.left < box.right && nav.right > box.left;
      })
      .map((el) => `${el.tagName.toLowerCase()}: ${el.textContent?.trim().slice(0, 60)}`);
    return {
      field: (field as HTMLInputElement).labels?.[0]?.textContent?.trim() || field.outerHTML,
      bottom: Math.round(box.bottom + window.scrollY),
      titleAbove: h1 !== null && h1.getBoundingClientRect().bottom <= box.top,
      before,
    };
  });
}

/** Whether the page is wider than the window (a visitor would scroll it sideways). */
function sidewaysScroll(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
}

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
