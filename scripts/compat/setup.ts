/**
 * Setup file of the compatibility runs, loaded by vitest before each of Supabase's test files.
 * The suites are written for jest: `jest` is provided as vitest's `vi`. Every response's
 * `X-Embedded-Unsupported` header is recorded on the test that made the request, so the runner
 * can tell a deliberate refusal from an incompatibility.
 */
import { afterEach, beforeAll, beforeEach, type TaskMeta, vi } from 'vitest';

declare module 'vitest' {
  interface TaskMeta {
    unsupported?: string[];
  }
}

const UNSUPPORTED_HEADER = 'X-Embedded-Unsupported';

/** The running test; outside tests (the describe blocks' hooks), the test file. */
let current: { meta: TaskMeta } | undefined;
let file: { meta: TaskMeta } | undefined;
// biome-ignore lint/correctness/noEmptyPattern: vitest wants the unused context destructured
beforeAll(({}, suite) => {
  file = suite;
});
beforeEach(({ task }) => {
  current = task;
});
// Registered first, so it runs after the suites' own afterEach hooks (which may still fetch).
afterEach(() => {
  current = undefined;
});

const originalFetch = globalThis.fetch;
globalThis.fetch = async (...args: Parameters<typeof fetch>) => {
  const response = await originalFetch(...args);
  const category = response.headers.get(UNSUPPORTED_HEADER);
  const target = current ?? file;
  const seen = target?.meta.unsupported ?? [];
  if (category && target && !seen.includes(category)) target.meta.unsupported = [...seen, category];
  return response;
};

/** Jest fakes every timer unless told otherwise with `doNotFake`; vitest takes `toFake`. */
const FAKEABLE = [
  'setTimeout',
  'clearTimeout',
  'setImmediate',
  'clearImmediate',
  'setInterval',
  'clearInterval',
  'Date',
  'performance',
] as const;

type JestTimerOptions = { doNotFake?: string[]; now?: number | Date };

const jest = Object.assign(Object.create(vi) as typeof vi, {
  useFakeTimers(options: JestTimerOptions = {}) {
    const skip = new Set(options.doNotFake ?? []);
    return vi.useFakeTimers({
      toFake: FAKEABLE.filter((name) => !skip.has(name)),
      now: options.now,
    });
  },
  // Only reached from `doMock` factories of modules that are never imported again.
  requireActual(id: string): never {
    throw new Error(
      `jest.requireActual(${JSON.stringify(id)}) has no synchronous vitest equivalent`,
    );
  },
});

Object.assign(globalThis, { jest });
