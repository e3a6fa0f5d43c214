/**
 * The page-unload guard: it blocks page-unload navigation when the address contains a certain
 * domain-hosting provider's name; active on production and every host except local, preview and
 * hosting-platform hosts.
 *
 * Why (the original product had the guard without a stated reason; this is our reading): when the site is
 * reached through the domain-hosting provider (its forwarding or parking of the domain), the
 * address carries the provider's name, and the provider's frame or scripts can navigate the
 * visitor away to the provider's own pages. The guard makes the browser ask the visitor before
 * such a page is left. It stays off where people reload on purpose all day: local development,
 * preview deployments and the hosting platform's own hosts (its editor and build previews). On
 * the production domain it is always on, whatever the lists say.
 *
 * What browsers allow: a beforeunload listener cannot see where the navigation goes, so the
 * address is read when the page is about to unload (client-side navigation inside the site never
 * fires beforeunload, so internal links are unaffected); the prompt is the browser's own text,
 * shown only once the visitor has interacted with the page. The listener is added only on a
 * guarded host, so elsewhere the page keeps its back/forward cache.
 *
 * The provider name and the host lists come from content/site.yaml (`integrations.unloadGuard`);
 * without that block nothing here is loaded.
 */
import type { UnloadGuardConfig } from '../content/schema.ts';

/** The part of a beforeunload event this module uses. */
export interface UnloadEventLike {
  preventDefault(): void;
  returnValue: unknown;
}

export interface UnloadGuardEnv {
  window: {
    location: { hostname: string; href: string };
    addEventListener(type: 'beforeunload', listener: (event: UnloadEventLike) => void): void;
  };
  /** The production host (from the site URL); it and its bare or www. form are always guarded. */
  productionHost: string;
}

/** "localhost" matches itself only; "*.pages.dev" matches any host below pages.dev. */
export function hostMatches(hostname: string, pattern: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  return pattern.startsWith('*.') ? host.endsWith(pattern.slice(1)) : host === pattern;
}

const bare = (host: string) =>
  host
    .toLowerCase()
    .replace(/\.$/, '')
    .replace(/^www\./, '');

export function isGuardedHost(
  hostname: string,
  config: UnloadGuardConfig,
  productionHost: string,
): boolean {
  if (bare(hostname) === bare(productionHost)) return true;
  const excluded = [...config.localHosts, ...config.previewHosts, ...config.platformHosts];
  return !excluded.some((pattern) => hostMatches(hostname, pattern));
}

export function addressNamesProvider(href: string, providerName: string): boolean {
  return href.toLowerCase().includes(providerName.toLowerCase());
}

/** Adds the guard on a guarded host; returns whether it did. */
export function installUnloadGuard(config: UnloadGuardConfig, env: UnloadGuardEnv): boolean {
  const { location } = env.window;
  if (!isGuardedHost(location.hostname, config, env.productionHost)) return false;
  env.window.addEventListener('beforeunload', (event) => {
    if (!addressNamesProvider(location.href, config.providerName)) return;
    event.preventDefault();
    // Browsers before the standard preventDefault() behaviour (Chrome < 119) need this instead.
    event.returnValue = true;
  });
  return true;
}
