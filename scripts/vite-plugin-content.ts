/**
 * Vite plugin: runs the content pipeline when the build starts and whenever content/ changes
 * under the dev server, and compiles each MDX file into a module that exports its validated
 * frontmatter, its <head>, its layout and the body, importing only the components it uses.
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
import type { Plugin, ViteDevServer } from 'vite';
import { type CollectionName, collectionNames, collections } from '../src/content/collections.ts';
import { layoutClientFields } from '../src/layouts/client-fields.ts';
import { normalizePath } from '../src/lib/url.ts';
import {
  interactiveComponents,
  islandComponents,
  islandsLoadedOnUse,
  mdxRegistry,
} from '../src/mdx/registry.ts';
import { buildContent, type ContentBuild, headFor } from './content/build.ts';
import { generatedDir, writeGenerated } from './content/generate.ts';
import { loadEntry } from './content/load.ts';
import { ContentError, formatProblem } from './content/problems.ts';
import { rehypeInlineCta } from './content/rehype-inline-cta.ts';
import { rehypeStatic } from './content/rehype-static.ts';
import { rehypeTables } from './content/rehype-tables.ts';
import { rehypeTaskLabels } from './content/rehype-task-labels.ts';
import { remarkFacts } from './content/remark-facts.ts';

export interface ContentPluginOptions {
  root: string;
  siteUrl?: string;
}

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

/** Components the build replaces with their text (remark-facts.ts); they ship no code. */
const factComponents = new Set(['Fact', 'FactSource']);

function collectionOf(root: string, file: string): CollectionName | null {
  const rel = path.relative(path.join(root, 'content'), file).split(path.sep);
  if (rel.length !== 2) return null;
  const name = rel[0] as CollectionName;
  return collectionNames.includes(name) ? name : null;
}

export function contentPlugin(options: ContentPluginOptions): Plugin {
  const root = options.root;
  const contentDir = path.join(root, 'content');
  let build: ContentBuild | null = null;
  let server: ViteDevServer | null = null;

  const run = () => {
    build = buildContent(root, { siteUrl: options.siteUrl });
    return writeGenerated(build);
  };

  /** Whether the browser is showing a content error, so that the fix reloads the page. */
  let showingError = false;

  const runInDev = () => {
    try {
      const written = run();
      const fixed = showingError;
      showingError = false;
      if (!server || (written.length === 0 && !fixed)) return;
      if (written.length > 0) {
        server.config.logger.info(`content: updated ${written.join(', ')}`, { timestamp: true });
      }
      // Do not wait for the file watcher to notice the generated files: drop them from the
      // module graph and reload the page, so a new route or changed heading shows at once.
      const graph = server.environments.client.moduleGraph;
      for (const name of written) {
        for (const mod of graph.getModulesByFile(path.join(generatedDir(root), name)) ?? []) {
          graph.invalidateModule(mod);
        }
      }
      server.ws.send({ type: 'full-reload' });
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e);
      server?.config.logger.error(message, { timestamp: true });
      // Vite's error overlay: the problems, with the first one's file and line as its location.
      const first = e instanceof ContentError ? e.problems[0] : undefined;
      const loc = first
        ? { file: path.join(root, first.file), line: first.line ?? 1, column: first.column ?? 1 }
        : undefined;
      server?.ws.send({ type: 'error', err: { message, stack: '', plugin: 'content', loc } });
      showingError = true;
    }
  };

  return {
    name: 'site-content',
    enforce: 'pre',
    buildStart() {
      if (server) {
        runInDev();
        return;
      }
      try {
        run();
      } catch (e) {
        if (e instanceof ContentError) this.error(e.message);
        throw e;
      }
    },
    configureServer(s) {
      server = s;
      s.watcher.add(contentDir);
      const onChange = (file: string) => {
        if (file.startsWith(contentDir + path.sep)) runInDev();
      };
      s.watcher.on('add', onChange);
      s.watcher.on('unlink', onChange);
      s.watcher.on('change', onChange);
      // Generated files change only through the pipeline; let Vite watch them for HMR.
      s.watcher.add(generatedDir(root));
    },
    async transform(code, id, transformOptions) {
      const file = id.split('?')[0] ?? id;
      if (!file.endsWith('.mdx')) return null;
      const collection = collectionOf(root, file);
      if (!collection) this.error(`${file}: MDX files live in a collection folder under content/`);
      if (!build) run();
      const current = build as unknown as ContentBuild;
      const loaded = loadEntry(root, file, collection, current.facts, code);
      if (!loaded.ok) this.error(new ContentError(loaded.problems).message);
      const entry = loaded.value;
      const unknown = entry.analysis.components.filter((c) => !(c.name in mdxRegistry));
      if (unknown.length > 0) {
        this.error(
          unknown
            .map((c) =>
              formatProblem({
                file: entry.file,
                line: c.line,
                message: `unknown MDX component <${c.name}>`,
              }),
            )
            .join('\n'),
        );
      }

      const used = [...new Set(entry.analysis.components.map((c) => c.name))].filter(
        (n) => !factComponents.has(n),
      );
      const layout = collections[collection].layout(entry.frontmatter);
      const fullHead = entry.route
        ? headFor({ path: normalizePath(entry.route), entry }, current)
        : undefined;
      // The browser bundle of a built site gets what it needs to render the page's interactive
      // parts and to update <head> on navigation; the HTML carries the rest (static parts,
      // structured data). Blog posts are rendered as a whole elsewhere (PostBody).
      const browserBuild = !transformOptions?.ssr && server === null;
      const split = collection !== 'blog' && server === null;
      const clientFields = layout ? (layoutClientFields[layout] ?? 'all') : 'all';
      // The body's sections, for the layout's "On this page" (a static part: server only).
      const toc = [
        ...entry.analysis.headings
          .filter((h) => h.depth === 2)
          .map((h) => ({ id: h.id, title: h.text, line: h.line })),
        ...entry.analysis.components
          .filter(
            (c) =>
              (c.name === 'Section' || c.name === 'Tab') && c.attributes.id && c.attributes.title,
          )
          .map((c) => ({ id: c.attributes.id, title: c.attributes.title, line: c.line })),
      ]
        .sort((a, b) => a.line - b.line)
        .map(({ id, title }) => ({ id, title }));
      const frontmatter = browserBuild
        ? clientFields !== 'all'
          ? Object.fromEntries(
              Object.entries(entry.frontmatter as Record<string, unknown>).filter(([k]) =>
                clientFields.includes(k),
              ),
            )
          : entry.frontmatter
        : { ...(entry.frontmatter as object), toc };
      const head = browserBuild && fullHead ? { ...fullHead, jsonLd: [] } : fullHead;
      const islands = split ? used.filter((name) => islandComponents.has(name)) : [];
      const moduleOf = (name: string) =>
        `/src/mdx/${mdxRegistry[name as keyof typeof mdxRegistry]}.tsx`;
      const esm = [
        split ? `import { Static } from '/src/app/static-html.tsx';` : '',
        islands.length > 0 ? `import { Island, lazyComponent } from '/src/app/islands.tsx';` : '',
        ...used.map((name) =>
          // In the browser an island's code loads when it is needed (src/app/islands.tsx).
          browserBuild && islands.includes(name)
            ? `export const ${name} = lazyComponent(() => import('${moduleOf(name)}'));`
            : `import ${name} from '${moduleOf(name)}';`,
        ),
        browserBuild ? `export const islands = [${islands.join(', ')}];` : '',
        layout ? `import Layout from '/src/layouts/${layout}.tsx';\nexport { Layout };` : '',
        `export const frontmatter = ${JSON.stringify(frontmatter)};`,
        `export const head = ${JSON.stringify(head ?? null)};`,
      ].join('\n');

      const compiled = await compile(
        { value: code, path: file },
        {
          remarkPlugins: [
            remarkFrontmatter,
            remarkGfm,
            remarkFacts(current.facts),
            remarkInjectEsm(esm),
          ],
          rehypePlugins: [
            rehypeSlug,
            rehypeTaskLabels,
            rehypeTables,
            ...(collection !== 'blog' ? [rehypeInlineCta({ bleed: layout === 'HomeLayout' })] : []),
            ...(split
              ? [
                  rehypeStatic({
                    target: browserBuild ? 'client' : 'server',
                    idPrefix: `${path
                      .relative(contentDir, file)
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
          development: server !== null,
          // Errors and breakpoints point at the .mdx file's own lines, in dev and in the build.
          SourceMapGenerator,
        },
      );
      return { code: String(compiled.value), map: compiled.map ?? null, moduleType: 'js' };
    },
  };
}
