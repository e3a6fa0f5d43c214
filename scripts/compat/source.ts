/**
 * Where Supabase's test code comes from: a checkout of supabase-js (a work tree), or a bare or
 * mirror git directory of it. The runner never writes into it: the package under test (its src,
 * test folder and tsconfigs) is copied into a temporary folder, where the suite's own scripts may
 * write files next to its tests and the hard-coded local URLs are pointed at the backend.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface Checkout {
  path: string;
  kind: 'work tree' | 'git directory';
  commit: string | undefined;
}

const git = (args: string[], options: { maxBuffer?: number } = {}) =>
  execFileSync('git', args, {
    stdio: ['ignore', 'pipe', 'ignore'],
    maxBuffer: options.maxBuffer ?? 1024 * 1024,
  });

const tryGit = (args: string[]) => {
  try {
    return git(args).toString().trim();
  } catch {
    return undefined;
  }
};

export function openCheckout(given: string): Checkout {
  const root = path.resolve(given);
  if (existsSync(path.join(root, 'packages', 'core'))) {
    return { path: root, kind: 'work tree', commit: tryGit(['-C', root, 'rev-parse', 'HEAD']) };
  }
  const commit = tryGit([`--git-dir=${root}`, 'rev-parse', '--verify', 'HEAD^{commit}']);
  if (commit) return { path: root, kind: 'git directory', commit };
  throw new Error(
    `${given} is neither a checkout of supabase-js (no packages/core in it) nor a git directory of one`,
  );
}

/** Copies the package (e.g. packages/core/auth-js) into `dest`; returns its folder there. */
export function copyPackage(checkout: Checkout, packagePath: string, dest: string): string {
  const target = path.join(dest, packagePath);
  if (checkout.kind === 'git directory') {
    const archive = git(
      [`--git-dir=${checkout.path}`, 'archive', 'HEAD', packagePath, 'tsconfig.base.json'],
      { maxBuffer: 512 * 1024 * 1024 },
    );
    execFileSync('tar', ['-x', '-C', dest], { input: archive });
    return target;
  }
  const source = path.join(checkout.path, packagePath);
  if (!existsSync(source)) throw new Error(`${source} does not exist in the checkout`);
  for (const entry of readdirSync(source)) {
    const isConfig = /^(package|tsconfig.*)\.json$/.test(entry);
    if (entry === 'src' || entry === 'test' || isConfig) {
      cpSync(path.join(source, entry), path.join(target, entry), { recursive: true });
    }
  }
  const base = path.join(checkout.path, 'tsconfig.base.json');
  if (existsSync(base)) cpSync(base, path.join(dest, 'tsconfig.base.json'));
  return target;
}

export function listFiles(dir: string, root = dir): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (entry === 'node_modules') return [];
    return statSync(full).isDirectory()
      ? listFiles(full, root)
      : [path.relative(root, full).split(path.sep).join('/')];
  });
}

/**
 * Points the Supabase CLI's local API address (port 54321, under either host name) at the
 * backend, in the copied test files.
 */
export function pointTestsAt(packageDir: string, apiUrl: string): void {
  for (const file of listFiles(path.join(packageDir, 'test'))) {
    if (!/\.(ts|js)$/.test(file)) continue;
    const full = path.join(packageDir, 'test', file);
    const text = readFileSync(full, 'utf8');
    const pointed = text.replace(/http:\/\/(127\.0\.0\.1|localhost):54321/g, apiUrl);
    if (pointed !== text) writeFileSync(full, pointed);
  }
}
