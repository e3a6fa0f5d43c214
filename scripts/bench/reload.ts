/**
 * Save-to-reload time under the dev server, for `npm run bench`: the project's own Vite config
 * runs in a temporary copy of the project (with this site, and with 1,000 generated pages), and
 * each figure is the time from writing a file under content/ to the moment the content plugin has
 * re-validated the content, rewritten what changed in src/generated/ and sent the browser its
 * update (the full reload, caught on the server's websocket). It includes the file watcher's
 * notice; it excludes the browser's own reload, which has no browser here to run in.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createServer, type ViteDevServer } from 'vite';
import { projectCopy } from './scaling.ts';

/** The content plugin's updates on the server's websocket: `next` waits for the next one. */
function updates(server: ViteDevServer) {
  let waiting: ((at: number | null) => void) | null = null;
  const send = server.ws.send.bind(server.ws) as (...args: unknown[]) => void;
  server.ws.send = ((...args: unknown[]) => {
    const payload = args[0] as { type?: string; path?: string; triggeredBy?: string };
    // Vite's own reloads name the file that triggered them; the content plugin's do not.
    const ours =
      (payload.type === 'full-reload' && !payload.path && !payload.triggeredBy) ||
      payload.type === 'error';
    if (ours) waiting?.(performance.now());
    send(...args);
  }) as ViteDevServer['ws']['send'];
  return {
    /** The time of the next update, or null when none comes within `ms`. */
    next(ms: number): Promise<number | null> {
      return new Promise((resolve) => {
        const timer = setTimeout(() => done(null), ms);
        const done = (at: number | null) => {
          clearTimeout(timer);
          waiting = null;
          resolve(at);
        };
        waiting = done;
      });
    },
  };
}

/**
 * Milliseconds from `write` to the update. The file watcher does not report a second change of a
 * file within 50 ms of the first; the dev server finds such a save when it looks again 200 ms
 * after the last change (scripts/content/dev-watch.ts). A save with no update within 3 s would
 * be counted in `missed` and made again.
 */
async function timed(
  watch: ReturnType<typeof updates>,
  write: () => void,
  missed: { count: number },
): Promise<number> {
  for (;;) {
    const update = watch.next(3000);
    const started = performance.now();
    write();
    const at = await update;
    if (at !== null) return at - started;
    missed.count++;
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

/** Median and slowest of `runs` saves of an MDX body edit and of a new page, for one site size. */
async function measure(projectRoot: string, pages: number, runs: number) {
  const dir = projectCopy(projectRoot, pages, 'reload');
  const server = await createServer({
    root: dir,
    configFile: path.join(dir, 'vite.config.ts'),
    logLevel: 'silent',
    server: { port: 0, host: '127.0.0.1' },
  });
  // A save made before the watcher has seen every file may go unnoticed: wait for its 'ready'
  // (or 10 s, should it have come before this line).
  const ready = new Promise((resolve) => {
    server.watcher.once('ready', resolve);
    setTimeout(resolve, 10_000).unref();
  });
  try {
    await server.listen();
    await ready;
    const mdx = path.join(dir, 'content', 'pages', 'customers.mdx');
    const original = readFileSync(mdx, 'utf8');
    const edits: number[] = [];
    const added: number[] = [];
    const watch = updates(server);
    const missed = { count: 0 };
    for (let i = 0; i < runs; i++) {
      const edit = `${original}\nEdit number ${i}.\n`;
      edits.push(await timed(watch, () => writeFileSync(mdx, edit), missed));
      const file = path.join(dir, 'content', 'pages', `bench-new-${i}.mdx`);
      const text = `---\npath: /bench-new-${i}\ntitle: A new page ${i}\ndescription: A description long enough to be a useful search snippet for this page.\nhero:\n  heading: New page ${i}\n  intro: Hello.\n---\n\nNew body.\n`;
      added.push(await timed(watch, () => writeFileSync(file, text), missed));
    }
    return { edit: edits, added, missed: missed.count };
  } finally {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function reloadFigures(projectRoot: string, sizes = [0, 1000], runs = 5) {
  const rows = [];
  for (const pages of sizes) {
    const { edit, added, missed } = await measure(projectRoot, pages, runs);
    const site = pages === 0 ? 'this site' : `this site + ${pages.toLocaleString('en')} pages`;
    rows.push({
      site,
      'MDX edit, median ms': median(edit).toFixed(0),
      'MDX edit, slowest ms': Math.max(...edit).toFixed(0),
      'new page, median ms': median(added).toFixed(0),
      'new page, slowest ms': Math.max(...added).toFixed(0),
      'saves the watcher missed': missed,
    });
  }
  return rows;
}
