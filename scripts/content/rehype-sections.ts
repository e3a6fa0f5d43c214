/**
 * A long page lays out first what is near the window. Each stretch of an MDX body from one `##`
 * heading to the next becomes `<section class="defer-render prose-section">`, and within it each
 * stretch from one `###` heading to the next a section with `prose-subsection` as well: the
 * browser styles and lays one out only as it comes near the window (content-visibility: auto, as
 * the home pages' bands), so that a phone opening a service or framework page lays out about its
 * first screen, not its whole body, before the first paint. Until a section has been laid out,
 * its height is taken as the estimate of its height on a phone (`estimateHeight`, the calls to
 * action's), so that the first layout finds which sections are near the window about where they
 * will be. Find in page, anchors and screen readers reach every part as before; a section has no
 * name, so it is not a landmark.
 *
 * A stretch that holds an interactive component is left as it is (its `###` stretches without
 * one still become sections): sections are then always within a static part (rehype-static.ts),
 * so they cost the page's JavaScript nothing. What comes before the first heading (an intro, a
 * tool) is left as it is too. The sections' margins, which their containment keeps from
 * collapsing with their headings', are in src/app/styles.css.
 */
import type { ElementContent, Root, RootContent } from 'hast';
import { estimateHeight } from './rehype-inline-cta.ts';

type Node = Root | RootContent | ElementContent;

export interface SectionsOptions {
  /** Names of the MDX components that run in the browser. */
  interactive: ReadonlySet<string>;
}

export function rehypeSections({ interactive }: SectionsOptions) {
  const holdsInteractive = (node: Node): boolean =>
    ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') &&
      !!node.name &&
      interactive.has(node.name)) ||
    ('children' in node && (node.children as Node[]).some(holdsInteractive));

  const sections = (nodes: RootContent[], level: 'h2' | 'h3'): RootContent[] => {
    const out: RootContent[] = [];
    let stretch: RootContent[] | null = null;
    const close = () => {
      if (!stretch) return;
      const children = level === 'h2' ? sections(stretch, 'h3') : stretch;
      if (stretch.some(holdsInteractive)) {
        out.push(...children);
      } else {
        const height = stretch.reduce((h, node) => h + estimateHeight(node), 0);
        out.push({
          type: 'element',
          tagName: 'section',
          properties: {
            className: [
              'defer-render',
              'prose-section',
              ...(level === 'h3' ? ['prose-subsection'] : []),
            ],
            style: `contain-intrinsic-size:auto ${Math.round(height)}px`,
          },
          children: children as ElementContent[],
        });
      }
      stretch = null;
    };
    for (const node of nodes) {
      if (node.type === 'element' && node.tagName === level) {
        close();
        stretch = [];
      }
      // Imports and exports stay at the top level of the module.
      if (stretch && node.type !== 'mdxjsEsm') stretch.push(node);
      else out.push(node);
    }
    close();
    return out;
  };

  return () => (tree: Root) => {
    tree.children = sections(tree.children, 'h2');
  };
}
