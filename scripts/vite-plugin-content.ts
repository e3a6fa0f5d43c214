/**
 * Vite plugin: runs the content pipeline when the build starts and whenever content/ changes
 * under the dev server (content/dev-watch.ts), and compiles each MDX file into a module
 * (content/mdx-module.ts).
 */

import path from 'node:path';
import type { Plugin } from 'vite';
import { languages, originalLanguage } from '../src/lib/languages.ts';
import { updatesFeedPath } from '../src/lib/updates.ts';
import { ContentWatch } from './content/dev-watch.ts';
import { searchIndexFile } from './content/generate.ts';
import { collectionOf, compileMdx, unknownComponents } from './content/mdx-module.ts';
import type { ContentBuild } from './content/model.ts';
import { ContentError } from './content/problems.ts';
import { sharedSession } from './content/session.ts';
import { updateItems, updatesPagePath } from './content/updates.ts';
import { atomFeed, feedWordsIn } from './feed.ts';

export interface ContentPluginOptions {
  root: string;
  siteUrl?: string;
}

export function contentPlugin(options: ContentPluginOptions): Plugin {
  const root = options.root;
  const session = sharedSession(root, options.siteUrl);
  const searchIndexFiles = languages.map((language) => searchIndexFile(root, language));
  let watch: ContentWatch | null = null;

  return {
    name: 'site-content',
    enforce: 'pre',
    async buildStart() {
      if (watch) {
        watch.run();
        return;
      }
      try {
        await session.prepare();
        session.run();
      } catch (e) {
        if (e instanceof ContentError) this.error(e.message);
        throw e;
      }
    },
    configureServer(server) {
      watch = new ContentWatch(session, server);
      watch.start();
      // Under the dev server the search indexes are brought up to date when the browser fetches
      // one (src/search/load.ts, the page's language's), before Vite serves the file.
      const indexPaths = new Set(
        searchIndexFiles.map((file) => `/${path.relative(root, file).split(path.sep).join('/')}`),
      );
      server.middlewares.use((req, res, next) => {
        const url = req.url?.split('?')[0];
        if (url && indexPaths.has(url)) session.refreshSearchIndex();
        const feed = url === updatesFeedPath ? updatesFeed(session.build) : null;
        if (feed === null) return next();
        res.setHeader('Content-Type', 'application/atom+xml; charset=utf-8');
        res.end(feed);
      });
    },
    hotUpdate({ file }) {
      // An index is fetched, not imported: a new one changes no module (its URL stays the same).
      if (searchIndexFiles.includes(file)) return [];
    },
    async transform(code, id, transformOptions) {
      const file = id.split('?')[0] ?? id;
      if (!file.endsWith('.mdx')) return null;
      const collection = collectionOf(root, file);
      if (!collection) this.error(`${file}: MDX files live in a collection folder under content/`);
      const build = session.current();
      const loaded = session.entry(file, collection, code);
      if (!loaded.ok) this.error(new ContentError(loaded.problems).message);
      const unknown = unknownComponents(loaded.value);
      if (unknown) this.error(unknown);
      const compiled = await compileMdx(
        {
          root,
          file,
          collection,
          entry: loaded.value,
          build,
          dev: watch !== null,
          ssr: Boolean(transformOptions?.ssr),
        },
        code,
      );
      return { ...compiled, moduleType: 'js' };
    },
  };
}

/** The updates' feed, which the build writes beside the pages, from the content as it is now. */
function updatesFeed(build: ContentBuild | null): string | null {
  const page = build && updatesPagePath(build);
  if (!build || !page) return null;
  return atomFeed({
    siteName: build.site.name,
    siteUrl: build.site.url,
    page,
    feedPath: updatesFeedPath,
    updates: updateItems(build),
    words: feedWordsIn(build, originalLanguage),
  });
}
