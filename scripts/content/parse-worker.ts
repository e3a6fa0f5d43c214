/** A worker thread of parse-ahead.ts: parses the files it takes from the shared counter. */
import { parentPort, workerData } from 'node:worker_threads';
import { parseMdx } from './analyze.ts';
import type { ParsedMessage } from './parse-ahead.ts';

const { sources, counter } = workerData as { sources: string[]; counter: Int32Array };
const post = (m: ParsedMessage) => parentPort?.postMessage(m);

for (let i = Atomics.add(counter, 0, 1); i < sources.length; i = Atomics.add(counter, 0, 1)) {
  try {
    post({ index: i, tree: parseMdx(sources[i] as string) });
  } catch {
    post({ index: i, tree: null });
  }
}
post({ done: true });
