/**
 * Vite plugin: runs the content pipeline when the build starts and whenever content/ changes
 * under the dev server (content/dev-watch.ts), and compiles each MDX file into a module
 * (content/mdx-module.ts).
 */

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
    buildStart() {
      if (watch) {
        watch.run();
        return;
      }
      try {
        session.run();
      } catch (e) {
        if (e instanceof ContentError) this.error(e.message);
        throw e;
      }
    },
    load(id) {
      // Under the dev server the search index is brought up to date when it is asked for.
      if (watch && id.split('?')[0] === searchIndexFile(root)) session.refreshSearchIndex();
      return null;
    },
    configureServer(server) {
      watch = new ContentWatch(session, server);
      watch.start();
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
