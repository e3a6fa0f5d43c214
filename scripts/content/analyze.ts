/**
 * Reads an MDX body without running it: headings (with the ids rehype-slug will give them),
 * explicit ids, the links it makes, the components it uses and its text by section. The link
 * check, the search index and the reading time are built from this.
 */
import GithubSlugger from 'github-slugger';
import type { Nodes, Root } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { toString as mdastToString } from 'mdast-util-to-string';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { SKIP, visit } from 'unist-util-visit';

export interface FoundLink {
  href: string;
  line: number;
}

export interface Section {
  /** Heading text, or null for the text before the first heading. */
  heading: string | null;
  id: string | null;
  depth: number;
  text: string;
}

export interface MdxAnalysis {
  headings: { depth: number; text: string; id: string; line: number }[];
  /** Ids of headings (their slugs) and `id` attributes of HTML elements. */
  ids: { id: string; line: number }[];
  links: FoundLink[];
  /** Capitalised JSX elements with their literal attributes. */
  components: { name: string; line: number; attributes: Record<string, string> }[];
  sections: Section[];
  words: number;
}

const parser = unified()
  .use(remarkParse)
  .use(remarkMdx)
  .use(remarkFrontmatter, ['yaml'])
  .use(remarkGfm);

/** Trees parsed ahead of the pipeline (parse-ahead.ts), by their text; each is handed out once. */
const parsedAhead = new Map<string, Root>();

/** Keeps a tree parsed elsewhere for the parseMdx call with this very text. */
export function keepParsed(source: string, tree: Root): void {
  parsedAhead.set(source, tree);
}

/** Drops the trees parsed ahead that no parseMdx call asked for. */
export function forgetParsed(): void {
  parsedAhead.clear();
}

export function parseMdx(source: string): Root {
  const ahead = parsedAhead.get(source);
  if (ahead) {
    parsedAhead.delete(source);
    return ahead;
  }
  return parser.parse(source);
}

type Jsx = MdxJsxFlowElement | MdxJsxTextElement;
const linkAttributes = ['href', 'to'];
const textAttributes = ['title', 'label', 'description'];

function literalAttribute(node: Jsx, name: string): string | undefined {
  const attr = node.attributes.find(
    (a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && a.name === name,
  );
  return typeof attr?.value === 'string' ? attr.value : undefined;
}

/** Splits the text into words the way a reader counts them. */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

/** The text a <Fact id> stands for on the page, so that search and word counts see it. */
export type FactText = (id: string) => string | undefined;

export function analyzeMdx(source: string, factText: FactText = () => undefined): MdxAnalysis {
  return analyzeTree(parseMdx(source), factText);
}

/** analyzeMdx on a tree parseMdx made (which it leaves as it is). */
export function analyzeTree(tree: Root, factText: FactText = () => undefined): MdxAnalysis {
  const slugger = new GithubSlugger();
  const result: MdxAnalysis = {
    headings: [],
    ids: [],
    links: [],
    components: [],
    sections: [],
    words: 0,
  };

  visit(tree, (node: Nodes) => {
    const line = node.position?.start.line ?? 1;
    if (node.type === 'heading') {
      const text = mdastToString(node);
      const id = slugger.slug(text);
      result.headings.push({ depth: node.depth, text, id, line });
      result.ids.push({ id, line });
    } else if (node.type === 'link' || node.type === 'definition') {
      result.links.push({ href: node.url, line });
    } else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      const isComponent = Boolean(node.name && /^[A-Z]/.test(node.name));
      if (isComponent) {
        const attributes: Record<string, string> = {};
        for (const a of node.attributes) {
          if (a.type === 'mdxJsxAttribute' && typeof a.value === 'string')
            attributes[a.name] = a.value;
        }
        result.components.push({ name: node.name as string, line, attributes });
      }
      const id = literalAttribute(node, 'id');
      if (id && !isComponent) result.ids.push({ id, line });
      for (const name of linkAttributes) {
        const value = literalAttribute(node, name);
        if (value !== undefined) result.links.push({ href: value, line });
      }
    }
  });

  result.sections = splitSections(tree, result.headings, factText);
  result.words = result.sections.reduce(
    (n, s) => n + countWords(s.heading ?? '') + countWords(s.text),
    0,
  );
  return result;
}

/**
 * The body cut at each heading of depth 2 or 3 (nested inside components too), with the text
 * under it: prose, and the title-like attributes of components such as cards.
 */
function splitSections(
  tree: Root,
  headings: MdxAnalysis['headings'],
  factText: FactText,
): Section[] {
  const sections: Section[] = [{ heading: null, id: null, depth: 1, text: '' }];
  // Text within a paragraph joins as written ("(UAN), allotted"); blocks are kept apart by a space.
  const append = (text: string, block = false) => {
    const current = sections[sections.length - 1] as Section;
    current.text += block ? ` ${text} ` : text;
  };
  const blocks = new Set(['paragraph', 'listItem', 'tableCell', 'blockquote', 'mdxJsxFlowElement']);
  let headingIndex = 0;
  visit(tree, (node: Nodes) => {
    if (node.type === 'yaml' || node.type === 'mdxjsEsm' || node.type === 'mdxFlowExpression')
      return SKIP;
    if (node.type === 'heading') {
      const h = headings[headingIndex++];
      if (h && h.depth <= 3) sections.push({ heading: h.text, id: h.id, depth: h.depth, text: '' });
      else if (h) append(h.text);
      return SKIP;
    }
    if (blocks.has(node.type)) append('', true);
    if (node.type === 'text' || node.type === 'inlineCode') append(node.value);
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      if (node.name === 'Fact') {
        append(factText(literalAttribute(node, 'id') ?? '') ?? '');
        return SKIP;
      }
      for (const name of textAttributes) {
        const value = literalAttribute(node, name);
        if (value) append(value, true);
      }
    }
    return undefined;
  });
  for (const s of sections) s.text = s.text.replace(/\s+/g, ' ').trim();
  return sections.filter((s) => s.heading !== null || s.text !== '');
}
