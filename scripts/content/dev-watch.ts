/**
 * The dev server's side of the content pipeline: on every save, addition or deletion under
 * content/, the pipeline runs again (reading and checking only what the change affects, see
 * cache.ts) and the open page reloads, or shows the problems in Vite's error overlay with the
 * first one's file and line. Fixing them reloads the page.
 */
import path from 'node:path';
import type { ErrorPayload, ViteDevServer } from 'vite';
import { generatedDir } from './generate.ts';
import { FUNCTION_MESSAGES_DIR } from './messages.ts';
import { ContentError } from './problems.ts';
import type { ContentSession } from './session.ts';

export class ContentWatch {
  /** Whether the browser is showing a content error, so that the fix reloads the page. */
  private showingError = false;
  /** The error shown, sent again to a page that connects while it stands (opened or reloaded). */
  private lastError: ErrorPayload | null = null;

  constructor(
    private readonly session: ContentSession,
    private readonly server: ViteDevServer,
  ) {
    session.lazySearchIndex = true;
    session.draftTranslations = true;
  }

  /** Starts watching content/ (and src/generated/, which changes only through the pipeline). */
  start(): void {
    const contentDir = path.join(this.session.root, 'content');
    const { watcher } = this.server;
    watcher.add(contentDir);
    let settle: ReturnType<typeof setTimeout> | undefined;
    const onChange = (file: string) => {
      if (!file.startsWith(contentDir + path.sep)) return;
      this.run([file]);
      // An editor's save can arrive as two events (the file emptied, then written), and the
      // second may be folded into the first: look again once the writes have settled, so the
      // page never stays on a half-written file. Nothing is sent when nothing changed.
      clearTimeout(settle);
      settle = setTimeout(() => this.run(), 200);
    };
    watcher.on('add', onChange);
    watcher.on('unlink', onChange);
    watcher.on('change', onChange);
    // Generated files change only through the pipeline; let Vite watch them for HMR.
    watcher.add(generatedDir(this.session.root));
    this.server.ws.on('connection', () => {
      if (this.showingError && this.lastError) this.server.ws.send(this.lastError);
    });
  }

  /** Runs the pipeline after `changed` and tells the browser: reload, or show the problems. */
  run(changed: readonly string[] = []): void {
    try {
      const written = this.session.run(changed);
      // Files found changed that the watcher did not report: it drops a second save of a file
      // made within 50 ms of the first (chokidar's throttle), which the settle run finds here.
      const missed = this.session.cache.takeEdited().filter((file) => !changed.includes(file));
      const fixed = this.showingError;
      this.showingError = false;
      // A changed page's text may change the search index, written when search next opens.
      if (written.length === 0 && changed.length === 0 && missed.length === 0 && !fixed) return;
      this.reload(written, missed);
    } catch (e) {
      this.showError(e);
    }
  }

  private reload(written: string[], missed: string[]): void {
    const server = this.server;
    if (written.length > 0) {
      server.config.logger.info(`content: updated ${written.join(', ')}`, { timestamp: true });
    }
    // Do not wait for the file watcher to notice the generated files: drop them from the
    // module graph and reload the page, so a new route or changed heading shows at once. A
    // content file whose save the watcher missed is dropped too, so its page compiles afresh.
    const graph = server.environments.client.moduleGraph;
    const dir = generatedDir(this.session.root);
    const stale = [...written.map((name) => path.join(dir, name)), ...missed];
    for (const file of stale) {
      for (const mod of graph.getModulesByFile(file) ?? []) graph.invalidateModule(mod);
    }
    if (written.some((name) => name.startsWith('messages/'))) this.dropCatalogueReaders();
    server.ws.send({ type: 'full-reload' });
  }

  /**
   * After a change of the message catalogue (content/messages/, seen as a rewritten message
   * module): drops every compiled MDX page and every message module, so that the reload compiles
   * them with the new words. An MDX page holds words of the catalogue from when it was compiled
   * (its facts' units and sources, the calls to action between its sections, the mark of a link
   * to an English page: remark-facts.ts, rehype-inline-cta.ts, english-links.ts), and which page
   * holds which words is not recorded, so all of them are dropped; each compiles again only when
   * a page asks for it. The committed modules (FUNCTION_MESSAGES_DIR) are dropped with those of
   * src/generated/messages/: the pages import some of them too (the facts' units). The words
   * this process itself imports from those (the facts' units and the evidence kinds, through
   * src/lib/facts.ts and evidence.ts, bundled with vite.config.ts) are new once Vite has
   * restarted the server, which it does when a module of its configuration changes.
   */
  private dropCatalogueReaders(): void {
    const root = this.session.root;
    const messageDirs = [
      path.join(generatedDir(root), 'messages') + path.sep,
      path.join(root, FUNCTION_MESSAGES_DIR) + path.sep,
    ];
    const reads = (file: string) =>
      file.endsWith('.mdx') || messageDirs.some((dir) => file.startsWith(dir));
    for (const environment of Object.values(this.server.environments)) {
      const graph = environment.moduleGraph;
      for (const [file, mods] of graph.fileToModulesMap) {
        if (reads(file)) for (const mod of mods) graph.invalidateModule(mod);
      }
    }
  }

  private showError(e: unknown): void {
    const message = e instanceof Error ? e.message : String(e);
    this.server.config.logger.error(message, { timestamp: true });
    // Vite's error overlay: the problems, with the first one's file and line as its location.
    const first = e instanceof ContentError ? e.problems[0] : undefined;
    const loc = first
      ? {
          file: path.join(this.session.root, first.file),
          line: first.line ?? 1,
          column: first.column ?? 1,
        }
      : undefined;
    this.lastError = { type: 'error', err: { message, stack: '', plugin: 'content', loc } };
    this.server.ws.send(this.lastError);
    this.showingError = true;
  }
}
