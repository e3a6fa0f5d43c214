import './styles.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { site } from '../generated/site.ts';
import { normalizePath } from '../lib/url.ts';
import { App } from './App.tsx';
import { loadPage, routeFor } from './pages.ts';
import { BrowserRouter } from './router.tsx';

async function start() {
  const container = document.getElementById('root') as HTMLElement;
  const route = routeFor(window.location.pathname);
  // Load the page's chunk before hydrating, so that the first render matches the HTML.
  if (route && route.kind !== 'redirect') await loadPage(route).catch(() => {});
  const app = (
    <StrictMode>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StrictMode>
  );
  // Hydrate only HTML that was rendered for this very path (404.html serves every unknown one).
  const prerendered = container.dataset.path;
  if (
    prerendered !== undefined &&
    normalizePath(prerendered) === normalizePath(window.location.pathname)
  ) {
    hydrateRoot(container, app);
  } else {
    container.replaceChildren();
    createRoot(container).render(app);
  }
  // Third-party scripts: off unless site.yaml configures them (README "Integrations").
  if (site.integrations) import('../integrations/start.ts').then((m) => m.startIntegrations(site));
}

start();
