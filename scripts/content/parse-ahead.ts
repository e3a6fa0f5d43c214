/**
 * The production build's content pipeline parses every MDX file, one after the other, before
 * either bundle can start: most of its time at a thousand pages, on one core. This parses them
 * first on every core: worker threads (parse-worker.ts, as worker-module.ts bundles it) and this
 * thread take files in turn from a shared counter, and parseMdx then hands each tree to the
 * pipeline as if it had just parsed it (a file that does not parse is left to the pipeline,
 * which reports it). A worker's tree
 * arrives as a structured clone, plain objects like the copy the MDX compile starts from
 * (mdx-module.ts): the same data, without the parser's classes.
 */
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { Root } from 'mdast';
import { keepParsed, parseMdx } from './analyze.ts';
import { workerFile } from './worker-module.ts';

/** What a worker posts: a file's tree (null if it did not parse), or that it has finished. */
export type ParsedMessage = { index: number; tree: Root | null } | { done: true };

/** At most this many workers: the bundler that runs next has threads of its own. */
const MAX_WORKERS = 3;

function startWorker(file: URL, sources: string[], counter: Int32Array, parsed: { count: number }) {
  return new Promise<void>((resolve) => {
    const worker = new Worker(file, { workerData: { sources, counter } });
    worker.on('message', (m: ParsedMessage) => {
      if ('done' in m) void worker.terminate();
      else if (m.tree) {
        keepParsed(sources[m.index] as string, m.tree);
        parsed.count++;
      }
    });
    // A worker that cannot start or fails leaves its files to this thread or the pipeline.
    worker.on('error', () => resolve());
    worker.on('exit', () => resolve());
  });
}

/**
 * Parses the files ahead of the pipeline; their trees wait in analyze.ts. `withThisThread: false`
 * leaves them all to the workers. Returns how many the workers parsed.
 */
export async function parseAhead(
  files: readonly string[],
  { minFiles = 50, withThisThread = true } = {},
): Promise<number> {
  const workers = Math.min(availableParallelism() - (withThisThread ? 1 : 0), MAX_WORKERS);
  if (workers < 1 || files.length < minFiles) return 0;
  // Without a worker (its module could not be bundled), the pipeline parses as it always did.
  const file = await workerFile(new URL('./parse-worker.ts', import.meta.url)).catch(() => null);
  if (!file) return 0;
  const sources = files.map((f) => readFileSync(f, 'utf8'));
  const counter = new Int32Array(new SharedArrayBuffer(4));
  const parsed = { count: 0 };
  const running = Array.from({ length: workers }, () =>
    startWorker(file, sources, counter, parsed),
  );
  const next = () => (withThisThread ? Atomics.add(counter, 0, 1) : sources.length);
  for (let i = next(); i < sources.length; i = next()) {
    const source = sources[i] as string;
    try {
      keepParsed(source, parseMdx(source));
    } catch {
      // Left to the pipeline, which reports it with the file's name.
    }
  }
  await Promise.all(running);
  return parsed.count;
}
