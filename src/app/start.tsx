/** The app's start in the browser: hydrate the prerendered page, or render one. */
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { site } from '../generated/site-client.ts';
import { addLanguagePack, isOriginal, type Language, languageOf } from '../lib/language.ts';
import { BrowserRouter } from '../lib/router.tsx';
import { normalizePath } from '../lib/url.ts';
import { App } from './App.tsx';
import { addRoutes, loadPage, loadRoutes, prefetch, routeFor, routesFrom } from './pages.ts';
import type { RouteEntry } from './route-types.ts';
import { captureStatic } from './static-html.tsx';

/**
 * A change of language loads the page afresh: the header, footer and phone bar are the first
 * page's for the whole visit, in its language.
 */
const changesLanguage = (from: string, to: string) => languageOf(from) !== languageOf(to);

/**
 * Each translation's routes (manifest.<language>.ts) and words: its messages of the code every
 * page loads first (messages/pack.<language>.ts) and its site config (site-client.<language>.ts),
 * which the build puts in one chunk (vite.config.ts).
 */
const translationRoutes = import.meta.glob<{ routes: readonly RouteEntry[] }>(
  '../generated/manifest.*.ts',
);
const translationMessages = import.meta.glob<Record<string, unknown>>(
  '../generated/messages/pack.*.ts',
);
const translationSites = import.meta.glob<Record<string, unknown>>('../generated/site-client.*.ts');

/** Each language's routes (src/app/pages.ts): the original's, or a translation's. */
function languageRoutes(language: Language): () => Promise<readonly RouteEntry[]> {
  if (isOriginal(language)) return () => import('../generated/manifest.ts').then((m) => m.routes);
  const load = translationRoutes[`../generated/manifest.${language}.ts`];
  return () => (load ? load().then((m) => m.routes) : Promise.resolve([]));
}

/** The words of a translation's pages (src/lib/language.ts, its language pack). */
async function languagePack(language: Language): Promise<Record<string, unknown>> {
  const messages = translationMessages[`../generated/messages/pack.${language}.ts`];
  const site = translationSites[`../generated/site-client.${language}.ts`];
  if (!messages || !site) throw new Error(language);
  const [m, s] = await Promise.all([messages(), site()]);
  return { ...m, ...s };
}

/** The route of the page the document was loaded for, as its HTML gives it (scripts/prerender.ts). */
interface PageData {
  kind: 'content' | 'screen';
  module: string;
  /** A screen's head, a module of its own. */
  head?: string;
  translations?: readonly Language[];
}

function routeOfPage(path: string, page: PageData): RouteEntry {
  const load =
    page.kind === 'screen' && page.head
      ? () =>
          Promise.all([
            import(/* @vite-ignore */ page.module),
            import(/* @vite-ignore */ page.head as string),
          ]).then(([m, h]) => ({ default: m.default, head: h.default }))
      : () => import(/* @vite-ignore */ page.module);
  return {
    path,
    kind: page.kind,
    load,
    ...(page.translations ? { translations: page.translations } : {}),
  };
}

export async function start() {
  const container = document.getElementById('root') as HTMLElement;
  const language = languageOf(window.location.pathname);
  routesFrom(languageRoutes(language));
  // A page in another language than English needs its words before anything renders; without
  // them the page stays as the server rendered it, whole, with links that load their pages in full.
  if (!isOriginal(language)) {
    const pack = await languagePack(language).catch(() => null);
    if (!pack) return;
    addLanguagePack(language, pack);
  }
  // Hydrate only HTML that was rendered for this very path (404.html serves every unknown one).
  const prerendered = container.dataset.path;
  const hydrate =
    prerendered !== undefined &&
    normalizePath(prerendered) === normalizePath(window.location.pathname);
  // Its own route is in its HTML; without it (an unknown address, the dev server) the routes load
  // first, as a navigation would.
  const page =
    hydrate && container.dataset.page ? (JSON.parse(container.dataset.page) as PageData) : null;
  if (page) addRoutes([routeOfPage(window.location.pathname, page)]);
  else if (
    !(await loadRoutes().then(
      () => true,
      () => false,
    ))
  )
    return;
  const route = routeFor(window.location.pathname);
  // The static parts stay as the server rendered them; keep their HTML for later renders.
  if (hydrate) captureStatic(window.location.pathname, container);
  // Load the page's chunk before hydrating, so that the first render matches the HTML. If it
  // cannot be loaded, the page stays as the server rendered it: whole, with links that load
  // their pages in full.
  if (route && route.kind !== 'redirect') {
    const loaded = await loadPage(route, { islands: !hydrate }).then(
      () => true,
      () => false,
    );
    if (hydrate && !loaded) return;
  }
  const app = (
    <StrictMode>
      <BrowserRouter prefetch={prefetch} loadsAfresh={changesLanguage}>
        <App />
      </BrowserRouter>
    </StrictMode>
  );
  // As a transition, React renders in slices of a few milliseconds and yields between them, so a
  // tap or a keypress during start-up is not kept waiting behind the whole page's render.
  startTransition(() => {
    if (hydrate) {
      hydrateRoot(container, app);
    } else {
      container.replaceChildren();
      createRoot(container).render(app);
    }
  });
  // Third-party scripts: off unless site.yaml configures them (README "Integrations").
  if (site.integrations) import('../integrations/start.ts').then((m) => m.startIntegrations(site));
}
