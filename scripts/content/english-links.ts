/**
 * A translated page's links to pages that exist only in English say so: "(अंग्रेज़ी में)" after
 * the link's words, and `hreflang="en"` where the link is an element. A translated page links its
 * own language's page where there is one (the check below), so a site path without the language's
 * prefix is an English-only page.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Element, ElementContent, Root } from 'hast';
import type {
  MdxJsxAttribute,
  MdxJsxFlowElementHast,
  MdxJsxTextElementHast,
} from 'mdast-util-mdx-jsx';
import { visit } from 'unist-util-visit';
import { parse } from 'yaml';
import {
  isOriginal,
  type Language,
  languageOf,
  originalLanguage,
} from '../../src/lib/languages.ts';
import { isPageHref } from '../../src/lib/url.ts';

/** Each language's mark as last read, by its file, with the file's time of change. */
const marks = new Map<string, { mtimeMs: number; mark: string }>();

/**
 * What a link to an English-only page adds to its words on a page in `language`: " (अंग्रेज़ी में)",
 * the catalogue's english-links.yaml `mark` (content/messages/<language>/), read again when the
 * file changes. Nothing where the language has no such file yet: the catalogue's own check
 * reports the missing translation.
 */
export function englishMark(root: string, language: Language): string {
  const file = path.join(root, 'content', 'messages', language, 'english-links.yaml');
  const stat = statSync(file, { throwIfNoEntry: false });
  if (!stat) return '';
  const known = marks.get(file);
  if (known && known.mtimeMs === stat.mtimeMs) return known.mark;
  const value = (parse(readFileSync(file, 'utf8')) as { mark?: unknown } | null)?.mark;
  const mark = typeof value === 'string' ? ` ${value}` : '';
  marks.set(file, { mtimeMs: stat.mtimeMs, mark });
  return mark;
}

/** A link from a page in `language` that leads to an English-only page. */
export const leadsToEnglish = (href: string, language: Language): boolean =>
  !isOriginal(language) &&
  isPageHref(href) &&
  isOriginal(languageOf(href.split(/[?#]/)[0] ?? href));

/**
 * The frontmatter of a translated page with " (अंग्रेज़ी में)" added to the label of every
 * `{ label, href }` that leads to an English-only page (a back link, a hero's actions).
 */
export function markEnglishLinksInFrontmatter<T>(value: T, language: Language, root: string): T {
  if (isOriginal(language)) return value;
  const words = englishMark(root, language);
  const mark = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(mark);
    if (!v || typeof v !== 'object' || v instanceof Date) return v;
    const out = Object.fromEntries(Object.entries(v).map(([k, x]) => [k, mark(x)]));
    if (
      typeof out.label === 'string' &&
      typeof out.href === 'string' &&
      leadsToEnglish(out.href, language)
    )
      out.label += words;
    return out;
  };
  return mark(value) as T;
}

type JsxElement = MdxJsxFlowElementHast | MdxJsxTextElementHast;

const stringAttribute = (node: JsxElement, name: string) => {
  const a = node.attributes.find(
    (x): x is MdxJsxAttribute => x.type === 'mdxJsxAttribute' && x.name === name,
  );
  return a && typeof a.value === 'string' ? a : undefined;
};

/**
 * Marks a translated page's links to English-only pages: Markdown links and `<a>` get
 * hreflang="en" and the words after their text; a component with an `href` gets them after its
 * `linkLabel` (a card) or its text (a button).
 */
export function rehypeEnglishLinks(language: Language, root: string) {
  const words = isOriginal(language) ? '' : englishMark(root, language);
  const note = (): ElementContent => ({ type: 'text', value: words });
  return () => (tree: Root) => {
    if (isOriginal(language)) return;
    visit(tree, (node) => {
      if (node.type === 'element') {
        const el = node as Element;
        const href = el.properties.href;
        if (el.tagName !== 'a' || typeof href !== 'string' || !leadsToEnglish(href, language))
          return;
        el.properties.hrefLang = originalLanguage;
        el.children.push(note());
        return;
      }
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
      const jsx = node as JsxElement;
      const href = stringAttribute(jsx, 'href');
      if (!href || !leadsToEnglish(href.value as string, language)) return;
      const label = stringAttribute(jsx, 'linkLabel');
      if (label) label.value = `${label.value}${words}`;
      else jsx.children.push(note());
    });
  };
}
