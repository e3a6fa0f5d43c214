/**
 * The frontmatter fields each layout reads in the browser, as the layout's own module declares
 * them: `export const clientFields = ['frameworkName'] as const satisfies ClientFields<…>` (or
 * `'all'`). The build keeps only those in the page's JavaScript. It reads the list from the
 * layout's source, parsed and never run: the layouts are the app's React code.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Expression, Program } from 'estree';
import { parseAst } from 'vite';
import type { Result } from './load.ts';
import { ContentError, type Problem } from './problems.ts';

/** Field names, or every field. */
export type ClientFields = readonly string[] | 'all';

const projectRoot = path.resolve(import.meta.dirname, '../..');

/** A layout's module, relative to the project root: how messages name it. */
export const layoutFile = (layout: string) => `src/layouts/${layout}.tsx`;

const example = `export const clientFields = ['title'] as const satisfies ClientFields<PageFrontmatter>; (or 'all')`;

/** The expression under TypeScript's `as const` and `satisfies`, and parentheses. */
function unwrap(node: Expression): Expression {
  const n = node as Expression | { type: string; expression: Expression };
  if (
    n.type === 'TSAsExpression' ||
    n.type === 'TSSatisfiesExpression' ||
    n.type === 'TSNonNullExpression' ||
    n.type === 'ParenthesizedExpression'
  ) {
    return unwrap((n as { expression: Expression }).expression);
  }
  return node;
}

/** The value written out: 'all', or an array of strings; null for anything else. */
function literalFields(node: Expression): ClientFields | null {
  const value = unwrap(node);
  if (value.type === 'Literal') return value.value === 'all' ? 'all' : null;
  if (value.type !== 'ArrayExpression') return null;
  const fields: string[] = [];
  for (const element of value.elements) {
    if (element?.type !== 'Literal' || typeof element.value !== 'string') return null;
    fields.push(element.value);
  }
  return fields;
}

/** The `clientFields` declaration the module exports: its value and where it starts. */
function exportedDeclaration(program: Program) {
  for (const statement of program.body) {
    if (statement.type !== 'ExportNamedDeclaration') continue;
    const declaration = statement.declaration;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const d of declaration.declarations) {
      if (d.id.type === 'Identifier' && d.id.name === 'clientFields') {
        return { kind: declaration.kind, init: d.init ?? null, start: offsetOf(d) };
      }
    }
  }
  return null;
}

const offsetOf = (node: object) => (node as { start?: number }).start ?? 0;
const lineAt = (source: string, offset: number) => source.slice(0, offset).split('\n').length;

/** The fields a layout declares, read from its source text (`file` names it in messages). */
export function parseClientFields(file: string, source: string): Result<ClientFields> {
  let program: Program;
  try {
    program = parseAst(source, { lang: 'tsx' }, file) as unknown as Program;
  } catch (e) {
    // "Parse failed with 1 error:", the error, then the lines around it.
    const err = e as Error & { loc?: { line: number; column: number } };
    const reason = err.message.split('\n')[1] ?? err.message;
    return {
      ok: false,
      problems: [
        {
          file,
          line: err.loc?.line,
          column: err.loc ? err.loc.column + 1 : undefined,
          message: `cannot be parsed: ${reason}`,
        },
      ],
    };
  }
  const found = exportedDeclaration(program);
  if (!found) {
    return {
      ok: false,
      problems: [
        {
          file,
          message: `has no \`clientFields\` export: declare the frontmatter fields the layout reads in the browser (outside <Static> parts), as in ${example}`,
        },
      ],
    };
  }
  const fields = found.kind === 'const' && found.init ? literalFields(found.init) : null;
  if (fields) return { ok: true, value: fields };
  return {
    ok: false,
    problems: [
      {
        file,
        line: lineAt(source, found.start),
        message: `\`clientFields\` must be a const whose value is written out: a list of field names, or 'all' (the build reads it from the source, without running the layout), as in ${example}`,
      },
    ],
  };
}

const read = new Map<string, { source: string; result: Result<ClientFields> }>();

/** The fields a layout under src/layouts/ declares; read again only when its file changed. */
export function layoutClientFields(layout: string): Result<ClientFields> {
  const file = layoutFile(layout);
  let source: string;
  try {
    source = readFileSync(path.join(projectRoot, file), 'utf8');
  } catch {
    return {
      ok: false,
      problems: [{ file, message: 'is missing: the collection names it as a layout' }],
    };
  }
  const kept = read.get(file);
  if (kept?.source === source) return kept.result;
  const result = parseClientFields(file, source);
  read.set(file, { source, result });
  return result;
}

/** The problems with the `clientFields` of every layout in `layouts`. */
export function clientFieldProblems(layouts: Iterable<string>): Problem[] {
  return [...new Set(layouts)].flatMap((layout) => {
    const result = layoutClientFields(layout);
    return result.ok ? [] : result.problems;
  });
}

/** The fields a layout declares; a layout without a readable list stops the build. */
export function clientFieldsOf(layout: string): ClientFields {
  const result = layoutClientFields(layout);
  if (!result.ok) throw new ContentError(result.problems);
  return result.value;
}
