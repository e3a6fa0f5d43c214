import { readdirSync, readFileSync } from 'node:fs';
import { sep } from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';
import SlowFirst from './tests/support/slow-first.ts';

const common = {
  environment: 'node',
  // Tests render as the server does (__RENDER_STATIC__, src/app/static-html.tsx).
  // And every content fixture a file made is removed after it (tests/support/remove-fixtures.ts).
  setupFiles: ['tests/support/render-static.ts', 'tests/support/remove-fixtures.ts'] as string[],
  testTimeout: 30_000,
  hookTimeout: 60_000,
  // expect.poll waits for what a page or the backend does next; its default of one second is
  // shorter than a page's reply takes on a busy 2-core machine (a poll that passes returns at once).
  expect: { poll: { timeout: 10_000 } },
} as const;

const quickFiles = [
  'tests/unit/**/*.test.ts',
  'tests/unit/**/*.test.tsx',
  'tests/integration/**/*.test.ts',
];

/**
 * The test files that replace a module (`vi.mock`), a global or an environment variable the
 * site reads as its modules load (`vi.stubEnv`): they need modules loaded for them alone, and
 * run in `quick-isolated`. Found by reading the files, so that a new one cannot be missed.
 */
const isolatedFiles = readdirSync('tests', { recursive: true, encoding: 'utf8' })
  .map((f) => `tests/${f.split(sep).join('/')}`)
  .filter((f) => /\.test\.tsx?$/.test(f))
  .filter((f) => /\bvi\.(mock|doMock|stubEnv|stubGlobal)\(/.test(readFileSync(f, 'utf8')));

export default defineConfig({
  test: {
    // Every run: the backend's template data directory (tests/support/setup-backend.ts).
    globalSetup: ['tests/support/setup-backend.ts'],
    reporters: ['default', './tests/support/slowest-files.ts'],
    maxWorkers: 2,
    sequence: { sequencer: SlowFirst },
    projects: [
      {
        // `npm run test:quick`: no build and no browser. A worker runs file after file on the
        // modules it has loaded (React, the server, PGlite's compiled WebAssembly), instead of
        // loading them again for every file: the files that replace a module or an environment
        // variable for themselves run in `quick-isolated` instead.
        test: {
          ...common,
          name: 'quick',
          isolate: false,
          include: quickFiles,
          exclude: [...configDefaults.exclude, ...isolatedFiles],
        },
      },
      {
        test: { ...common, name: 'quick-isolated', include: isolatedFiles },
      },
      {
        // On the built site, with one Chromium and one static server for the run.
        test: {
          ...common,
          name: 'browser',
          // As `quick`: each file has its own site tab, backend and data; the modules are shared.
          isolate: false,
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/support/setup-browser.ts'],
        },
      },
    ],
  },
});
