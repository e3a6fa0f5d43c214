/**
 * Debian's Chromium: the browser tests run in its headless shell and the benchmarks in the full
 * browser. CHROMIUM_PATH, when set, is used for both.
 */
import { existsSync } from 'node:fs';

const browsers = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
const shells = ['/usr/bin/chromium-headless-shell'];

const found = (paths: (string | undefined)[]) =>
  paths.find((p): p is string => Boolean(p && existsSync(p)));

/** Debian's Chromium (or CHROMIUM_PATH); says how to install it when there is none. */
export function chromiumPath(): string {
  const path = found([process.env.CHROMIUM_PATH, ...browsers]);
  if (!path) {
    throw new Error(
      'Chromium is needed for the benchmarks and was not found. Install it with\n' +
        '  sudo apt-get update && sudo apt-get install -y chromium\n' +
        'or point CHROMIUM_PATH at a Chromium or Chrome binary.',
    );
  }
  return path;
}

/**
 * The Chromium the browser tests drive, and a line to print when it is not the one they are meant
 * to run in. That is Debian's `chromium-headless-shell`: Chromium's own Blink and V8 of the same
 * version without the browser's windowing and UI layer, the build Playwright's headless runs use.
 * Over a whole test run Chromium's processes use about a third less CPU in it than in the full
 * browser, and the run takes about a quarter less time (README, "Tests"). Without it the tests
 * run in the full Chromium.
 */
export function testChromium(): { path: string; notice: string | null } {
  const shell = found([process.env.CHROMIUM_PATH, ...shells]);
  if (shell) return { path: shell, notice: null };
  const browser = found(browsers);
  const install = 'sudo apt-get update && sudo apt-get install -y chromium-headless-shell';
  if (browser) {
    return {
      path: browser,
      notice: `The browser tests run in ${browser}, about 30% slower than in Chromium's headless shell: ${install}`,
    };
  }
  throw new Error(
    `Chromium is needed for the browser tests and was not found. Install its headless shell with\n  ${install}\nor point CHROMIUM_PATH at a Chromium or Chrome binary.`,
  );
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

/**
 * The browser tests' flags: `chromiumFlags`, and V8 without its optimising compilers (Maglev and
 * TurboFan). A test's page lives for seconds, too short for optimised code to pay back its
 * compiling, which runs on threads of its own: the same 40 routes loaded, checked with axe-core
 * and turned to four widths took the browser 18 to 24% less CPU without them (four pairs of runs,
 * one after the other). What the pages do is the same; how fast they do it is the benchmarks'
 * (`npm run bench`, with `chromiumFlags` alone, as a visitor's browser runs).
 */
export const testChromiumFlags = [...chromiumFlags, '--js-flags=--no-opt --no-maglev'];
