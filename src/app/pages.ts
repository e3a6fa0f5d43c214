/**
 * Loads route chunks once and remembers them, so that the first render after hydration and
 * every revisit render synchronously, and a link can prefetch its page.
 */
import { pageFragment } from '../lib/fragments.ts';
import { normalizePath } from '../lib/url.ts';
import { preloadIslands } from './islands.tsx';
import type { PageModule, PageRoute, RouteEntry } from './route-types.ts';
import { loadFragment } from './static-html.tsx';

/**
 * The routes of the page's language. The page the document was loaded for comes with its own
 * route in its HTML (start.tsx), so that it renders without the rest; the others, a module for
 * each language (src/generated/manifest.ts, manifest.hi.ts), load when first needed: a link's
 * prefetch or navigation, or an address without a route yet. A change of language loads the page
 * afresh, so no page needs another language's routes. The server bundle has them all.
 */
const byPath = new Map<string, RouteEntry>();
let routesSource: (() => Promise<readonly RouteEntry[]>) | null = null;
let allRoutes: Promise<void> | null = null;
let routesFailed = false;
let complete = false;

/** Adds routes; `complete` when they are all of them (the server bundle's). */
export function addRoutes(more: readonly RouteEntry[], { complete: all = false } = {}): void {
  for (const r of more) byPath.set(r.path, r);
  if (all) complete = true;
}

/** Where the rest of the page's language's routes come from. */
export function routesFrom(load: () => Promise<readonly RouteEntry[]>): void {
  routesSource = load;
}

/**
 * Loads the page's language's routes, once. A failure is kept (a render that waits for them
 * fails, and the app loads the address as a full page) until `retryFailed`, as a chunk's is.
 */
export function loadRoutes(): Promise<void> {
  allRoutes ??= (routesSource?.() ?? Promise.resolve([])).then(
    (routes) => addRoutes(routes, { complete: true }),
    (error: unknown) => {
      routesFailed = true;
      throw error;
    },
  );
  return allRoutes;
}

/** Whether every route of the page's language is known (an unknown address is then no page). */
export const routesComplete = (): boolean => complete;

const loaded = new Map<string, PageModule>();
/** A page's chunk and static parts, and the same with its islands' code, by path. */
const modules = new Map<string, Promise<PageModule>>();
const ready = new Map<string, Promise<PageModule>>();
/** Routes whose chunk failed to load; kept until `retryFailed` so a render does not refetch in a loop. */
const failed = new Set<string>();

/** Lets the next render fetch the chunks that failed before (after the visitor moves on). */
export function retryFailed(): void {
  if (routesFailed) {
    routesFailed = false;
    allRoutes = null;
  }
  for (const path of failed) {
    modules.delete(path);
    ready.delete(path);
  }
  failed.clear();
}

export function routeFor(pathname: string): RouteEntry | undefined {
  return byPath.get(normalizePath(pathname));
}

export function loadedPage(route: PageRoute): PageModule | undefined {
  return loaded.get(route.path);
}

function loadModule(route: PageRoute): Promise<PageModule> {
  let p = modules.get(route.path);
  if (!p) {
    // A content page's static parts come as HTML fragments (none are fetched for the first page).
    p = Promise.all([
      route.load(),
      route.kind === 'content' ? loadFragment(pageFragment(route.path)) : undefined,
    ]).then(
      ([mod]) => mod,
      (error: unknown) => {
        failed.add(route.path);
        throw error;
      },
    );
    modules.set(route.path, p);
  }
  return p;
}

/**
 * Loads a page's chunk, and for a content page its static parts (src/app/static-html.tsx) and
 * the code of its islands (src/app/islands.tsx), so that it renders whole. The first page needs
 * neither: its HTML is on screen, and its islands load when they are reached (`islands: false`).
 */
export function loadPage(route: PageRoute, { islands = true } = {}): Promise<PageModule> {
  if (!islands) {
    return loadModule(route).then((mod) => {
      loaded.set(route.path, mod);
      return mod;
    });
  }
  let p = ready.get(route.path);
  if (!p) {
    p = loadModule(route).then(async (mod) => {
      // The body's islands, and the layout's own (the home page's carousel).
      const layout = (mod.Layout as { islands?: PageModule['islands'] } | undefined)?.islands;
      await preloadIslands([...(mod.islands ?? []), ...(layout ?? [])]).catch((error: unknown) => {
        ready.delete(route.path);
        throw error;
      });
      loaded.set(route.path, mod);
      return mod;
    });
    ready.set(route.path, p);
  }
  return p;
}

/** The path the document was loaded for: its page is on screen as HTML, whatever its code does. */
const documentPath = typeof window === 'undefined' ? null : normalizePath(window.location.pathname);

/** True after a client-side navigation away from the page the document was loaded for. */
export const navigatedAway = (): boolean =>
  documentPath !== null && normalizePath(window.location.pathname) !== documentPath;

/** Loads the address on screen as a full page; returns a promise that never settles. */
export function loadFullPage(): Promise<never> {
  window.location.replace(window.location.href);
  return new Promise<never>(() => {});
}

const navigations = new Map<string, Promise<PageModule>>();

/**
 * Loads a page for a client-side navigation. If anything it needs fails to load (its chunk,
 * its static parts or its islands' code: a dropped connection, or a deploy that replaced the
 * files this tab's code names), the address is loaded as a full page instead, so the visitor
 * lands on the page they asked for, never on an error page or a page with parts missing. The
 * page on screen stays until then (the navigation is a transition that never completes).
 */
export function loadForNavigation(route: PageRoute): Promise<PageModule> {
  let p = navigations.get(route.path);
  if (!p) {
    // A prefetch that failed earlier is tried again.
    retryFailed();
    p = loadPage(route).catch((error: unknown) => {
      navigations.delete(route.path);
      if (navigatedAway() && routeFor(window.location.pathname) === route) return loadFullPage();
      throw error;
    });
    navigations.set(route.path, p);
  }
  return p;
}

/**
 * Starts fetching the chunk and static parts of an internal link's page; safe to call often. Its
 * islands' code waits for the navigation itself, so idle time on one page does not run the code
 * of widgets on pages the visitor may never open.
 */
export function prefetch(href: string): void {
  const route = routeFor(href.split(/[?#]/)[0] ?? href);
  if (!route && !complete) {
    loadRoutes().then(
      () => prefetch(href),
      () => {},
    );
    return;
  }
  if (route?.kind === 'redirect') {
    prefetch(route.to);
  } else if (route) {
    loadModule(route).catch(() => {});
  }
}
