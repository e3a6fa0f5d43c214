import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App } from './App.tsx';
import { loadPage, routeFor } from './pages.ts';

export { routes } from '../generated/manifest.ts';

/** The HTML of the app at a path, with the page's chunk loaded first so nothing suspends. */
export async function render(path: string) {
  const route = routeFor(path);
  const mod = route && route.kind !== 'redirect' ? await loadPage(route) : null;
  const html = renderToString(
    <StrictMode>
      <StaticRouter location={path}>
        <App />
      </StaticRouter>
    </StrictMode>,
  );
  return { html, head: mod?.head ?? null };
}
