/**
 * Vite plugin: runs the content pipeline when the build starts and whenever content/ changes
 * under the dev server (content/dev-watch.ts), and compiles each MDX file into a module
 * (content/mdx-module.ts).
 */

import path from 'node:path';
import type { Plugin } from 'vite';
import { ContentWatch } from './content/dev-watch.ts';
import { searchIndexFile } from './content/generate.ts';
import { collectionOf, compileMdx, unknownComponents } from './content/mdx-module.ts';
import { ContentError } from './content/problems.ts';
import { sharedSession } from './content/session.ts';

export interface ContentPluginOptions {
  root: string;
  siteUrl?: string;
}

export function contentPlugin(options: ContentPluginOptions): Plugin {
  const root = options.root;
  const session = sharedSession(root, options.siteUrl);
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
      // Under the dev server the search index is brought up to date when the browser fetches it
      // (src/search/load.ts), before Vite serves the file.
      const indexPath = `/${path.relative(root, searchIndexFile(root)).split(path.sep).join('/')}`;
      server.middlewares.use((req, _res, next) => {
        if (req.url?.split('?')[0] === indexPath) session.refreshSearchIndex();
        next();
      });
    },
    hotUpdate({ file }) {
      // The index is fetched, not imported: a new one changes no module (its URL stays the same).
      if (file === searchIndexFile(root)) return [];
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
