/**
 * `npm test`: builds the site, runs every test file (arguments go to vitest), and prints the
 * total time, which is to stay within 12 minutes on a 2-core machine.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);
const started = performance.now();

const run = (command: string, args: string[]) =>
  spawnSync(command, args, { cwd: root, stdio: 'inherit' }).status ?? 1;

let status = run(bin('tsx'), [path.join(root, 'scripts', 'build.ts')]);
if (status === 0) status = run(bin('vitest'), ['run', ...process.argv.slice(2)]);

const seconds = Math.round((performance.now() - started) / 1000);
console.log(
  `npm test: ${status === 0 ? 'passed' : 'failed'} in ${Math.floor(seconds / 60)} min ${seconds % 60} s (build and tests)`,
);
process.exit(status);
