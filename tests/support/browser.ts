import { type Browser, chromium } from 'playwright-core';
import { chromiumFlags, chromiumPath } from '../../scripts/chromium.ts';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: chromiumFlags,
  });
}
