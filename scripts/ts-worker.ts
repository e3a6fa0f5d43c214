/**
 * A worker thread running one of the build's TypeScript modules. A worker does not inherit the
 * TypeScript loader the build's scripts run under (tsx): it loads the module through tsx's API.
 */
import { Worker } from 'node:worker_threads';

export function tsWorker(module: URL, workerData: unknown): Worker {
  const file = JSON.stringify(module.href);
  const tsx = JSON.stringify(import.meta.resolve('tsx/esm/api'));
  return new Worker(`import(${tsx}).then((api) => api.tsImport(${file}, ${file}))`, {
    eval: true,
    workerData,
  });
}
