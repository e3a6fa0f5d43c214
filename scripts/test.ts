/**
 * `npm test`: builds the site, runs every test file (arguments go to vitest), and prints the
 * total time, which is to stay within 8 minutes on a 2-core machine.
 *
 * `npm run test:quick` (`--quick`): the unit and integration tests only, with no build and no
 * browser; it writes src/generated/ first (as `npm run content` does, which they import), and
 * says nothing of the content unless that fails.
 */
import { spawnSync } from 'node:child_process';
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

let status = quick ? content() : run(bin('tsx'), [path.join(root, 'scripts', 'build.ts')]);
if (status === 0) {
  status = run(bin('vitest'), [
    'run',
    ...(quick ? ['--project', 'quick', '--project', 'quick-isolated'] : []),
    ...args,
  ]);
}

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
