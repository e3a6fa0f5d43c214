/**
 * One project's content pipeline as the Vite plugin runs it: the last build, and the cache that
 * lets the next run (a save under the dev server, or the server bundle's build after the client
 * bundle's) read and check again only what changed.
 */
import path from 'node:path';
import type { CollectionName } from '../../src/content/collections.ts';
import { forgetParsed } from './analyze.ts';
import { buildContent, mdxFiles } from './build.ts';
import { ContentCache } from './cache.ts';
import { writeGenerated, writeSearchIndex } from './generate.ts';
import { type Entry, languageOfFile, loadEntry, type Result } from './load.ts';
import type { ContentBuild } from './model.ts';
import { parseAhead } from './parse-ahead.ts';

export class ContentSession {
  readonly cache = new ContentCache();
  build: ContentBuild | null = null;
  /**
   * Under the dev server the search index, the costliest file by far, is written when the
   * browser fetches it (search opening), not on every save: see contentPlugin's middleware.
   */
  lazySearchIndex = false;
  /** Under the dev server: a missing translation is a warning, its English shown (BuildOptions). */
  draftTranslations = false;
  private searchIndexStale = false;

  constructor(
    readonly root: string,
    readonly siteUrl?: string,
  ) {}

  /**
   * Validates content/ (after `changed`, files the watcher reported) and writes src/generated/;
   * returns the names of the generated files that changed. Throws a ContentError.
   */
  run(changed: readonly string[] = []): string[] {
    for (const file of changed) this.cache.changed(file);
    try {
      this.build = buildContent(this.root, {
        siteUrl: this.siteUrl,
        cache: this.cache,
        draftTranslations: this.draftTranslations,
      });
    } finally {
      forgetParsed();
    }
    this.searchIndexStale = this.lazySearchIndex;
    return writeGenerated(this.build, { searchIndex: !this.lazySearchIndex });
  }

  /**
   * Before a build's first run: parses every MDX file on every core, so that the run finds
   * their trees ready (parse-ahead.ts). Later runs read only what changed.
   */
  async prepare(): Promise<void> {
    if (!this.build) await parseAhead(mdxFiles(this.root).map((f) => f.abs));
  }

  /** Brings the search index up to date with the last build, if it is not. */
  refreshSearchIndex(): void {
    if (!this.searchIndexStale || !this.build) return;
    writeSearchIndex(this.build);
    this.searchIndexStale = false;
  }

  /** The last successful build, running the pipeline first if there is none. */
  current(): ContentBuild {
    if (!this.build) this.run();
    return this.build as unknown as ContentBuild;
  }

  /** An MDX file's entry: the one the pipeline loaded, when `source` is the text it read. */
  entry(file: string, collection: CollectionName, source: string): Result<Entry> {
    const facts =
      this.current().factsIn[
        languageOfFile(path.relative(this.root, file).split(path.sep).join('/'))
      ];
    return (
      this.cache.peek<Result<Entry>>(file, facts, source) ??
      loadEntry(this.root, file, collection, facts, source)
    );
  }
}

/**
 * The session for a project, shared by every Vite build in this process: `npm run build` loads the
 * config (and this plugin) once for the client bundle and once for the server bundle, and the
 * second finds every page already read and checked.
 */
export function sharedSession(root: string, siteUrl?: string): ContentSession {
  const key = Symbol.for('site-content.sessions');
  const holder = globalThis as unknown as Record<symbol, Map<string, ContentSession> | undefined>;
  const sessions = holder[key] ?? new Map<string, ContentSession>();
  holder[key] = sessions;
  const id = `${root}\n${siteUrl ?? ''}`;
  const session = sessions.get(id) ?? new ContentSession(root, siteUrl);
  sessions.set(id, session);
  return session;
}
