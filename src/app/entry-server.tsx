import { type ReactElement, StrictMode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { pageFragment } from '../lib/fragments.ts';
import { addLanguagePack, translationLanguages } from '../lib/language.ts';
import { StaticRouter } from '../lib/router.tsx';
import { App } from './App.tsx';
import { addRoutes, loadPage, routeFor } from './pages.ts';
import type { RouteEntry } from './route-types.ts';
import { renderWithStaticParts } from './static-html.tsx';

// Every language's routes and words, for every page the build renders: each translation's
// manifest.<language>.ts, messages/pack.<language>.ts and site-client.<language>.ts.
const translationRoutes = import.meta.glob<readonly RouteEntry[]>('../generated/manifest.*.ts', {
  eager: true,
  import: 'routes',
});
const translationMessages = import.meta.glob<Record<string, unknown>>(
  '../generated/messages/pack.*.ts',
  { eager: true },
);
const translationSites = import.meta.glob<Record<string, unknown>>(
  '../generated/site-client.*.ts',
  { eager: true },
);
addRoutes(
  [
    ...routes,
    ...translationLanguages.flatMap(
      (l) => translationRoutes[`../generated/manifest.${l}.ts`] ?? [],
    ),
  ],
  {
    complete: true,
  },
);
for (const language of translationLanguages) {
  addLanguagePack(language, {
    ...translationMessages[`../generated/messages/pack.${language}.ts`],
    ...translationSites[`../generated/site-client.${language}.ts`],
  });
}

import { routes } from '../generated/manifest.ts';

export { routes };

/**
 * The app's HTML. A component that throws inside a Suspense boundary leaves the boundary's
 * fallback in the HTML, marked for the browser to render it instead (`<!--$!-->`), and the build
 * would ship a page that says "Loading…": the error fails the build instead. `renderToString`
 * does not report it, so the page renders once more, with `prerender`, to find it.
 */
async function renderApp(app: () => ReactElement): Promise<string> {
  const html = renderToString(app());
  if (!html.includes('<!--$!-->')) return html;
  const errors: unknown[] = [];
  await prerender(app(), { onError: (error) => void errors.push(error) });
  throw errors[0] ?? new Error('a part of the page failed to render');
}

/**
 * The HTML of the app at a path, with the page's chunk loaded first so nothing suspends, and the
 * fragments of its static parts (src/lib/fragments.ts), by name.
 */
export async function render(path: string) {
  const route = routeFor(path);
  const mod = route && route.kind !== 'redirect' ? await loadPage(route) : null;
  const { html, fragments } = await renderWithStaticParts(
    pageFragment(path),
    () =>
      renderApp(() => (
        <StrictMode>
          <StaticRouter location={path}>
            <App />
          </StaticRouter>
        </StrictMode>
      )),
    (children, identifierPrefix) =>
      renderToStaticMarkup(<StaticRouter location={path}>{children}</StaticRouter>, {
        identifierPrefix,
      }),
  );
  return { html, head: mod?.head ?? null, fragments };
}
