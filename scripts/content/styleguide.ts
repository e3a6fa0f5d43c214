/**
 * /styleguide shows writers every MDX component. It is written in MDX, so building it renders
 * each one; this check keeps it complete: a component added to the registry must be added there,
 * with its props and an example, or the build stops.
 */
import { mdxRegistry } from '../../src/mdx/registry.ts';
import type { Entry, RoutedEntry } from './load.ts';
import type { Problem } from './problems.ts';

export const styleguidePath = '/styleguide';

export function styleguideProblems(entries: readonly Entry[]): Problem[] {
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
  const missing = Object.keys(mdxRegistry).filter((name) => !shown.has(name));
  if (missing.length > 0) {
    problems.push({
      file: guide.file,
      message: `must show every MDX component; add ${missing.map((n) => `<${n}>`).join(', ')}, with its props and an example`,
    });
  }
  return problems;
}
