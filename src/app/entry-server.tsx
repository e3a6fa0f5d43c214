import { StrictMode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { pageFragment } from '../lib/fragments.ts';
import { StaticRouter } from '../lib/router.tsx';
import { App } from './App.tsx';
import { loadPage, routeFor } from './pages.ts';
import { renderWithStaticParts } from './static-html.tsx';

export { routes } from '../generated/manifest.ts';

/**
 * The HTML of the app at a path, with the page's chunk loaded first so nothing suspends, and the
 * fragments of its static parts (src/lib/fragments.ts), by name.
 */
export async function render(path: string) {
  const route = routeFor(path);
  const mod = route && route.kind !== 'redirect' ? await loadPage(route) : null;
  const { html, fragments } = renderWithStaticParts(
    pageFragment(path),
    () =>
      renderToString(
        <StrictMode>
          <StaticRouter location={path}>
            <App />
          </StaticRouter>
        </StrictMode>,
      ),
    (children, identifierPrefix) =>
      renderToStaticMarkup(<StaticRouter location={path}>{children}</StaticRouter>, {
        identifierPrefix,
      }),
  );
  return { html, head: mod?.head ?? null, fragments };
}
