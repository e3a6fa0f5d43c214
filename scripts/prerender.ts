/**
 * Writes dist/<route>/index.html for every route: the page rendered by React, its <head>, and
 * preload links for the chunks it needs, so a visitor gets the whole page in the first response
 * and the browser fetches the page's code in parallel with the entry.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type RawSourceMap, SourceMapConsumer } from 'source-map';
import { fragmentUrl, siteFragment } from '../src/lib/fragments.ts';
import type { Head } from '../src/lib/head.ts';
import { headHtml } from '../src/lib/head.ts';
import {
  htmlLang,
  isOriginal,
  type Language,
  languageInfo,
  languagePrefix,
  languages,
  originalLanguage,
  pathIn,
  translationLanguages,
} from '../src/lib/languages.ts';
import { canonicalUrl } from '../src/lib/url.ts';
import { atomFeed } from './feed.ts';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type ViteManifest = Record<string, ManifestChunk>;

export interface RouteInfo {
  path: string;
  language: Language;
  kind: 'content' | 'screen' | 'redirect';
  h1: string;
  file: string;
  /** The module its chunk is built from, relative to the project root. */
  source: string | null;
  /** A screen's head module, relative to the project root. */
  head: string | null;
  /** The translations it has besides its own language. */
  translations: Language[];
  index: boolean;
  to: string | null;
  title: string | null;
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The chunks a page needs besides the entry and what it imports statically: the app's, which the
 * entry imports in tasks of their own (src/app/entry-client.tsx), then the route's page chunk
 * (none for the not-found page), each with every chunk it imports statically.
 */
export function pageChunks(
  manifest: ViteManifest,
  source: string | null,
  also: readonly string[] = [],
): { js: string[]; css: string[] } {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const inEntry = new Set<string>();
  const walkEntry = (key: string) => {
    if (inEntry.has(key)) return;
    inEntry.add(key);
    for (const i of manifest[key]?.imports ?? []) walkEntry(i);
  };
  if (entryKey) walkEntry(entryKey);
  const js: string[] = [];
  const css: string[] = [];
  const seen = new Set<string>();
  const walk = (key: string) => {
    if (seen.has(key) || inEntry.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    // Modules the build puts in one chunk (a language's pack) name the same file.
    if (!js.includes(`/${chunk.file}`)) js.push(`/${chunk.file}`);
    for (const c of chunk.css ?? []) css.push(`/${c}`);
    for (const i of chunk.imports ?? []) walk(i);
  };
  for (const key of (entryKey && manifest[entryKey]?.dynamicImports) || []) walk(key);
  if (source) walk(source);
  for (const key of also) walk(key);
  return { js, css };
}

/**
 * A page's own route, which its HTML carries (`data-page`) so that the app renders it without the
 * routes of every other page (src/app/start.tsx): its module, and a screen's head module.
 */
export function pageData(manifest: ViteManifest, route: RouteInfo): string | null {
  const file = (key: string | null) => (key && manifest[key] ? `/${manifest[key].file}` : null);
  const module = file(route.source);
  if (route.kind === 'redirect' || !module) return null;
  const head = file(route.head);
  return JSON.stringify({
    kind: route.kind,
    module,
    ...(head ? { head } : {}),
    ...(route.translations.length > 0 ? { translations: route.translations } : {}),
  });
}

function redirectHtml(to: string, siteUrl: string): string {
  const target = escapeHtml(to);
  // The query and anchor the visitor came with are kept; the target's own anchor, if any, applies
  // when they came with none.
  const [pathOnly = to, anchor] = to.split('#', 2);
  const hash = anchor ? `#${anchor}` : '';
  return `<!doctype html>
<html lang="en-IN">
  <head>
    <meta charset="UTF-8" />
    <title>Redirecting…</title>
    <meta name="robots" content="noindex" />
    <link rel="canonical" href="${escapeHtml(canonicalUrl(siteUrl, pathOnly))}" />
    <meta http-equiv="refresh" content="0; url=${target}" />
    <script>location.replace(${JSON.stringify(pathOnly)} + location.search + (location.hash || ${JSON.stringify(hash)}))</script>
  </head>
  <body>
    <p>This page has moved to <a href="${target}">${target}</a>.</p>
  </body>
</html>
`;
}

/**
 * The page reads without scripts; they only hydrate it. So that they do not compete with the
 * stylesheet and images for the first paint, the entry and the modules it needs start loading,
 * at low priority, once the page has painted (or after 3 s, as in a tab opened in the background),
 * one request per task so that none of those tasks is long.
 * scripts/first-load.ts reads `entry` and `modules` back.
 */
function bootAfterFirstPaint(html: string): string {
  const modules: string[] = [];
  let entry = '';
  const out = html
    .replace(/\s*<link rel="modulepreload"[^>]* href="([^"]+)">/g, (_, href: string) => {
      modules.push(href);
      return '';
    })
    .replace(/\s*<script type="module"[^>]* src="([^"]+)"><\/script>/, (_, src: string) => {
      entry = src;
      return '';
    });
  if (!entry) return html;
  const boot = [
    `const entry=${JSON.stringify(entry)},modules=${JSON.stringify(modules)};`,
    // Starting a fetch costs the main thread a millisecond or two: one link per task.
    'let go=()=>{go=()=>{};const hrefs=[entry,...modules],next=()=>{const href=hrefs.shift();',
    'if(!href)return import(entry);',
    "const l=document.createElement('link');l.rel='modulepreload';l.fetchPriority='low';l.href=href;document.head.append(l);setTimeout(next)};next()};",
    'setTimeout(()=>go(),3000);',
    "try{new PerformanceObserver((l,o)=>{if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();go()}}).observe({type:'paint',buffered:true})}catch{}",
  ].join('');
  return out.replace('</body>', `  <script type="module" data-boot>${boot}</script>\n  </body>`);
}

/**
 * Where a stack frame of the server bundle comes from, through the bundle's source map: a page's
 * .mdx file and line, or a component's .tsx. Maps are read only here, when a page has failed:
 * enabling them for every module the prerender loads costs more than the failure path needs.
 */
async function sourceFrame(line: string): Promise<string> {
  const at = /\(?((?:file:\/\/)?\/[^():]+\.js):(\d+):(\d+)\)?$/.exec(line);
  if (!at?.[1]) return line;
  const file = at[1].startsWith('file:') ? fileURLToPath(at[1]) : at[1];
  try {
    const map = JSON.parse(readFileSync(`${file}.map`, 'utf8')) as RawSourceMap;
    const original = await SourceMapConsumer.with(map, null, (consumer) =>
      consumer.originalPositionFor({ line: Number(at[2]), column: Number(at[3]) - 1 }),
    );
    if (!original.source || original.line === null) return line;
    const source = path.resolve(path.dirname(file), original.source);
    return `    at ${source}:${original.line}:${(original.column ?? 0) + 1}`;
  } catch {
    return line;
  }
}

/**
 * A page that failed to render, named with its source and the first lines of the stack that are
 * the project's own (a page's .mdx file and line, mapped as `sourceFrame` does).
 */
async function renderError(route: string, source: string | null, e: unknown): Promise<Error> {
  const message = e instanceof Error ? e.message : String(e);
  const stack = e instanceof Error ? (e.stack ?? '') : '';
  const frames = stack
    .split('\n')
    .filter((line) => /^\s+at /.test(line) && !line.includes('node_modules'))
    .slice(0, 3);
  const own = await Promise.all(frames.map(sourceFrame));
  return new Error(
    [
      `prerender: ${route}${source ? ` (${source})` : ''} failed to render: ${message}`,
      ...own,
    ].join('\n'),
    { cause: e },
  );
}

/** The file under `dist` that answers a site URL path. */
const distFile = (dist: string, urlPath: string): string =>
  path.join(dist, ...urlPath.split('/').filter(Boolean));

/**
 * The version of a build's fragments: a hash of all of them, so that a build with the same
 * fragments keeps their URLs and any change gives every one a new URL (src/lib/fragments.ts).
 */
export function fragmentsVersion(files: Iterable<[string, string]>): string {
  const hash = createHash('sha256');
  for (const [name, body] of [...files].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    hash.update(`${name}\0${body}\0`);
  }
  return hash.digest('hex').slice(0, 12);
}

function outFile(dist: string, route: string): string {
  return route === '/'
    ? path.join(dist, 'index.html')
    : path.join(dist, ...route.split('/').filter(Boolean), 'index.html');
}

/** The not-found pages: /404.html, and /hi/404.html for unknown paths under /hi (each prefix). */
const notFoundPages: { path: string; language: Language }[] = languages.map((language) => ({
  path: pathIn(language, '/404'),
  language,
}));

type NotFoundWords = { title: string; description: string };

/**
 * The not-found pages' title and description in each language, from the catalogue's generated
 * modules (content/messages/<language>/not-found.yaml and not-found-head.yaml).
 */
async function notFoundWordsIn(root: string): Promise<(language: Language) => NotFoundWords> {
  const load = (name: string) =>
    import(pathToFileURL(path.join(root, 'src', 'generated', 'messages', `${name}.ts`)).href);
  const { notFound } = (await load(
    'not-found',
  )) as typeof import('../src/generated/messages/not-found.ts');
  const { notFoundHead } = (await load(
    'not-found-head',
  )) as typeof import('../src/generated/messages/not-found-head.ts');
  return (language) => {
    const title = notFound.in[language]?.title;
    const description = notFoundHead.in[language]?.description;
    if (title === undefined || description === undefined)
      throw new Error(`prerender: the catalogue has no ${language} not-found words`);
    return { title, description };
  };
}

const notFoundHead = (
  site: { name: string; url: string; defaultOgImage: string },
  page: (typeof notFoundPages)[number],
  words: NotFoundWords,
): Head => ({
  language: page.language,
  title: `${words.title} | ${site.name}`,
  description: words.description,
  canonical: canonicalUrl(site.url, page.path),
  keywords: [],
  robots: 'noindex',
  ogType: 'website',
  ogImage: new URL(site.defaultOgImage, `${site.url}/`).href,
  siteName: site.name,
  twitterCard: 'summary',
  jsonLd: [],
});

function writeFile(file: string, body: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, body);
}

/**
 * The chunk of a language's pack (its messages/pack.<language>.ts and site-client.<language>.ts,
 * which vite.config.ts puts together as `language-<language>`), by its manifest key.
 */
function languagePackChunk(manifest: ViteManifest, language: Language): string {
  const key = Object.keys(manifest).find((k) =>
    manifest[k]?.file.startsWith(`assets/language-${language}-`),
  );
  if (!key) throw new Error(`the build has no language-${language} chunk (vite.config.ts)`);
  return key;
}

/** A rendered page's whole document: its head, its preloads, its HTML and its own route. */
function pageHtml(
  template: string,
  fontsIn: (language: Language) => readonly string[],
  manifest: ViteManifest,
  page: { route: string; source: string | null; html: string; head: Head; page: string | null },
  version: string,
): string {
  // A page in another language than English loads its words before it renders; the not-found
  // page loads its language's routes (it has none of its own) and its component (start.tsx).
  const language = page.head.language;
  const notFound = notFoundPages.some((p) => p.path === page.route);
  const { js, css } = pageChunks(manifest, page.source, [
    ...(isOriginal(language) ? [] : [languagePackChunk(manifest, language)]),
    ...(notFound
      ? [
          isOriginal(language)
            ? 'src/generated/manifest.ts'
            : `src/generated/manifest.${language}.ts`,
          'src/components/NotFound.tsx',
        ]
      : []),
  ]);
  const preload = [
    ...css.map((h) => `<link rel="stylesheet" href="${h}">`),
    // A page's text in its language's fonts (content/languages.yaml: a Hindi page's Devanagari):
    // fetched with the stylesheet, not after it, so that the text is drawn in them from the first
    // paint instead of moving when they swap in.
    ...fontsIn(language).map(
      (h) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${h}">`,
    ),
    ...js.map((h) => `<link rel="modulepreload" crossorigin href="${h}">`),
  ];
  const own = page.page ? ` data-page="${escapeHtml(page.page)}"` : '';
  const out = bootAfterFirstPaint(
    template
      .replace('<html lang="en-IN">', `<html lang="${htmlLang(language)}">`)
      .replace('<!--head-->', [headHtml(page.head), ...preload].join('\n    ')),
  ).replace(
    '<div id="root"><!--app--></div>',
    `<div id="root" data-path="${escapeHtml(page.route)}" data-fragments="${version}"${own}>${page.html}</div>`,
  );
  return notFound ? out.replace(/\n\s*<link rel="canonical"[^>]*>/, '') : out;
}

/** What the prerender starts from: the client build, the routes, the site and the server bundle. */
async function readBuild(root: string, dist: string) {
  const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const manifest = JSON.parse(
    readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'),
  ) as ViteManifest;
  const routes = JSON.parse(
    readFileSync(path.join(root, 'src', 'generated', 'routes.json'), 'utf8'),
  ) as RouteInfo[];
  const { site } = (await import(
    pathToFileURL(path.join(root, 'src', 'generated', 'site.ts')).href
  )) as typeof import('../src/generated/site.ts');
  const server = (await import(
    pathToFileURL(path.join(root, 'dist-ssr', 'entry-server.js')).href
  )) as typeof import('../src/app/entry-server.tsx');
  return { template, manifest, routes, site, server };
}

export async function prerender(root: string): Promise<number> {
  const dist = path.join(root, 'dist');
  const { template, manifest, routes, site, server } = await readBuild(root, dist);

  // Every page is rendered before any is written: their HTML names the fragments' version,
  // a hash of all the fragments.
  const rendered: {
    file: string;
    route: string;
    source: string | null;
    html: string;
    head: Head;
    /** The page's own route, for its HTML (start.tsx's PageData). */
    page: string | null;
  }[] = [];
  // The fragments of static parts that client-side navigations fetch, by name
  // (src/lib/fragments.ts), as the server render wrote them.
  const fragments = new Map<string, string>();
  const render = async (
    route: string,
    source: string | null,
    file: string,
    fallback?: Head,
    page: string | null = null,
  ) => {
    const {
      html,
      head,
      fragments: parts,
    } = await server.render(route).catch(async (e: unknown) => {
      throw await renderError(route, source, e);
    });
    const chosen = head ?? fallback;
    if (!chosen) throw new Error(`prerender: ${route} has no <head> data`);
    rendered.push({ file, route, source, html, head: chosen, page });
    return parts;
  };
  for (const route of routes) {
    if (route.kind === 'redirect') {
      writeFile(outFile(dist, route.path), redirectHtml(route.to ?? '/', site.url));
      continue;
    }
    const parts = await render(
      route.path,
      route.source,
      outFile(dist, route.path),
      undefined,
      pageData(manifest, route),
    );
    // Only content pages are reached by a navigation that fetches parts; the site's chrome is
    // kept from the first page.
    if (route.kind !== 'content') continue;
    for (const [name, byId] of parts) {
      if (name !== siteFragment) fragments.set(name, JSON.stringify(byId));
    }
  }
  const notFoundWords = await notFoundWordsIn(root);
  for (const page of notFoundPages) {
    const file = `${path.join(dist, ...page.path.split('/').filter(Boolean))}.html`;
    await render(page.path, null, file, notFoundHead(site, page, notFoundWords(page.language)));
  }

  const version = fragmentsVersion(fragments);
  for (const [name, body] of fragments) writeFile(distFile(dist, fragmentUrl(name, version)), body);
  const assets = readdirSync(path.join(dist, 'assets'));
  const fontsIn = (language: Language) =>
    languageInfo(language).fonts.flatMap((font) =>
      assets
        .filter((f) => f.startsWith(`${font}-`) && /-\d+-normal-[\w-]+\.woff2$/.test(f))
        .map((f) => `/assets/${f}`),
    );
  for (const page of rendered)
    writeFile(page.file, pageHtml(template, fontsIn, manifest, page, version));
  writeSiteFiles(dist, routes, site.url);
  await writeUpdatesFeed(root, dist, site);
  return rendered.length - notFoundPages.length;
}

/** The regulatory updates' Atom feed of each language whose page lists them. */
async function writeUpdatesFeed(root: string, dist: string, site: { name: string; url: string }) {
  const { updatesIn, updatesPageIn, updatesFeedIn } = (await import(
    pathToFileURL(path.join(root, 'src', 'generated', 'updates.ts')).href
  )) as typeof import('../src/generated/updates.ts');
  const { updatesFeed } = (await import(
    pathToFileURL(path.join(root, 'src', 'generated', 'messages', 'updates-feed.ts')).href
  )) as typeof import('../src/generated/messages/updates-feed.ts');
  for (const language of languages) {
    const page = updatesPageIn[language];
    if (!page) continue;
    const words = updatesFeed.in[language];
    if (!words) throw new Error(`prerender: the catalogue has no ${language} updates-feed words`);
    writeFile(
      path.join(dist, updatesFeedIn[language]),
      atomFeed({
        siteName: site.name,
        siteUrl: site.url,
        page,
        feedPath: updatesFeedIn[language],
        updates: updatesIn[language],
        language,
        words,
      }),
    );
  }
}

/**
 * The sitemap: every indexable page, and for one that exists in both languages its alternates
 * (each language and x-default, the English page), as Google documents for localized versions.
 */
export function sitemapXml(routes: RouteInfo[], siteUrl: string): string {
  const indexable = routes.filter((r) => r.kind !== 'redirect' && r.index);
  const paths = new Set(indexable.map((r) => r.path));
  const url = (p: string) => escapeHtml(canonicalUrl(siteUrl, p));
  const entry = (r: RouteInfo) => {
    const versions = languages.filter((l) => paths.has(pathIn(l, r.path)));
    if (versions.length < 2) return `  <url><loc>${url(r.path)}</loc></url>`;
    const link = (hreflang: string, language: Language) =>
      `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${url(pathIn(language, r.path))}"/>`;
    const links = [
      ...versions.map((l) => link(l, l)),
      ...versions.filter(isOriginal).map((l) => link('x-default', l)),
    ];
    return `  <url><loc>${url(r.path)}</loc>${links.join('')}</url>`;
  };
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${indexable
    .map(entry)
    .join('\n')}\n</urlset>\n`;
}

/**
 * _headers, for hosts that read it (Netlify, Cloudflare Pages): the pages an email's link opens
 * with a token in its address send no Referer, so the token reaches no other server's logs.
 */
const TOKEN_PAGES = ['/reminders/confirm', '/reminders/unsubscribe'];
const headersFile = () =>
  `${TOKEN_PAGES.flatMap((page) => languages.map((language) => pathIn(language, page)))
    .map((page) => `${page}\n  Referrer-Policy: no-referrer\n`)
    .join('')}`;

/** _redirects' not-found rules: each translation's prefix its own not-found page, then the rest. */
const notFoundRules = () =>
  [...translationLanguages, originalLanguage]
    .map((language) => {
      const prefix = languagePrefix(language);
      return `${prefix}/* ${prefix}/404.html 404\n`;
    })
    .join('');

/** sitemap.xml, robots.txt, _redirects and _headers. */
function writeSiteFiles(dist: string, routes: RouteInfo[], siteUrl: string): void {
  writeFileSync(path.join(dist, 'sitemap.xml'), sitemapXml(routes, siteUrl));
  const hidden = routes
    .filter((r) => r.kind === 'screen' && !r.index)
    .map((r) => `Disallow: ${r.path}`);
  writeFileSync(
    path.join(dist, 'robots.txt'),
    `User-agent: *\nAllow: /\nDisallow: /fragments/\n${hidden.join('\n')}\n\nSitemap: ${canonicalUrl(siteUrl, '/sitemap.xml')}\n`,
  );
  writeFileSync(
    path.join(dist, '_redirects'),
    `${routes
      .filter((r) => r.kind === 'redirect')
      .map((r) => `${r.path} ${r.to} 301`)
      .join('\n')}\n${notFoundRules()}`,
  );
  writeFileSync(path.join(dist, '_headers'), headersFile());
}
