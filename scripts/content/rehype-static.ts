/**
 * Splits an MDX body into static parts and the interactive components around them. Every run of
 * siblings with no interactive component inside becomes `<Static id="…">`: for the server bundle
 * with its content (rendered into the HTML), for the browser bundle empty (the browser keeps the
 * HTML; src/app/static-html.tsx). So a page's JavaScript carries its interactive components and
 * the elements that hold them, not its prose.
 */
import type { Element, ElementContent, Root, RootContent } from 'hast';
import type { MdxJsxFlowElementHast } from 'mdast-util-mdx-jsx';

type Node = Root | RootContent | ElementContent;
type Parent = Extract<Node, { children: unknown[] }>;

/** Elements that may contain a `<div>` (the static part's wrapper). */
const flowContainers = new Set([
  'article',
  'aside',
  'blockquote',
  'dd',
  'details',
  'div',
  'figure',
  'footer',
  'header',
  'li',
  'main',
  'nav',
  'section',
  'td',
  'th',
]);

export interface StaticOptions {
  /** 'server': parts keep their content; 'client': parts are empty. */
  target: 'server' | 'client';
  /** Prefix of the parts' ids, unique to the page. */
  idPrefix: string;
  /** Names of the MDX components that must run in the browser. */
  interactive: ReadonlySet<string>;
  /** Of those, the ones that load on demand: each use is wrapped in `<Island id="…">`. */
  islands: ReadonlySet<string>;
  /** Of the islands, those that load when used rather than when near: `<Island when="used">`. */
  loadOnUse?: ReadonlySet<string>;
}

/** `<Static id>` around a run of content (empty in the browser bundle). */
function staticPart(id: string, children: Node[]): MdxJsxFlowElementHast {
  return {
    type: 'mdxJsxFlowElement',
    name: 'Static',
    attributes: [{ type: 'mdxJsxAttribute', name: 'id', value: id }],
    children: children as ElementContent[],
    // Explicit JSX: `Static` is the imported component, not one from `components`.
    data: { _mdxExplicitJsx: true } as MdxJsxFlowElementHast['data'],
  };
}

/** `<Island id>` around an interactive component, `when="used"` if it loads when used. */
function island(
  id: string,
  child: MdxJsxFlowElementHast,
  whenUsed: boolean,
): MdxJsxFlowElementHast {
  return {
    type: 'mdxJsxFlowElement',
    name: 'Island',
    attributes: [
      { type: 'mdxJsxAttribute', name: 'id', value: id },
      ...(whenUsed ? [{ type: 'mdxJsxAttribute' as const, name: 'when', value: 'used' }] : []),
    ],
    children: [child],
    data: { _mdxExplicitJsx: true } as MdxJsxFlowElementHast['data'],
  };
}

export function rehypeStatic({
  target,
  idPrefix,
  interactive,
  islands,
  loadOnUse = new Set(),
}: StaticOptions) {
  return () => (tree: Root) => {
    const kept = new WeakMap<object, boolean>();
    const isKept = (node: Node): boolean => {
      const known = kept.get(node);
      if (known !== undefined) return known;
      let result = false;
      if (node.type === 'mdxjsEsm') result = true;
      else if (
        (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') &&
        node.name &&
        interactive.has(node.name)
      )
        result = true;
      else if ('children' in node) result = (node.children as Node[]).some(isKept);
      kept.set(node, result);
      return result;
    };
    const holdsWrapper = (node: Parent) =>
      node.type === 'root' ||
      node.type === 'mdxJsxFlowElement' ||
      (node.type === 'element' && flowContainers.has((node as Element).tagName));

    let count = 0;
    let islandCount = 0;
    const fold = (parent: Parent) => {
      const children = parent.children as Node[];
      if (!holdsWrapper(parent)) {
        for (const child of children) if (isKept(child) && 'children' in child) fold(child);
        return;
      }
      const out: Node[] = [];
      let run: Node[] = [];
      const flush = () => {
        if (run.some((n) => !(n.type === 'text' && n.value.trim() === ''))) {
          out.push(staticPart(`${idPrefix}${count++}`, target === 'server' ? run : []));
        } else {
          out.push(...run);
        }
        run = [];
      };
      for (const child of children) {
        if (isKept(child)) {
          flush();
          if ('children' in child) fold(child);
          if (child.type === 'mdxJsxFlowElement' && child.name && islands.has(child.name)) {
            const id = `${idPrefix}island-${islandCount++}`;
            out.push(island(id, child, loadOnUse.has(child.name)));
            continue;
          }
          out.push(child);
        } else {
          run.push(child);
        }
      }
      flush();
      (parent as { children: Node[] }).children = out;
    };
    fold(tree);
  };
}
