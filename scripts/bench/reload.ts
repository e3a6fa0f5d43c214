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

/** Resolves with the time the content plugin next sends a full reload or an error. */
function nextUpdate(server: ViteDevServer): Promise<number> {
  return new Promise((resolve, reject) => {
    const timeout = setTimeout(() => reject(new Error('no update within 60 s of a save')), 60_000);
    const send = server.ws.send.bind(server.ws) as (...args: unknown[]) => void;
    server.ws.send = ((...args: unknown[]) => {
      const payload = args[0] as { type?: string; path?: string; triggeredBy?: string };
      // Vite's own reloads name the file that triggered them; the content plugin's do not.
      const ours =
        (payload.type === 'full-reload' && !payload.path && !payload.triggeredBy) ||
        payload.type === 'error';
      if (ours) {
        clearTimeout(timeout);
        server.ws.send = send as ViteDevServer['ws']['send'];
        resolve(performance.now());
      }
      send(...args);
    }) as ViteDevServer['ws']['send'];
  });
}

async function timed(server: ViteDevServer, write: () => void): Promise<number> {
  const update = nextUpdate(server);
  const started = performance.now();
  write();
  return (await update) - started;
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
    for (let i = 0; i < runs; i++) {
      edits.push(await timed(server, () => writeFileSync(mdx, `${original}\nEdit number ${i}.\n`)));
      const file = path.join(dir, 'content', 'pages', `bench-new-${i}.mdx`);
      const text = `---\npath: /bench-new-${i}\ntitle: A new page ${i}\ndescription: A description long enough to be a useful search snippet for this page.\nhero:\n  heading: New page ${i}\n  intro: Hello.\n---\n\nNew body.\n`;
      added.push(await timed(server, () => writeFileSync(file, text)));
    }
    return { edit: edits, added };
  } finally {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function reloadFigures(projectRoot: string, sizes = [0, 1000], runs = 5) {
  const rows = [];
  for (const pages of sizes) {
    const { edit, added } = await measure(projectRoot, pages, runs);
    const site = pages === 0 ? 'this site' : `this site + ${pages.toLocaleString('en')} pages`;
    rows.push({
      site,
      'MDX edit, median ms': median(edit).toFixed(0),
      'MDX edit, slowest ms': Math.max(...edit).toFixed(0),
      'new page, median ms': median(added).toFixed(0),
      'new page, slowest ms': Math.max(...added).toFixed(0),
    });
  }
  return rows;
}
