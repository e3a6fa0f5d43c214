/**
 * `npm run check`: no code names a language. The site's languages are content
 * (content/languages.yaml); code asks src/lib/languages.ts (or, in the Edge Functions,
 * supabase/functions/_shared/languages.ts) whether a language is the original, what its prefix,
 * locale or fonts are. This parses every module of src/, scripts/, server/ and supabase/functions/
 * (as the build does, with Vite's parser) and reports each string literal that is a language code
 * of the list ('en', 'hi') and is compared (`=== 'hi'`), switched on (`case 'en':`), used as a key
 * (`x['hi']`, `{ 'hi': … }`) or as a type (`Record<'en' | 'hi', …>`, `Exclude<Language, 'en'>`),
 * and each language code read as a property by its name (`x.hi`, `x?.en`, `const { hi } = x`,
 * `typeof x.hi`): code that reads one language's field by name has a branch for that language.
 *
 * Words chosen per language (`{ en: {...}, hi: {...} }` beside a component, read with
 * `words[language]`) are a lookup keyed by the language, not a branch, and pass. The generated modules (src/generated/) are written from
 * the list; the tests name the languages they test.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseSync } from 'vite';
import { languages } from '../src/lib/languages.ts';

/** The folders checked, from the project root. */
const folders = ['src', 'scripts', 'server', 'supabase/functions'];

/** Files that may name a language, each with the reason. */
export const allowed: Record<string, string> = {
  'supabase/functions/_shared/language-list.ts':
    'the list itself, written by `npm run content` from content/languages.yaml',
  'supabase/migrations/':
    "SQL, not read by this check: the database keeps no list of languages (a stored language is any code of a language's form, 20261129000600_language_codes.sql); the migrations applied before it listed them, and the language columns default to the original, 'en'",
};

export interface LanguageUse {
  file: string;
  line: number;
  code: string;
  /** How the code is used: compared, switched on, a key, a type, read as a property. */
  use: string;
}

interface AstNode {
  type: string;
  start: number;
  [field: string]: unknown;
}

const isNode = (v: unknown): v is AstNode =>
  typeof v === 'object' && v !== null && typeof (v as AstNode).type === 'string';

/** The literal's language code, when it is one: 'hi', "en", `hi`. */
function codeOf(node: AstNode, codes: ReadonlySet<string>): string | null {
  if (node.type === 'Literal' && typeof node.value === 'string' && codes.has(node.value))
    return node.value;
  if (node.type === 'TemplateLiteral') {
    const quasis = node.quasis as { value: { cooked: string } }[];
    const cooked = quasis.length === 1 ? quasis[0]?.value.cooked : undefined;
    if (cooked !== undefined && codes.has(cooked) && (node.expressions as unknown[]).length === 0)
      return cooked;
  }
  return null;
}

const equality = new Set(['===', '!==', '==', '!=']);

/** What naming a language in `parent` (at `field`) does, or null when it is a plain value. */
function howUsed(parent: AstNode, field: string): string | null {
  switch (parent.type) {
    case 'BinaryExpression':
      return equality.has(parent.operator as string) ? 'compared' : null;
    case 'SwitchCase':
      return field === 'test' ? 'switched on' : null;
    case 'MemberExpression':
      return field === 'property' && parent.computed ? 'used as a key' : null;
    case 'Property':
    case 'PropertyDefinition':
    case 'TSPropertySignature':
    case 'MethodDefinition':
      return field === 'key' ? 'used as a key' : null;
    case 'TSLiteralType':
      return 'used as a type';
    default:
      return null;
  }
}

/**
 * What naming a language as an identifier does in `parent` (at `field`; `grand` is the parent's
 * parent): read as a property (`x.hi`, `typeof x.hi`, `const { hi } = x`), or null, as for the
 * keys of an object literal (`{ hi: … }`, a lookup) and variables that happen to be named so.
 */
function howRead(parent: AstNode, field: string, grand: AstNode | null): string | null {
  const read = 'read as a property';
  switch (parent.type) {
    case 'MemberExpression':
      return field === 'property' && !parent.computed ? read : null;
    case 'TSQualifiedName':
      return field === 'right' ? read : null;
    case 'Property':
      return field === 'key' && !parent.computed && grand?.type === 'ObjectPattern' ? read : null;
    default:
      return null;
  }
}

/** The language code and its use, when `child` (at `field` of `node`) names one in a way counted. */
function namingOf(
  child: AstNode,
  node: AstNode,
  field: string,
  grand: AstNode | null,
  codes: ReadonlySet<string>,
): { code: string; use: string } | null {
  const literal = codeOf(child, codes);
  if (literal !== null) {
    const use = howUsed(node, field);
    return use === null ? null : { code: literal, use };
  }
  const name = child.type === 'Identifier' ? (child.name as string) : null;
  if (name === null || !codes.has(name)) return null;
  const use = howRead(node, field, grand);
  return use === null ? null : { code: name, use };
}

/** Each use of a language code in one module's source. */
export function languageUses(
  file: string,
  source: string,
  codes: readonly string[] = languages,
): LanguageUse[] {
  const lang = file.endsWith('.tsx') ? 'tsx' : file.endsWith('.ts') ? 'ts' : 'js';
  const { program, errors } = parseSync(file, source, { lang, sourceType: 'module' });
  if (errors.length > 0) throw new Error(`${file}: ${errors[0]?.message}`);
  const set = new Set(codes);
  const lineAt = (offset: number) => source.slice(0, offset).split('\n').length;
  const found: LanguageUse[] = [];
  const visit = (node: AstNode, parent: AstNode | null) => {
    for (const [field, value] of Object.entries(node)) {
      for (const child of Array.isArray(value) ? value : [value]) {
        if (!isNode(child)) continue;
        const named = namingOf(child, node, field, parent, set);
        if (named !== null) found.push({ file, line: lineAt(child.start), ...named });
        visit(child, node);
      }
    }
  };
  visit(program as unknown as AstNode, null);
  return found;
}

function modules(root: string, dir: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.(ts|tsx|mjs|js)$/.test(e.name) && !e.name.endsWith('.d.ts'))
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .filter((file) => !file.startsWith('src/generated/') && !file.includes('/generated/'));
}

const isAllowed = (file: string) =>
  Object.keys(allowed).some((a) => (a.endsWith('/') ? file.startsWith(a) : file === a));

/** Every use of a language code outside the allowed files, in the project at `root`. */
export function checkLanguages(root: string): LanguageUse[] {
  return folders
    .flatMap((dir) => modules(root, dir))
    .filter((file) => !isAllowed(file))
    .flatMap((file) => languageUses(file, readFileSync(path.join(root, file), 'utf8')));
}

if (
  process.argv[1] &&
  path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)
) {
  const root = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..'));
  const uses = checkLanguages(root);
  for (const u of uses)
    console.error(
      `${u.file}:${u.line}: '${u.code}' ${u.use}: ask the language list instead (src/lib/languages.ts, in the Edge Functions _shared/languages.ts: isOriginal, languageInfo, a lookup by language)`,
    );
  if (uses.length > 0) {
    console.error(`languages: ${uses.length} uses of a language code in code`);
    process.exit(1);
  }
  console.log(
    `languages: no code names a language (${languages.join(', ')}: content/languages.yaml)`,
  );
}
