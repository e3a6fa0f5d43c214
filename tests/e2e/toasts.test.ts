/**
 * Toasts (sonner) appear below the sticky header, never over it: its links, search and menu stay
 * in reach while a message shows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hydrated, openPage, startSite } from '../support/site.ts';

let site: Awaited<ReturnType<typeof startSite>>;

beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site?.close());

describe('toasts', () => {
  it.each([375, 1280])('at %i px, a toast shows below the header', async (width) => {
    const { page, close } = await openPage(site.browser, width, 800);
    // The content provider, answered here: a generation ends with a toast.
    await page.route('https://api.writesonic.com/**', (route) =>
      route.fulfill({
        status: 200,
        headers: { 'Access-Control-Allow-Origin': '*', 'Content-Type': 'application/json' },
        body: JSON.stringify({ data: [{ text: 'Generated copy' }] }),
      }),
    );
    await page.goto(`${site.url}/content-generation`);
    await hydrated(page);
    await page.getByLabel('Topic').fill('PF for startups');
    await page.getByLabel('Writesonic API key').fill('sk-test-secret-key-1234567890');
    await page.getByRole('button', { name: /^Generate/ }).click();
    const toast = page.locator('[data-sonner-toast]').first();
    await toast.waitFor();
    // Once it has slid into place.
    await expect
      .poll(() => toast.evaluate((t) => t.getAnimations().every((a) => a.playState !== 'running')))
      .toBe(true);
    const header = await page.locator('body > #root header').first().boundingBox();
    const box = await toast.boundingBox();
    expect(header).not.toBeNull();
    expect(box).not.toBeNull();
    expect(box?.y ?? 0).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0));
    // The header's controls are still what a tap there reaches.
    const button = page
      .locator(width < 768 ? 'header button[popovertarget][aria-label]' : 'header a[href="/"]')
      .first();
    const hit = await button.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return el.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
    });
    expect(hit).toBe(true);
    // Named in the catalogue's words (content/messages/en/toasts.yaml), not the library's.
    expect(await page.getByRole('region', { name: 'Notifications alt+T' }).count()).toBe(1);
    expect(await toast.getByRole('button', { name: 'Close this message' }).count()).toBe(1);
    await close();
  });
});
