import { type Browser, chromium } from 'playwright-core';
import { inject } from 'vitest';

/**
 * The test run's Chromium, started once by `setup-browser.ts`. Closing the connection closes the
 * browser contexts this file opened, and nothing else.
 */
export function connectChromium(): Promise<Browser> {
  return chromium.connect(inject('chromiumEndpoint'));
}
