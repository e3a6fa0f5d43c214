/**
 * The one door to the browser integrations. The client entry imports this file only when
 * content/site.yaml has an `integrations` block, and this file imports each configured module only
 * after the page's load event, so none of it is in a page's first load.
 */
import type { SiteConfig } from '../content/schema.ts';

export interface LoadTarget {
  document: { readyState: DocumentReadyState };
  addEventListener(type: 'load', listener: () => void, options: { once: true }): void;
}

/** Runs `fn` once the page has loaded: now if it has, else on the load event. */
export function afterLoad(win: LoadTarget, fn: () => void): void {
  if (win.document.readyState === 'complete') fn();
  else win.addEventListener('load', fn, { once: true });
}

/** Milliseconds since the page's load event, as the browser recorded it (0 if it does not say). */
function sinceLoad(): number {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return navigation && navigation.loadEventStart > 0
    ? performance.now() - navigation.loadEventStart
    : 0;
}

const failed = (what: string) => (error: unknown) =>
  console.warn(`The ${what} integration did not start:`, error);

export function startIntegrations(site: Pick<SiteConfig, 'integrations' | 'url'>): void {
  if (!site.integrations) return;
  const { searchOptimisation, unloadGuard } = site.integrations;
  afterLoad(window, () => {
    if (unloadGuard) {
      import('./unload-guard.ts')
        .then((m) =>
          m.installUnloadGuard(unloadGuard, { window, productionHost: new URL(site.url).hostname }),
        )
        .catch(failed('unload guard'));
    }
    if (searchOptimisation) {
      import('./search-optimisation.ts')
        .then((m) =>
          m.startSearchOptimisation<HTMLScriptElement>(
            searchOptimisation,
            {
              window,
              document,
              setTimeout: (fn, ms) => window.setTimeout(fn, ms),
              clearTimeout: (id) => window.clearTimeout(id as number),
              console,
            },
            sinceLoad(),
          ),
        )
        .catch(failed('search optimisation'));
    }
  });
}
