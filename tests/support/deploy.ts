import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fixture, page } from './fixture.ts';
import { root } from './site.ts';

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
  mkdirSync(dir, { recursive: true });
  for (const name of sources) {
    cpSync(path.join(root, name), path.join(dir, name), {
      recursive: true,
      filter: (from) => !from.startsWith(path.join(root, 'src', 'generated')),
    });
  }
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  edit(dir);
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

/** Replaces everything in `target` with a copy of `from`, as a deploy to a static host does. */
export function deploy(from: string, target: string): void {
  rmSync(target, { recursive: true, force: true });
  cpSync(from, target, { recursive: true });
}

/** Adds `text` as the first paragraph of an MDX file's body. */
export function prependParagraph(file: string, text: string): void {
  const source = readFileSync(file, 'utf8');
  const end = source.indexOf('\n---', 3) + '\n---'.length;
  writeFileSync(file, `${source.slice(0, end)}\n\n${text}\n${source.slice(end)}`);
}

/**
 * Replaces a copy's content/ with a small site of its own (`fixture` in fixture.ts): an English
 * and a Hindi home page plus `files`. A build of it skips the site's eighty pages, which takes
 * about half the CPU of a build of the whole site.
 */
export function useSmallSite(copy: string, files: Record<string, string>): void {
  const small = fixture({
    // The Hindi labels of the fixture's header links, which a site with Hindi pages must have.
    'content/hi/site.yaml':
      'tagline: एक परीक्षण साइट।\nhours: सोम–शनि\nlabels: { Home: होम, A: क, B: ख, C: ग, D: घ, All: सभी }\n',
    'content/hi/pages/home.mdx': page('/', '', 'नमस्ते।'),
    ...files,
  });
  rmSync(path.join(copy, 'content'), { recursive: true, force: true });
  cpSync(path.join(small, 'content'), path.join(copy, 'content'), { recursive: true });
  cpSync(path.join(small, 'public', 'og.png'), path.join(copy, 'public', 'og.png'));
}
