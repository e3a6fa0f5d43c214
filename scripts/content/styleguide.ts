/**
 * /styleguide shows writers every MDX component. It is written in MDX, so building it renders
 * each one; this check keeps it complete: a component added to the registry must be added there,
 * rendered and with a usage snippet to copy (an ```mdx code block that writes it), or the build
 * stops. A component that needs the backend (the lead form, the reminder pages) is shown the same
 * way: its snippet, and the component as it renders before the visitor does anything.
 */
import type { Code } from 'mdast';
import { visit } from 'unist-util-visit';
import { mdxRegistry } from '../../src/mdx/registry.ts';
import type { Entry, RoutedEntry } from './load.ts';
import type { Problem } from './problems.ts';

export const styleguidePath = '/styleguide';

/** The components written in the page's ```mdx code blocks (its usage snippets). */
function componentsInSnippets(guide: RoutedEntry): Set<string> {
  const names = new Set<string>();
  visit(guide.tree, 'code', (node: Code) => {
    if (node.lang !== 'mdx') return;
    for (const [, name] of node.value.matchAll(/<([A-Z][A-Za-z0-9]*)\b/g))
      if (name) names.add(name);
  });
  return names;
}

const tags = (names: readonly string[]) => names.map((n) => `<${n}>`).join(', ');

/** `registry` is the names an MDX file may use (src/mdx/registry.ts); a test passes its own. */
export function styleguideProblems(
  entries: readonly Entry[],
  registry: Readonly<Record<string, string>> = mdxRegistry,
): Problem[] {
  const guide = entries.find((e): e is RoutedEntry => e.route === styleguidePath);
  if (!guide) return [];
  const problems: Problem[] = [];
  if (guide.frontmatter.index !== false) {
    problems.push({
      file: guide.file,
      field: 'index',
      message:
        'must be false: the styleguide is for writers, not for search engines or site search',
    });
  }
  const shown = new Set(guide.analysis.components.map((c) => c.name));
  const missing = Object.keys(registry).filter((name) => !shown.has(name));
  if (missing.length > 0) {
    problems.push({
      file: guide.file,
      message: `must show every MDX component; add ${tags(missing)}, with its props and an example`,
    });
  }
  const inSnippets = componentsInSnippets(guide);
  const withoutSnippet = Object.keys(registry).filter(
    (name) => shown.has(name) && !inSnippets.has(name),
  );
  if (withoutSnippet.length > 0) {
    problems.push({
      file: guide.file,
      message: `must give every MDX component a usage snippet to copy; add an \`\`\`mdx code block that writes ${tags(withoutSnippet)}`,
    });
  }
  return problems;
}
