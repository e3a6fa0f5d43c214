/**
 * The site's router: the address as React state and links that navigate with the History API.
 * Which page an address shows is the app's one lookup in the manifest (`routeFor` in
 * src/app/pages.ts). The site needs no nested routes, params or loaders, so this is a few hundred
 * bytes instead of a general router in every page's first load. The names and behaviour follow
 * react-router's declarative API (BrowserRouter, StaticRouter, Link, Navigate, useLocation,
 * useNavigate). The app gives BrowserRouter the function that prefetches a page, so that links
 * (here and in src/components) can prefetch without importing the app.
 */
import {
  type AnchorHTMLAttributes,
  createContext,
  type MouseEvent,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { isPageHref } from './url.ts';

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  /** Different for every navigation, even to the same address. */
  key: string;
}

type Navigate = (to: string, options?: { replace?: boolean }) => void;

type Prefetch = (href: string) => void;

const RouterContext = createContext<{
  location: Location;
  navigate: Navigate;
  prefetch: Prefetch;
} | null>(null);

function useRouter() {
  const router = useContext(RouterContext);
  if (!router)
    throw new Error('useLocation and useNavigate need a <BrowserRouter> or <StaticRouter>');
  return router;
}

export const useLocation = (): Location => useRouter().location;
export const useNavigate = (): Navigate => useRouter().navigate;
/** Starts loading the page behind an internal link (nothing while prerendering). */
export const usePrefetch = (): Prefetch => useRouter().prefetch;

const noPrefetch: Prefetch = () => {};
const never = () => false;

const newKey = () => Math.random().toString(36).slice(2, 10);

function currentLocation(): Location {
  const { pathname, search, hash } = window.location;
  const key = (window.history.state as { key?: string } | null)?.key ?? 'default';
  return { pathname, search, hash, key };
}

/**
 * `loadsAfresh(from, to)`: whether going from one path to another loads the page afresh instead
 * of navigating in the app (the app's rule: a change of language).
 */
export function BrowserRouter({
  children,
  prefetch = noPrefetch,
  loadsAfresh = never,
}: {
  children: ReactNode;
  prefetch?: Prefetch;
  loadsAfresh?: (from: string, to: string) => boolean;
}) {
  const [location, setLocation] = useState(currentLocation);
  useEffect(() => {
    const onPop = () => startTransition(() => setLocation(currentLocation()));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  const navigate = useCallback<Navigate>(
    (to, { replace = false } = {}) => {
      const url = new URL(to, window.location.href);
      if (loadsAfresh(window.location.pathname, url.pathname)) {
        if (replace) window.location.replace(url);
        else window.location.assign(url);
        return;
      }
      const state = { key: newKey() };
      if (replace) window.history.replaceState(state, '', url);
      else window.history.pushState(state, '', url);
      // As react-router does: the page on screen stays while the next one's chunk loads.
      startTransition(() => setLocation(currentLocation()));
    },
    [loadsAfresh],
  );
  useEffect(() => {
    // Links in static HTML (prerendered parts the browser does not render) navigate in the app too.
    const onClick = (e: globalThis.MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey)
        return;
      const a = (e.target as Element | null)?.closest?.('a[href]');
      if (!(a instanceof HTMLAnchorElement) || (a.target && a.target !== '_self')) return;
      const href = a.getAttribute('href') ?? '';
      if (a.hasAttribute('download') || !isPageHref(href)) return;
      e.preventDefault();
      navigate(href);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate]);
  const value = useMemo(() => ({ location, navigate, prefetch }), [location, navigate, prefetch]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

/** For prerendering: one fixed address, and no navigation. */
export function StaticRouter({ location, children }: { location: string; children: ReactNode }) {
  const url = new URL(location, 'http://localhost');
  const value = useMemo(
    () => ({
      location: { pathname: url.pathname, search: url.search, hash: url.hash, key: 'default' },
      navigate: () => {
        throw new Error('cannot navigate while prerendering');
      },
      prefetch: noPrefetch,
    }),
    [url.pathname, url.search, url.hash],
  );
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  to: string;
  replace?: boolean;
  ref?: React.Ref<HTMLAnchorElement>;
};

/** An <a> that navigates in place, unless the visitor asks for a new tab or window. */
export function Link({ to, replace, onClick, target, ...rest }: LinkProps) {
  const navigate = useNavigate();
  const handle = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (
      e.defaultPrevented ||
      e.button !== 0 ||
      e.metaKey ||
      e.ctrlKey ||
      e.shiftKey ||
      e.altKey ||
      (target && target !== '_self') ||
      rest.download !== undefined
    )
      return;
    e.preventDefault();
    navigate(to, { replace });
  };
  return <a href={to} target={target} onClick={handle} {...rest} />;
}

/** Replaces the current address with `to` as soon as it renders. */
export function Navigate({ to, replace = false }: { to: string; replace?: boolean }) {
  const navigate = useNavigate();
  useEffect(() => navigate(to, { replace }), [navigate, to, replace]);
  return null;
}
