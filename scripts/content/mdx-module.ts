/**
 * Compiles an MDX file into the module the app imports: its validated frontmatter, its <head>,
 * its layout and the body, importing only the components it uses.
 */
import path from 'node:path';
import { compile } from '@mdx-js/mdx';
import { Parser } from 'acorn';
import type { Program } from 'estree';
import type { Root } from 'mdast';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import rehypeSlug from 'rehype-slug';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import { SourceMapGenerator } from 'source-map';
import type { Processor } from 'unified';
import { type CollectionName, collectionNames } from '../../src/content/collections.ts';
import { isOriginal } from '../../src/lib/languages.ts';
import { normalizePath } from '../../src/lib/url.ts';
import {
  interactiveComponents,
  islandComponents,
  islandsLoadedOnUse,
  islandsWithLanguageWords,
  mdxRegistry,
} from '../../src/mdx/registry.ts';
import { blogList } from './blog-list.ts';
import { headFor } from './build.ts';
import { rehypeEnglishLinks } from './english-links.ts';
import { clientFieldsOf } from './layout-fields.ts';
import { type Entry, layoutOf } from './load.ts';
import type { ContentBuild } from './model.ts';
import { formatProblem } from './problems.ts';
import { inlineCtaWordsIn, rehypeInlineCta } from './rehype-inline-cta.ts';
import { rehypeSections } from './rehype-sections.ts';
import { rehypeStatic } from './rehype-static.ts';
import { rehypeTables } from './rehype-tables.ts';
import { rehypeTaskLabels } from './rehype-task-labels.ts';
import { factWordsIn, remarkFacts } from './remark-facts.ts';
import { pageReview } from './review.ts';
import { type TranslationLanguage, translationLanguages } from './translations.ts';

/** Adds ESM (imports and exports) at the top of an MDX tree, as if the writer had typed it. */
function remarkInjectEsm(code: string) {
  return () => (tree: Root) => {
    const estree = Parser.parse(code, {
      ecmaVersion: 'latest',
      sourceType: 'module',
    }) as unknown as Program;
    const node: MdxjsEsm = { type: 'mdxjsEsm', value: code, data: { estree } };
    tree.children.unshift(node);
  };
}

/**
 * Hands the compiler the tree the content pipeline parsed already (a copy: the plugins below
 * change it), instead of parsing the same text again: parsing is the costliest step of a build.
 */
function parsedTree(tree: Root) {
  return function (this: Processor) {
    this.parser = () => structuredClone(tree);
  };
}

/** Components the build replaces with their text (remark-facts.ts); they ship no code. */
const factComponents = new Set(['Fact', 'FactSource', 'Example', 'Historical']);

/** The collection an MDX file belongs to, or null when it is not in a collection's folder. */
export function collectionOf(root: string, file: string): CollectionName | null {
  let rel = path.relative(path.join(root, 'content'), file).split(path.sep);
  // A translation: content/<language>/<collection>/<slug>.mdx.
  if (rel.length === 3 && translationLanguages.includes(rel[0] as TranslationLanguage))
    rel = rel.slice(1);
  if (rel.length !== 2) return null;
  const name = rel[0] as CollectionName;
  return collectionNames.includes(name) ? name : null;
}

/** The problem with each component the registry does not have, or null when there is none. */
export function unknownComponents(entry: Entry): string | null {
  const unknown = entry.analysis.components.filter((c) => !(c.name in mdxRegistry));
  if (unknown.length === 0) return null;
  return unknown
    .map((c) =>
      formatProblem({
        file: entry.file,
        line: c.line,
        message: `unknown MDX component <${c.name}>`,
      }),
    )
    .join('\n');
}

export interface MdxTarget {
  root: string;
  file: string;
  collection: CollectionName;
  entry: Entry;
  build: ContentBuild;
  /** Under the dev server (no split into static parts and islands). */
  dev: boolean;
  /** The server bundle's module (or the dev server's), not the browser bundle's. */
  ssr: boolean;
}

/** The body's sections, for the layout's "On this page" (a static part: server only). */
function tableOfContents(entry: Entry) {
  return [
    ...entry.analysis.headings
      .filter((h) => h.depth === 2)
      .map((h) => ({ id: h.id, title: h.text, line: h.line })),
    ...entry.analysis.components
      .filter(
        (c) => (c.name === 'Section' || c.name === 'Tab') && c.attributes.id && c.attributes.title,
      )
      .map((c) => ({ id: c.attributes.id, title: c.attributes.title, line: c.line })),
  ]
    .sort((a, b) => a.line - b.line)
    .map(({ id, title }) => ({ id, title }));
}

/**
 * What the build gives a layout beside the page's frontmatter: the blog's layout, its language's
 * posts (so that a blog page carries no other language's).
 */
function layoutData(entry: Entry, layout: string | null | undefined, build: ContentBuild) {
  return layout === 'BlogLayout' ? { posts: blogList(build, entry.language) } : {};
}

/**
 * The frontmatter a page's module gives its layout in the browser: the fields the layout lists in
 * its `clientFields` (layout-fields.ts), and what the build gives it (`layoutData`).
 */
export function browserFrontmatter(
  entry: Entry,
  layout: string | null | undefined,
  build: ContentBuild,
): Record<string, unknown> {
  const clientFields = layout ? clientFieldsOf(layout) : 'all';
  const fields =
    clientFields === 'all'
      ? entry.frontmatter
      : Object.fromEntries(
          Object.entries(entry.frontmatter).filter(([k]) => clientFields.includes(k)),
        );
  const data: { posts?: Record<string, unknown>[] } = layoutData(entry, layout, build);
  // A post's excerpt is a static part of the blog's HTML (BlogLayout): not in the browser's list.
  if (data.posts) data.posts = data.posts.map(({ excerpt: _, ...post }) => post);
  return { ...fields, ...data };
}

/** The imports and exports the module starts with. */
function moduleEsm(t: MdxTarget, used: string[], layout: string | null | undefined): string {
  const { entry } = t;
  // The browser bundle of a built site gets what it needs to render the page's interactive
  // parts and to update <head> on navigation; the HTML carries the rest (static parts,
  // structured data). Blog posts are rendered as a whole elsewhere (PostBody).
  const browserBuild = !t.ssr && !t.dev;
  const split = t.collection !== 'blog' && !t.dev;
  const fullHead = entry.route
    ? headFor({ path: normalizePath(entry.route), entry }, t.build)
    : undefined;
  const frontmatter = browserBuild
    ? browserFrontmatter(entry, layout, t.build)
    : {
        ...entry.frontmatter,
        ...layoutData(entry, layout, t.build),
        toc: tableOfContents(entry),
        review: pageReview(entry, t.build.factsIn[entry.language]),
      };
  const head = browserBuild && fullHead ? { ...fullHead, jsonLd: [] } : fullHead;
  const islands = split ? used.filter((name) => islandComponents.has(name)) : [];
  const moduleOf = (name: string) =>
    `/src/mdx/${mdxRegistry[name as keyof typeof mdxRegistry]}.tsx`;
  /** The page's language, for a component whose words in it load on their own; else null. */
  const wordsIn = (name: string) =>
    !isOriginal(entry.language) && islandsWithLanguageWords.has(name)
      ? JSON.stringify(entry.language)
      : null;
  const importOf = (name: string) => {
    const language = wordsIn(name);
    // In the browser an island's code loads when it is needed (src/app/islands.tsx), with its
    // words in the page's language.
    if (browserBuild && islands.includes(name))
      return language
        ? `export const ${name} = lazyComponent(() => import('${moduleOf(name)}').then((m) => m.loadLanguage(${language}).then(() => m)));`
        : `export const ${name} = lazyComponent(() => import('${moduleOf(name)}'));`;
    // The server, and the dev server's page, render it at once: its words load first, as the
    // module loads (written as an export: MDX's code is imports and exports).
    return language
      ? `import ${name}, { loadLanguage as ${name}$loadLanguage } from '${moduleOf(name)}';\nexport const ${name}$words = await ${name}$loadLanguage(${language});`
      : `import ${name} from '${moduleOf(name)}';`;
  };
  return [
    split ? `import { Static } from '/src/app/static-html.tsx';` : '',
    islands.length > 0 ? `import { Island, lazyComponent } from '/src/app/islands.tsx';` : '',
    ...used.map(importOf),
    browserBuild ? `export const islands = [${islands.join(', ')}];` : '',
    layout ? `import Layout from '/src/layouts/${layout}.tsx';\nexport { Layout };` : '',
    `export const frontmatter = ${JSON.stringify(frontmatter)};`,
    `export const head = ${JSON.stringify(head ?? null)};`,
  ].join('\n');
}

/** The module's JavaScript and source map. */
export async function compileMdx(t: MdxTarget, code: string) {
  const used = [...new Set(t.entry.analysis.components.map((c) => c.name))].filter(
    (n) => !factComponents.has(n),
  );
  const layout = layoutOf(t.entry);
  const split = t.collection !== 'blog' && !t.dev;
  const contentDir = path.join(t.root, 'content');
  const compiled = await compile(
    { value: code, path: t.file },
    {
      remarkPlugins: [
        parsedTree(t.entry.tree),
        remarkFrontmatter,
        remarkGfm,
        remarkFacts(
          t.build.factsIn[t.entry.language],
          t.entry.language,
          factWordsIn(t.build, t.entry.language),
        ),
        remarkInjectEsm(moduleEsm(t, used, layout)),
      ],
      rehypePlugins: [
        rehypeSlug,
        rehypeTaskLabels,
        rehypeTables,
        rehypeEnglishLinks(t.entry.language, t.root),
        ...(t.collection !== 'blog'
          ? [
              rehypeInlineCta({
                bleed: layout === 'HomeLayout',
                language: t.entry.language,
                words: inlineCtaWordsIn(t.build, t.entry.language),
              }),
            ]
          : []),
        ...(t.collection !== 'blog'
          ? [rehypeSections({ interactive: interactiveComponents })]
          : []),
        ...(split
          ? [
              rehypeStatic({
                target: t.ssr ? 'server' : 'client',
                idPrefix: `${path
                  .relative(contentDir, t.file)
                  .replace(/\.mdx$/, '')
                  .split(path.sep)
                  .join('/')}:`,
                interactive: interactiveComponents,
                islands: islandComponents,
                loadOnUse: islandsLoadedOnUse,
              }),
            ]
          : []),
      ],
      development: t.dev,
      // Errors and breakpoints point at the .mdx file's own lines, in dev and in the build.
      SourceMapGenerator,
    },
  );
  return { code: String(compiled.value), map: compiled.map ?? null };
}
