import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAxeToEveryPage, axeViolations } from '../support/axe.ts';
import { builtRoutes, openReader, startSite } from '../support/site.ts';

const pages = builtRoutes().filter((r) => r.kind !== 'redirect');
let site: Awaited<ReturnType<typeof startSite>>;
let reader: Awaited<ReturnType<typeof openReader>>;

beforeAll(async () => {
  site = await startSite();
  reader = await openReader(site.browser, site.url);
  await addAxeToEveryPage(reader.page);
});
afterAll(() => site?.close());

describe('axe-core at 1280 and 375 px', () => {
  it.each(pages.map((r) => [r.path] as const))('%s has no violations', async (path) => {
    const { page } = await reader.visit(path, 1280, 800);
    expect(await axeViolations(page), `${path} at 1280 px`).toEqual([]);
    // The same page turned into a phone's width: the layout is CSS, so no reload is needed.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.evaluate(() => new Promise(requestAnimationFrame));
    expect(await axeViolations(page), `${path} at 375 px`).toEqual([]);
  });
});
