/** The app's start in the browser: hydrate the prerendered page, or render one. */
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { site } from '../generated/site-client.ts';
import { BrowserRouter } from '../lib/router.tsx';
import { normalizePath } from '../lib/url.ts';
import { App } from './App.tsx';
import { loadPage, prefetch, routeFor } from './pages.ts';
import { captureStatic } from './static-html.tsx';

export async function start() {
  const container = document.getElementById('root') as HTMLElement;
  const route = routeFor(window.location.pathname);
  // Hydrate only HTML that was rendered for this very path (404.html serves every unknown one).
  const prerendered = container.dataset.path;
  const hydrate =
    prerendered !== undefined &&
    normalizePath(prerendered) === normalizePath(window.location.pathname);
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
      <BrowserRouter prefetch={prefetch}>
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
