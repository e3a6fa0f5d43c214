/**
 * The search-optimisation vendor's script: configured in the browser
 * with a host, a site id, the domain, hide-badge and disable-redirects; no data call of our own.
 *
 * Schedule, counted from the start, which is 3 s after the page's load event (the caller says how
 * long ago that was, since this module itself is downloaded after the event):
 *   0 s        insert the script, unless the vendor is ready already;
 *   3, 6, 9 s  the three retries: if the vendor is not ready, check again, and insert the script
 *              anew if the last one failed to load (one still loading is left to finish);
 *   10 s       hard stop: no more attempts, timers cleared, one console.warn. Nothing is shown to
 *              the visitor: a missing search integration must never get in the way of the page.
 * "Ready" is also checked as soon as a script loads, so a working vendor is seen at once.
 * It runs only on the production domain, bare and www.; anywhere else (local, previews) it does
 * nothing, so development and tests never call the vendor.
 *
 * Assumptions about the vendor, which the site does not name, stated so a deployer can check
 * them against the vendor's snippet:
 * - it is one script tag, `https://{host}{scriptPath}`, read by the vendor from its own
 *   attributes (`document.currentScript`, which is set for inserted scripts too):
 *   data-host, data-site-id, data-domain, data-hide-badge and data-disable-redirects
 *   ("true"/"false"). "Host" is the host that serves the script, which such vendors also use for
 *   their calls, hence also data-host;
 * - once ready, it defines a global (`readyGlobal`, a dotted path such as "vendor.ready" is
 *   allowed) with a truthy value; that global is how "not ready" is told apart.
 * A vendor that wants a global configuration object instead would need it set before the insert
 * in `insertScript` below.
 *
 * Window, document, timers and console are passed in, so tests drive it with fakes and fake timers.
 */
import type { SearchOptimisationConfig } from '../content/schema.ts';

export const START_DELAY_MS = 3000;
export const RETRY_EVERY_MS = 3000;
export const MAX_RETRIES = 3;
export const HARD_STOP_MS = 10_000;

/** The part of a script element this module uses. */
export interface ScriptLike {
  src: string;
  async: boolean;
  setAttribute(name: string, value: string): void;
  addEventListener(type: 'load' | 'error', listener: () => void): void;
  remove(): void;
}

/** `S` is the script element type: HTMLScriptElement in the browser, a fake in tests. */
export interface SearchOptimisationEnv<S extends ScriptLike = ScriptLike> {
  /** The page's window: its location and the vendor's global are read from it. */
  window: { location: { hostname: string } };
  document: {
    createElement(tag: 'script'): S;
    head: { appendChild(node: S): unknown };
  };
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
  console: Pick<Console, 'warn'>;
}

export type SearchOptimisationStatus = 'off' | 'waiting' | 'loading' | 'ready' | 'failed';

export interface SearchOptimisation {
  status(): SearchOptimisationStatus;
}

/** The production domain and its www. form, nothing else (not other subdomains). */
export function isProductionDomain(hostname: string, domain: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  return host === domain || host === `www.${domain}`;
}

export function scriptUrl(config: SearchOptimisationConfig): string {
  return `https://${config.host}${config.scriptPath}`;
}

/** Whether the vendor's global (or the dotted path below it) holds a truthy value. */
export function isVendorReady(win: object, readyGlobal: string): boolean {
  let value: unknown = win;
  for (const key of readyGlobal.split('.')) {
    if (value === null || (typeof value !== 'object' && typeof value !== 'function')) return false;
    value = (value as Record<string, unknown>)[key];
  }
  return Boolean(value);
}

/** The vendor's script element, not yet loading, with the data attributes its snippet sets. */
function vendorScript<S extends ScriptLike>(
  config: SearchOptimisationConfig,
  env: SearchOptimisationEnv<S>,
): S {
  const element = env.document.createElement('script');
  element.async = true;
  element.setAttribute('data-host', config.host);
  element.setAttribute('data-site-id', config.siteId);
  element.setAttribute('data-domain', config.domain);
  element.setAttribute('data-hide-badge', String(config.hideBadge));
  element.setAttribute('data-disable-redirects', String(config.disableRedirects));
  return element;
}

/** Why the vendor was not ready in time, by the state its script was in. */
function whyNotReady(
  state: 'loading' | 'loaded' | 'failed' | undefined,
  config: SearchOptimisationConfig,
): string {
  if (state === 'failed') return `the script at ${scriptUrl(config)} failed to load`;
  if (state === 'loaded') return `the script loaded but did not define ${config.readyGlobal}`;
  return `the script at ${scriptUrl(config)} was still loading`;
}

export function startSearchOptimisation<S extends ScriptLike>(
  config: SearchOptimisationConfig,
  env: SearchOptimisationEnv<S>,
  sinceLoadMs = 0,
): SearchOptimisation {
  if (!isProductionDomain(env.window.location.hostname, config.domain)) {
    return { status: () => 'off' };
  }

  let status: SearchOptimisationStatus = 'waiting';
  let script: { element: S; state: 'loading' | 'loaded' | 'failed' } | undefined;
  let retries = 0;
  const timers = new Set<unknown>();

  const later = (ms: number, fn: () => void) => {
    const id = env.setTimeout(() => {
      timers.delete(id);
      fn();
    }, ms);
    timers.add(id);
  };
  const clearTimers = () => {
    for (const id of timers) env.clearTimeout(id);
    timers.clear();
  };
  const ready = () => isVendorReady(env.window, config.readyGlobal);
  const succeed = () => {
    status = 'ready';
    clearTimers();
  };

  const insertScript = () => {
    const element = vendorScript(config, env);
    const entry = { element, state: 'loading' as 'loading' | 'loaded' | 'failed' };
    element.addEventListener('load', () => {
      entry.state = 'loaded';
      if (status === 'loading' && ready()) succeed();
    });
    element.addEventListener('error', () => {
      entry.state = 'failed';
    });
    element.src = scriptUrl(config);
    env.document.head.appendChild(element);
    script = entry;
  };

  const attempt = () => {
    if (ready()) return succeed();
    if (!script || script.state === 'failed') {
      script?.element.remove();
      insertScript();
    }
  };

  const retry = () => {
    retries += 1;
    attempt();
    if (status === 'loading' && retries < MAX_RETRIES) later(RETRY_EVERY_MS, retry);
  };

  const hardStop = () => {
    if (status !== 'loading') return;
    status = 'failed';
    clearTimers();
    const why = whyNotReady(script?.state, config);
    // A failed script element is dead weight; one still loading may yet run, which is harmless.
    if (script?.state === 'failed') script.element.remove();
    env.console.warn(
      `Search optimisation not ready ${HARD_STOP_MS / 1000} s after start (${why}, after ${retries} retries); stopped.`,
    );
  };

  later(Math.max(0, START_DELAY_MS - sinceLoadMs), () => {
    status = 'loading';
    later(HARD_STOP_MS, hardStop);
    attempt();
    if (status === 'loading') later(RETRY_EVERY_MS, retry);
  });

  return { status: () => status };
}
