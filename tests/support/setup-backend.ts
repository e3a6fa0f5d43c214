/**
 * The global setup of every test run: makes the backend's template data directory
 * (`backend-template.ts`) in a child process, beside the first test files, and provides the
 * address of a small server that answers with the template's path once it is made
 * (`freshDataDir` in `backend.ts` asks it). The teardown stops both and removes the template.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

export default async function setup(project: TestProject) {
  const folder = mkdtempSync(path.join(tmpdir(), 'backend-template-'));
  const dir = path.join(folder, 'data');
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'backend-template.ts'), dir],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const made = new Promise<string | null>((resolve) => {
    child.once('error', (e) => resolve(e.message));
    child.once('exit', (code, signal) =>
      resolve(code === 0 ? null : stderr || `it exited with ${signal ?? `code ${code}`}`),
    );
  });
  const server = createServer(async (_req, res) => {
    const failure = await made;
    if (failure === null) res.writeHead(200).end(dir);
    else res.writeHead(500).end(`The backend's template data directory was not made: ${failure}`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  project.provide('backendTemplate', `http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
  return async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill();
    await made;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    rmSync(folder, { recursive: true, force: true });
  };
}
