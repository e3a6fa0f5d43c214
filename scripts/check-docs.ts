/**
 * Part of `npm run check`: the paths and scripts README.md, CONTRIBUTING.md and docs/ name exist,
 * and each environment variable the code reads is documented once (scripts/docs/check.ts).
 */
import path from 'node:path';
import { docProblems, documents, formatDocProblem } from './docs/check.ts';

const root = path.resolve(import.meta.dirname, '..');
const problems = docProblems(root);
for (const p of problems) console.error(formatDocProblem(p));
if (problems.length > 0) process.exit(1);
console.log(`docs: ${documents(root).length} documents, every path, script and variable checked`);
