/**
 * The content pipeline: reads content/, validates it, works out every route and the anchors on
 * it, checks every internal link, and describes what the app needs. Pure: writing the result to
 * src/generated/ is generate.ts's job.
 */

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { type CollectionName, collectionNames } from '../../src/content/collections.ts';
import {
  calendarWordsFileSchema,
  type DataName,
  dataSchemas,
  type Fact,
  factsFileSchema,
  redirectsFileSchema,
  type Screen,
  type SiteConfig,
  screensFileSchema,
  siteSchema,
  siteWordsSchema,
  synonymsFileSchema,
} from '../../src/content/schema.ts';
import { downloadPaths } from '../../src/lib/downloads.ts';
import type { Head } from '../../src/lib/head.ts';
import {
  isOriginal,
  type Language,
  languageOf,
  languages,
  originalLanguage,
  pathIn,
} from '../../src/lib/languages.ts';
import { updatesFeedPathIn } from '../../src/lib/updates.ts';
import { canonicalUrl, isPageHref, normalizePath } from '../../src/lib/url.ts';
import { anchorComponents, interactiveComponents, mdxRegistry } from '../../src/mdx/registry.ts';
import { isoDate, todayIn } from '../../src/tools/calendar.ts';
import { type RasterImage, rasterImages } from '../images.ts';
import { listSiteFiles } from '../site-files.ts';
import { ContentCache } from './cache.ts';
import { calendarFilePaths, calendarInLanguage, resolveCalendar } from './calendar.ts';
import { messageText } from './catalogue-words.ts';
import { markEnglishLinksInFrontmatter } from './english-links.ts';
import { titleLinkWarnings } from './evidence.ts';
import { hindiStyleWarnings, loadHindiStyle } from './hindi-style.ts';
import { islandProblems } from './islands.ts';
import { loadLanguages } from './languages.ts';
import { clientFieldProblems } from './layout-fields.ts';
import {
  configLinkProblems,
  dataLinkProblems,
  linkProblem,
  untranslatedDataLinkWarnings,
  untranslatedLinkProblems,
} from './links.ts';
import {
  anchorsOf,
  type Entry,
  layoutOf,
  lineFinder,
  loadDataFile,
  loadEntry,
  pageLayoutOf,
  questionsOf,
  type Result,
  type RoutedEntry,
  structuredDataOf,
} from './load.ts';
import { loadCatalogue } from './messages.ts';
import type { ContentBuild, ContentRoute, Translation, UpdateEntry } from './model.ts';
import { obligationProblems } from './obligations.ts';
import { ContentError, type Problem } from './problems.ts';
import { siteInLanguage } from './site-language.ts';
import { guidePageNumberProblems, summaryNumberProblems } from './statutory-numbers.ts';
import { buildHead, type PageFacts } from './structured-data.ts';
import { styleguideProblems } from './styleguide.ts';
import {
  loadTranslations,
  missingTranslationWarnings,
  outdatedTranslationWarnings,
  translationLanguages,
} from './translations.ts';
import { loadUpdateTranslations, missingUpdateTranslationWarnings } from './update-translations.ts';
import {
  loadUpdates,
  staleFactWarnings,
  updateProblems,
  updatesPagePath,
  withFactsInSummaries,
} from './updates.ts';

export interface BuildOptions {
  /** Overrides content/site.yaml's url (the SITE_URL environment variable). */
  siteUrl?: string;
  /**
   * What the previous run kept (the dev server's): only changed files are read and validated
   * again, and only the links they affect are checked again. The result is the same as without.
   */
  cache?: ContentCache;
  /** The day (YYYY-MM-DD) facts' review dates are counted to; today in India by default. */
  today?: string;
  /**
   * Under the dev server: a message of the catalogue with no translation is a warning and shows
   * in English, so that a writer sees the page while the translation is written. Elsewhere (the
   * build, `npm run content` and `npm run check`) it stops the build.
   */
  draftTranslations?: boolean;
}

function take<T>(result: Result<T>, problems: Problem[]): T | undefined {
  if (result.ok) return result.value;
  problems.push(...result.problems);
  return undefined;
}

function listFiles(dir: string, ext: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith(ext))
    .sort()
    .map((f) => path.join(dir, f));
}

/** A YAML file under content/, validated; read again only when it changed. */
function loadData<S extends z.ZodType>(
  root: string,
  relative: string,
  schema: S,
  cache: ContentCache,
): Result<z.output<S>> {
  return cache.file(path.join(root, relative), schema, (text) =>
    loadDataFile(root, relative, schema, text),
  );
}

export function loadFacts(
  root: string,
  problems: Problem[],
  cache = new ContentCache(),
): Record<string, Fact> {
  return take(loadData(root, 'content/facts.yaml', factsFileSchema, cache), problems) ?? {};
}

export function loadSite(
  root: string,
  problems: Problem[],
  siteUrl?: string,
  cache = new ContentCache(),
): SiteConfig | undefined {
  const site = take(loadData(root, 'content/site.yaml', siteSchema, cache), problems);
  if (site && siteUrl) {
    try {
      return { ...site, url: new URL(siteUrl).href.replace(/\/+$/, '') };
    } catch {
      problems.push({
        file: 'SITE_URL',
        message: `"${siteUrl}" is not a URL such as https://www.example.in`,
      });
    }
  }
  return site;
}

/** content/*.yaml and content/data/*.yaml, validated. */
function loadConfig(root: string, problems: Problem[], cache: ContentCache, siteUrl?: string) {
  loadLanguages(root, problems);
  const facts = loadFacts(root, problems, cache);
  const site = loadSite(root, problems, siteUrl, cache);
  const screens =
    take(loadData(root, 'content/screens.yaml', screensFileSchema, cache), problems) ?? [];
  const redirects =
    take(loadData(root, 'content/redirects.yaml', redirectsFileSchema, cache), problems) ?? [];
  const synonyms =
    take(loadData(root, 'content/search-synonyms.yaml', synonymsFileSchema, cache), problems) ?? [];
  const data = Object.fromEntries(
    (Object.keys(dataSchemas) as DataName[]).map((name) => [
      name,
      take(loadData(root, `content/data/${name}.yaml`, dataSchemas[name], cache), problems),
    ]),
  ) as ContentBuild['data'];
  if (data.calendar) problems.push(...resolveCalendar(data.calendar, facts).problems);
  if (data.obligations)
    problems.push(...obligationProblems(data.obligations, facts, data.calendar));
  const dataIn = translatedData(root, data, problems, cache);
  return { facts, site, screens, redirects, synonyms, data, dataIn };
}

/**
 * content/<language>/data/<name>.yaml: a data file's words in a language, with the original's
 * schema and shape, and its figures, paths and ids unchanged (checked here, so that a
 * translation cannot drift from what the business stands behind).
 */
function translatedData(
  root: string,
  data: ContentBuild['data'],
  problems: Problem[],
  cache: ContentCache,
): ContentBuild['dataIn'] {
  const dataIn = {} as ContentBuild['dataIn'];
  for (const language of translationLanguages) {
    const translated: Partial<ContentBuild['data']> = {};
    for (const name of Object.keys(dataSchemas) as DataName[]) {
      const file = `content/${language}/data/${name}.yaml`;
      if (!existsSync(path.join(root, file))) continue;
      // The calendar's translation holds its words only, by id: its dates' rules stay English.
      if (name === 'calendar') {
        const words = take(loadData(root, file, calendarWordsFileSchema, cache), problems);
        if (words === undefined || data.calendar === undefined) continue;
        const lineOf = lineFinder(readFileSync(path.join(root, file), 'utf8'), 1);
        const inLanguage = calendarInLanguage(data.calendar, words, file, lineOf);
        problems.push(...inLanguage.problems);
        if (inLanguage.problems.length === 0) translated.calendar = inLanguage.calendar;
        continue;
      }
      const value = take(loadData(root, file, dataSchemas[name], cache), problems);
      if (value === undefined || data[name] === undefined) continue;
      const drift = shapeProblems(data[name], value, [], language);
      problems.push(...drift.map((message) => ({ file, message })));
      // Its links to English-only pages say so, as a translated page's do.
      if (drift.length === 0)
        Object.assign(translated, { [name]: markEnglishLinksInFrontmatter(value, language, root) });
    }
    dataIn[language] = translated;
  }
  return dataIn;
}

/**
 * Fields a translated data file keeps as they are: figures, paths, ids, icons; a link (`href`, a
 * webinar's `registrationLink`) may lead to the same page in the translation's language instead.
 * Numbers and yes/no values anywhere are kept too.
 */
const keptFields = new Set([
  'value',
  'href',
  'registrationLink',
  'url',
  'id',
  'icon',
  'logo',
  'src',
  'image',
  'date',
]);
const localLinkFields = new Set(['href', 'registrationLink']);

/**
 * Whether a translation's link leads to the original's page in its language: the same path under
 * the language's prefix, with the original's anchor or one of the translated page's own (its
 * headings are in that language; the link check checks the anchor).
 */
function isSamePageIn(original: string, translated: unknown, language: Language): boolean {
  if (!isPageHref(original) || typeof translated !== 'string') return false;
  const [page = '', anchor] = original.split('#', 2);
  const [translatedPage, translatedAnchor] = translated.split('#', 2);
  return (
    translatedPage === pathIn(language, page) &&
    (anchor === undefined) === (translatedAnchor === undefined)
  );
}

/** Where a translation's shape or kept fields differ from the original's. */
function shapeProblems(
  original: unknown,
  translated: unknown,
  at: PropertyKey[],
  language: Language,
): string[] {
  const where = at.length > 0 ? at.join('.') : '(file)';
  if (Array.isArray(original)) {
    if (!Array.isArray(translated) || translated.length !== original.length)
      return [
        `${where}: has ${Array.isArray(translated) ? translated.length : 'no'} items, the original has ${original.length}`,
      ];
    return original.flatMap((o, i) => shapeProblems(o, translated[i], [...at, i], language));
  }
  if (original && typeof original === 'object') {
    if (!translated || typeof translated !== 'object')
      return [`${where}: is not a map, as in the original`];
    const t = translated as Record<string, unknown>;
    return Object.entries(original).flatMap(([k, v]) => {
      const sameLink =
        localLinkFields.has(k) && typeof v === 'string' && isSamePageIn(v, t[k], language);
      if (keptFields.has(k) && t[k] !== v && !sameLink)
        return [
          `${[...at, k].join('.')}: is ${JSON.stringify(t[k])}, the original's is ${JSON.stringify(v)}: figures, paths and ids stay as they are`,
        ];
      return shapeProblems(v, t[k], [...at, k], language);
    });
  }
  if ((typeof original === 'number' || typeof original === 'boolean') && translated !== original)
    return [
      `${where}: is ${JSON.stringify(translated)}, the original's is ${JSON.stringify(original)}: figures stay as they are`,
    ];
  return [];
}

/**
 * Every MDX file of every collection, loaded and validated; a file is read and validated again
 * only when it (or the facts it may quote) changed.
 */
function loadEntries(
  root: string,
  facts: Record<string, Fact>,
  problems: Problem[],
  cache: ContentCache,
): Entry[] {
  const entries: Entry[] = [];
  for (const { collection, abs } of mdxFiles(root)) {
    const loaded = cache.file(abs, facts, (source) =>
      loadEntry(root, abs, collection, facts, source ?? ''),
    );
    const entry = take(loaded, problems);
    if (entry) entries.push(entry);
  }
  return entries;
}

/** Every MDX file of every collection, in the order the pipeline reads them. */
export function mdxFiles(root: string): { collection: CollectionName; abs: string }[] {
  return collectionNames.flatMap((collection) =>
    listFiles(path.join(root, 'content', collection), '.mdx').map((abs) => ({ collection, abs })),
  );
}

/** Each entry's component problems, with the facts they were checked against. */
const checkedComponents = new WeakMap<
  Entry,
  { facts: Record<string, Fact>; problems: Problem[] }
>();

/** Problems with the components an entry uses (checked once per loaded entry and facts). */
function componentProblems(entry: Entry, facts: Record<string, Fact>): Problem[] {
  const kept = checkedComponents.get(entry);
  if (kept?.facts === facts) return kept.problems;
  const problems = checkComponents(entry, facts);
  checkedComponents.set(entry, { facts, problems });
  return problems;
}

/** Problems with the components an entry uses: unknown ones, unknown facts, missing islands. */
function checkComponents(entry: Entry, facts: Record<string, Fact>): Problem[] {
  const problems: Problem[] = [];
  const known = new Set(Object.keys(mdxRegistry));
  for (const c of entry.analysis.components) {
    for (const id of factIdsOf(c)) {
      if (!facts[id]) {
        problems.push({
          file: entry.file,
          line: c.line,
          message: `<${c.name}> names the fact "${id}", which content/facts.yaml does not have`,
        });
      }
    }
    if (!known.has(c.name)) {
      problems.push({
        file: entry.file,
        line: c.line,
        message: `uses the component <${c.name}>, which is not one of the MDX components (${[...known].join(', ')})`,
      });
    }
  }
  problems.push(
    ...islandProblems(entry.file, entry.analysis.components, interactiveComponents, (name) =>
      name in mdxRegistry
        ? `src/mdx/${mdxRegistry[name as keyof typeof mdxRegistry]}.tsx`
        : undefined,
    ),
  );
  return problems;
}

/** The ids a page's links may point to; an id used twice is a problem. */
function entryAnchors(entry: RoutedEntry, problems: Problem[]): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number | undefined>();
  const own = [
    ...entry.analysis.ids,
    ...entry.analysis.components.flatMap((c) =>
      anchorComponents.has(c.name) && c.attributes.id
        ? [{ id: c.attributes.id, line: c.line }]
        : [],
    ),
    ...anchorsOf(entry).map((id) => ({ id, line: undefined })),
  ];
  for (const { id, line } of own) {
    if (seen.has(id)) {
      problems.push({
        file: entry.file,
        line,
        message: `the id "${id}" is used twice on ${entry.route}; rename one heading or id`,
      });
    }
    seen.set(id, line);
    anchors.add(id);
  }
  return anchors;
}

/** Blog posts, newest first, then by slug. */
function sortPosts(entries: Entry[]): Entry<'blog'>[] {
  return entries
    .filter((e): e is Entry<'blog'> => e.collection === 'blog')
    .sort((a, b) =>
      a.frontmatter.date < b.frontmatter.date
        ? 1
        : a.frontmatter.date > b.frontmatter.date
          ? -1
          : a.slug.localeCompare(b.slug),
    );
}

/**
 * Each language's posts, in the English order: a post's translation into the language where there
 * is one (content/<language>/blog/), else the English post.
 */
function postsByLanguage(
  posts: Entry<'blog'>[],
  translations: readonly Translation[],
): Record<Language, Entry<'blog'>[]> {
  return Object.fromEntries(
    languages.map((language) => {
      const own = new Map(
        translations
          .filter((t) => t.language === language && t.entry.collection === 'blog')
          .map((t) => [t.original, t.entry as Entry<'blog'>]),
      );
      return [language, posts.map((p) => own.get(p.file) ?? p)];
    }),
  ) as Record<Language, Entry<'blog'>[]>;
}

/** Files a link may point to: public/, the images and the documents the build generates. */
function linkTargets(root: string, images: RasterImage[], data: ContentBuild['data']): Set<string> {
  return new Set([
    ...listSiteFiles(path.join(root, 'public')),
    ...images.map((i) => i.src),
    ...downloadPaths((data.checklists ?? []).map((c) => c.id)),
    ...calendarFilePaths(data.calendar),
  ]);
}

/** The routes of content pages, screens and redirects; a path claimed twice is a problem. */
function collectRoutes({
  entries,
  screens,
  redirects,
  facts,
  problems,
}: {
  entries: Entry[];
  screens: Screen[];
  redirects: { from: string; to: string }[];
  facts: Record<string, Fact>;
  problems: Problem[];
}): Map<string, ContentRoute> {
  const routes = new Map<string, ContentRoute>();
  const addRoute = (route: ContentRoute) => {
    const existing = routes.get(route.path);
    if (existing) {
      problems.push({
        file: route.file,
        message: `route ${route.path} is also defined by ${existing.file}`,
      });
      return;
    }
    routes.set(route.path, route);
  };

  for (const entry of entries) {
    // A translation's components were checked with the facts in its language (translations.ts).
    if (isOriginal(entry.language)) problems.push(...componentProblems(entry, facts));
    if (!entry.route) continue;
    const fm = entry.frontmatter;
    const anchors = entryAnchors(entry, problems);
    addRoute({
      path: normalizePath(entry.route),
      language: entry.language,
      kind: 'content',
      h1: fm.hero?.heading ?? fm.title,
      file: entry.file,
      index: fm.index,
      entry,
      anchors,
    });
  }
  for (const screen of screens) {
    addRoute({
      path: screen.path,
      language: originalLanguage,
      kind: 'screen',
      h1: screen.heading,
      file: 'content/screens.yaml',
      index: screen.index,
      screen,
      anchors: new Set(['main']),
    });
  }
  for (const r of redirects) {
    addRoute({
      path: r.from,
      language: originalLanguage,
      kind: 'redirect',
      h1: '',
      file: 'content/redirects.yaml',
      index: false,
      to: r.to,
      anchors: new Set(),
    });
  }

  return routes;
}

/** A redirect must lead to a page (and to an anchor it has, when it names one). */
function redirectProblems(
  redirects: { from: string; to: string }[],
  routes: Map<string, ContentRoute>,
  publicFiles: Set<string>,
): Problem[] {
  const problems: Problem[] = [];
  for (const r of redirects) {
    // A redirect may lead to an anchor on its page, such as /contact#assessment.
    const target = routes.get(normalizePath(r.to.split('#')[0] ?? r.to));
    if (!target || target.kind === 'redirect') {
      problems.push({
        file: 'content/redirects.yaml',
        message: `redirect ${r.from} goes to ${r.to}, which is not a page`,
      });
    } else if (r.to.includes('#')) {
      const problem = linkProblem(r.to, null, routes, publicFiles);
      if (problem)
        problems.push({ file: 'content/redirects.yaml', message: `redirect ${r.from} ${problem}` });
    }
  }
  return problems;
}

/** Raster originals in content/images/, served from /images/ as the build makes them. */
function loadImages(root: string, problems: Problem[]): RasterImage[] {
  try {
    return rasterImages(root);
  } catch (e) {
    problems.push({ file: 'content/images', message: (e as Error).message });
    return [];
  }
}

/** What the build reports without stopping: facts due to be read again, titles that do not fit
 * their links, translations outdated or missing, Hindi spellings, English links in translations. */
function contentWarnings(
  root: string,
  options: BuildOptions,
  c: {
    facts: Record<string, Fact>;
    updates: UpdateEntry[];
    updateWords: ReturnType<typeof loadUpdateTranslations>;
    translations: Parameters<typeof outdatedTranslationWarnings>[1];
    entries: Entry[];
    hindiStyle: ReturnType<typeof loadHindiStyle>;
    dataIn: ContentBuild['dataIn'];
    routes: ContentBuild['routes'];
  },
): Problem[] {
  const factsText = readFileSync(path.join(root, 'content/facts.yaml'), 'utf8');
  return [
    ...staleFactWarnings(c.facts, options.today ?? isoDate(todayIn()), factsText),
    ...titleLinkWarnings(c.facts, factsText, c.updates),
    ...outdatedTranslationWarnings(root, c.translations),
    ...missingTranslationWarnings(c.entries, c.translations),
    ...missingUpdateTranslationWarnings(c.updates, c.updateWords),
    ...hindiStyleWarnings(root, c.hindiStyle),
    ...untranslatedDataLinkWarnings(c.dataIn, c.routes),
  ];
}

export function buildContent(root: string, options: BuildOptions = {}): ContentBuild {
  const cache = options.cache ?? new ContentCache();
  const problems: Problem[] = [];
  const { facts, site, screens, redirects, synonyms, data, dataIn } = loadConfig(
    root,
    problems,
    cache,
    options.siteUrl,
  );
  const entries = loadEntries(root, facts, problems, cache);
  const { translations, factsIn } = loadTranslations(
    root,
    facts,
    problems,
    componentProblems,
    cache,
  );
  const translated = translations.map((t) => t.entry);
  const written = loadUpdates(root, problems, cache);
  problems.push(...summaryNumberProblems(written), ...guidePageNumberProblems(entries));
  const updates = withFactsInSummaries(written, facts, problems);
  const updateWords = loadUpdateTranslations(root, updates, problems, cache, {
    ...Object.fromEntries(translationLanguages.map((l) => [l, facts])),
    ...factsIn,
  });

  const routes = collectRoutes({
    entries: [...entries, ...translated],
    screens,
    redirects,
    facts,
    problems,
  });
  const posts = sortPosts(entries);
  const postsIn = postsByLanguage(posts, translations);
  // Each language's blog page opens each of its posts by the post's slug.
  const blogs = [...routes.values()].filter((r) => pageLayoutOf(r.entry) === 'blog');
  for (const blog of blogs) {
    for (const post of postsIn[blog.language]) blog.anchors.add(post.slug);
  }
  const blogPaths = Object.fromEntries(blogs.map((b) => [b.language, b.path]));

  for (const language of languages) {
    const updatesPage = routes.get(updatesPagePath({ routes }, language) ?? '');
    for (const u of updates) updatesPage?.anchors.add(u.slug);
  }

  const images = loadImages(root, problems);
  const publicFiles = linkTargets(root, images, data);
  problems.push(
    ...cache.links.entryProblems([...entries, ...translated], routes, publicFiles, blogPaths),
  );
  problems.push(...configLinkProblems(site, data, routes, publicFiles));
  for (const [language, translatedFiles] of Object.entries(dataIn))
    problems.push(
      ...dataLinkProblems(translatedFiles, `content/${language}/data`, routes, publicFiles),
    );
  problems.push(...untranslatedLinkProblems(translated, routes));
  const sites = sitesByLanguage(root, site, routes, problems, cache);
  for (const local of Object.values(sites)) {
    if (local !== site)
      problems.push(...configLinkProblems(local, {} as ContentBuild['data'], routes, publicFiles));
  }
  problems.push(...redirectProblems(redirects, routes, publicFiles));
  problems.push(
    ...updateProblems(updates, facts, (href) => linkProblem(href, null, routes, publicFiles)),
  );

  problems.push(...styleguideProblems(entries));
  const hindiStyle = loadHindiStyle(root, problems);
  const catalogue = loadCatalogue(root);
  problems.push(...catalogue.problems);
  if (!options.draftTranslations) problems.push(...catalogue.missing);
  problems.push(...clientFieldProblems(entries.flatMap((e) => layoutOf(e) ?? [])));
  if (problems.length > 0 || !site || !sites[originalLanguage]) throw new ContentError(problems);

  const warnings = contentWarnings(root, options, {
    ...{ facts, updates, updateWords, translations, entries, hindiStyle, dataIn, routes },
  }).concat(options.draftTranslations ? catalogue.missing : []);
  const build = {
    ...{ root, site, facts, entries, posts, postsIn, routes, publicFiles, images, data, synonyms },
    ...{ updates, updateWords, warnings, translations },
    ...{
      factsIn: { [originalLanguage]: facts, ...factsIn } as Record<Language, Record<string, Fact>>,
      dataIn,
    },
    sites: sites as Record<Language, SiteConfig>,
    messages: catalogue.modules,
    functionMessages: catalogue.committedModules,
    messageValues: catalogue.values,
  };
  for (const route of routes.values()) route.head = headFor(route, build);
  return build;
}

/**
 * The site config in each language: English as written, and each translated language's from its
 * content/<language>/site.yaml (required once the language has pages).
 */
function sitesByLanguage(
  root: string,
  site: SiteConfig | undefined,
  routes: Map<string, ContentRoute>,
  problems: Problem[],
  cache: ContentCache,
): Partial<Record<Language, SiteConfig>> {
  const sites: Partial<Record<Language, SiteConfig>> = { [originalLanguage]: site };
  if (!site) return sites;
  for (const language of translationLanguages) {
    const hasPages = [...routes.values()].some((r) => r.language === language);
    if (!hasPages) continue;
    const file = `content/${language}/site.yaml`;
    const words = take(loadData(root, file, siteWordsSchema, cache), problems);
    if (!words) continue;
    const local = siteInLanguage(site, language, words, routes, file);
    problems.push(...local.problems);
    sites[language] = local.site;
  }
  return sites;
}

/** The <head> of a route, from its frontmatter (or screen entry) and the site config. */
export function headFor(
  route: Pick<ContentRoute, 'path' | 'entry' | 'screen'>,
  build: Pick<ContentBuild, 'site' | 'sites' | 'routes' | 'messageValues'>,
): Head | undefined {
  const page = pageFacts(route, build);
  if (!page) return undefined;
  // The page in each language it exists in, when it has a counterpart (a redirect is not one).
  const language = languageOf(route.path);
  const versions = languages.filter((l) => {
    if (l === language) return true;
    const version = build.routes.get(pathIn(l, route.path));
    return version !== undefined && version.kind !== 'redirect';
  });
  if (versions.length > 1) {
    page.alternates = versions
      .map((l) => ({ language: l, href: canonicalUrl(build.site.url, pathIn(l, route.path)) }))
      .sort((a, b) => a.language.localeCompare(b.language));
  }
  page.home = messageText(build, language, 'breadcrumbs', 'home');
  return buildHead(page, build.sites[language] ?? build.site, (p) => {
    const r = build.routes.get(p);
    return r?.entry?.frontmatter.hero?.heading ?? r?.screen?.heading;
  });
}

function pageFacts(
  route: Pick<ContentRoute, 'path' | 'entry' | 'screen'>,
  build: Pick<ContentBuild, 'messageValues'>,
): PageFacts | null {
  const { entry, screen } = route;
  if (entry) {
    return {
      path: route.path,
      language: entry.language,
      ...metaFacts(entry.frontmatter),
      ...subjectFacts(entry),
      structuredData: structuredDataOf(entry),
      feeds: entry.analysis.components.some((c) => updateComponents.has(c.name))
        ? [
            {
              title: messageText(build, entry.language, 'updates-feed', 'linkTitle'),
              href: updatesFeedPathIn(entry.language),
            },
          ]
        : undefined,
    };
  }
  if (!screen) return null;
  return {
    path: route.path,
    language: originalLanguage,
    ...metaFacts(screen),
    subject: screen.heading,
    structuredData: ['organization', 'breadcrumb'],
  };
}

type MetaFacts = Pick<
  PageFacts,
  | 'title'
  | 'description'
  | 'keywords'
  | 'ogImage'
  | 'ogType'
  | 'twitterCard'
  | 'index'
  | 'breadcrumbs'
>;

/** What every routed page (and screen) says of itself for search engines and link previews. */
function metaFacts(fm: MetaFacts): MetaFacts {
  return {
    title: fm.title,
    description: fm.description,
    keywords: fm.keywords,
    ogImage: fm.ogImage,
    ogType: fm.ogType,
    twitterCard: fm.twitterCard,
    index: fm.index,
    breadcrumbs: fm.breadcrumbs,
  };
}

/** What a page is about, and its questions, by its collection. */
function subjectFacts(
  entry: RoutedEntry,
): Pick<PageFacts, 'subject' | 'serviceType' | 'industry' | 'faqs'> {
  switch (entry.collection) {
    case 'frameworks':
      return { subject: entry.frontmatter.frameworkName, faqs: questionsOf(entry) };
    case 'industries':
      return { subject: entry.frontmatter.industry, industry: entry.frontmatter.industry };
    case 'services':
      return {
        subject: entry.frontmatter.hero.heading,
        serviceType: entry.frontmatter.serviceType,
      };
    case 'pages':
      return {
        subject: entry.frontmatter.hero.heading,
        faqs: questionsOf(entry),
      };
  }
}

/** Components that show the regulatory updates: their pages link the updates' feed. */
const updateComponents = new Set(['RegulatoryUpdates', 'LatestUpdates']);

/** The facts a <Fact id> or <FactSource ids> element quotes. */
function factIdsOf(c: { name: string; attributes: Record<string, string> }): string[] {
  if (c.name === 'Fact') return [c.attributes.id ?? ''];
  if (c.name === 'FactSource') return (c.attributes.ids ?? '').split(',').map((s) => s.trim());
  return [];
}
