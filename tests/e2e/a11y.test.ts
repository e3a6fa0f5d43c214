import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe.ts';
import { builtRoutes, hydrated, openPage, startSite } from '../support/site.ts';

const pages = builtRoutes().filter((r) => r.kind !== 'redirect');
let site: Awaited<ReturnType<typeof startSite>>;

beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site?.close());

describe.each([1280, 375])('axe-core at %i px', (width) => {
  it.each(pages.map((r) => [r.path] as const))('%s has no violations', async (path) => {
    const { page, close } = await openPage(site.browser, width, 800);
    await page.goto(site.url + path);
    await hydrated(page);
    expect(await axeViolations(page)).toEqual([]);
    await close();
  });
});
