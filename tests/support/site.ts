import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, ConsoleMessage, Page } from 'playwright-core';
import { inject } from 'vitest';
import { connectChromium } from './browser.ts';

export const root = path.resolve(import.meta.dirname, '..', '..');
export const dist = path.join(root, 'dist');

export interface RouteInfo {
  path: string;
  kind: 'content' | 'screen' | 'redirect';
  h1: string;
  index: boolean;
  collection: string | null;
  layout: string | null;
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

/** Resolves once React has hydrated (or rendered) the page: the toast host appears after that. */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}
