/**
 * A copy of the project, built as `npm run build` builds it (`buildCopy`). This module imports
 * nothing but Node's own, so that `npm test` can copy the project quickly before its own build
 * starts (tests/support/copies.ts).
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, symlinkSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', '..');

/** What a build reads: the project without its installed packages, build output and generated code. */
const sources = [
  '.gitignore',
  'content',
  'index.html',
  'package.json',
  'public',
  'scripts',
  'server',
  'supabase',
  'src',
  'tsconfig.json',
  'vite.config.ts',
];

/**
 * Builds a copy of the project in `dir` (its node_modules linked to this one's), after `edit`
 * has changed the copy's files; returns the copy's dist/. The project's own dist/ and
 * src/generated/ are not touched.
 */
export async function buildCopy(dir: string, edit: (copy: string) => void): Promise<string> {
  copyProject(dir, edit);
  return buildProject(dir);
}

/** Copies what a build reads into `dir` and lets `edit` change the copy's files. */
export function copyProject(dir: string, edit: (copy: string) => void): void {
  mkdirSync(dir, { recursive: true });
  for (const name of sources) {
    cpSync(path.join(root, name), path.join(dir, name), {
      recursive: true,
      filter: (from) => !from.startsWith(path.join(root, 'src', 'generated')),
    });
  }
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  edit(dir);
}

/** Builds a copy made by `copyProject`, as `npm run build` does; returns its dist/. */
export async function buildProject(dir: string): Promise<string> {
  // As `npm run build` runs: not in the test runner's mode, which would build React for development.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => name !== 'NODE_ENV' && !name.startsWith('VITEST'),
    ),
  );
  await new Promise<void>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(dir, 'scripts', 'build.ts'), '--quiet'],
      { cwd: dir, env, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => {
      stderr += d.toString();
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`the build of the copy failed:\n${stderr}`)),
    );
  });
  return path.join(dir, 'dist');
}
