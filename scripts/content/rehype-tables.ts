/**
 * A Markdown table wider than a phone would widen the whole page. Each table is wrapped in a box
 * that scrolls sideways on its own (`.table-scroll`, with edge shadows as the cue), focusable so
 * that keyboard users can scroll it, and named after the table's first header cell.
 */
import type { Element, Root } from 'hast';
import { toString as hastToString } from 'hast-util-to-string';
import { SKIP, visit } from 'unist-util-visit';

export function rehypeTables() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element, index, parent) => {
      if (node.tagName !== 'table' || !parent || index === undefined) return;
      const firstHeader = hastToString(
        (function find(el: Element): Element {
          for (const c of el.children) {
            if (c.type !== 'element') continue;
            if (c.tagName === 'th') return c;
            const found = find(c);
            if (found.tagName === 'th') return found;
          }
          return el;
        })(node),
      ).trim();
      const wrapper: Element = {
        type: 'element',
        tagName: 'div',
        properties: {
          className: ['table-scroll'],
          role: 'region',
          tabIndex: 0,
          ariaLabel: firstHeader ? `Table: ${firstHeader}` : 'Table',
        },
        children: [node],
      };
      parent.children[index] = wrapper;
      return SKIP;
    });
  };
}
