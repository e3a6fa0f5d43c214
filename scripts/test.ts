/**
 * `npm test`: builds the site, runs every test file (arguments go to vitest), and prints the
 * total time, which is to stay within 8 minutes on a 2-core machine. A run of every file builds
 * the copies of the project that browser tests need beside the site's build (`buildAll`).
 *
 * `npm run test:quick` (`--quick`): the unit and integration tests only, with no build and no
 * browser; it writes src/generated/ first (as `npm run content` does, which they import), and
 * says nothing of the content unless that fails.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { testChromium } from './chromium.ts';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);
const started = performance.now();
const quick = process.argv[2] === '--quick';
const args = process.argv.slice(quick ? 3 : 2);

const run = (command: string, commandArgs: string[]) =>
  spawnSync(command, commandArgs, { cwd: root, stdio: 'inherit' }).status ?? 1;

/** `npm run content`, its output shown only when it fails. */
function content(): number {
  const result = spawnSync(bin('tsx'), [path.join(root, 'scripts', 'generate.ts')], {
    cwd: root,
    encoding: 'utf8',
  });
  if (result.status !== 0) process.stderr.write(`${result.stdout}${result.stderr}`);
  return result.status ?? 1;
}

/** Runs a command with its output shown; resolves with its exit status. */
function start(command: string, commandArgs: string[]): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, { cwd: root, stdio: 'inherit' });
    child.on('error', () => resolve(1));
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

/**
 * The whole run's build: the site's, and beside it the copies of the project that browser tests
 * build (tests/support/copies.ts), in `copies`. The site's build keeps about one of two cores
 * busy; the copies take the other. The copies read the project before the site's build starts,
 * as it may write committed generated files.
 */
async function buildAll(copies: string): Promise<number> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'tests', 'support', 'copies.ts'), copies],
    { cwd: root, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
  );
  const copiesDone = new Promise<number>((resolve) => {
    child.on('error', () => resolve(1));
    child.on('exit', (code) => resolve(code ?? 1));
  });
  await Promise.race([new Promise((resolve) => child.once('message', resolve)), copiesDone]);
  const [site, copiesStatus] = await Promise.all([
    start(bin('tsx'), [path.join(root, 'scripts', 'build.ts')]),
    copiesDone,
  ]);
  return site || copiesStatus;
}

// A whole run builds the copies beforehand; a run of named files builds what it needs itself.
const copies =
  !quick && args.length === 0 ? mkdtempSync(path.join(tmpdir(), 'site-copies-')) : null;
let status = quick
  ? content()
  : copies
    ? await buildAll(copies)
    : run(bin('tsx'), [path.join(root, 'scripts', 'build.ts')]);
const removeCopies = () => {
  if (copies) rmSync(copies, { recursive: true, force: true });
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    removeCopies();
    process.exit(130);
  });
}
if (status === 0) {
  status =
    spawnSync(
      bin('vitest'),
      ['run', ...(quick ? ['--project', 'quick', '--project', 'quick-isolated'] : []), ...args],
      {
        cwd: root,
        stdio: 'inherit',
        env: copies ? { ...process.env, BUILT_COPIES: copies } : process.env,
      },
    ).status ?? 1;
}
removeCopies();

const seconds = Math.round((performance.now() - started) / 1000);
console.log(
  `npm ${quick ? 'run test:quick' : 'test'}: ${status === 0 ? 'passed' : 'failed'} in ${Math.floor(seconds / 60)} min ${seconds % 60} s (${quick ? 'content and unit and integration tests' : 'build and tests'})`,
);
// Said again at the end, where the time is: the browser tests ran in a slower Chromium.
if (!quick) {
  try {
    const { notice } = testChromium();
    if (notice) console.log(notice);
  } catch {
    // No Chromium at all: the browser tests have said how to install it.
  }
}
process.exit(status);
