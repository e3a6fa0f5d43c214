import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { withDeferredShown } from './deferred.ts';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

interface Axe {
  run: (
    context: Document,
    options: object,
  ) => Promise<{
    violations: { id: string; impact: string; help: string; nodes: { target: string[] }[] }[];
  }>;
}

/**
 * Adds axe to every document the page loads from now on, before the page's own scripts: a tab
 * that reads page after page (`openReader`) then compiles it once for the renderer, instead of
 * once a page (the 41 routes' checks, alone: 38 s instead of 50 s).
 */
export function addAxeToEveryPage(page: Page) {
  return page.addInitScript({ path: axePath });
}

/**
 * axe-core's WCAG 2.2 AA and best-practice violations on the page as it is now, one line each.
 * axe is added to a page once (a second check, at another width, uses it again), and only the
 * violations, each as its line, come back from the page. `skip`: rules left out (by id).
 */
export async function axeViolations(page: Page, skip: string[] = []): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axePath });
  // Parts rendered as they come near the window (`defer-render`) are laid out at a placeholder
  // size until then, so what follows them can seem to lie under them; axe judges colours by what
  // lies under text, so it sees the page as a visitor who scrolled there does: every part rendered.
  return withDeferredShown(page, () =>
    page.evaluate(
      async ({ values, skip }) => {
        const axe = (window as unknown as { axe: Axe }).axe;
        // Every rule runs as before; full details are gathered for the violations only.
        const { violations } = await axe.run(document, {
          runOnly: { type: 'tag', values },
          resultTypes: ['violations'],
          rules: Object.fromEntries(skip.map((id) => [id, { enabled: false }])),
        });
        return violations.map(
          (v) =>
            `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
        );
      },
      { values: tags, skip },
    ),
  );
}
