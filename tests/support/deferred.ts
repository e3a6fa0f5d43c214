/**
 * Parts of a page rendered as they come near the window (`defer-render`, content-visibility:
 * auto: the home pages' bands, the long pages' sections) are left out of `innerText` and laid out
 * at a placeholder size until then. A test that reads or measures a whole page does it as a
 * visitor who has scrolled through it sees it: with every part rendered.
 */
import type { Locator, Page } from 'playwright-core';

/** Runs `read` with every deferred part of the page rendered, then defers them again. */
export async function withDeferredShown<T>(page: Page, read: () => Promise<T>): Promise<T> {
  await page.evaluate(() => {
    for (const el of document.querySelectorAll<HTMLElement>('.defer-render'))
      el.style.contentVisibility = 'visible';
  });
  try {
    return await read();
  } finally {
    await page.evaluate(() => {
      for (const el of document.querySelectorAll<HTMLElement>('.defer-render'))
        el.style.contentVisibility = '';
    });
  }
}

/** The text of `locator` as a visitor who has scrolled through it reads it. */
export function textOf(locator: Locator): Promise<string> {
  return withDeferredShown(locator.page(), () => locator.innerText());
}
