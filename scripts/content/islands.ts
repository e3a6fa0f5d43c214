/**
 * The islands contract: a component that MDX uses and that has state, effects or event handlers
 * must be an island (`interactiveComponents` in src/mdx/registry.ts). Any other component in a
 * body is rendered only into the HTML (scripts/content/rehype-static.ts), so its handlers would
 * never run in the browser; the build stops instead, naming the MDX file, the line and the
 * component, under `npm start` as under `npm run build`.
 *
 * Whether a component is interactive is read from its module and the modules of src/mdx,
 * src/features and src/tools it imports (src/components and src/lib hold shared pieces, such as
 * links, that static HTML does without).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Problem } from './problems.ts';

const projectRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');

/** A hook that keeps state or runs effects, or a JSX event handler, with what it is. */
const interactive =
  /\b(useState|useReducer|useSyncExternalStore|useActionState|useOptimistic|useTransition|useEffect|useLayoutEffect|useInsertionEffect)\s*\(|\s(on[A-Z][A-Za-z]+)=\{/;

const followed = /^src\/(mdx|features|tools)\//;

/** What makes the module at `file` (relative to the project) interactive, with its line, or null. */
export function interactiveReason(
  file: string,
  read: (file: string) => string | null = (f) => {
    const abs = path.join(projectRoot, f);
    return existsSync(abs) ? readFileSync(abs, 'utf8') : null;
  },
  seen = new Set<string>(),
): string | null {
  if (seen.has(file)) return null;
  seen.add(file);
  const source = read(file);
  if (source === null) return null;
  const lines = source.split('\n');
  for (const [i, line] of lines.entries()) {
    const m = interactive.exec(line);
    if (m) return `${m[1] ?? m[2]} at ${file}:${i + 1}`;
  }
  for (const m of source.matchAll(/^import\s[^'"]*['"](\.{1,2}\/[^'"]+)['"]/gm)) {
    if (/^import\s+type\s/.test(m[0])) continue;
    const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), m[1] ?? ''));
    if (!followed.test(target)) continue;
    const reason = interactiveReason(target, read, seen);
    if (reason) return reason;
  }
  return null;
}

/**
 * A problem for each use of a component that is interactive but not an island; `module` names
 * a component's module (relative to the project).
 */
export function islandProblems(
  file: string,
  uses: readonly { name: string; line: number }[],
  islands: ReadonlySet<string>,
  module: (name: string) => string | undefined,
  reasonOf: (file: string) => string | null = interactiveReason,
): Problem[] {
  const reasons = new Map<string, string | null>();
  const problems: Problem[] = [];
  for (const use of uses) {
    const mod = module(use.name);
    if (!mod || islands.has(use.name)) continue;
    if (!reasons.has(mod)) reasons.set(mod, reasonOf(mod));
    const reason = reasons.get(mod);
    if (!reason) continue;
    problems.push({
      file,
      line: use.line,
      message: `<${use.name}> has state, effects or event handlers (${reason}) but is not an island: add it to interactiveComponents in src/mdx/registry.ts, or its handlers never run in the built site`,
    });
  }
  return problems;
}
