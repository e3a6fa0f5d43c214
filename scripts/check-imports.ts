/**
 * `npm run check` (with tsc and Biome): the project's modules depend on one another in one
 * direction and in no cycle. esbuild parses every module of src/, scripts/ and server/ (as the
 * build does, type-only imports left out) and reports its imports; this checks them against
 * the rules below and prints each import that breaks one, and each cycle.
 *
 * content -> schema (src/content) -> scripts -> generated (src/generated) -> app: the schema
 * reads no script or generated file, scripts import no app code, and inside src/, `lib` and
 * `components` (and `tools`) import nothing from `app`, `features`, `layouts` or `search`.
 *
 * Type-only imports count too (`import type`, `import { type X }`, `export type … from`): the
 * build leaves them out, but a cycle of types is still a knot for the reader, so each module's
 * own `import … from` and `export … from` statements are read as well (`sourceImports`).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { build, type Metafile } from 'esbuild';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

/** A folder's modules may not import from these folders. */
const forbidden: Record<string, string[]> = {
  'src/content': ['scripts', 'src/generated', 'src/app', 'src/features', 'src/layouts'],
  'src/lib': ['src/app', 'src/features', 'src/layouts', 'src/search', 'src/mdx'],
  'src/components': ['src/app', 'src/features', 'src/layouts', 'src/search'],
  'src/tools': ['src/app', 'src/features', 'src/layouts', 'src/search', 'src/components'],
  scripts: ['src/app', 'src/features', 'src/layouts', 'src/search', 'src/components', 'src/mdx'],
  server: ['src', 'scripts'],
};

function modules(dir: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.(ts|tsx|mjs)$/.test(e.name) && !e.name.endsWith('.d.ts'))
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
    .filter((file) => !file.startsWith(`src${path.sep}generated`));
}

/** Imports that break a rule above for a reason. */
const allowed: Record<string, string> = {
  'src/search/engine.ts': 'the search engine indexes in the build and searches in the browser',
  'src/mdx/registry.ts':
    'the build checks and imports the components MDX uses, and splits at islands',
};

const inside = (file: string, folder: string) => file === folder || file.startsWith(`${folder}/`);

/** Every cycle among `graph`'s modules, each once (Tarjan's strongly connected components). */
export function cycles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, index.size);
    low.set(v, index.get(v) ?? 0);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) ?? 0, low.get(w) ?? 0));
      } else if (onStack.has(w)) {
        low.set(v, Math.min(low.get(v) ?? 0, index.get(w) ?? 0));
      }
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    for (let w = stack.pop(); w !== undefined; w = stack.pop()) {
      onStack.delete(w);
      component.push(w);
      if (w === v) break;
    }
    if (component.length > 1 || graph.get(v)?.includes(v)) found.push(component.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

/** An `import … from` or `export … from` statement's module, over several lines if need be. */
const fromClause = /^\s*(?:import|export)\b[^'";]*?\bfrom\s*['"]([^'"]+)['"]/gm;

/**
 * The project modules that `file` names in its import and export statements, type-only ones
 * included (esbuild drops those before it reports imports); packages and generated files aside.
 */
export function sourceImports(file: string, source: string): string[] {
  const found = new Set<string>();
  for (const [, spec] of source.matchAll(fromClause)) {
    if (!spec?.startsWith('.') || /generated\/|\.mdx$|\?/.test(spec)) continue;
    const target = path.relative(root, path.resolve(root, path.dirname(file), spec));
    if (existsSync(path.join(root, target))) found.add(target.split(path.sep).join('/'));
  }
  return [...found];
}

async function importGraph(): Promise<Map<string, string[]>> {
  const entryPoints = ['src', 'scripts', 'server'].flatMap(modules);
  const result = await build({
    absWorkingDir: root,
    entryPoints,
    bundle: true,
    write: false,
    metafile: true,
    outdir: path.join(root, '.tmp', 'check-imports'),
    platform: 'node',
    format: 'esm',
    packages: 'external',
    logLevel: 'silent',
    loader: { '.css': 'empty', '.svg': 'empty', '.sql': 'empty', '.mdx': 'empty', '.json': 'json' },
    // Generated modules stand for the content; they are not checked themselves.
    plugins: [
      {
        name: 'leave-out',
        setup(b) {
          b.onResolve({ filter: /generated\/|\.mdx$|^virtual:|\?/ }, (args) => ({
            path: args.path,
            external: true,
          }));
        },
      },
    ],
  });
  const graph = new Map<string, string[]>();
  for (const [file, input] of Object.entries((result.metafile as Metafile).inputs)) {
    if (file.startsWith('node_modules/')) continue;
    graph.set(
      file,
      input.imports
        .filter((i) => !i.external && !i.path.startsWith('node_modules/'))
        .map((i) => i.path),
    );
  }
  for (const [file, imports] of graph) {
    const typeOnly = sourceImports(file, readFileSync(path.join(root, file), 'utf8'));
    graph.set(file, [...new Set([...imports, ...typeOnly])]);
  }
  return graph;
}

export async function checkImports(): Promise<string[]> {
  const graph = await importGraph();
  const problems: string[] = [];
  for (const [file, imports] of graph) {
    for (const [folder, banned] of Object.entries(forbidden)) {
      if (!inside(file, folder)) continue;
      for (const target of imports) {
        const hit = target in allowed ? undefined : banned.find((b) => inside(target, b));
        if (hit) problems.push(`${file} imports ${target}: ${folder}/ may not import from ${hit}/`);
      }
    }
  }
  for (const cycle of cycles(graph)) problems.push(`import cycle: ${cycle.join(' <-> ')}`);
  return problems;
}

if (
  process.argv[1] &&
  path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)
) {
  const problems = await checkImports();
  for (const p of problems) console.error(p);
  if (problems.length > 0) process.exit(1);
  console.log('imports: one direction, no cycle');
}
