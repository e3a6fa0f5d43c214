import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtRoutes, hydrated, openPage, startSite } from '../support/site.ts';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const pages = builtRoutes().filter((r) => r.kind !== 'redirect');
let site: Awaited<ReturnType<typeof startSite>>;

beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site?.close());

interface AxeResult {
  violations: { id: string; impact: string; help: string; nodes: { target: string[] }[] }[];
}

describe.each([1280, 375])('axe-core at %i px', (width) => {
  it.each(pages.map((r) => [r.path] as const))('%s has no violations', async (path) => {
    const { page, close } = await openPage(site.browser, width, 800);
    await page.goto(site.url + path);
    await hydrated(page);
    await page.addScriptTag({ path: axePath });
    const result = (await page.evaluate(() =>
      (
        window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<unknown> } }
      ).axe.run(document, {
        runOnly: {
          type: 'tag',
          values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
        },
      }),
    )) as AxeResult;
    const summary = result.violations.map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
    expect(summary).toEqual([]);
    await close();
  });
});
