import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    environment: 'node',
    testTimeout: 30_000,
    // expect.poll waits for what a visitor would see: up to 10 s (vitest's default, 1 s, is less
    // than an Edge Function's first answer or a slowed page's start on a busy 2-core machine).
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 60_000,
    // Browser suites each start Chromium; two cores run two at a time comfortably.
    maxWorkers: 2,
  },
});
