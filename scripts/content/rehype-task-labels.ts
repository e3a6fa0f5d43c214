/**
 * GFM task lists ("- [ ] Appoint the committee") become disabled checkboxes with no label.
 * Give each checkbox its item's text as a label, so that screen readers announce what it is.
 */
import type { Element, Root } from 'hast';
import { toString as hastToString } from 'hast-util-to-string';
import { visit } from 'unist-util-visit';

export function rehypeTaskLabels() {
  return (tree: Root) => {
    visit(tree, 'element', (li: Element) => {
      const classes = li.properties.className;
      if (li.tagName !== 'li' || !Array.isArray(classes) || !classes.includes('task-list-item'))
        return;
      const text = hastToString(li).trim();
      visit(li, 'element', (el: Element) => {
        if (el.tagName === 'input' && el.properties.type === 'checkbox')
          el.properties.ariaLabel = text;
      });
    });
  };
}
