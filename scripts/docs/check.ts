/**
 * Documentation that stays true (`npm run check`, scripts/check-docs.ts): every repository path
 * and every `npm run` script that README.md, CONTRIBUTING.md and docs/**\/*.md name exists, and
 * every environment variable the code reads is documented exactly once in them.
 *
 * A path is a relative link's target, read from the document's own folder ([the bench](../scripts/
 * bench.ts) in docs/), or a word in backticks whose first folder (or whole name, with an ending)
 * is one at the top of the repository, read from there (`src/mdx/registry.ts`, `package.json`).
 * Paths the build or a run makes (.gitignore: dist/, src/generated/) are taken as they are, and
 * so is a path with a pattern or a placeholder in it (`content/*.mdx`, `content/<kind>/`).
 *
 * A variable is documented by an entry: a list item or a table row that starts with its name in
 * backticks (`- \`SITE_URL\`: ...`, `| \`SITE_URL\` | ... |`). An entry for a name no code reads
 * is a problem too.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The documents checked, relative to the root: README.md, CONTRIBUTING.md and docs/ (all .md). */
export function documents(root: string): string[] {
  const docs: string[] = ['README.md', 'CONTRIBUTING.md'].filter((f) =>
    existsSync(path.join(root, f)),
  );
  const walk = (dir: string) => {
    const abs = path.join(root, dir);
    if (!existsSync(abs)) return;
    for (const entry of readdirSync(abs, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const rel = path.posix.join(dir, entry.name);
      if (entry.isDirectory()) walk(rel);
      else if (entry.name.endsWith('.md')) docs.push(rel);
    }
  };
  walk('docs');
  return docs;
}

/** The folders the code that reads the environment lives in. */
const codeFolders = ['src', 'server', 'scripts', 'supabase/functions'];

/** Vite's own values of `import.meta.env`, set by the build, not by anyone's environment. */
const viteBuiltIns = new Set(['SSR', 'DEV', 'PROD', 'MODE', 'BASE_URL']);

const NAME = '[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*';

/**
 * How code reads a variable: process.env.X (not assigned), Deno.env.get('X'), import.meta.env.X;
 * the functions' settings readers, env('X'), required(env, 'X'), count(env, 'X', n); env.X of an
 * environment passed in; and the keys of the schemas the embedded backend parses its environment
 * with (server/config.ts, server/rest/settings.ts: `GOTRUE_JWT_EXP: goInt(3600)`).
 */
const readPatterns: RegExp[] = [
  new RegExp(`process\\.env\\.(${NAME})\\b(?!\\s*=[^=])`, 'g'),
  new RegExp(`process\\.env\\[['"](${NAME})['"]\\](?!\\s*=[^=])`, 'g'),
  new RegExp(`Deno\\.env\\.get\\(['"](${NAME})['"]\\)`, 'g'),
  new RegExp(`import\\.meta\\.env\\.(${NAME})\\b`, 'g'),
  new RegExp(`\\b(?:env|required|count)\\((?:env,\\s*)?['"](${NAME})['"]`, 'g'),
  new RegExp(`(?<!meta\\.)\\benv\\.(${NAME})\\b(?!\\s*=[^=])`, 'g'),
  new RegExp(`^\\s+(${NAME}): (?:z\\b|list\\b|go[A-Z]\\w*\\(|rate\\(|jwtKeys\\b)`, 'gm'),
];

function codeFiles(root: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    const abs = path.join(root, dir);
    if (!existsSync(abs)) return;
    for (const entry of readdirSync(abs, { withFileTypes: true })) {
      const rel = path.posix.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'generated' && entry.name !== 'node_modules') walk(rel);
      } else if (/\.(ts|tsx|mts|mjs|js)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) {
        files.push(rel);
      }
    }
  };
  for (const folder of codeFolders) walk(folder);
  return files;
}

/** The variables the code reads, each with the first file that reads it. */
export function variablesRead(root: string): Map<string, string> {
  const read = new Map<string, string>();
  for (const file of codeFiles(root)) {
    // Comments name variables without reading them.
    const text = readFileSync(path.join(root, file), 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
    for (const pattern of readPatterns) {
      for (const m of text.matchAll(pattern)) {
        const name = m[1] as string;
        if (pattern.source.startsWith('import') && viteBuiltIns.has(name)) continue;
        if (!read.has(name)) read.set(name, file);
      }
    }
  }
  return read;
}

/** .gitignore's entries as tests of a path: `dist/` a folder, `*.log` an ending, else a name. */
function ignoredPaths(root: string): (rel: string) => boolean {
  const file = path.join(root, '.gitignore');
  const rules = existsSync(file)
    ? readFileSync(file, 'utf8')
        .split('\n')
        .map((l) => l.trim())
        .filter((l) => l && !l.startsWith('#'))
    : [];
  return (rel) =>
    rules.some((rule) => {
      if (rule.startsWith('*.')) return rel.endsWith(rule.slice(1));
      const name = rule.replace(/\/$/, '');
      return rel === name || rel.startsWith(`${name}/`);
    });
}

interface Mention {
  text: string;
  line: number;
  /** A link's target (read from the document's folder), or a word in backticks. */
  link: boolean;
}

/** Words in backticks and link targets, outside fenced code blocks, with their lines. */
function mentions(markdown: string): Mention[] {
  const found: Mention[] = [];
  let fenced = false;
  markdown.split('\n').forEach((line, i) => {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    if (fenced) return;
    for (const m of line.matchAll(/`([^`\s]+)`/g))
      found.push({ text: m[1] as string, line: i + 1, link: false });
    for (const m of line.matchAll(/\]\(([^)\s]+)\)/g))
      found.push({ text: m[1] as string, line: i + 1, link: true });
  });
  return found;
}

/** The scripts named by `npm run X`, `npm start` and `npm test`, in code blocks too. */
function scriptsNamed(markdown: string): { name: string; line: number }[] {
  const found: { name: string; line: number }[] = [];
  markdown.split('\n').forEach((line, i) => {
    for (const m of line.matchAll(/\bnpm (?:run(?:-script)? ([\w:.-]+)|(start|test)\b)/g))
      found.push({ name: (m[1] ?? m[2] ?? '').replace(/[:.]+$/, ''), line: i + 1 });
  });
  return found;
}

/** The path a mention names, relative to the root, or null when it names none. */
function pathOf(mention: Mention, doc: string, topLevel: ReadonlySet<string>): string | null {
  let text = mention.text.replace(/[#?].*$/, '').replace(/:\d+(?::\d+)?$/, '');
  if (!text || /^[a-z][a-z+.-]*:/i.test(text) || text.startsWith('/')) return null;
  if (mention.link) text = path.posix.normalize(path.posix.join(path.posix.dirname(doc), text));
  else if (text.startsWith('./')) text = text.slice(2);
  if (mention.link) return text.startsWith('..') ? null : text.replace(/\/$/, '');
  const first = text.split('/')[0] as string;
  if (!topLevel.has(first) || (!text.includes('/') && !/\.\w+$/.test(text))) return null;
  return text.replace(/\/$/, '');
}

export interface DocProblem {
  file: string;
  line?: number;
  message: string;
}

function referenceProblems(root: string, docs: readonly string[]): DocProblem[] {
  const topLevel = new Set(readdirSync(root).filter((n) => n !== 'node_modules'));
  const ignored = ignoredPaths(root);
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    scripts?: Record<string, string>;
  };
  const scripts = new Set(Object.keys(pkg.scripts ?? {}));
  const problems: DocProblem[] = [];
  for (const doc of docs) {
    const markdown = readFileSync(path.join(root, doc), 'utf8');
    for (const mention of mentions(markdown)) {
      const rel = pathOf(mention, doc, topLevel);
      if (!rel || /[*<>{}$…]|\.\.\./.test(rel) || ignored(rel)) continue;
      if (!existsSync(path.join(root, rel)))
        problems.push({
          file: doc,
          line: mention.line,
          message: `names ${rel}, which does not exist`,
        });
    }
    for (const { name, line } of scriptsNamed(markdown)) {
      if (!scripts.has(name))
        problems.push({
          file: doc,
          line,
          message: `names the script "${name}", which package.json does not have`,
        });
    }
  }
  return problems;
}

const named = `(?:\\*\\*)?\`(${NAME})(?:=[^\`]*)?\`(?:\\*\\*)?`;
/** A table row's first cell, or a list item's start, made of names: `A`, `B` (or `C`). */
const entryStart = new RegExp(
  `^\\s*(?:\\|\\s*|[-*]\\s+)(${named}(?:\\s*(?:,|and|or|/|\\(or)\\s*${named}\\)?)*)`,
);

/** The variables a line of a document is the entry of. */
function entryNames(line: string): string[] {
  const start = entryStart.exec(line)?.[1];
  return start
    ? [...start.matchAll(new RegExp(`\`(${NAME})`, 'g'))].map((m) => m[1] as string)
    : [];
}

function variableProblems(root: string, docs: readonly string[]): DocProblem[] {
  const read = variablesRead(root);
  const entries = new Map<string, { file: string; line: number }[]>();
  for (const doc of docs) {
    readFileSync(path.join(root, doc), 'utf8')
      .split('\n')
      .forEach((text, i) => {
        for (const name of entryNames(text))
          entries.set(name, [...(entries.get(name) ?? []), { file: doc, line: i + 1 }]);
      });
  }
  const problems: DocProblem[] = [];
  for (const [name, file] of [...read].sort(([a], [b]) => a.localeCompare(b))) {
    const at = entries.get(name) ?? [];
    if (at.length === 0)
      problems.push({
        file,
        message: `reads the environment variable ${name}, which no document describes: give it an entry (a list item or a table row that starts with \`${name}\` in backticks) where it is explained, such as docs/configuration.md`,
      });
    else if (at.length > 1)
      problems.push({
        file: at[1]?.file ?? file,
        line: at[1]?.line,
        message: `describes ${name} again (also ${at[0]?.file}:${at[0]?.line}): keep one entry and link to it`,
      });
  }
  for (const [name, at] of entries) {
    if (!read.has(name) && /_/.test(name))
      for (const { file, line } of at)
        problems.push({ file, line, message: `describes ${name}, which no code reads` });
  }
  return problems;
}

/** Every problem of the documents under `root`, in the order of the files. */
export function docProblems(root: string): DocProblem[] {
  const docs = documents(root);
  return [...referenceProblems(root, docs), ...variableProblems(root, docs)];
}

export const formatDocProblem = (p: DocProblem) =>
  `${p.file}${p.line ? `:${p.line}` : ''}: ${p.message}`;
