import type { Page } from 'playwright-core';

/**
 * Slows `page`'s CPU six times, as Lighthouse's mobile runs do, and returns what gives it its full
 * speed back. Chromium slows a page by holding it in a loop five sixths of the time, which keeps a
 * core busy even while the page is idle (2.6 s of CPU in 3 idle seconds): a test gives the page its
 * speed back once what it checks of the start is done, so that the rest of the run is not slowed.
 */
export async function slowCpu(page: Page): Promise<() => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  return async () => {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  };
}
