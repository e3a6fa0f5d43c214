/**
 * The message catalogue: every word of the interface, one file per language per namespace
 * (content/messages/<language>/<namespace>.yaml, `key: message`), English the original that
 * defines the keys. Validated with the rest of the content and written as typed modules under
 * src/generated/messages/ (message-syntax.ts says how a message reads):
 *
 * - `<namespace>.ts`: the namespace's type (from English) and its messages, which a component
 *   reads with `useMessages(namespace)` (src/lib/language.ts).
 * - `pack.<language>.ts`: for each language other than the original, the messages of the
 *   namespaces every page loads first (`firstLoadNamespaces`): its language pack's, which only
 *   that language's pages load, so that an English page's first load carries none of them. The
 *   other namespaces' modules carry every language.
 *
 * An extra key, a message whose placeholders differ from English's, a plural form the language
 * does not have, or a value that is not text stop the build, with the file and line. So does a
 * missing translation (a key or a whole file: `missing`), except under the dev server, where it is
 * a warning and the English is shown until the translation is written. The namespaces of
 * `originalOnlyNamespaces` (the account screens') have no translations: a file of one stops the
 * build.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isMap, isScalar, LineCounter, parseDocument } from 'yaml';
import { languagesFileSchema } from '../../src/content/schema.ts';
import { LANGUAGES_YAML } from './languages.ts';
import { loadDataFile } from './load.ts';
import {
  compileMessage,
  formatMessage,
  MessageSyntaxError,
  messageType,
  type Part,
  type Placeholders,
  parseMessage,
  placeholderList,
  placeholdersOf,
  pluralProblems,
  signatureOf,
} from './message-syntax.ts';
import type { Problem } from './problems.ts';

export const MESSAGES_DIR = 'content/messages';

/**
 * The namespaces that code every page loads first reads (the header, the search button, the home
 * page's carousel): their translations go to each language's pack instead of beside the English.
 */
export const firstLoadNamespaces: ReadonlySet<string> = new Set([
  'header',
  'carousel',
  'search-button',
  'inline-cta',
  'framework-intro',
  'load-error',
]);

/**
 * The namespaces whose modules are committed (as language-list.ts is), for two kinds of reader
 * that cannot wait for `npm run content` to write them: the Edge Functions, which import them
 * (their emails, answers and calendar sentences) and are deployed from the repository; and the
 * content build itself, which imports code that reads some of them as it starts (the lead schema,
 * the calendar's sentences, the facts' units), before it has written anything, so that a clean
 * clone's first run needs them. Written under supabase/functions/_shared/generated/messages/
 * (`FUNCTION_MESSAGES_DIR`) instead of src/generated/messages/, every language in one typed
 * module that imports nothing from src/.
 */
export const committedNamespaces: ReadonlySet<string> = new Set([
  'calendar-feed',
  'calendar-phrases',
  // Not the functions' words, but read as the content build starts (src/lib/facts.ts,
  // evidence.ts, updates.ts).
  'evidence',
  'fact-units',
  'update-dates',
  'lead-emails',
  'lead-function',
  'lead-schema',
  'lead-words',
  'reminder-digest',
  'reminder-emails',
  'reminder-function',
  'reminder-schema',
  'reminder-words',
  'state-names',
  'wait',
]);

/**
 * The namespaces written in the original language only: the words of the account screens (/auth,
 * /profile, /content-generation), which have no route in another language (docs/content.md "What
 * stays English on Hindi pages"). No translation is asked for, and a translation file is refused
 * (a translator's work that no page would show); the module carries the original's messages
 * alone, read with `useMessages` on those screens as any other namespace is. Neither first-load
 * nor committed: only the screens' own code reads them.
 */
export const originalOnlyNamespaces: ReadonlySet<string> = new Set([
  'account',
  'account-errors',
  'generator',
  'profile',
  'sign-in',
  'toasts',
]);

export const FUNCTION_MESSAGES_DIR = 'supabase/functions/_shared/generated/messages';

/** What the catalogue needs to know of a language (content/languages.yaml). */
export interface CatalogueLanguage {
  code: string;
  locale: string;
  original?: boolean;
}

export interface Catalogue {
  /** Module files under src/generated/messages/, with their text. */
  modules: [string, string][];
  /** Module files under FUNCTION_MESSAGES_DIR (committedNamespaces), with their text. */
  committedModules: [string, string][];
  problems: Problem[];
  /** Messages with no translation: errors of the build, warnings under the dev server. */
  missing: Problem[];
  /**
   * Every message by language, namespace and key as its generated module holds it: text, or a
   * function of its placeholders' values. For the words the build writes itself (the facts'
   * sources, the updates' feed, the not-found pages' heads).
   */
  values: Record<string, Record<string, Record<string, MessageValue>>>;
}

/** A message as the build uses it: text, or a function of its placeholders. */
export type MessageValue = string | ((p: Record<string, string | number>) => string);

/** A message's parts as a value (formatMessage fills it in as its compiled function would). */
const messageValue = (parts: readonly Part[], locale: string): MessageValue =>
  parts.every((p) => 'text' in p)
    ? formatMessage(parts, locale, {})
    : (p) => formatMessage(parts, locale, p);

interface Message {
  text: string;
  line: number;
}

const keyRe = /^[A-Za-z_][A-Za-z0-9_]*$/;
const namespaceRe = /^[a-z][a-z0-9-]*$/;

/** A namespace file's messages by key, or null when it is missing or cannot be read. */
function readNamespace(root: string, file: string, problems: Problem[]) {
  const abs = path.join(root, file);
  if (!existsSync(abs)) return null;
  const lineCounter = new LineCounter();
  const doc = parseDocument(readFileSync(abs, 'utf8'), { lineCounter });
  const first = doc.errors[0];
  if (first) {
    const line = first.linePos?.[0]?.line;
    problems.push({ file, line, message: `is not valid YAML: ${first.message.split('\n')[0]}` });
    return null;
  }
  const messages = new Map<string, Message>();
  if (doc.contents === null) return messages;
  if (!isMap(doc.contents)) {
    problems.push({ file, message: 'must be a list of `key: message` lines' });
    return null;
  }
  for (const pair of doc.contents.items) {
    const start = isScalar(pair.key) ? pair.key.range?.[0] : undefined;
    const line = start === undefined ? 1 : lineCounter.linePos(start).line;
    const key = isScalar(pair.key) ? String(pair.key.value) : '';
    if (!keyRe.test(key)) {
      problems.push({
        file,
        line,
        message: `"${key}" is not a key: write a name such as openMenu`,
      });
      continue;
    }
    const value = pair.value;
    if (!isScalar(value) || typeof value.value !== 'string') {
      problems.push({
        file,
        line,
        field: key,
        message:
          'is not text: write the message as a string (in quotes if it looks like a number, yes/no or a date)',
      });
      continue;
    }
    messages.set(key, { text: value.value, line });
  }
  return messages;
}

/** English's messages, parsed, with their placeholders. */
interface Original {
  key: string;
  parts: Part[];
  placeholders: Placeholders;
}

function parseOriginal(
  file: string,
  messages: Map<string, Message>,
  locale: string,
  problems: Problem[],
) {
  const out: Original[] = [];
  for (const [key, m] of messages) {
    try {
      const parts = parseMessage(m.text);
      out.push({ key, parts, placeholders: placeholdersOf(parts) });
      const plural = pluralProblems(parts, locale)[0];
      if (plural) problems.push({ file, line: m.line, field: key, message: plural });
    } catch (e) {
      if (!(e instanceof MessageSyntaxError)) throw e;
      problems.push({ file, line: m.line, field: key, message: e.message });
    }
  }
  return out;
}

/** One language's compiled messages of a namespace, by key (English's where it has none). */
function translate(
  ns: { name: string; original: Original[]; locale: string },
  file: string,
  messages: Map<string, Message> | null,
  out: { problems: Problem[]; missing: Problem[] },
  /** Filled with the parts each key's compiled message is made from. */
  chosen: Map<string, Part[]>,
): Map<string, string> {
  const compiled = new Map<string, string>();
  const byKey = new Map(ns.original.map((o) => [o.key, o]));
  for (const [key, m] of messages ?? []) {
    if (!byKey.has(key))
      out.problems.push({
        file,
        line: m.line,
        field: key,
        message: `is not in English (${MESSAGES_DIR}/…/${ns.name}.yaml defines the keys): remove it, or add it to English first`,
      });
  }
  for (const o of ns.original) {
    const m = messages?.get(o.key);
    const signature = signatureOf(o.placeholders);
    const problem = m ? translationProblem(m, o, ns.locale) : null;
    if (problem) out.problems.push({ file, line: m?.line, field: o.key, message: problem });
    if (m && !problem) {
      const parts = parseMessage(m.text);
      chosen.set(o.key, parts);
      compiled.set(o.key, compileMessage(parts, ns.locale, signature));
      continue;
    }
    if (!m && messages)
      out.missing.push({
        file,
        field: o.key,
        message: `has no translation of "${englishText(o.parts)}": add one (until then the dev server shows the English)`,
      });
    chosen.set(o.key, o.parts);
    compiled.set(o.key, compileMessage(o.parts, ns.locale, signature));
  }
  return compiled;
}

/** English's messages, compiled. */
const compileAll = (original: readonly Original[], locale: string) =>
  new Map(
    original.map((o) => [o.key, compileMessage(o.parts, locale, signatureOf(o.placeholders))]),
  );

const englishText = (parts: readonly Part[]) =>
  parts.map((p) => ('text' in p ? p.text : '…')).join('');

/** What is wrong with a translated message, or null. */
function translationProblem(m: Message, o: Original, locale: string): string | null {
  try {
    const parts = parseMessage(m.text);
    const placeholders = placeholdersOf(parts);
    const theirs = placeholderList(placeholders);
    const ours = placeholderList(o.placeholders);
    if (theirs !== ours) return `takes ${theirs}: it must take English's placeholders, ${ours}`;
    return pluralProblems(parts, locale)[0] ?? null;
  } catch (e) {
    if (e instanceof MessageSyntaxError) return e.message;
    throw e;
  }
}

/** header → header, search-button → searchButton. */
export const identifierOf = (namespace: string) =>
  namespace.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());

const typeNameOf = (namespace: string) => {
  const id = identifierOf(namespace);
  return `${id[0]?.toUpperCase()}${id.slice(1)}Messages`;
};

const objectOf = (compiled: Map<string, string>, indent: string) =>
  `{\n${[...compiled].map(([k, v]) => `${indent}  ${k}: ${v},`).join('\n')}\n${indent}}`;

/**
 * The run-time helpers a module's messages call, written into the module itself: an import of a
 * shared helper would be a chunk of its own, one more request before a translation's page starts.
 */
const helpers = {
  formatNumber: (plain: string[]) => `/**
 * \`n\` as the locale writes it (en-IN and hi-IN group digits the Indian way: 1,00,000). A number
 * under 1,000 with at most three decimals (42, 8.33, 0.75) is written as JavaScript writes it in
 * the locales listed, as the content build found that Intl writes such numbers there: the first
 * Intl.NumberFormat of a page loads the locale's number data, a task of 40 to 70 ms while the
 * page starts.
 */
const plainDigits: ReadonlySet<string> = new Set(${JSON.stringify(plain)});
const numberFormats = new Map<string, Intl.NumberFormat>();
function formatNumber(locale: string, n: number): string {
  const digits = String(n);
  if (plainDigits.has(locale) && /^\\d{1,3}(\\.\\d{1,3})?$/.test(digits) && !Object.is(n, -0)) {
    return digits;
  }
  let format = numberFormats.get(locale);
  if (!format) numberFormats.set(locale, (format = new Intl.NumberFormat(locale)));
  return format.format(n);
}
`,
  plural:
    () => `/** The form for \`n\`: an exact one (=0), else the locale's plural category's (Intl.PluralRules). */
const pluralRules = new Map<string, Intl.PluralRules>();
function plural(locale: string, n: number, forms: { other: string } & Record<string, string>): string {
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
  return forms[\`=\${n}\`] ?? forms[rules.select(n)] ?? forms.other;
}
`,
};

/**
 * Numbers under 1,000 with at most three decimals: every whole number, every thousandth from 0
 * to 10, and each whole number's quarters (14,000 numbers, about 10 ms a locale in a build).
 */
const plainSamples = [
  ...Array.from({ length: 1000 }, (_, n) => n),
  ...Array.from({ length: 10_000 }, (_, k) => k / 1000),
  ...Array.from({ length: 1000 }, (_, n) => [n + 0.5, n + 0.25, n + 0.75]).flat(),
  999.999,
];

/**
 * Whether Intl writes every number of `plainSamples` in `locale` as JavaScript does ("8.33"): a
 * locale with digits of its own, or a decimal comma, does not.
 */
const plainDigitLocales = new Map<string, boolean>();
function writesPlainDigits(locale: string): boolean {
  let plain = plainDigitLocales.get(locale);
  if (plain === undefined) {
    const format = new Intl.NumberFormat(locale);
    plain = plainSamples.every((n) => format.format(n) === String(n));
    plainDigitLocales.set(locale, plain);
  }
  return plain;
}

/** The locales that `code` formats numbers in (its calls `formatNumber("en-IN", …)`). */
const numberLocales = (code: string) =>
  [
    ...new Set(Array.from(code.matchAll(/formatNumber\("([^"]+)",/g), (m) => m[1] as string)),
  ].sort();

const helpersFor = (code: string) =>
  (['formatNumber', 'plural'] as const)
    .filter((n) => code.includes(`${n}(`))
    .map((n) => `\n${helpers[n](numberLocales(code).filter(writesPlainDigits))}`)
    .join('');

/** src/generated/messages/<namespace>.ts. */
function namespaceModule(
  name: string,
  original: Original[],
  languages: [string, Map<string, string>][],
): string {
  const typeName = typeNameOf(name);
  const fields = original.map((o) => `  ${o.key}: ${messageType(o.placeholders)};`).join('\n');
  const body = languages.map(([code, c]) => `    ${code}: ${objectOf(c, '    ')},`).join('\n');
  const value = `export const ${identifierOf(name)}: Namespace<${typeName}> = {\n  name: '${name}',\n  in: {\n${body}\n  },\n};\n`;
  return `// Generated from ${MESSAGES_DIR}/<language>/${name}.yaml by \`npm run content\`. Do not edit.\nimport type { Namespace } from '../../lib/language.ts';\n${helpersFor(value)}\n/** The ${name} messages (English defines the keys and placeholders). */\nexport interface ${typeName} {\n${fields}\n}\n\n${value}`;
}

/**
 * supabase/functions/_shared/generated/messages/<namespace>.ts: a namespace the Edge Functions
 * read, in every language, typed by English and by the list of languages (../../languages.ts).
 */
function functionModule(
  name: string,
  original: Original[],
  languages: [string, Map<string, string>][],
): string {
  const typeName = typeNameOf(name);
  const fields = original.map((o) => `  ${o.key}: ${messageType(o.placeholders)};`).join('\n');
  const body = languages.map(([code, c]) => `  ${code}: ${objectOf(c, '  ')},`).join('\n');
  const value = `export const ${identifierOf(name)}: Readonly<Record<Language, ${typeName}>> = {\n${body}\n};\n`;
  return `// Generated from ${MESSAGES_DIR}/<language>/${name}.yaml by \`npm run content\`. Do not edit.\nimport type { Language } from '../../languages.ts';\n${helpersFor(value)}\n/** The ${name} messages (English defines the keys and placeholders). */\nexport interface ${typeName} {\n${fields}\n}\n\n/** In each language of content/languages.yaml (English's words where a translation has none). */\n${value}`;
}

/** src/generated/messages/pack.<language>.ts: the first-load namespaces in one language. */
function packModule(code: string, namespaces: [string, Map<string, string>][]): string {
  const types = namespaces.map(
    ([name]) => `import type { ${typeNameOf(name)} } from './${name}.ts';\n`,
  );
  // Keyed by the namespace's name, which its module gives the accessor (src/lib/language.ts).
  const shape = namespaces.map(([name]) => `  '${name}': ${typeNameOf(name)};`);
  const value = `export const messages: PackMessages = {\n${namespaces
    .map(([name, c]) => `  '${name}': ${objectOf(c, '  ')},`)
    .join('\n')}\n};\n`;
  return `// Generated from ${MESSAGES_DIR}/${code}/ by \`npm run content\`. Do not edit.\n// The ${code} messages of the code every page loads first: part of the ${code} language pack.\n${types.join('')}${helpersFor(value)}\ninterface PackMessages {\n${shape.join('\n')}\n}\n\n${value}`;
}

const yamlFiles = (dir: string) =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.yaml'))
        .map((f) => f.slice(0, -'.yaml'.length))
        .sort()
    : [];

/** Folders and files of the catalogue that match no language or no English namespace. */
function strayProblems(root: string, codes: readonly string[], names: readonly string[]) {
  const dir = path.join(root, MESSAGES_DIR);
  const problems: Problem[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const where = `${MESSAGES_DIR}/${entry.name}`;
    if (!entry.isDirectory() || !codes.includes(entry.name)) {
      problems.push({
        file: where,
        message: `is not a language of content/languages.yaml (${codes.join(', ')})`,
      });
      continue;
    }
    for (const ns of yamlFiles(path.join(dir, entry.name))) {
      if (!names.includes(ns))
        problems.push({
          file: `${where}/${ns}.yaml`,
          message: `has no English original (${MESSAGES_DIR}/${codes[0]}/${ns}.yaml)`,
        });
    }
  }
  return problems;
}

/**
 * A namespace's messages in one language, compiled, and kept in `out.values`: the original's, or
 * a translation checked against them (English's in place of each missing message).
 */
function compileIn(
  root: string,
  ns: { name: string; original: Original[]; locale: string },
  code: string,
  isOriginal: boolean,
  out: Catalogue,
): [string, Map<string, string>] {
  const file = `${MESSAGES_DIR}/${code}/${ns.name}.yaml`;
  const chosen = new Map<string, Part[]>();
  let compiled: Map<string, string>;
  if (isOriginal) {
    for (const o of ns.original) chosen.set(o.key, o.parts);
    compiled = compileAll(ns.original, ns.locale);
  } else {
    const messages = readNamespace(root, file, out.problems);
    if (messages === null && !existsSync(path.join(root, file)))
      out.missing.push({
        file,
        message: `is missing: translate its ${ns.original.length} messages (until then the dev server shows them in English)`,
      });
    compiled = translate(ns, file, messages, out, chosen);
  }
  const values = Object.fromEntries([...chosen].map(([k, p]) => [k, messageValue(p, ns.locale)]));
  out.values[code] = { ...out.values[code], [ns.name]: values };
  return [code, compiled];
}

/** The translation files of a namespace in the original language only: each refused, unread. */
const translationsRefused = (
  root: string,
  name: string,
  others: readonly CatalogueLanguage[],
): Problem[] =>
  others
    .map((l) => `${MESSAGES_DIR}/${l.code}/${name}.yaml`)
    .filter((file) => existsSync(path.join(root, file)))
    .map((file) => ({
      file,
      message: `translates "${name}", whose words stay in the original language (originalOnlyNamespaces in scripts/content/messages.ts: the account screens have no translated route): delete this file`,
    }));

/** The catalogue of the site at `root`, in the languages of its content/languages.yaml. */
export function buildCatalogue(root: string, list: readonly CatalogueLanguage[]): Catalogue {
  const out: Catalogue = {
    modules: [],
    committedModules: [],
    problems: [],
    missing: [],
    values: {},
  };
  const original = list.find((l) => l.original) ?? list[0];
  if (!original || !existsSync(path.join(root, MESSAGES_DIR))) return out;
  const ordered = [original, ...list.filter((l) => l !== original)];
  const names = yamlFiles(path.join(root, MESSAGES_DIR, original.code));
  out.problems.push(
    ...strayProblems(
      root,
      ordered.map((l) => l.code),
      names,
    ),
  );
  const packs = new Map<string, [string, Map<string, string>][]>();
  for (const name of names) {
    const fileIn = (code: string) => `${MESSAGES_DIR}/${code}/${name}.yaml`;
    if (!namespaceRe.test(name)) {
      out.problems.push({
        file: fileIn(original.code),
        message: 'a namespace is named in lower case and hyphens, such as search-button',
      });
      continue;
    }
    const english = readNamespace(root, fileIn(original.code), out.problems) ?? new Map();
    const parsed = parseOriginal(fileIn(original.code), english, original.locale, out.problems);
    const originalOnly = originalOnlyNamespaces.has(name);
    if (originalOnly) out.problems.push(...translationsRefused(root, name, ordered.slice(1)));
    const compiled = (originalOnly ? [original] : ordered).map((l) =>
      compileIn(root, { name, original: parsed, locale: l.locale }, l.code, l === original, out),
    );
    if (committedNamespaces.has(name)) {
      out.committedModules.push([`${name}.ts`, functionModule(name, parsed, compiled)]);
      continue;
    }
    const packed = firstLoadNamespaces.has(name);
    out.modules.push([
      `${name}.ts`,
      namespaceModule(name, parsed, packed ? compiled.slice(0, 1) : compiled),
    ]);
    if (packed)
      for (const [code, c] of compiled.slice(1))
        packs.set(code, [...(packs.get(code) ?? []), [name, c]]);
  }
  for (const l of ordered.slice(1))
    out.modules.push([`pack.${l.code}.ts`, packModule(l.code, packs.get(l.code) ?? [])]);
  return out;
}

/** The catalogue of the site at `root` (nothing when its languages.yaml cannot be read). */
export function loadCatalogue(root: string): Catalogue {
  const listed = loadDataFile(root, LANGUAGES_YAML, languagesFileSchema);
  return listed.ok
    ? buildCatalogue(root, listed.value)
    : { modules: [], committedModules: [], problems: [], missing: [], values: {} };
}
