import { StrictMode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { SmartLink } from '../components/SmartLink.tsx';
import { bodies } from '../generated/blog-bodies.ts';
import { StaticRouter } from '../lib/router.tsx';
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

/** Each blog post's body as an HTML fragment, fetched when /blog is reached client-side. */
export function renderPostFragments(): { id: string; html: string }[] {
  return Object.entries(bodies).map(([id, Body]) => ({
    id,
    html: renderToStaticMarkup(
      <StaticRouter location="/blog">
        <Body components={{ a: SmartLink }} />
      </StaticRouter>,
    ),
  }));
}
