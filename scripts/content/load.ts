/**
 * Reads one content file or data file and validates it, turning every mistake into a Problem
 * that names the file, the line and the field.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import type { Root } from 'mdast';
import { isMap, isScalar, isSeq, LineCounter, parseDocument } from 'yaml';
import type { z } from 'zod';
import {
  type CollectionName,
  collectionSpecs,
  type FrontmatterOf,
  type RouteOf,
  type StructuredDataKind,
} from '../../src/content/collections.ts';
import type { Fact, FaqItem, PageFrontmatter } from '../../src/content/schema.ts';
import { formatFact } from '../../src/lib/facts.ts';
import {
  type Language,
  originalLanguage,
  pathIn,
  translationLanguages,
} from '../../src/lib/languages.ts';
import { analyzeTree, type MdxAnalysis, parseMdx } from './analyze.ts';
import { markEnglishLinksInFrontmatter } from './english-links.ts';
import { fieldPath, type Problem } from './problems.ts';
import { promptProblems } from './scaffold.ts';

/** One content file of collection C, validated: its frontmatter has that collection's type. */
interface CollectionEntry<C extends CollectionName> {
  collection: C;
  slug: string;
  /** Path relative to the project root, with forward slashes: how messages name the file. */
  file: string;
  abs: string;
  /** Null for a collection shown inside another page (blog posts). */
  route: RouteOf<C>;
  frontmatter: FrontmatterOf<C>;
  body: string;
  analysis: MdxAnalysis;
  /** The body as parsed (with the frontmatter), which the MDX compile starts from. */
  tree: Root;
  /** Lines of the frontmatter fields, for messages about them. */
  fieldLine: (path: readonly PropertyKey[]) => number | undefined;
  /** The facts the frontmatter quotes with `{{fact:id}}`. */
  frontmatterFacts: string[];
  /** The page's language: a file under content/hi/ is a Hindi translation. */
  language: Language;
}

/**
 * A content file of one of the collections C (any, by default): a union told apart by
 * `collection`, so that checking it narrows the frontmatter to that collection's.
 */
export type Entry<C extends CollectionName = CollectionName> = {
  [K in C]: CollectionEntry<K>;
}[C];

/** An entry with a route of its own (every collection's but the blog's posts). */
export type RoutedEntry = Extract<Entry, { route: string }>;

/** The module under src/layouts/ that renders an entry's page (null for blog posts). */
export function layoutOf<C extends CollectionName>(entry: Entry<C>): string | null {
  return collectionSpecs[entry.collection].layout(entry.frontmatter);
}

/** The ids the entry's layout gives its own sections. */
export function anchorsOf<C extends CollectionName>(entry: Entry<C>): string[] {
  return collectionSpecs[entry.collection].anchors(entry.frontmatter);
}

/** The JSON-LD the entry's page carries. */
export function structuredDataOf<C extends CollectionName>(entry: Entry<C>): StructuredDataKind[] {
  return collectionSpecs[entry.collection].structuredData(entry.frontmatter);
}

/** The questions and answers the entry's page shows (FAQ pages' groups, frameworks' FAQs). */
export function questionsOf(entry: Entry): FaqItem[] {
  if (entry.collection === 'frameworks') return entry.frontmatter.faqs;
  if (entry.collection === 'pages')
    return (entry.frontmatter.faqGroups ?? []).flatMap((g) => g.items);
  return [];
}

/** The `layout` a page of the pages collection names (null for other collections' entries). */
export function pageLayoutOf(entry: Entry | undefined): PageFrontmatter['layout'] | null {
  return entry?.collection === 'pages' ? entry.frontmatter.layout : null;
}

/** The language of a content file by its folder: content/hi/… is Hindi, the rest the original. */
export function languageOfFile(file: string): Language {
  return translationLanguages.find((l) => file.startsWith(`content/${l}/`)) ?? originalLanguage;
}

export type Result<T> = { ok: true; value: T } | { ok: false; problems: Problem[] };

const yamlEngine = {
  parse: (s: string) => {
    const doc = parseDocument(s);
    if (doc.errors[0]) throw doc.errors[0];
    return doc.toJS() ?? {};
  },
};

/** A function from a field path to its line in a YAML text that starts at `firstLine`. */
export function lineFinder(yamlText: string, firstLine: number) {
  const lineCounter = new LineCounter();
  // Parsed again with positions only when a line is asked for: most files have no problem.
  let doc: ReturnType<typeof parseDocument> | undefined;
  return (fieldPathKeys: readonly PropertyKey[]) => {
    doc ??= parseDocument(yamlText, { lineCounter, keepSourceTokens: false });
    let node: unknown = doc.contents;
    let found: number | undefined;
    for (const key of fieldPathKeys) {
      if (isMap(node)) {
        const pair = node.items.find((p) => isScalar(p.key) && p.key.value === key);
        if (!pair) break;
        if (isScalar(pair.key) && pair.key.range)
          found = lineCounter.linePos(pair.key.range[0]).line;
        node = pair.value;
      } else if (isSeq(node) && typeof key === 'number') {
        node = node.items[key];
        const range = (node as { range?: [number, number] } | undefined)?.range;
        if (range) found = lineCounter.linePos(range[0]).line;
      } else break;
    }
    return found === undefined ? undefined : found + firstLine - 1;
  };
}

/** Zod's issues as problems; `where` gives the line of a field. */
export function zodProblems(
  file: string,
  error: z.ZodError,
  where: (p: readonly PropertyKey[]) => number | undefined,
): Problem[] {
  return error.issues.flatMap((issue): Problem[] => {
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({
        file,
        line: where([...issue.path, key]),
        field: fieldPath([...issue.path, key]),
        message: 'is not a field of this collection (check the spelling; see README "Frontmatter")',
      }));
    }
    const missing = issue.code === 'invalid_type' && /received undefined/.test(issue.message);
    return [
      {
        file,
        line: where(issue.path),
        field: fieldPath(issue.path) || '(frontmatter)',
        message: missing ? `is required (${issue.expected})` : issue.message,
      },
    ];
  });
}

const factToken = /\{\{\s*fact:([\w.-]+)\s*\}\}/g;

/** Replaces `{{fact:id}}` in every string of the frontmatter with the fact as it reads. */
function interpolateFacts(
  value: unknown,
  facts: Record<string, Fact>,
  language: Language,
  at: PropertyKey[],
  onUnknown: (id: string, at: PropertyKey[]) => void,
  onFound: (id: string) => void = () => {},
): unknown {
  if (typeof value === 'string') {
    return value.replace(factToken, (whole, id: string) => {
      const fact = facts[id];
      if (!fact) {
        onUnknown(id, at);
        return whole;
      }
      onFound(id);
      return formatFact(fact, language);
    });
  }
  if (Array.isArray(value))
    return value.map((v, i) =>
      interpolateFacts(v, facts, language, [...at, i], onUnknown, onFound),
    );
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [
        k,
        interpolateFacts(v, facts, language, [...at, k], onUnknown, onFound),
      ]),
    );
  }
  return value;
}

/** The frontmatter with its `{{fact:id}}` replaced, and the facts it quoted. */
function frontmatterWithFacts(
  data: unknown,
  facts: Record<string, Fact>,
  language: Language,
  onUnknown: (id: string, at: PropertyKey[]) => void,
) {
  const frontmatterFacts = new Set<string>();
  const raw = interpolateFacts(data, facts, language, [], onUnknown, (id) =>
    frontmatterFacts.add(id),
  );
  return { raw, frontmatterFacts };
}

/** The file's frontmatter, or the problem that it is not valid YAML. */
function readFrontmatter(
  file: string,
  source: string,
): matter.GrayMatterFile<string> | { problem: Problem } {
  try {
    return matter(source, { engines: { yaml: yamlEngine } });
  } catch (e) {
    const err = e as { linePos?: { line: number }[]; message: string };
    return {
      problem: {
        file,
        line: err.linePos?.[0]?.line,
        message: `frontmatter is not valid YAML: ${err.message.split('\n')[0]?.replace(/:$/, '')}`,
      },
    };
  }
}

/** The problem an MDX body that cannot be parsed has, at the place the parser names. */
function mdxReadProblem(file: string, e: unknown): Problem {
  const err = e as {
    line?: number;
    column?: number;
    place?: { line?: number; column?: number; start?: { line: number; column: number } };
    reason?: string;
    message: string;
  };
  // Some parse errors (an unclosed tag, found at the end of the file) give their place only
  // in the message, as "(line:column-line:column)".
  const inMessage = /\((\d+):(\d+)(?:-\d+:\d+)?\)$/.exec(err.reason ?? err.message);
  const line =
    err.line ?? err.place?.line ?? err.place?.start?.line ?? Number(inMessage?.[1]) ?? undefined;
  const column =
    err.column ?? err.place?.column ?? err.place?.start?.column ?? Number(inMessage?.[2]);
  return {
    file,
    line: line || undefined,
    column: column || undefined,
    message: `the MDX body cannot be read: ${err.reason ?? err.message}`,
  };
}

export function loadEntry<C extends CollectionName>(
  root: string,
  abs: string,
  collection: C,
  facts: Record<string, Fact>,
  source: string = readFileSync(abs, 'utf8'),
): Result<Entry<C>> {
  const file = path.relative(root, abs).split(path.sep).join('/');
  const slug = path.basename(abs, '.mdx');
  const language = languageOfFile(file);
  const problems: Problem[] = [];

  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)) {
    problems.push({
      file,
      message: 'file names are lowercase words joined by hyphens, like "pf-esi.mdx"',
    });
  }
  if (!source.startsWith('---')) {
    return {
      ok: false,
      problems: [
        { file, line: 1, message: 'must start with a frontmatter block between "---" lines' },
      ],
    };
  }

  const parsed = readFrontmatter(file, source);
  if ('problem' in parsed) return { ok: false, problems: [parsed.problem] };
  problems.push(...promptProblems(file, source));
  // gray-matter keeps the newline after the opening '---', so line 1 of the YAML is the file's line 1.
  const fieldLine = lineFinder(parsed.matter, 1);
  const { raw, frontmatterFacts } = frontmatterWithFacts(parsed.data, facts, language, (id, at) =>
    problems.push({
      file,
      line: fieldLine(at),
      field: fieldPath(at),
      message: `names the fact "${id}", which content/facts.yaml does not have`,
    }),
  );

  const spec = collectionSpecs[collection];
  const validated = spec.schema.safeParse(raw);
  if (!validated.success) problems.push(...zodProblems(file, validated.error, fieldLine));

  let analysis: MdxAnalysis;
  let tree: Root;
  try {
    tree = parseMdx(source);
    analysis = analyzeTree(tree, (id) => {
      const fact = facts[id];
      return fact ? formatFact(fact, language) : undefined;
    });
  } catch (e) {
    problems.push(mdxReadProblem(file, e));
    return { ok: false, problems };
  }
  if (!validated.success || problems.length > 0) return { ok: false, problems };

  // The schema is collection C's; zod types the parse by the union of all schemas.
  // A translation's links to English-only pages say so (english-links.ts).
  const fm = markEnglishLinksInFrontmatter(validated.data as FrontmatterOf<C>, language, root);
  const route = spec.route(slug, fm);
  const bodyStart = source.indexOf('\n---', 3);
  const body = bodyStart === -1 ? '' : source.slice(source.indexOf('\n', bodyStart + 1) + 1);
  return {
    ok: true,
    value: {
      collection,
      slug,
      file,
      abs,
      // A translation is at its original's path in its language (RouteOf<C> is null or a path).
      route: (route === null ? null : pathIn(language, route)) as RouteOf<C>,
      frontmatter: fm,
      body,
      analysis,
      tree,
      fieldLine,
      frontmatterFacts: [...frontmatterFacts],
      language,
    },
  };
}

/** Reads and validates a YAML data file such as content/site.yaml (or `source`, its text: null when missing). */
export function loadDataFile<S extends z.ZodType>(
  root: string,
  relative: string,
  schema: S,
  source?: string | null,
): Result<z.output<S>> {
  let text = source;
  if (text === undefined) {
    try {
      text = readFileSync(path.join(root, relative), 'utf8');
    } catch {
      text = null;
    }
  }
  if (text === null) return { ok: false, problems: [{ file: relative, message: 'is missing' }] };
  const doc = parseDocument(text);
  if (doc.errors.length > 0) {
    const first = doc.errors[0];
    return {
      ok: false,
      problems: [
        {
          file: relative,
          line: first?.linePos?.[0]?.line,
          message: `is not valid YAML: ${first?.message.split('\n')[0]}`,
        },
      ],
    };
  }
  const result = schema.safeParse(doc.toJS());
  if (!result.success)
    return { ok: false, problems: zodProblems(relative, result.error, lineFinder(text, 1)) };
  return { ok: true, value: result.data };
}
