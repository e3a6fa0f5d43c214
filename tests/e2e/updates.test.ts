import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtRoutes, openReader, startSite } from '../support/site.ts';

const routes = builtRoutes();
let site: Awaited<ReturnType<typeof startSite>>;
// The pages are read in one tab (openReader), each loaded afresh.
let reader: Awaited<ReturnType<typeof openReader>>;

beforeAll(async () => {
  site = await startSite();
  reader = await openReader(site.browser, site.url);
});
afterAll(() => site.close());

const get = async (path: string) => {
  const res = await fetch(site.url + path);
  return {
    status: res.status,
    type: res.headers.get('content-type') ?? '',
    text: await res.text(),
  };
};

interface FeedEntry {
  id: string;
  title: string;
  updated: string;
  link: string;
  summary: string;
}

/** The feed as a feed reader parses it: Chromium's XML parser, Atom's elements. */
function readFeed(xml: string) {
  return reader.page.evaluate((text) => {
    const ns = 'http://www.w3.org/2005/Atom';
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    const error = doc.querySelector('parsererror')?.textContent ?? null;
    const root = doc.documentElement;
    const child = (el: Element, name: string) =>
      [...el.children].find((c) => c.namespaceURI === ns && c.localName === name);
    const read = (el: Element, name: string) => child(el, name)?.textContent?.trim() ?? '';
    const entries = [...root.children]
      .filter((c) => c.localName === 'entry')
      .map((e) => ({
        id: read(e, 'id'),
        title: read(e, 'title'),
        updated: read(e, 'updated'),
        link:
          [...e.children]
            .find((c) => c.localName === 'link' && c.getAttribute('rel') === 'alternate')
            ?.getAttribute('href') ?? '',
        summary: read(e, 'summary'),
      }));
    return {
      error,
      root: `${root.namespaceURI} ${root.localName}`,
      feed: {
        id: read(root, 'id'),
        title: read(root, 'title'),
        updated: read(root, 'updated'),
        author: child(root, 'author') ? read(child(root, 'author') as Element, 'name') : '',
      },
      entries,
    };
  }, xml);
}

describe('regulatory updates', () => {
  it('are listed on /updates, newest first, each with its date, instrument and our pages', async () => {
    const { page, errors, close } = await reader.visit('/updates', 375, 800);
    const articles = page.locator('article[id]');
    const count = await articles.count();
    expect(count).toBeGreaterThanOrEqual(8);
    const dates = await articles
      .locator('time')
      .evaluateAll((ts) => ts.map((t) => t.getAttribute('datetime') ?? ''));
    expect(dates).toEqual([...dates].sort().reverse());
    for (let i = 0; i < count; i++) {
      const article = articles.nth(i);
      await expect
        .poll(() => article.locator('time').textContent())
        .toMatch(/^(In force from|Notified on) \d{1,2} [A-Z][a-z]+ \d{4}$/);
      const instrument = await article.getByText('Instrument:').locator('xpath=..').locator('a');
      expect(await instrument.first().getAttribute('href')).toMatch(/^https:\/\/[^/]+\/.+/);
      // Each link says what kind of evidence it is, and no summary shows a {{…}} token.
      expect(await article.getByText('Instrument:').locator('xpath=..').textContent()).toMatch(
        /\((official|public copy|report)[):]/,
      );
      expect(await article.textContent()).not.toContain('{{');
    }
    const internal = await page
      .locator('article a[href^="/"]')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    const paths = new Set(routes.map((r) => r.path));
    for (const href of internal) expect(paths, href).toContain(href.split('#')[0]);
    expect(errors).toEqual([]);
    await close();
  });

  it('have a valid Atom feed, linked from /updates and the home page', async () => {
    const feed = await get('/updates.xml');
    expect(feed.status).toBe(200);
    expect(feed.type).toMatch(/xml/);
    const parsed = await readFeed(feed.text);
    expect(parsed.error).toBeNull();
    expect(parsed.root).toBe('http://www.w3.org/2005/Atom feed');
    expect(parsed.feed.id).toMatch(/^https:\/\/.+\/updates\.xml$/);
    expect(parsed.feed.title).not.toBe('');
    expect(parsed.feed.author).not.toBe('');
    const rfc3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(Z|[+-]\d{2}:\d{2})$/;
    expect(parsed.feed.updated).toMatch(rfc3339);

    const updatesPage = (await get('/updates')).text;
    const ids = [...updatesPage.matchAll(/<article id="([^"]+)"/g)].map((m) => m[1]);
    expect(parsed.entries.map((e: FeedEntry) => new URL(e.link).hash.slice(1))).toEqual(ids);
    for (const e of parsed.entries as FeedEntry[]) {
      expect(e.id).toMatch(/^https:\/\/.+#[a-z0-9-]+$/);
      expect(e.title).not.toBe('');
      expect(e.updated).toMatch(rfc3339);
      expect(new URL(e.link).pathname).toBe('/updates');
      expect(e.summary.length).toBeGreaterThan(80);
    }
    expect(new Set(parsed.entries.map((e: FeedEntry) => e.id)).size).toBe(parsed.entries.length);

    for (const path of ['/updates', '/']) {
      const { text } = await get(path);
      expect(text, path).toContain(
        '<link rel="alternate" type="application/atom+xml" title="Regulatory updates (Atom)" href="/updates.xml" data-head>',
      );
    }
  });

  it('show the latest three on the home page, and the footer leads to them', async () => {
    const home = (await get('/')).text;
    const latest = [...home.matchAll(/<a href="\/updates#([a-z0-9-]+)"/g)].map((m) => m[1]);
    const feed = await readFeed((await get('/updates.xml')).text);
    const newest = (feed.entries as FeedEntry[])
      .slice(0, 3)
      .map((e) => new URL(e.link).hash.slice(1));
    expect(latest).toEqual(newest);
    expect(home).toMatch(/<a[^>]+href="\/updates"[^>]*>Regulatory Updates<\/a>/);
  });
});

describe('regulatory updates in Hindi', () => {
  it("say what kind of evidence each source is in the language of the update's words", async () => {
    const articles = (await get('/hi/updates')).text.split('<article ').slice(1);
    expect(articles.length).toBeGreaterThanOrEqual(8);
    for (const article of articles) {
      // An update not yet translated is marked with its language and keeps its words.
      const english = /^[^>]*\blang="en/.test(article);
      const kinds = [...article.matchAll(/<span class="text-slate-600"> \(([^;:)]+)/g)].map(
        (m) => m[1],
      );
      expect(kinds.length).toBeGreaterThan(0);
      for (const kind of kinds)
        expect(kind).toMatch(
          english ? /^(official|public copy|report)$/ : /^(आधिकारिक|सार्वजनिक प्रति|रिपोर्ट)$/,
        );
    }
  });

  it('have a Hindi Atom feed, linked from /hi/updates and the Hindi home page', async () => {
    const feed = await get('/hi/updates.xml');
    expect(feed.status).toBe(200);
    expect(feed.type).toMatch(/xml/);
    expect(feed.text).toContain('xml:lang="hi-IN"');
    const parsed = await readFeed(feed.text);
    expect(parsed.error).toBeNull();
    expect(parsed.feed.id).toMatch(/^https:\/\/.+\/hi\/updates\.xml$/);
    expect(parsed.feed.title).toContain('नियामक अपडेट');
    const updatesPage = (await get('/hi/updates')).text;
    const ids = [...updatesPage.matchAll(/<article id="([^"]+)"/g)].map((m) => m[1]);
    expect(parsed.entries.map((e: FeedEntry) => new URL(e.link).hash.slice(1))).toEqual(ids);
    for (const e of parsed.entries as FeedEntry[]) {
      expect(new URL(e.link).pathname).toBe('/hi/updates');
      expect(e.title).toMatch(/[\u0900-\u097F]/);
      expect(e.summary).toMatch(/(से लागू|को अधिसूचित)\. /);
    }
    for (const path of ['/hi/updates', '/hi']) {
      const { text } = await get(path);
      expect(text, path).toContain(
        '<link rel="alternate" type="application/atom+xml" title="नियामक अपडेट (Atom)" href="/hi/updates.xml" data-head>',
      );
    }
    expect(updatesPage).toMatch(/<a href="\/hi\/updates\.xml"[^>]*>[^<]*Atom, हिंदी में/);
    const home = (await get('/hi')).text;
    const latest = [...home.matchAll(/<a href="\/hi\/updates#([a-z0-9-]+)"/g)].map((m) => m[1]);
    expect(latest).toEqual(ids.slice(0, 3));
  });
});

describe('"Last reviewed" and sources', () => {
  const reviewed = routes.filter(
    (r) =>
      ['services', 'frameworks', 'industries'].includes(r.collection ?? '') ||
      r.path === '/startup-support' ||
      r.path === '/hi/startup-support',
  );

  it('covers every page that states the law, in both languages', () => {
    // 16 in English, 11 of them in Hindi too.
    expect(reviewed.length).toBeGreaterThanOrEqual(27);
  });

  // One page a test, each loaded afresh.
  it.each(reviewed.map((r) => [r.path] as const))(
    '%s says when it was last reviewed, near the top, and lists its sources at the end',
    async (path) => {
      const { page, close } = await reader.visit(path, 375, 800);
      const hindi = path.startsWith('/hi/');
      const line = page.locator('[data-last-reviewed]');
      expect(await line.textContent(), path).toMatch(
        hindi ? /^अंतिम समीक्षा: \d{1,2} \S+ 20\d\d/ : /^Last reviewed \d{1,2} [A-Z][a-z]+ 20\d\d/,
      );
      expect(await line.locator('time').getAttribute('datetime'), path).toMatch(
        /^\d{4}-\d{2}-\d{2}$/,
      );
      // Near the top: on the first screen of a phone.
      expect(await line.evaluate((el) => el.getBoundingClientRect().top), path).toBeLessThan(800);
      const sources = await page.locator('#sources li').evaluateAll((items) =>
        items.map((li) => ({
          href: li.querySelector('a')?.getAttribute('href') ?? '',
          text: li.textContent ?? '',
        })),
      );
      expect(sources.length, path).toBeGreaterThan(0);
      // Each source says what kind of evidence it is, and when it was read (or that it was not).
      for (const s of sources) {
        expect(s.href, path).toMatch(/^https:\/\/[^/]+\/.+/);
        expect(s.text, path).toMatch(
          hindi
            ? /\((आधिकारिक|सार्वजनिक प्रति|रिपोर्ट); (\d{1,2} \S+ \d{4} को जाँचा गया|स्रोत में अभी पढ़ा नहीं गया)/
            : /\((official|public copy|report); (checked \d{1,2} [A-Z][a-z]+ \d{4}|not yet read there)/,
        );
      }
      // At the end: after every heading of the page's text.
      const afterBody = await page
        .locator('#sources')
        .evaluate((el) =>
          [...document.querySelectorAll('.prose h2, .prose h3')].every(
            (h) => h.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING,
          ),
        );
      expect(afterBody, path).toBe(true);
      await close();
    },
  );
});
