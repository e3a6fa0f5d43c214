/**
 * The global setup of the browser tests: one static server of dist/ and one Chromium (its headless
 * shell, `testChromium`) for the whole run, shared by every file (each file connects to Chromium,
 * `startSite` in `site.ts`, and opens a browser context of its own per page). The teardown stops
 * both.
 */
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { testChromium, testChromiumFlags } from '../../scripts/chromium.ts';
import { serve } from '../../scripts/serve.ts';

const dist = path.resolve(import.meta.dirname, '..', '..', 'dist');

export default async function setup(project: TestProject) {
  if (!existsSync(path.join(dist, 'index.html'))) {
    throw new Error(
      'The browser tests run on the built site: run "npm run build" first (npm test does).',
    );
  }
  const { path: executablePath, notice } = testChromium();
  if (notice) console.warn(notice);
  const browser = await chromium.launchServer({
    executablePath,
    args: testChromiumFlags,
  });
  const { server, url } = await serve(dist, 0);
  project.provide('chromiumEndpoint', browser.wsEndpoint());
  project.provide('siteUrl', url);
  return async () => {
    await browser.close();
    (server as Server).closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
}
