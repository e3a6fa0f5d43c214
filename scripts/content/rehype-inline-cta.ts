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
import { inlineCtaHref, inlineCtaText } from '../../src/lib/inline-cta.ts';

export interface InlineCtaOptions {
  /** Estimated pixels of content (at 375 px) after which a call to action is due. */
  every?: number;
  /** The body is not inside a text column (the home page): give the block its own margins. */
  bleed?: boolean;
}

const lines = (chars: number, perLine: number) => Math.max(1, Math.ceil(chars / perLine));

function textOf(node: RootContent | ElementContent): string {
  if (node.type === 'text') return node.value;
  if ('children' in node) return hastToString(node as Element);
  return '';
}

/** Components drawn from data or code (no text in the MDX), by their rough height at 375 px. */
const tallComponents: Record<string, number> = {
  ClientGrid: 1500,
  ComplianceCalendar: 2000,
  EsiCalculator: 1200,
  GratuityCalculator: 1200,
  GstThresholdCheck: 1200,
  Infographics: 1500,
  PfCalculator: 1200,
  PoshCommitteeCheck: 1200,
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
    const known = tallComponents[node.name ?? ''];
    if (known) return known;
    const chars = hastToString(node as unknown as Element).length;
    return 160 + lines(chars, 30) * 26;
  }
  return 0;
}

/** The call to action's markup; src/components/InlineCta.tsx renders the same for layouts. */
export function inlineCtaElement(n: number, bleed = false): Element {
  const [text, label] = inlineCtaText(n);
  return {
    type: 'element',
    tagName: 'div',
    properties: { className: ['not-prose', 'inline-cta', ...(bleed ? ['inline-cta-bleed'] : [])] },
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
        properties: { href: inlineCtaHref },
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

const isCallToAction = (node: RootContent) =>
  /"\/contact[^"]*"/.test(JSON.stringify(node)) ||
  (node.type === 'mdxJsxFlowElement' && (node.name === 'CtaBand' || node.name === 'LeadForm'));

const isCallToActionNext = (node: RootContent | undefined) =>
  node !== undefined && isCallToAction(node);

export function rehypeInlineCta({ every = 200, bleed = false }: InlineCtaOptions = {}) {
  return () => (tree: Root) => {
    let count = 0;
    // The body, and each <Tab> of <Tabs> (a tab's panel shows right under the tab list).
    const place = (children: RootContent[]): RootContent[] => {
      const out: RootContent[] = [];
      let since = 0;
      const nextBlock = (i: number) =>
        children.slice(i + 1).find((n) => !(n.type === 'text' && !n.value.trim()));
      for (const [i, node] of children.entries()) {
        if (since >= every && isBreak(node)) {
          out.push(inlineCtaElement(count++, bleed));
          since = 0;
        }
        if (node.type === 'mdxJsxFlowElement' && node.name === 'Tabs') {
          for (const tab of node.children) {
            if (tab.type === 'mdxJsxFlowElement' && tab.name === 'Tab')
              tab.children = place(tab.children as RootContent[]) as typeof tab.children;
          }
        }
        out.push(node);
        since = isCallToAction(node) ? 0 : since + estimateHeight(node);
        // After a tall component (a calculator, the calendar), without waiting for a heading.
        if (
          since >= every &&
          node.type === 'mdxJsxFlowElement' &&
          tallComponents[node.name ?? ''] &&
          !isCallToActionNext(nextBlock(i))
        ) {
          out.push(inlineCtaElement(count++, bleed));
          since = 0;
        }
      }
      return out;
    };
    tree.children = place(tree.children);
  };
}
