import {
  Component,
  lazy,
  type ReactNode,
  Suspense,
  use,
  useCallback,
  useEffect,
  useRef,
} from 'react';
import { Footer } from '../components/Footer.tsx';
import { Header } from '../components/Header.tsx';
import { PhoneBar } from '../components/PhoneBar.tsx';
import { SmartLink } from '../components/SmartLink.tsx';
import { Container } from '../components/ui.tsx';
import { loadError } from '../generated/messages/load-error.ts';
import { adoptEarlyInput } from '../lib/carry-over.ts';
import { siteFragment } from '../lib/fragments.ts';
import { applyHead } from '../lib/head.ts';
import {
  isLanguage,
  isOriginal,
  type Language,
  LanguageLinks,
  languageOf,
  messagesIn,
  pathIn,
  switchLanguages,
} from '../lib/language.ts';
import { Navigate, useLocation } from '../lib/router.tsx';
import { isPageHref } from '../lib/url.ts';
import { SearchButton } from '../search/SearchButton.tsx';
import {
  loadedPage,
  loadForNavigation,
  loadFullPage,
  loadRoutes,
  navigatedAway,
  prefetch,
  routeFor,
  routesComplete,
} from './pages.ts';
import type { PageRoute } from './route-types.ts';
import { Static } from './static-html.tsx';

const mdxComponents = { a: SmartLink };

/**
 * The not-found page: its code loads only for an address with no page (the server bundle has it
 * at hand, to prerender 404.html).
 */
const NotFound = import.meta.env.SSR
  ? (await import('../components/NotFound.tsx')).NotFound
  : lazy(() => import('../components/NotFound.tsx').then((m) => ({ default: m.NotFound })));

/** True until the first page renders: its <head> came with the HTML. */
let headIsPrerendered = true;

function PageView({ route }: { route: PageRoute }) {
  const mod = loadedPage(route) ?? use(loadForNavigation(route));
  useEffect(() => {
    // The first page's head is in the prerendered HTML already.
    if (headIsPrerendered) headIsPrerendered = false;
    else applyHead(mod.head);
  }, [mod]);
  const Body = mod.default;
  if (mod.Layout) {
    return (
      <mod.Layout frontmatter={mod.frontmatter} path={route.path}>
        <Body components={mdxComponents} />
      </mod.Layout>
    );
  }
  return <Body />;
}

/**
 * A page that fails to render after a client-side navigation is loaded as a full page instead
 * (as one whose code fails to load is, src/app/pages.ts). The message is for the page the
 * document was loaded for, whose own code failed.
 */
class LoadErrorBoundary extends Component<
  { children: ReactNode; resetKey: string; language: Language },
  { error: Error | null }
> {
  state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  componentDidCatch() {
    if (navigatedAway()) loadFullPage();
  }
  componentDidUpdate(prev: { resetKey: string }) {
    if (prev.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }
  render() {
    if (!this.state.error) return this.props.children;
    const t = messagesIn(loadError, this.props.language);
    if (navigatedAway()) {
      return (
        <p className="sr-only" role="status">
          {t.loading}
        </p>
      );
    }
    return (
      <Container className="py-16">
        <h1 className="text-2xl font-bold text-slate-900">{t.title}</h1>
        <p className="mt-3 text-slate-700">{t.text}</p>
        <button
          type="button"
          className="mt-6 rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
          onClick={() => window.location.reload()}
        >
          {t.retry}
        </button>
      </Container>
    );
  }
}

/**
 * After a client-side navigation: go to the #anchor or the top, and move focus into the page. A
 * page whose chunk is still loading gets its anchor when the anchor appears.
 */
function useNavigationFocus() {
  const { pathname, hash, key } = useLocation();
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation (a new key), even to the same address
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const id = hash ? decodeURIComponent(hash.slice(1)) : '';
    const target = id ? document.getElementById(id) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
    document.getElementById('main')?.focus({ preventScroll: true });
    if (target || !id) return;
    const observer = new MutationObserver(() => {
      const found = document.getElementById(id);
      if (!found) return;
      stop();
      found.scrollIntoView();
    });
    const timer = setTimeout(() => stop(), 5000);
    const stop = () => {
      observer.disconnect();
      clearTimeout(timer);
    };
    observer.observe(document.body, { childList: true, subtree: true });
    return stop;
  }, [pathname, hash, key]);
}

/**
 * Runs once the first page's own part has hydrated: on an app screen (its forms are marked
 * `data-carry`), what the visitor typed, chose or tapped before then goes into the app's state.
 */
function EarlyInput() {
  useEffect(() => {
    const main = document.getElementById('main');
    if (main?.querySelector('[data-carry]')) adoptEarlyInput(main);
  }, []);
  return null;
}

/** Runs when the last part of the page, the footer's, has hydrated. */
function Hydrated() {
  useEffect(() => {
    // A signal for tests and monitoring that the page is interactive.
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

/** Prefetches a page on hover or focus of any link to it, React's or in static HTML. */
function usePrefetchOnIntent() {
  useEffect(() => {
    const onIntent = (e: Event) => {
      const href = (e.target as Element | null)?.closest?.('a[href]')?.getAttribute('href');
      if (href && isPageHref(href)) prefetch(href);
    };
    document.addEventListener('pointerover', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
    return () => {
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
    };
  }, []);
}

/**
 * A link to an #id that is a <details> (a question), or is inside closed ones, opens them; the
 * accordions are static HTML, so this is done here for all of them.
 */
function useOpenDetailsAtHash() {
  const { hash, key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation (a new key)
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    const target = id ? document.getElementById(id) : null;
    if (!target) return;
    let opened = false;
    for (let d = target.closest('details'); d; d = d.parentElement?.closest('details') ?? null) {
      if (!d.open) {
        d.open = true;
        opened = true;
      }
    }
    if (opened) target.scrollIntoView({ block: 'start' });
  }, [hash, key]);
}

/** The page at an address: the manifest's one lookup (`routeFor`), as the build's. */
function RouteView({ pathname }: { pathname: string }) {
  // An address the routes known so far do not have waits for the rest of them.
  if (!routeFor(pathname) && !routesComplete()) use(loadRoutes());
  const route = routeFor(pathname);
  if (!route) return <NotFound />;
  if (route.kind === 'redirect') return <Navigate to={route.to} replace />;
  return <PageView route={route} />;
}

/**
 * Where the language switch's link to `language` leads from a page: the page in that language
 * when it exists, else that language's home page.
 */
export function languageHref(language: Language, pathname: string): string {
  // A translation's original always exists; a page lists the translations it has.
  const exists = isOriginal(language) || routeFor(pathname)?.translations?.includes(language);
  return pathIn(language, exists ? pathname : '/');
}

/** Where the switch's first link leads from a page (with two languages, its only one). */
export function otherLanguageHref(pathname: string): string {
  const [first] = switchLanguages(languageOf(pathname));
  return first === undefined ? pathname : languageHref(first, pathname);
}

/** A switch link's new address for the page at `pathname`, by the language it names. */
function followPage(a: Element, pathname: string): void {
  const language = a.getAttribute('hreflang');
  if (isLanguage(language)) a.setAttribute('href', languageHref(language, pathname));
}

export function App() {
  const { pathname } = useLocation();
  const otherLanguage = otherLanguageHref(pathname);
  useEffect(() => {
    // The footer is the first page's HTML for the whole visit: its switch follows the page.
    for (const a of document.querySelectorAll('a[data-language-switch]')) followPage(a, pathname);
  }, [pathname]);
  useEffect(() => {
    // The address changes before the next page has loaded and committed: a switch pressed in
    // between goes to the counterpart of the address shown, not of the page before it.
    const follow = (event: MouseEvent) => {
      const a = (event.target as Element | null)?.closest?.('a[data-language-switch]');
      if (a) followPage(a, window.location.pathname);
    };
    document.addEventListener('click', follow, true);
    return () => document.removeEventListener('click', follow, true);
  }, []);
  useNavigationFocus();
  usePrefetchOnIntent();
  useOpenDetailsAtHash();
  const linkTo = useCallback((language: Language) => languageHref(language, pathname), [pathname]);
  return (
    <LanguageLinks value={linkTo}>
      <div className="flex min-h-screen flex-col">
        {/* Each Suspense boundary hydrates on its own, in slices, after the rest of the page. */}
        <Suspense fallback={null}>
          <Header search={<SearchButton />} otherLanguage={otherLanguage} />
        </Suspense>
        <main id="main" tabIndex={-1} className="flex-1 outline-none">
          <LoadErrorBoundary resetKey={pathname} language={languageOf(pathname)}>
            <Suspense
              fallback={
                <p className="sr-only" role="status">
                  Loading…
                </p>
              }
            >
              <RouteView pathname={pathname} />
              <EarlyInput />
            </Suspense>
          </LoadErrorBoundary>
          {/* The phone bar and the footer never change in the browser: static parts, kept from the
            first page's HTML for the whole visit, so their code is not in the first load. */}
          <Static id="site:phone-bar" fragment={siteFragment}>
            {__RENDER_STATIC__ ? <PhoneBar /> : null}
          </Static>
        </main>
        <Suspense fallback={null}>
          <Static id="site:footer" fragment={siteFragment}>
            {__RENDER_STATIC__ ? <Footer otherLanguage={otherLanguage} /> : null}
          </Static>
          <Hydrated />
        </Suspense>
      </div>
    </LanguageLinks>
  );
}
