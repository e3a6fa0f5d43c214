/**
 * How long `npm run backend` takes to answer, as a developer meets it: a new Node process running
 * what the script runs (npm's own start adds about 0.3 s), from the command to the printed URLs, on an empty data directory (cold: Postgres's initdb, the
 * migrations) and on one it has already prepared (warm).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

function startOnce(root: string, dataDir: string): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, ['server/start.mjs'], {
    cwd: root,
    env: { ...process.env, BACKEND_DATA_DIR: dataDir, BACKEND_PORT: '0', MAIL_PORT: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let ready = 0;
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk;
      if (!ready && output.includes('Publishable key')) {
        ready = performance.now() - started;
        child.kill('SIGTERM');
      }
    });
    child.once('error', reject);
    child.once('exit', () =>
      ready ? resolve(ready) : reject(new Error(`npm run backend stopped early:\n${output}`)),
    );
  });
}

export async function backendStartFigures(root: string, warmRuns = 3) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-backend-start-'));
  try {
    const cold = await startOnce(root, dataDir);
    const warm: number[] = [];
    for (let i = 0; i < warmRuns; i++) warm.push(await startOnce(root, dataDir));
    warm.sort((a, b) => a - b);
    return { cold, warm };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
