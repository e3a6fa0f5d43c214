/**
 * Loads route chunks once and remembers them, so that the first render after hydration and
 * every revisit render synchronously, and a link can prefetch its page.
 */
import { routes } from '../generated/manifest.ts';
import { normalizePath } from '../lib/url.ts';
import type { PageModule, PageRoute, RouteEntry } from './route-types.ts';

const byPath = new Map<string, RouteEntry>(routes.map((r) => [r.path, r]));
const loaded = new Map<string, PageModule>();
const inFlight = new Map<string, Promise<PageModule>>();
/** Routes whose chunk failed to load; kept until `retryFailed` so a render does not refetch in a loop. */
const failed = new Set<string>();

/** Lets the next render fetch the chunks that failed before (after the visitor moves on). */
export function retryFailed(): void {
  for (const path of failed) inFlight.delete(path);
  failed.clear();
}

export function routeFor(pathname: string): RouteEntry | undefined {
  return byPath.get(normalizePath(pathname));
}

export function loadedPage(route: PageRoute): PageModule | undefined {
  return loaded.get(route.path);
}

export function loadPage(route: PageRoute): Promise<PageModule> {
  let p = inFlight.get(route.path);
  if (!p) {
    p = route.load().then(
      (mod) => {
        loaded.set(route.path, mod);
        return mod;
      },
      (error: unknown) => {
        failed.add(route.path);
        throw error;
      },
    );
    inFlight.set(route.path, p);
  }
  return p;
}

/** Starts fetching the chunk of an internal link's page; safe to call often. */
export function prefetch(href: string): void {
  const route = routeFor(href.split(/[?#]/)[0] ?? href);
  if (route?.kind === 'redirect') {
    prefetch(route.to);
  } else if (route) {
    loadPage(route).catch(() => {});
  }
}
