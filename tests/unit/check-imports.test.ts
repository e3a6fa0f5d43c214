import { describe, expect, it } from 'vitest';
import { cycles, sourceImports } from '../../scripts/check-imports.ts';

describe('the import check', () => {
  it('reports each cycle once, with every module in it', () => {
    const graph = new Map([
      ['src/app/pages.ts', ['src/app/static-html.tsx', 'src/lib/url.ts']],
      ['src/app/static-html.tsx', ['src/lib/prefetch-visible.ts']],
      ['src/lib/prefetch-visible.ts', ['src/app/pages.ts']],
      ['src/lib/url.ts', []],
      ['src/a.ts', ['src/a.ts']],
    ]);
    expect(cycles(graph)).toEqual([
      ['src/app/pages.ts', 'src/app/static-html.tsx', 'src/lib/prefetch-visible.ts'],
      ['src/a.ts'],
    ]);
  });

  it('reports none in a graph that points one way', () => {
    expect(
      cycles(
        new Map([
          ['a', ['b']],
          ['b', ['c']],
          ['c', []],
        ]),
      ),
    ).toEqual([]);
  });

  it('counts type-only imports and re-exports, which the bundler leaves out', () => {
    const source = [
      "import type { ContentBuild } from './model.ts';",
      'import {',
      '  type DataName,',
      '  type SiteConfig,',
      "} from '../../src/content/schema.ts';",
      "export type { Entry } from './load.ts';",
      "import { z } from 'zod';",
      "import { routes } from '../../src/generated/routes.ts';",
    ].join('\n');
    expect(sourceImports('scripts/content/links.ts', source)).toEqual([
      'scripts/content/model.ts',
      'src/content/schema.ts',
      'scripts/content/load.ts',
    ]);
  });
});
