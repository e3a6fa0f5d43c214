/**
 * Runs a jest-style test suite with the project's vitest, through its Node API: globals on, the
 * jest shim and header recorder as setup file, files one after another in path order (as the
 * suites' own jest sequencer does), snapshots compared and never written.
 */
import path from 'node:path';
import type { Plugin } from 'vite';
import type { TestCase, TestModule, TestSuite } from 'vitest/node';
import { BaseSequencer, createVitest, type Reporter, type TestSpecification } from 'vitest/node';
import { firstLine, type TestOutcome } from './grouping.ts';

export interface VitestRun {
  /** The package folder: vitest's root. */
  root: string;
  /** Test files relative to the root. */
  files: string[];
  testTimeout: number;
  cacheDir: string;
  log: (line: string) => void;
}

export interface VitestResult {
  outcomes: TestOutcome[];
  /** Errors vitest saw outside any test (e.g. unhandled rejections). */
  unhandled: string[];
}

class ByPath extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    return [...files].sort((a, b) => a.moduleId.localeCompare(b.moduleId));
  }
}

/**
 * Jest runs test files as CommonJS, where `require('./lib/clients')` inside a test loads a
 * TypeScript module; in vitest a test file is an ES module. Such requires of the suite's own
 * relative modules become imports, put on the file's first line so line numbers stay.
 */
const relativeRequires = (testDir: string): Plugin => ({
  name: 'compat-relative-requires',
  enforce: 'pre',
  transform(code, id) {
    if (!id.startsWith(testDir)) return null;
    const specifiers: string[] = [];
    const replaced = code.replace(
      /\brequire\((['"])(\.\.?\/[^'"]+)\1\)/g,
      (_call, _quote, specifier) => {
        const known = specifiers.indexOf(specifier);
        return `__compatRequire${known === -1 ? specifiers.push(specifier) - 1 : known}`;
      },
    );
    if (!specifiers.length) return null;
    const imports = specifiers
      .map((specifier, i) => `import * as __compatRequire${i} from ${JSON.stringify(specifier)};`)
      .join(' ');
    return { code: `${imports} ${replaced}`, map: null };
  },
});

const SETUP_FILE = path.join(import.meta.dirname, 'setup.ts');

function testName(test: TestCase | TestSuite): string {
  const names = [test.name];
  for (let parent = test.parent; parent.type === 'suite'; parent = parent.parent) {
    names.unshift(parent.name);
  }
  return names.join(' > ');
}

interface ErrorLike {
  message?: string;
  actual?: unknown;
  expected?: unknown;
}

const lines = (text: unknown) =>
  String(text ?? '')
    .split('\n')
    .map((line) => line.trim());

/** The key of the innermost object or array still open at line `at`: where the value differs. */
const enclosingKey = (lines: string[], at: number) => {
  let depth = 0;
  for (let i = at - 1; i >= 0; i--) {
    const line = lines[i] ?? '';
    if (/^[\]}]/.test(line)) depth++;
    if (!/[[{]$/.test(line)) continue;
    if (depth > 0) depth--;
    else if (/^"[^"]+": [[{]$/.test(line)) return ` in ${line.slice(0, -3)}`;
  }
  return '';
};

/** The first line where a snapshot differs, and the error the backend answered, if any. */
function snapshotDifference(error: ErrorLike): string {
  const actual = lines(error.actual);
  const expected = lines(error.expected);
  const at = Array.from({ length: Math.max(actual.length, expected.length) }, (_, i) => i).find(
    (i) => actual[i] !== expected[i],
  );
  const first =
    at === undefined
      ? ''
      : `${enclosingKey(expected, at)}: expected ${expected[at] ?? '(end)'} but received ${actual[at] ?? '(end)'}`;
  const received = String(error.actual ?? '');
  const status = received.match(/"status": (\d+)/)?.[1];
  const errorPart = received.slice(received.indexOf('"error": {'));
  const message = received.includes('"error": {')
    ? errorPart.match(/"message": ("(?:[^"\\]|\\.)*")/)?.[1]
    : undefined;
  const code = errorPart.match(/"code": ("[^"]*")/)?.[1];
  const answered =
    status && message ? ` (answered ${status}${code ? ` ${code}` : ''}: ${message})` : '';
  return `snapshot mismatched${first}${answered}`;
}

/** One line that says why: the assertion's first line, or where a snapshot differs. */
function reason(error: ErrorLike | undefined): string {
  const message = firstLine(error?.message);
  return error && /^Snapshot .* mismatched$/.test(message) ? snapshotDifference(error) : message;
}

/** The first error of the test's closest describe block (or file) whose hooks failed. */
function hookError(test: TestCase): ErrorLike | undefined {
  for (let parent = test.parent; ; parent = parent.parent) {
    const [error] = parent.errors();
    if (error) return error;
    if (parent.type === 'module') return undefined;
  }
}

function outcomeOf(test: TestCase, file: string): TestOutcome {
  const result = test.result();
  const unsupported = test.meta().unsupported ?? [];
  if (result.state === 'failed') {
    return {
      file,
      name: testName(test),
      state: 'failed',
      error: reason(result.errors[0]),
      unsupported,
    };
  }
  // As jest does, a test counts as failed when a beforeAll hook of its describe block failed;
  // what that hook's requests were refused as is recorded on the file.
  const failedHook = result.state !== 'passed' && test.options.mode === 'run' && hookError(test);
  if (failedHook) {
    return {
      file,
      name: testName(test),
      state: 'failed',
      error: `a beforeAll hook failed: ${reason(failedHook)}`,
      unsupported: [...unsupported, ...(test.module.meta().unsupported ?? [])],
    };
  }
  return {
    file,
    name: testName(test),
    state: result.state === 'passed' ? 'passed' : 'skipped',
    unsupported,
  };
}

function outcomesOf(module: TestModule, root: string): TestOutcome[] {
  const file = path.relative(root, module.moduleId).split(path.sep).join('/');
  const loadErrors = module.errors().map(
    (error): TestOutcome => ({
      file,
      name: '(the file)',
      state: 'failed',
      error: reason(error),
      unsupported: [],
    }),
  );
  return [
    ...loadErrors,
    ...Array.from(module.children.allTests(), (test) => outcomeOf(test, file)),
  ];
}

function collector(root: string, log: (line: string) => void) {
  const result: VitestResult = { outcomes: [], unhandled: [] };
  const reporter: Reporter = {
    onTestModuleEnd(module) {
      const outcomes = outcomesOf(module, root);
      result.outcomes.push(...outcomes);
      const passed = outcomes.filter((o) => o.state === 'passed').length;
      const failed = outcomes.filter((o) => o.state === 'failed').length;
      const seconds = ((module.diagnostic().duration ?? 0) / 1000).toFixed(1);
      log(
        `  ${outcomes[0]?.file ?? module.moduleId}: ${passed} passed, ${failed} failed (${seconds} s)`,
      );
    },
    onTestRunEnd(_modules, unhandledErrors) {
      result.unhandled = unhandledErrors.map((e) => firstLine(e.message));
    },
  };
  return { reporter, result };
}

export async function runWithVitest(run: VitestRun): Promise<VitestResult> {
  const { reporter, result } = collector(run.root, run.log);
  const vitest = await createVitest(
    'test',
    {
      root: run.root,
      config: false,
      watch: false,
      globals: true,
      environment: 'node',
      include: run.files,
      setupFiles: [SETUP_FILE],
      fileParallelism: false,
      testTimeout: run.testTimeout,
      hookTimeout: run.testTimeout * 2,
      silent: true,
      update: false,
      reporters: [reporter],
      sequence: { sequencer: ByPath },
    },
    {
      cacheDir: run.cacheDir,
      logLevel: 'error',
      plugins: [relativeRequires(path.join(run.root, 'test') + path.sep)],
    },
  );
  try {
    await vitest.start();
  } finally {
    await vitest.close();
  }
  return result;
}
