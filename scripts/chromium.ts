/** Debian's Chromium, as the browser tests and the Lighthouse benchmark start it. */
import { existsSync } from 'node:fs';

const candidates = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
];

/** Debian's Chromium (or CHROMIUM_PATH); says how to install it when there is none. */
export function chromiumPath(): string {
  const found = candidates.find((p): p is string => Boolean(p && existsSync(p)));
  if (!found) {
    throw new Error(
      'Chromium is needed for the browser tests and was not found. Install it with\n' +
        '  sudo apt-get update && sudo apt-get install -y chromium\n' +
        'or point CHROMIUM_PATH at a Chromium or Chrome binary.',
    );
  }
  return found;
}

/** Flags for a machine without a GPU, sandbox or outside network (the background calls fail). */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
