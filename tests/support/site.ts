import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, ConsoleMessage, Page } from 'playwright-core';
import { inject } from 'vitest';
import { connectChromium } from './browser.ts';

export const root = path.resolve(import.meta.dirname, '..', '..');
export const dist = path.join(root, 'dist');

export interface RouteInfo {
  path: string;
  language: 'en' | 'hi';
  kind: 'content' | 'screen' | 'redirect';
  h1: string;
  index: boolean;
  collection: string | null;
  layout: string | null;
  /** A page whose job is a tool or a form (frontmatter `task`). */
  task: boolean;
  to: string | null;
  title: string | null;
  anchors: string[];
}

export function builtRoutes(): RouteInfo[] {
  const file = path.join(root, 'src', 'generated', 'routes.json');
  if (!existsSync(path.join(dist, 'index.html')) || !existsSync(file)) {
    throw new Error(
      'The browser tests run on the built site: run "npm run build" first (npm test does).',
    );
  }
  return JSON.parse(readFileSync(file, 'utf8')) as RouteInfo[];
}

/**
 * The built site and Chromium, both shared by the whole test run (`setup-browser.ts`): `close`
 * disconnects this file from Chromium, closing the contexts it opened.
 */
export async function startSite() {
  builtRoutes();
  const browser = await connectChromium();
  return { url: inject('siteUrl'), browser, close: () => browser.close() };
}

/** A page that records console errors and uncaught exceptions. */
export async function openPage(browser: Browser, width = 1280, height = 900) {
  const context = await browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m: ConsoleMessage) => {
    if (m.type() === 'error' || (m.type() === 'warning' && /hydrat/i.test(m.text())))
      errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return { page, errors, close: () => context.close() };
}

/**
 * One tab that a test file reads page after page in, as a visitor does: a new browser context and
 * tab cost about twice a page load again (41 routes: 24 s in fresh contexts, 8 s in one tab; about
 * a second of CPU each, in a new renderer process), so the checks that only look at pages share
 * it. A test that needs a clean browser (storage, a session, intercepted or counted requests, a
 * slowed CPU) opens its own with `openPage`.
 *
 * `visit` sets the size and reduced motion, loads the page afresh (by way of about:blank when it
 * is the page already shown, even with another #fragment, so that a reload's scroll restoration
 * cannot carry over) and waits for hydration; `errors` holds what this visit logged. Its `close` is a no-op, so that a test reads
 * the same whether it got its page here or from `openPage`; `closeReader` ends the tab.
 */
export async function openReader(browser: Browser, url: string) {
  const { page, errors, close: closeReader } = await openPage(browser);
  async function visit(
    path: string,
    width = 1280,
    height = 900,
    { reducedMotion = 'no-preference' }: { reducedMotion?: 'reduce' | 'no-preference' } = {},
  ) {
    errors.length = 0;
    await page.setViewportSize({ width, height });
    await page.emulateMedia({ reducedMotion });
    const withoutHash = (address: string) => address.split('#')[0];
    if (withoutHash(page.url()) === withoutHash(url + path)) await page.goto('about:blank');
    const response = await page.goto(url + path);
    await hydrated(page);
    return { page, errors, response, close: async () => {} };
  }
  return { page, visit, closeReader };
}

/**
 * Resolves once React has hydrated (or rendered) the page: the toast host appears after that.
 * Asked every 50 ms rather than every animation frame (Playwright's default), which has the page
 * render a frame 60 times a second while it starts, for nothing. With this, and its resizes read
 * without waiting for a frame, routes.test.ts took 140 CPU-seconds of the machine against 156
 * (one run each, one after the other).
 */
export async function hydrated(page: Page) {
  await page.waitForFunction(
    () => document.documentElement.dataset.hydrated === 'true',
    undefined,
    {
      polling: 50,
    },
  );
}
