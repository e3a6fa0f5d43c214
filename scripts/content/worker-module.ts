/**
 * A worker thread for one of the pipeline's TypeScript modules. A worker does not inherit the
 * TypeScript loader the build runs under (tsx), and loading tsx in a worker costs more CPU than
 * a worker saves on a busy machine: esbuild bundles the module and its local imports instead
 * (packages stay imports, so the worker runs the same package files as this thread) into the
 * project's node_modules/.cache/, and the worker runs that as plain JavaScript.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const cacheDir = fileURLToPath(
  new URL('../../node_modules/.cache/build-workers/', import.meta.url),
);

/** The file a worker runs for `module` (a TypeScript module of this project). */
export async function workerFile(module: URL): Promise<URL> {
  const entry = fileURLToPath(module);
  const bundled = await build({
    entryPoints: [entry],
    bundle: true,
    packages: 'external',
    format: 'esm',
    platform: 'node',
    target: 'node20',
    write: false,
    logLevel: 'silent',
  });
  const code = bundled.outputFiles[0]?.text ?? '';
  // Named by its content: builds of different versions of the project never share a file.
  const hash = createHash('sha256').update(code).digest('hex').slice(0, 12);
  const out = path.join(cacheDir, `${path.basename(entry, '.ts')}-${hash}.mjs`);
  if (!existsSync(out)) {
    mkdirSync(cacheDir, { recursive: true });
    // Written whole or not at all: a build of a copy of the project running beside this one (the
    // tests run them side by side, sharing node_modules) may start the same file.
    const partial = `${out}.${process.pid}.partial`;
    writeFileSync(partial, code);
    renameSync(partial, out);
  }
  return pathToFileURL(out);
}
