import { defineConfig } from 'vitest/config';
import SlowFirst from './tests/support/slow-first.ts';

const common = {
  environment: 'node',
  // Tests render as the server does (__RENDER_STATIC__, src/app/static-html.tsx).
  setupFiles: ['tests/support/render-static.ts'] as string[],
  testTimeout: 30_000,
  hookTimeout: 60_000,
  // expect.poll waits for what a page or the backend does next; its default of one second is
  // shorter than a page's reply takes on a busy 2-core machine (a poll that passes returns at once).
  expect: { poll: { timeout: 10_000 } },
} as const;

export default defineConfig({
  test: {
    // Every run: the backend's template data directory (tests/support/setup-backend.ts).
    globalSetup: ['tests/support/setup-backend.ts'],
    reporters: ['default', './tests/support/slowest-files.ts'],
    maxWorkers: 2,
    sequence: { sequencer: SlowFirst },
    projects: [
      {
        // `npm run test:quick`: no build and no browser.
        test: {
          ...common,
          name: 'quick',
          include: [
            'tests/unit/**/*.test.ts',
            'tests/unit/**/*.test.tsx',
            'tests/integration/**/*.test.ts',
          ],
        },
      },
      {
        // On the built site, with one Chromium and one static server for the run.
        test: {
          ...common,
          name: 'browser',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/support/setup-browser.ts'],
        },
      },
    ],
  },
});
