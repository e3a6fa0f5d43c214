/**
 * `npm run test:compat -- <supabase-js checkout> [--json FILE] [--strict] [--suite NAME]`
 *
 * Runs Supabase's own auth-js and postgrest-js test suites against the embedded backend and
 * prints, per suite, the tests run, passed and failed, with the failures grouped as deliberately
 * unsupported (by category) or incompatible. Exits 0 when the suites ran, whatever they found;
 * with --strict, 1 when any failure is incompatible.
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startSuiteBackend } from './backend.ts';
import { formatReport, groupOutcomes, type SuiteReport, summaryLine } from './grouping.ts';
import { type Checkout, copyPackage, openCheckout, pointTestsAt } from './source.ts';
import { SUITES, type Suite, selectFiles } from './suites.ts';
import { runWithVitest } from './vitest-run.ts';

const PROJECT_ROOT = path.resolve(import.meta.dirname, '..', '..');

/** Everything to undo at the end, newest first; also run on Ctrl-C. */
const cleanups: (() => Promise<void> | void)[] = [];
async function cleanUp() {
  while (cleanups.length) {
    try {
      await cleanups.pop()?.();
    } catch (e) {
      console.error(`clean-up: ${(e as Error).message}`);
    }
  }
}

/** Registers an undo step; the function returned runs it now (once). */
function defer(step: () => Promise<void> | void): () => Promise<void> {
  cleanups.push(step);
  return async () => {
    const index = cleanups.indexOf(step);
    if (index === -1) return;
    cleanups.splice(index, 1);
    await step();
  };
}

async function runSuite(suite: Suite, checkout: Checkout): Promise<SuiteReport> {
  const started = Date.now();
  const work = mkdtempSync(path.join(tmpdir(), 'compat-'));
  const removeWork = defer(() => rmSync(work, { recursive: true, force: true }));
  // The copied tests import packages (jsonwebtoken, faker, zod...) from the project's node_modules.
  symlinkSync(path.join(PROJECT_ROOT, 'node_modules'), path.join(work, 'node_modules'), 'dir');
  const packageDir = copyPackage(checkout, suite.packagePath, work);
  const { files, skipped } = selectFiles(suite, packageDir);
  console.log(`\n${suite.name}: ${files.length} test files`);
  for (const { file, reason } of skipped) console.log(`  not run: ${file}: ${reason}`);
  for (const block of suite.unsupportedBlocks) {
    console.log(
      `  counted as deliberately unsupported (${block.category}) when it fails: ${block.file} > ${block.name}: ${block.why}`,
    );
  }

  const settings = suite.prepare(packageDir, work);
  for (const note of settings.notes) console.log(`  ${note}`);
  const dataDir = path.join(work, 'data');
  mkdirSync(dataDir);
  const { backend, errors } = await startSuiteBackend(settings, dataDir);
  const closeBackend = defer(() => backend.close());
  console.log(`  backend at ${backend.url} (fresh data folder)`);
  pointTestsAt(packageDir, backend.url);

  const result = await runWithVitest({
    root: packageDir,
    files,
    testTimeout: suite.testTimeout,
    cacheDir: path.join(work, 'vite-cache'),
    log: (line) => console.log(line),
  });
  await closeBackend();

  for (const line of result.unhandled) console.log(`  error outside any test: ${line}`);
  for (const line of errors) console.log(`  ${line}`);
  const report = groupOutcomes(suite.name, result.outcomes, suite.unsupportedBlocks);
  console.log(formatReport(report));
  console.log(`  (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  await removeWork();
  return report;
}

function parseCommandLine() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      json: { type: 'string' },
      strict: { type: 'boolean', default: false },
      suite: { type: 'string', multiple: true },
    },
  });
  const [checkoutPath] = positionals;
  if (!checkoutPath || positionals.length > 1) {
    throw new Error(
      'usage: npm run test:compat -- <path to supabase-js (checkout or git directory)> [--json FILE] [--strict] [--suite auth-js|postgrest-js]',
    );
  }
  const suites = values.suite
    ? values.suite.map((name) => {
        const suite = SUITES.find((s) => s.name === name);
        if (!suite)
          throw new Error(`unknown suite ${name}: ${SUITES.map((s) => s.name).join(', ')}`);
        return suite;
      })
    : SUITES;
  return { checkoutPath, suites, json: values.json, strict: values.strict };
}

async function main(): Promise<number> {
  const options = parseCommandLine();
  const checkout = openCheckout(options.checkoutPath);
  // Snapshots are compared, never written; nothing waits for input.
  process.env.CI = 'true';
  console.log(
    `supabase-js ${checkout.kind} at ${checkout.path}, commit ${checkout.commit ?? '(unknown)'}`,
  );

  const reports: SuiteReport[] = [];
  for (const suite of options.suites) reports.push(await runSuite(suite, checkout));

  console.log('');
  for (const report of reports) console.log(summaryLine(report));
  if (options.json) {
    const summary = { checkout: checkout.path, commit: checkout.commit ?? null, suites: reports };
    writeFileSync(path.resolve(options.json), `${JSON.stringify(summary, null, 2)}\n`);
  }
  const incompatible = reports.some((r) => r.incompatible.length > 0);
  return options.strict && incompatible ? 1 : 0;
}

// A Ctrl-C may arrive twice (from the terminal, and relayed by npm): the first one cleans up, the
// others must not cut that short. (npm runs this with `node --import tsx` rather than the tsx
// command, whose parent process ends the runner before its clean-up is done.)
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.error(`\n${signal}: cleaning up`);
    cleanUp().finally(() => process.exit(130));
  });
}

main()
  .then(async (code) => {
    await cleanUp();
    process.exit(code);
  })
  .catch(async (e: Error) => {
    console.error(e.message);
    await cleanUp();
    process.exit(2);
  });
