/**
 * The yardstick for first-load JavaScript: a hello-world page that hydrates with React 19 and
 * ReactDOM, built with the same React plugin and build target as the site, measured gzip.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

export async function bareReactGzip(projectRoot: string): Promise<number> {
  // Inside the project (in the git-ignored .bench/), so that the site's own React resolves.
  mkdirSync(path.join(projectRoot, '.bench'), { recursive: true });
  const dir = mkdtempSync(path.join(projectRoot, '.bench', 'bare-react-'));
  try {
    mkdirSync(path.join(dir, 'src'));
    writeFileSync(
      path.join(dir, 'index.html'),
      '<!doctype html><html lang="en"><body><div id="root"><h1>Hello</h1></div><script type="module" src="/src/main.tsx"></script></body></html>',
    );
    writeFileSync(
      path.join(dir, 'src', 'main.tsx'),
      `import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
hydrateRoot(document.getElementById('root') as HTMLElement, <StrictMode><h1>Hello</h1></StrictMode>);
`,
    );
    await build({
      configFile: false,
      root: dir,
      logLevel: 'silent',
      plugins: [react()],
      build: {
        target: 'es2022',
        outDir: path.join(dir, 'dist'),
        emptyOutDir: true,
        modulePreload: { polyfill: false },
      },
    });
    const assets = path.join(dir, 'dist', 'assets');
    return readdirSync(assets)
      .filter((f) => f.endsWith('.js'))
      .reduce((n, f) => n + gzipSync(readFileSync(path.join(assets, f))).length, 0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
