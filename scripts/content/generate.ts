/**
 * Writes what the app imports from src/generated/: the route manifest, the site config, the
 * facts, the blog list, the search index, and routes.json for scripts and tests. A file is
 * rewritten only when its text changes, so the dev server reloads only what changed.
 */
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import type { DataName } from '../../src/content/schema.ts';
import {
  htmlLang,
  isOriginal,
  type Language,
  languages,
  originalLanguage,
  originalPath,
  translationLanguages,
} from '../../src/lib/languages.ts';
import { updatesFeedPathIn } from '../../src/lib/updates.ts';
import { isoDate, parseIsoDate, todayIn } from '../../src/tools/calendar.ts';
import { calendarWords } from '../../supabase/functions/_shared/calendar-language.ts';
import { writeAuthEmails } from './auth-emails.ts';
import { blogList, postKey } from './blog-list.ts';
import { calendarDataFile, resolveCalendar } from './calendar.ts';
import { DATE_WORDS_FILE, dateWordsSource } from './date-words.ts';
import { pageLayoutOf } from './load.ts';
import { FUNCTION_MESSAGES_DIR } from './messages.ts';
import type { ContentBuild, ContentRoute } from './model.ts';
import { CHECKUP_IDS_FILE, checkupIdsSource, resolveCheckup } from './obligations.ts';
import { ContentError } from './problems.ts';
import { searchDocs, searchIndexOf, searchSynonyms } from './search-index.ts';
import { updateItems, updatesPagePath } from './updates.ts';

export const generatedDir = (root: string) => path.join(root, 'src', 'generated');

/** The module (from the project root) that renders each kind of screen. */
const screenModules = {
  auth: 'src/features/auth/AuthScreen.tsx',
  profile: 'src/features/profile/ProfileScreen.tsx',
  generator: 'src/features/generator/GeneratorScreen.tsx',
} as const;

/** The module a route's chunk is built from, relative to the project root. */
export function routeSource(route: ContentRoute): string | null {
  if (route.kind === 'screen' && route.screen) return screenModules[route.screen.screen];
  return route.kind === 'content' ? route.file : null;
}

/** What this process last wrote to each file, so that an unchanged file is not read back. */
const lastWritten = new Map<string, { text: string; mtimeMs: number; size: number }>();

function unchanged(file: string, text: string): boolean {
  const last = lastWritten.get(file);
  if (last && last.text === text) {
    const stat = statSync(file, { throwIfNoEntry: false });
    if (stat && stat.mtimeMs === last.mtimeMs && stat.size === last.size) return true;
  }
  return existsSync(file) && readFileSync(file, 'utf8') === text;
}

function writeIfChanged(file: string, text: string): boolean {
  const same = unchanged(file, text);
  if (!same) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  const stat = statSync(file);
  lastWritten.set(file, { text, mtimeMs: stat.mtimeMs, size: stat.size });
  return !same;
}

/**
 * Where each language's search index is written: search-index.json (English) and
 * search-index.hi.json. The browser fetches the page's language's one when search opens
 * (src/search/load.ts).
 */
export const searchIndexFile = (root: string, language: Language = originalLanguage) =>
  path.join(
    generatedDir(root),
    isOriginal(language) ? 'search-index.json' : `search-index.${language}.json`,
  );

/** The documents and synonyms each search index file was last built from. */
const indexedFrom = new Map<string, string>();

/**
 * Writes the search index of every language; whether one changed. An index is built again only
 * when its documents or synonyms changed: the server bundle's build, after the client bundle's,
 * finds them written. Every language's file is written, even with no page in it, since the app
 * imports each file's URL.
 */
export function writeSearchIndex(build: ContentBuild): boolean {
  let changed = false;
  for (const language of languages) changed = writeSearchIndexIn(build, language) || changed;
  return changed;
}

function writeSearchIndexIn(build: ContentBuild, language: Language): boolean {
  const file = searchIndexFile(build.root, language);
  const docs = searchDocs(build, language);
  const synonyms = searchSynonyms(build, language);
  const from = JSON.stringify([docs, synonyms]);
  const last = lastWritten.get(file);
  if (indexedFrom.get(file) === from && last && unchanged(file, last.text)) return false;
  const data = searchIndexOf(docs, synonyms, { rankSynonyms: !isOriginal(language) });
  const changed = writeIfChanged(file, JSON.stringify(data));
  indexedFrom.set(file, from);
  return changed;
}

const json = (v: unknown) => JSON.stringify(v, null, 2);

function updatesModule(build: ContentBuild): string {
  const byLanguage = <T>(f: (language: Language) => T) =>
    Object.fromEntries(languages.map((l) => [l, f(l)])) as Record<Language, T>;
  return `// Generated from content/updates/ and its translations. Do not edit. Newest first.
import type { Language } from '../lib/languages.ts';
import type { UpdateItem } from '../lib/updates.ts';

export type { UpdateItem };

/** The page that lists them in each language, and the Atom feed of each. */
export const updatesPageIn: Record<Language, string | null> = ${json(byLanguage((l) => updatesPagePath(build, l)))};
export const updatesFeedIn: Record<Language, string> = ${json(byLanguage(updatesFeedPathIn))};

/** The updates as each language's pages show them. */
export const updatesIn: Record<Language, UpdateItem[]> = ${json(byLanguage((l) => updateItems(build, l)))};

/** In the original language. */
export const updatesPage = updatesPageIn.${originalLanguage};
export const updatesFeed = updatesFeedIn.${originalLanguage};
export const updates = updatesIn.${originalLanguage};
`;
}

/**
 * The translations each page has besides its own language (the original always exists), by the
 * page's route, in the list's order: where the language switch leads (App.tsx).
 */
function translationsOf(routes: readonly ContentRoute[]): (route: ContentRoute) => Language[] {
  const has = new Map<string, Set<Language>>();
  for (const r of routes) {
    if (isOriginal(r.language)) continue;
    const page = originalPath(r.path);
    has.set(page, (has.get(page) ?? new Set()).add(r.language));
  }
  return (route) => {
    const own = has.get(originalPath(route.path));
    return translationLanguages.filter((l) => l !== route.language && own?.has(l));
  };
}

function manifestLine(
  route: ContentRoute,
  dir: string,
  root: string,
  translations: readonly Language[],
): string {
  // A page that has translations says which, for the language switch (App.tsx).
  const common = `path: ${JSON.stringify(route.path)}${translations.length > 0 ? `, translations: ${JSON.stringify(translations)}` : ''}`;
  const source = routeSource(route);
  if (route.kind === 'redirect' || !source)
    return `  { ${common}, kind: 'redirect', to: ${JSON.stringify(route.to)} },`;
  const rel = JSON.stringify(path.relative(dir, path.join(root, source)).split(path.sep).join('/'));
  if (route.kind === 'screen') {
    const head = JSON.stringify(`./heads/${route.screen?.screen}.json`);
    return `  { ${common}, kind: 'screen', load: () => Promise.all([import(${rel}), import(${head})]).then(([m, h]) => ({ default: m.default, head: h.default as Head })) },`;
  }
  return `  { ${common}, kind: 'content', load: () => import(${rel}) },`;
}

/**
 * The English pages' routes, which every page loads, and each other language's in a module that
 * only its pages load (with its language pack, src/generated/messages/pack.<language>.ts): a change of language
 * loads the page afresh, so a page never navigates to another language's routes in the app.
 */
function manifestModules(build: ContentBuild, routes: ContentRoute[], dir: string) {
  const translations = translationsOf(routes);
  const manifestHead = (screens: boolean) =>
    `// Generated from content/ by scripts/content. Do not edit.\nimport type { RouteEntry } from '../app/route-types.ts';\n${screens ? "import type { Head } from '../lib/head.ts';\n" : ''}\n`;
  return [...new Set(routes.map((r) => r.language))].map((language): [string, string] => {
    const own = routes.filter((r) => r.language === language);
    const lines = own.map((r) => manifestLine(r, dir, build.root, translations(r)));
    return [
      isOriginal(language) ? 'manifest.ts' : `manifest.${language}.ts`,
      `${manifestHead(own.some((r) => r.kind === 'screen'))}export const routes: RouteEntry[] = [\n${lines.join('\n')}\n];\n`,
    ];
  });
}

/**
 * The site config: whole for the server render, and what the browser's own code reads of it (the
 * footer, the address and the rest are in the pages' HTML, static parts, so every page's first
 * load need not carry them).
 */
function siteModules(build: ContentBuild): [string, string][] {
  const clientOf = (site: ContentBuild['site']) => {
    const { name, url, nav, mobileServices, phone, phoneHref, hours, integrations } = site;
    return { name, url, nav, mobileServices, phone, phoneHref, hours, integrations };
  };
  const fields = Object.keys(clientOf(build.site))
    .map((k) => `'${k}'`)
    .join(' | ');
  const head = `// Generated from content/site.yaml and content/<language>/site.yaml. Do not edit.\nimport type { SiteConfig } from '../content/schema.ts';\n`;
  const clientType = `export type ClientSite = Pick<SiteConfig, ${fields}>;\n`;
  const others = translationLanguages.flatMap((language) => {
    const local = build.sites[language];
    return local ? [[language, local] as const] : [];
  });
  return [
    [
      'site.ts',
      `${head}import type { Language } from '../lib/languages.ts';\n\nexport const site: SiteConfig = ${json(build.site)};\n\n/** The site config as the pages of each language show it (their navigation, words). */\nexport const sites: Record<Language, SiteConfig> = {\n  ${originalLanguage}: site,\n${others.map(([language, value]) => `  ${language}: ${json(value)},`).join('\n')}\n};\n`,
    ],
    [
      'site-client.ts',
      `${head}\n${clientType}\nexport const site: ClientSite = ${json(clientOf(build.site))};\n`,
    ],
    // Each other language's in a module of its own, which only its pages load (language.ts).
    ...others.map(([language, value]): [string, string] => [
      `site-client.${language}.ts`,
      `// Generated from content/${language}/site.yaml. Do not edit.\nimport type { ClientSite } from './site-client.ts';\n\nexport const site: ClientSite = ${json(clientOf(value))};\n`,
    ]),
  ];
}

/**
 * The calendar's one source of data, read by the site and by the Edge Functions, and beside it
 * only what a subscriber chooses from, which the forms' validation imports instead of every
 * obligation. Each other language's words go beside them, calendar-words.<language>.json (null
 * without a translation), which only that language's calendar loads (src/tools/calendar-data.ts)
 * and the reminders read for subscribers in that language (calendar-data.ts there). Returns the
 * names of the files that changed.
 */
function writeCalendarData(build: ContentBuild): string[] {
  if (!build.data.calendar) return [];
  const written: string[] = [];
  const { data } = resolveCalendar(build.data.calendar, build.facts);
  const file = calendarDataFile(build.root);
  if (writeIfChanged(file, `${json(data)}\n`)) written.push('calendar-data.json');
  const choices = { registrations: data.registrations, states: data.states };
  const choicesFile = path.join(path.dirname(file), 'calendar-choices.json');
  if (writeIfChanged(choicesFile, `${json(choices)}\n`)) written.push('calendar-choices.json');
  for (const language of translationLanguages) {
    const translated = build.dataIn[language]?.calendar;
    const facts = build.factsIn[language] ?? build.facts;
    const words = translated
      ? calendarWords(resolveCalendar(translated, facts, language).data)
      : null;
    const name = `calendar-words.${language}.json`;
    if (writeIfChanged(path.join(path.dirname(file), name), `${json(words)}\n`)) written.push(name);
  }
  const index = jsonIndexModule({
    files: translationLanguages.map((l) => [l, `calendar-words.${l}.json`]),
    type: 'CalendarWords',
    typeImport: "import type { CalendarWords } from '../calendar-language.ts';",
    doc: "Each translation's calendar words (null until it has them), by language: read through the list of languages (calendar-data.ts), never by a file's name.",
    name: 'calendarWordsIn',
    nullable: true,
  });
  if (writeIfChanged(path.join(path.dirname(file), 'calendar-words.ts'), index))
    written.push('calendar-words.ts');
  return written;
}

/**
 * A module that imports a JSON file per language (static imports, which a deployed function
 * bundles) and exports them by language code.
 */
function jsonIndexModule(o: {
  files: [Language, string][];
  type: string;
  typeImport?: string;
  doc: string;
  name: string;
  nullable?: boolean;
}): string {
  const id = (code: string) => `in_${code.replace(/[^A-Za-z0-9]/g, '_')}`;
  const type = `${o.type}${o.nullable ? ' | null' : ''}`;
  return [
    '// Generated by `npm run content` (scripts/content/generate.ts). Do not edit.',
    "import type { Language } from '../languages.ts';",
    ...(o.typeImport ? [o.typeImport] : []),
    ...o.files.map(([code, file]) => `import ${id(code)} from './${file}' with { type: 'json' };`),
    '',
    `/** ${o.doc} */`,
    `export const ${o.name}: Readonly<Partial<Record<Language, ${type}>>> = {`,
    ...o.files.map(([code]) => `  ${JSON.stringify(code)}: ${id(code)} as unknown as ${type},`),
    '};',
    '',
  ].join('\n');
}

/**
 * The compliance check-up's rules in each language, beside the calendar's data (the lead function
 * reads them too): only a page in that language loads its own (ComplianceCheck.tsx). And the
 * rules' ids alone, for the shared lead schema, which the form, the function and this script all
 * import: kept in the repository (a clean clone's first run needs it), rewritten here. Returns the
 * names of the files that changed.
 */
function writeCheckupRules(build: ContentBuild): string[] {
  const file = build.data.obligations;
  if (!file) return [];
  const written: string[] = [];
  for (const language of languages) {
    const facts = build.factsIn[language] ?? build.facts;
    const words = isOriginal(language) ? undefined : build.dataIn[language]?.obligations;
    const rules = resolveCheckup(file, words, facts, language);
    const name = `checkup-rules.${language}.json`;
    const target = path.join(path.dirname(calendarDataFile(build.root)), name);
    if (writeIfChanged(target, `${json(rules)}\n`)) written.push(name);
  }
  const index = jsonIndexModule({
    files: languages.map((l) => [l, `checkup-rules.${l}.json`]),
    type: '{ obligations: { id: string; name: string }[] }',
    doc: "The check-up's rules in each language, by language: what the lead function names a lead's obligations with.",
    name: 'checkupRulesIn',
  });
  const indexFile = path.join(path.dirname(calendarDataFile(build.root)), 'checkup-rules.ts');
  if (writeIfChanged(indexFile, index)) written.push('checkup-rules.ts');
  const ids = path.join(build.root, CHECKUP_IDS_FILE);
  const list = file.obligations.map((o) => o.id);
  if (writeIfChanged(ids, checkupIdsSource(list))) written.push(CHECKUP_IDS_FILE);
  return written;
}

/**
 * The namespaces the Edge Functions read, beside the calendar's data (a deployed function bundles
 * them with its code). Returns the names of the files that changed.
 */
function writeFunctionMessages(build: ContentBuild): string[] {
  const dir = path.join(build.root, FUNCTION_MESSAGES_DIR);
  const written = build.functionMessages
    .filter(([name, text]) => writeIfChanged(path.join(dir, name), text))
    .map(([name]) => `messages/${name}`);
  removeStaleMessages(dir, build.functionMessages);
  return written;
}

/** routes.json: every route, for scripts and tests (and the prerender: scripts/prerender.ts). */
function routesJson(routes: ContentRoute[]): string {
  const translations = translationsOf(routes);
  return json(
    routes.map((r) => ({
      path: r.path,
      language: r.language,
      kind: r.kind,
      h1: r.h1,
      file: r.file,
      source: routeSource(r),
      // A screen's head, a module of its own that its route loads with it.
      head: r.kind === 'screen' && r.screen ? `src/generated/heads/${r.screen.screen}.json` : null,
      // The translations it has besides its own language (for the language switch).
      translations: translations(r),
      index: r.index,
      collection: r.entry?.collection ?? null,
      layout: pageLayoutOf(r.entry),
      // A page whose job is a tool or a form (frontmatter `task`): its task comes first.
      task: r.entry?.collection === 'pages' && r.entry.frontmatter.task,
      to: r.to ?? null,
      title: r.head?.title ?? null,
      anchors: [...r.anchors].sort(),
    })),
  );
}

/**
 * Post metadata for each language's blog page (its translation of a post, or the English), and the
 * bodies, a separate module that only the server bundle and the dev server load (the browser gets
 * them as prerendered HTML). A post's `id` is its slug, the anchor on every blog page; its `key`
 * names its body and fragment, which differ by language.
 */
function blogModules(build: ContentBuild, dir: string): [string, string][] {
  const postsIn = Object.fromEntries(
    languages.map((language) => [language, blogList(build, language)]),
  );
  const bodies = [
    ...new Map(languages.flatMap((l) => build.postsIn[l]).map((p) => [postKey(p), p])),
  ];
  const bodyImports = bodies.map(
    ([, p], i) =>
      `import Post${i} from ${JSON.stringify(path.relative(dir, path.join(build.root, p.file)).split(path.sep).join('/'))};`,
  );
  return [
    [
      'blog.ts',
      `// Generated from content/blog/ and its translations. Do not edit. Newest first.\nimport type { PostFrontmatter } from '../content/schema.ts';\nimport type { Language } from '../lib/languages.ts';\n\nexport interface Post extends Pick<PostFrontmatter, 'title' | 'author' | 'date' | 'excerpt'> {\n  /** The slug: the post's anchor on the blog page. */\n  id: string;\n  /** Its body's and fragment's name: the slug, with the language before it if not English. */\n  key: string;\n  /** The language it is written in (an untranslated post is English on every blog). */\n  language: Language;\n  minutes: number;\n  /** Its date as the blog's language writes it ("12 November 2026", "12 नवंबर 2026"). */\n  dateText: string;\n}\n\n/** Each language's blog. */\nexport const postsIn: Record<Language, Post[]> = ${json(postsIn)};\n\nexport const posts: Post[] = postsIn.${originalLanguage};\n`,
    ],
    [
      'blog-bodies.ts',
      `// Generated from content/blog/ and its translations. Do not edit.\nimport type { MDXProps } from 'mdx/types';\nimport type { JSX } from 'react';\n${bodyImports.join('\n')}\n\nexport const bodies: Record<string, (props: MDXProps) => JSX.Element> = {\n${bodies.map(([key], i) => `  ${JSON.stringify(key)}: Post${i},`).join('\n')}\n};\n`,
    ],
  ];
}

/** Removes the modules of namespaces and languages the catalogue no longer has. */
function removeStaleMessages(folder: string, modules: readonly [string, string][]): void {
  if (!existsSync(folder)) return;
  const current = new Set(modules.map(([name]) => name));
  for (const name of readdirSync(folder)) {
    if (!current.has(name)) rmSync(path.join(folder, name), { force: true });
  }
}

/**
 * Writes every generated file; `searchIndex: false` leaves the search index (the costliest by
 * far) to writeSearchIndex. Returns the names of the files that changed.
 */
export function writeGenerated(build: ContentBuild, { searchIndex = true } = {}): string[] {
  const dir = generatedDir(build.root);
  const routes = [...build.routes.values()].sort((a, b) => a.path.localeCompare(b.path));
  const written: string[] = [];
  const write = (name: string, text: string) => {
    if (writeIfChanged(path.join(dir, name), text)) written.push(name);
  };

  for (const [name, text] of manifestModules(build, routes, dir)) write(name, text);
  for (const r of routes) {
    if (r.kind === 'screen' && r.screen) write(`heads/${r.screen.screen}.json`, json(r.head));
  }
  for (const [name, value] of Object.entries(build.data)) {
    // Each language's version: its translation (content/<language>/data/) or the English.
    const byLanguage = translationLanguages
      .map((language) => {
        const translated = build.dataIn[language]?.[name as DataName];
        return `  ${language}: ${translated === undefined ? name : json(translated)},`;
      })
      .join('\n');
    write(
      `data/${name}.ts`,
      `// Generated from content/data/${name}.yaml and its translations. Do not edit.\nimport type { DataOf } from '../../content/schema.ts';\nimport type { Language } from '../../lib/languages.ts';\n\nexport const ${name}: DataOf<'${name}'> = ${json(value)};\n\n/** As the pages of each language show it. */\nexport const ${name}In: Record<Language, DataOf<'${name}'>> = {\n  ${originalLanguage}: ${name},\n${byLanguage}\n};\n`,
    );
  }
  // The date the prerendered calendar starts from: the build's day in India, or CALENDAR_START
  // (YYYY-MM-DD), which scripts/build.ts pins for a whole build so that the client bundle, the
  // HTML and the .ics files agree.
  const builtOn = isoDate(parseIsoDate(process.env.CALENDAR_START ?? isoDate(todayIn())));
  write(
    'calendar-build.ts',
    `// Generated by scripts/content/generate.ts. Do not edit.\n\n/** The date (in India) the site was built: the prerendered calendar starts on it. */\nexport const builtOn = ${JSON.stringify(builtOn)};\n`,
  );
  written.push(...writeCalendarData(build));
  if (writeIfChanged(path.join(build.root, DATE_WORDS_FILE), dateWordsSource()))
    written.push(DATE_WORDS_FILE);
  written.push(...writeCheckupRules(build));
  // The auth emails' templates, kept in the repository: supabase/templates/, config.toml.
  const authEmails = writeAuthEmails(
    build.root,
    languages.map((code) => ({ code, lang: htmlLang(code), original: isOriginal(code) })),
  );
  if (authEmails.problems.length > 0) throw new ContentError(authEmails.problems);
  written.push(...authEmails.written);
  write(
    'images.ts',
    `// Generated from content/images/ by scripts/images.ts. Do not edit.\n\n/** Raster images by the path they are served at: size and the widths of their AVIF and WebP versions. */\nexport const images: Record<string, { width: number; height: number; widths: number[] }> = ${json(Object.fromEntries(build.images.map((i) => [i.src, { width: i.width, height: i.height, widths: i.widths }])))};\n`,
  );
  for (const [name, text] of siteModules(build)) write(name, text);
  write(
    'facts.ts',
    `// Generated from content/facts.yaml. Do not edit.\nimport type { Fact } from '../content/schema.ts';\n\nexport const facts: Record<string, Fact> = ${json(build.facts)};\n`,
  );

  // Each fact's value as its own export (pf.wageCeiling -> pf_wageCeiling), so the tools import
  // the few numbers they compute with and not the whole table of labels and sources.
  write(
    'fact-values.ts',
    `// Generated from content/facts.yaml. Do not edit.\n${Object.entries(build.facts)
      .map(([id, f]) => `export const ${id.replace(/\./g, '_')} = ${JSON.stringify(f.value)};`)
      .join('\n')}\n`,
  );

  for (const [name, text] of blogModules(build, dir)) write(name, text);

  write('updates.ts', updatesModule(build));
  for (const [name, text] of build.messages) write(`messages/${name}`, text);
  removeStaleMessages(path.join(dir, 'messages'), build.messages);
  written.push(...writeFunctionMessages(build));

  write('routes.json', routesJson(routes));
  if (searchIndex && writeSearchIndex(build)) written.push('search-index.json');
  return written;
}
