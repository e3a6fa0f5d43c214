import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serve } from '../../scripts/serve.ts';
import { builtRoutes, dist } from '../support/site.ts';

const routes = builtRoutes();
const pages = routes.filter((r) => r.kind !== 'redirect');
let server: Server;
let base: string;

beforeAll(async () => {
  const started = await serve(dist, 0);
  server = started.server;
  base = started.url;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const decode = (s: string) =>
  s
    .replace(/<[^>]+>/g, '')
    .replace(/<!-- -->/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .trim();
const attr = (html: string, selector: RegExp) => html.match(selector)?.[1];
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json" data-head>(.*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] as string) as Record<string, unknown>,
  );

async function get(path: string) {
  const res = await fetch(base + path);
  return { status: res.status, html: await res.text() };
}

describe('the HTML of every page, read without JavaScript', () => {
  it.each(pages.map((r) => [r.path, r] as const))(
    '%s has its content and head',
    async (path, route) => {
      const { status, html } = await get(path);
      expect(status).toBe(200);
      expect(decode(attr(html, /<title>(.*?)<\/title>/) ?? '')).toBe(route.title);
      expect(decode(attr(html, /<h1[^>]*>(.*?)<\/h1>/s) ?? '')).toBe(route.h1);
      expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
      expect(attr(html, /<meta name="description" content="([^"]{50,})"/)).toBeDefined();
      const canonical = attr(html, /<link rel="canonical" href="([^"]+)"/);
      expect(canonical).toMatch(/^https:\/\/[^/]+(\/[^/].*[^/])?$/);
      expect(new URL(canonical as string).pathname.replace(/^$/, '/')).toBe(path);
      for (const tag of ['og:title', 'og:description', 'og:url', 'og:image', 'og:type']) {
        expect(html).toContain(`<meta property="${tag}"`);
      }
      for (const tag of ['twitter:card', 'twitter:title', 'twitter:description']) {
        expect(html).toContain(`<meta name="${tag}"`);
      }
      expect(html).toContain('<meta name="theme-color" content="#3B82F6"');
      expect(html).toContain('maximum-scale=5');
      expect(html).toContain(route.language === 'hi' ? '<html lang="hi">' : '<html lang="en-IN">');
      expect(html).toContain(
        `<meta property="og:locale" content="${route.language === 'hi' ? 'hi_IN' : 'en_IN'}"`,
      );
      const types = jsonLd(html).map((j) => j['@type']);
      expect(types).toContain('Organization');
      // The body text is in the HTML, not only the heading.
      const mainText = decode(attr(html, /<main[^>]*>(.*)<\/main>/s) ?? '');
      expect(mainText.length).toBeGreaterThan(
        route.h1.length + (route.kind === 'content' ? 100 : 40),
      );
    },
  );

  it('pairs each page that has a translation with it: hreflang both ways, x-default English', async () => {
    const paths = new Set(pages.map((r) => r.path));
    const hindi = pages.filter((r) => r.language === 'hi');
    expect(hindi.length).toBeGreaterThanOrEqual(21);
    const alternates = (html: string) =>
      Object.fromEntries(
        [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [
          m[1],
          new URL(m[2] as string).pathname.replace(/^$/, '/'),
        ]),
      );
    for (const r of hindi) {
      const english = r.path === '/hi' ? '/' : r.path.slice(3);
      expect(paths.has(english), english).toBe(true);
      const pair = { en: english, hi: r.path, 'x-default': english };
      expect(alternates((await get(r.path)).html), r.path).toEqual(pair);
      expect(alternates((await get(english)).html), english).toEqual(pair);
    }
    // A page in one language only names no alternate.
    expect(alternates((await get('/styleguide')).html)).toEqual({});
  });

  it('gives a Hindi page the organisation data and breadcrumbs in Hindi', async () => {
    const data = jsonLd((await get('/hi/services/pf-esi')).html);
    const org = data.find((j) => j['@type'] === 'Organization') as Record<string, string>;
    expect(org.description).toMatch(/[\u0900-\u097F]/);
    expect(org.url).toMatch(/\/hi$/);
    const crumbs = data.find((j) => j['@type'] === 'BreadcrumbList') as {
      itemListElement: { name: string; item: string }[];
    };
    expect(crumbs.itemListElement[0]).toMatchObject({ name: 'होम' });
    expect(new URL(crumbs.itemListElement[0]?.item ?? '').pathname).toBe('/hi');
    expect(crumbs.itemListElement.map((c) => new URL(c.item).pathname)).toContain('/hi/services');
  });

  it('has the organisation data search engines read', async () => {
    const org = jsonLd((await get('/')).html).find((j) => j['@type'] === 'Organization') as Record<
      string,
      Record<string, unknown>
    >;
    expect(org.address).toMatchObject({
      postalCode: '110001',
      addressLocality: 'New Delhi',
      addressRegion: 'Delhi',
      addressCountry: 'IN',
    });
    expect(org.contactPoint).toMatchObject({
      contactType: 'customer service',
      availableLanguage: ['en', 'hi'],
    });
  });

  it('gives the home page organisation, service, web page and breadcrumb data', async () => {
    const types = jsonLd((await get('/')).html).map((j) => j['@type']);
    expect(types).toEqual(
      expect.arrayContaining(['Organization', 'Service', 'WebPage', 'BreadcrumbList']),
    );
  });

  it('gives service pages Service data and FAQ pages FAQPage data', async () => {
    for (const r of routes.filter((r) => r.collection === 'services')) {
      expect(jsonLd((await get(r.path)).html).map((j) => j['@type'])).toContain('Service');
    }
    for (const path of [
      '/faq',
      ...routes.filter((r) => r.collection === 'frameworks').map((r) => r.path),
    ]) {
      const faq = jsonLd((await get(path)).html).find((j) => j['@type'] === 'FAQPage') as {
        mainEntity: unknown[];
      };
      expect(faq?.mainEntity.length, path).toBeGreaterThan(0);
    }
  });

  it('shares pages with a 1200 by 630 PNG that the site serves', async () => {
    const { html } = await get('/');
    const image = new URL(attr(html, /<meta property="og:image" content="([^"]+)"/) ?? '');
    const res = await fetch(base + image.pathname);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    const bytes = new DataView(await res.arrayBuffer());
    expect([bytes.getUint32(16), bytes.getUint32(20)]).toEqual([1200, 630]);
  });

  it('answers an unknown path with the not-found page and status 404', async () => {
    const { status, html } = await get('/no-such-page');
    expect(status).toBe(404);
    expect(decode(attr(html, /<h1[^>]*>(.*?)<\/h1>/s) ?? '')).toBe('Page not found');
    expect(html).toContain('<meta name="robots" content="noindex"');
    const hindi = await get('/hi/no-such-page');
    expect(hindi.status).toBe(404);
    expect(hindi.html).toContain('<html lang="hi">');
    expect(decode(attr(hindi.html, /<h1[^>]*>(.*?)<\/h1>/s) ?? '')).toBe('पेज नहीं मिला');
  });

  it('serves redirect pages that replace the address with the target', async () => {
    for (const r of routes.filter((r) => r.kind === 'redirect')) {
      const { status, html } = await get(r.path);
      expect(status).toBe(200);
      expect(html).toContain(`<meta http-equiv="refresh" content="0; url=${r.to}"`);
      // The target's path, with the visitor's query, and their anchor or else the target's.
      const [path, anchor] = (r.to ?? '').split('#');
      expect(html).toContain(
        `location.replace(${JSON.stringify(path)} + location.search + (location.hash || ${JSON.stringify(anchor ? `#${anchor}` : '')}))`,
      );
    }
  });

  it('lists every indexable page in sitemap.xml with absolute URLs', async () => {
    const { html: xml } = await get('/sitemap.xml');
    const locs = [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => new URL(m[1] as string));
    const expected = pages
      .filter((r) => r.index)
      .map((r) => r.path)
      .sort();
    expect(locs.map((u) => u.pathname).sort()).toEqual(expected.map((p) => p).sort());
    expect(new Set(locs.map((u) => u.origin)).size).toBe(1);
    // The profile is private; the sign-in page may be found.
    expect(locs.map((u) => u.pathname)).not.toContain('/profile');
    expect(locs.map((u) => u.pathname)).toContain('/auth');
    // A page with a translation lists both, and x-default (the English page).
    const entry = xml.match(/<url><loc>[^<]*\/hi\/contact<\/loc>(.*?)<\/url>/)?.[1] ?? '';
    const links = [...entry.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(
      (m) => `${m[1]} ${new URL(m[2] as string).pathname}`,
    );
    expect(links).toEqual(['en /contact', 'hi /hi/contact', 'x-default /contact']);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  });

  it('has robots.txt pointing to the sitemap', async () => {
    const { status, html: txt } = await get('/robots.txt');
    expect(status).toBe(200);
    expect(txt).toMatch(/^Sitemap: https:\/\/.+\/sitemap\.xml$/m);
    expect(txt).toContain('Disallow: /profile');
    expect(txt).not.toContain('Disallow: /auth');
  });
});
