import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { buildContent } from '../../scripts/content/build.ts';
import { layoutFile } from '../../scripts/content/layout-fields.ts';
import { layoutOf } from '../../scripts/content/load.ts';
import { browserFrontmatter } from '../../scripts/content/mdx-module.ts';
import type { LayoutProps } from '../../src/app/route-types.ts';
import { StaticRouter } from '../../src/lib/router.tsx';
import { root } from '../support/site.ts';

// Layouts render as the browser bundle has them: the children of their static parts are left out.
vi.hoisted(() => {
  (globalThis as { __RENDER_STATIC__?: boolean }).__RENDER_STATIC__ = false;
});
vi.mock('../../src/app/static-html.tsx', async (original) => ({
  ...(await original<typeof import('../../src/app/static-html.tsx')>()),
  renderStatic: false,
}));

// Post bodies are MDX, which this test has no compiler for; the blog's layout renders without them.
vi.mock('../../src/generated/blog-bodies.ts', () => ({ bodies: {} }));

interface LayoutModule {
  default: (props: LayoutProps) => React.ReactNode;
  clientFields: readonly string[] | 'all';
}

const build = buildContent(root);
const pages = [...build.routes.values()].flatMap((route) => {
  const layout = route.entry ? layoutOf(route.entry) : null;
  return route.entry && layout ? [{ path: route.path, layout, entry: route.entry }] : [];
});

describe('the frontmatter fields each layout declares it reads in the browser', () => {
  it.each(pages)('$layout on $path reads no other field when it renders there', async (page) => {
    const { default: Layout, clientFields } = (await import(
      `../../src/layouts/${page.layout}.tsx`
    )) as LayoutModule;
    // The layout's own islands' code, as a navigation to the page loads it (src/app/pages.ts).
    const islands = (Layout as { islands?: { load(): Promise<unknown> }[] }).islands ?? [];
    await Promise.all(islands.map((i) => i.load()));
    const all = page.entry.frontmatter as Record<string, unknown>;
    if (clientFields === 'all') return;
    // What the page's module gives the layout in the browser, with a record of other fields read.
    const kept = browserFrontmatter(page.entry, page.layout, build);
    const read = new Set<string>();
    const frontmatter = new Proxy(kept, {
      get(target, key) {
        if (typeof key === 'string' && key in all && !(key in target)) read.add(key);
        return Reflect.get(target, key);
      },
    });
    let failure: unknown = null;
    try {
      renderToString(
        <StaticRouter location={page.path}>
          <Layout frontmatter={frontmatter} path={page.path}>
            {null}
          </Layout>
        </StaticRouter>,
      );
    } catch (error) {
      failure = error;
    }
    expect(
      [...read],
      `${layoutFile(page.layout)} reads these fields outside its static parts, which its clientFields do not list`,
    ).toEqual([]);
    expect(failure).toBeNull();
  });
});
