/**
 * A worker thread of build.ts: writes the downloads, the calendar's .ics files and the images
 * into dist/ while the main thread builds the server bundle and prerenders the pages.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { writeCalendarFiles } from './calendar-files.ts';
import { writeDownloads } from './downloads.ts';
import { writeRasterImages } from './images.ts';

/** What the worker posts when it is done: whether every file was written, or why not. */
export type BuildFilesResult = { ok: true } | { ok: false; message: string };

const { root, dist } = workerData as { root: string; dist: string };
const done = (result: BuildFilesResult) => parentPort?.postMessage(result);
try {
  await writeDownloads(root, dist);
  await writeCalendarFiles(root, dist);
  await writeRasterImages(root, dist);
  done({ ok: true });
} catch (e) {
  done({ ok: false, message: e instanceof Error ? (e.stack ?? e.message) : String(e) });
}
