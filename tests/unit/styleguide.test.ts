import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildContent } from '../../scripts/content/build.ts';
import { formatProblem } from '../../scripts/content/problems.ts';
import { styleguideProblems } from '../../scripts/content/styleguide.ts';
import { mdxRegistry } from '../../src/mdx/registry.ts';
import { contentProblems, fixture, page } from '../support/fixture.ts';

const projectRoot = path.resolve(import.meta.dirname, '../..');
const problemsOf = (root: string) => contentProblems(root).map(formatProblem).join('\n');

describe('/styleguide', () => {
  const build = buildContent(projectRoot);

  it('shows every registered MDX component, out of search and the sitemap', () => {
    const guide = build.routes.get('/styleguide')?.entry;
    expect(guide?.frontmatter.index).toBe(false);
    const shown = new Set(guide?.analysis.components.map((c) => c.name));
    expect(Object.keys(mdxRegistry).filter((name) => !shown.has(name))).toEqual([]);
  });

  it('refuses a registered component it does not show, naming it', () => {
    const registry = { ...mdxRegistry, FixtureWidget: 'FixtureWidget' };
    const message = styleguideProblems(build.entries, registry).map(formatProblem).join('\n');
    expect(message).toBe(
      'content/pages/styleguide.mdx: must show every MDX component; add <FixtureWidget>, with its props and an example',
    );
  });

  it('stops the build when it renders a component without a usage snippet to copy', () => {
    const root = fixture({
      'content/pages/styleguide.mdx': page(
        '/styleguide',
        'index: false\n',
        '<Callout title="A note">Text.</Callout>\n\n```mdx\n<Card title="A card">Text.</Card>\n```\n\n<Card title="A card">Text.</Card>',
      ),
    });
    const message = problemsOf(root);
    expect(message).toMatch(
      /^content\/pages\/styleguide\.mdx: must give every MDX component a usage snippet to copy; add an ```mdx code block that writes <Callout>$/m,
    );
  });

  it('stops the build when a registered component is missing from it', () => {
    const root = fixture({
      'content/pages/styleguide.mdx': page(
        '/styleguide',
        'index: false\n',
        '```mdx\n<Callout title="A note">Text.</Callout>\n```\n\n<Callout title="A note">Text.</Callout>',
      ),
    });
    const message = problemsOf(root);
    expect(message).toMatch(
      /content\/pages\/styleguide\.mdx: must show every MDX component; add <Card>, .*<Webinars>, with its props and an example/,
    );
    expect(message).not.toContain('<Callout>');
  });

  it('must stay out of search engines', () => {
    const root = fixture({
      'content/pages/styleguide.mdx': page(
        '/styleguide',
        '',
        '<Callout title="A note">Text.</Callout>',
      ),
    });
    expect(problemsOf(root)).toContain('content/pages/styleguide.mdx: index: must be false');
  });
});
