/**
 * Long pages get a call to action every screen or two, so that a reader on a phone never has to
 * scroll back to the top to act. The plugin estimates how tall each top-level block is on a
 * 375 px phone (lines of text at about 38 characters, tables by rows, components by their text)
 * and, once the blocks since the last call to action pass `every` pixels, puts one before the
 * next heading or <Section>. The estimate is deliberately generous: the end-to-end tests measure
 * the real gaps.
 */
import type { Element, ElementContent, Root, RootContent } from 'hast';
import { toString as hastToString } from 'hast-util-to-string';
import { type InlineCtaWords, inlineCtaHrefIn, inlineCtaText } from '../../src/lib/inline-cta.ts';
import { type Language, originalLanguage } from '../../src/lib/languages.ts';
import { namespaceIn } from './catalogue-words.ts';
import type { ContentBuild } from './model.ts';

export interface InlineCtaOptions {
  /** Estimated pixels of content (at 375 px) after which a call to action is due at a heading. */
  every?: number;
  /** Estimated pixels (at 375 px) a stretch without a call to action may not pass. */
  limit?: number;
  /** The body is not inside a text column (the home page): give the block its own margins. */
  bleed?: boolean;
  /** The page's language: the assessment form in that language. */
  language?: Language;
  /** The words, in the page's language (the catalogue's inline-cta messages). */
  words: InlineCtaWords;
}

const lines = (chars: number, perLine: number) => Math.max(1, Math.ceil(chars / perLine));

function textOf(node: RootContent | ElementContent): string {
  if (node.type === 'text') return node.value;
  if ('children' in node) return hastToString(node as Element);
  return '';
}

/** Components drawn from data or code (no text in the MDX), by their height at 375 px (measured). */
const tallComponents: Record<string, number> = {
  ClientGrid: 1500,
  ComplianceCalendar: 2000,
  EsiCalculator: 1400,
  GratuityCalculator: 1300,
  GstThresholdCheck: 1700,
  Infographics: 1500,
  LatestUpdates: 800,
  PfCalculator: 1900,
  PoshCommitteeCheck: 2000,
  RegulatoryUpdates: 1800,
  Testimonials: 1600,
  TrustBand: 900,
};

/** A rough height in CSS pixels at 375 px wide. */
export function estimateHeight(node: RootContent): number {
  if (node.type === 'text') return node.value.trim() ? lines(node.value.length, 38) * 28 : 0;
  if (node.type === 'element') {
    const chars = textOf(node).length;
    if (node.tagName === 'h2') return 40 + lines(chars, 24) * 32;
    if (node.tagName === 'h3' || node.tagName === 'h4') return 30 + lines(chars, 30) * 28;
    if (
      node.tagName === 'div' &&
      String(node.properties.className ?? '').includes('table-scroll')
    ) {
      const rows = hastToString(node).split('\n').length;
      return 60 + rows * 60;
    }
    if (node.tagName === 'ul' || node.tagName === 'ol') {
      const items = node.children.filter((c) => c.type === 'element');
      return 24 + items.reduce((h, li) => h + 8 + lines(textOf(li).length, 34) * 28, 0);
    }
    return 24 + lines(chars, 38) * 28;
  }
  if (node.type === 'mdxJsxFlowElement') {
    if (node.name === 'ComplianceCalendar') {
      // About 900 px a month on a phone; twelve months when not told.
      const months = node.attributes.find((a) => 'name' in a && a.name === 'months')?.value;
      return 400 + 900 * (Number(months) || 12);
    }
    // Cards and steps stack one per row on a phone, each with its own padding and title.
    if (node.name === 'CardGrid' || node.name === 'Steps') {
      return node.children.reduce((h, child) => h + cardHeight(child), 0);
    }
    const known = tallComponents[node.name ?? ''];
    if (known) return known;
    const chars = hastToString(node as unknown as Element).length;
    return 160 + lines(chars, 30) * 26;
  }
  return 0;
}

/** The height of one card of a grid (or one step) on a phone, where they stack. */
function cardHeight(child: { type: string }): number {
  if (child.type !== 'mdxJsxFlowElement' && child.type !== 'element') return 0;
  return 200 + lines(hastToString(child as unknown as Element).length, 28) * 28;
}

/** The calls to action's words in `language`, from the catalogue (content/messages/). */
export function inlineCtaWordsIn(
  build: Pick<ContentBuild, 'messageValues'>,
  language: Language,
): InlineCtaWords {
  return namespaceIn(build, language, 'inline-cta');
}

/** The call to action's markup; src/components/InlineCta.tsx renders the same for layouts. */
export function inlineCtaElement(
  n: number,
  words: InlineCtaWords,
  bleed = false,
  language: Language = originalLanguage,
): Element {
  const [text, label] = inlineCtaText(n, words);
  // At 1,024 px and up, where "On this page" keeps its button in view beside the text, every
  // second one is left out (the home page, full width, keeps them all).
  const wide = bleed ? ['inline-cta-bleed'] : n % 2 === 1 ? ['lg:hidden'] : [];
  return {
    type: 'element',
    tagName: 'div',
    properties: { className: ['not-prose', 'inline-cta', ...wide] },
    children: [
      {
        type: 'element',
        tagName: 'p',
        properties: {},
        children: [{ type: 'text', value: text }],
      },
      {
        type: 'element',
        tagName: 'a',
        properties: { href: inlineCtaHrefIn(language) },
        children: [{ type: 'text', value: `${label} →` }],
      },
    ],
  };
}

/** Blocks a call to action may go before: headings, and the page-wide bands of the home page. */
const bands = new Set(['Section', 'Testimonials', 'ClientGrid', 'TrustBand']);
const isBreak = (node: RootContent) =>
  (node.type === 'element' && (node.tagName === 'h2' || node.tagName === 'h3')) ||
  (node.type === 'mdxJsxFlowElement' && bands.has(node.name ?? ''));

/** The calculators end with a call to action of their own (ToolForm in tool-fields.tsx). */
const calculators = new Set([
  'EsiCalculator',
  'GratuityCalculator',
  'GstThresholdCheck',
  'PfCalculator',
  'PoshCommitteeCheck',
]);

/** Whether a link in `node` (Markdown or JSX, such as a <LinkButton>) leads to /contact. */
function linksToContact(node: { type: string }): boolean {
  if (node.type === 'element') {
    const href = (node as Element).properties.href;
    if (typeof href === 'string' && href.startsWith('/contact')) return true;
  }
  if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
    const { attributes } = node as unknown as { attributes: { name?: string; value?: unknown }[] };
    if (attributes.some((a) => typeof a.value === 'string' && a.value.startsWith('/contact')))
      return true;
  }
  const children = (node as { children?: { type: string }[] }).children;
  return children?.some(linksToContact) ?? false;
}

const isCallToAction = (node: RootContent) =>
  linksToContact(node) ||
  (node.type === 'mdxJsxFlowElement' &&
    (node.name === 'CtaBand' || node.name === 'LeadForm' || calculators.has(node.name ?? '')));

const isCallToActionNext = (node: RootContent | undefined) =>
  node !== undefined && isCallToAction(node);

export function rehypeInlineCta({
  every = 200,
  limit = 1400,
  bleed = false,
  language = originalLanguage,
  words,
}: InlineCtaOptions) {
  return () => (tree: Root) => {
    let count = 0;
    // The body, and each <Tab> of <Tabs> (a tab's panel shows right under the tab list).
    const place = (children: RootContent[]): RootContent[] => {
      const out: RootContent[] = [];
      let since = 0;
      const nextBlock = (i: number) =>
        children.slice(i + 1).find((n) => !(n.type === 'text' && !n.value.trim()));
      const lastBlock = () => out.findLast((n) => !(n.type === 'text' && !n.value.trim()));
      for (const [i, node] of children.entries()) {
        const height = estimateHeight(node);
        // Due: before the next heading or band once `every` has passed. Overdue: before any block
        // that would take the stretch past `limit` (but never between a heading and its text).
        const due = since >= every && isBreak(node);
        const last = lastBlock();
        const overdue =
          since >= every &&
          since + height > limit &&
          !isCallToAction(node) &&
          !(last?.type === 'element' && /^h[2-4]$/.test(last.tagName));
        if (due || overdue) {
          out.push(inlineCtaElement(count++, words, bleed, language));
          since = 0;
        }
        if (node.type === 'mdxJsxFlowElement' && node.name === 'CardGrid') {
          // A grid taller than a few screens on a phone gets one between its cards there.
          const cards: typeof node.children = [];
          for (const card of node.children) {
            const height = cardHeight(card);
            if (height > 0 && since >= every && since + height > limit) {
              cards.push(
                inlineCtaElement(count++, words, false, language) as (typeof cards)[number],
              );
              since = 0;
            }
            cards.push(card);
            since += height;
          }
          node.children = cards;
          out.push(node);
          continue;
        }
        if (node.type === 'mdxJsxFlowElement' && node.name === 'Tabs') {
          for (const tab of node.children) {
            if (tab.type === 'mdxJsxFlowElement' && tab.name === 'Tab')
              tab.children = place(tab.children as RootContent[]) as typeof tab.children;
          }
        }
        out.push(node);
        since = isCallToAction(node) ? 0 : since + height;
        // After a tall component (a calculator, the calendar), without waiting for a heading.
        if (
          since >= every &&
          node.type === 'mdxJsxFlowElement' &&
          tallComponents[node.name ?? ''] &&
          !isCallToActionNext(nextBlock(i))
        ) {
          out.push(inlineCtaElement(count++, words, bleed, language));
          since = 0;
        }
      }
      return out;
    };
    tree.children = place(tree.children);
  };
}
