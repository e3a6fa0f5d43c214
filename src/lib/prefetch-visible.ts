/**
 * Prefetches the page behind an internal link once the link is on screen, so that the next
 * navigation does not wait for its chunk. It starts after the page has loaded, works in idle
 * time, one page at a time, and does nothing when the visitor asked to save data or is on a
 * 2G connection: there the chunk is fetched on hover, focus or tap instead.
 */
import { whenIdle } from './idle.ts';

type Connection = { saveData?: boolean; effectiveType?: string };

let observer: IntersectionObserver | null | undefined;
const targets = new WeakMap<Element, string>();
const queued = new Set<string>();
const fetched = new Set<string>();
const prefetchers = new Map<string, (href: string) => void>();

const idle = (fn: () => void) => whenIdle(fn, 3000);

function flush() {
  // One page per idle period (its chunk, the chunks it imports and its fragments: a few
  // milliseconds on a slow phone), so that a page full of links never competes with the visitor.
  const [href] = queued;
  if (href !== undefined) {
    queued.delete(href);
    fetched.add(href);
    prefetchers.get(href)?.(href);
    prefetchers.delete(href);
  }
  if (queued.size > 0) idle(flush);
}

function getObserver(): IntersectionObserver | null {
  if (observer !== undefined) return observer;
  const connection = (navigator as Navigator & { connection?: Connection }).connection;
  if (
    typeof IntersectionObserver !== 'function' ||
    connection?.saveData ||
    /(^|-)2g$/.test(connection?.effectiveType ?? '')
  ) {
    observer = null;
    return observer;
  }
  observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      const href = targets.get(entry.target);
      observer?.unobserve(entry.target);
      if (!href || fetched.has(href) || queued.has(href)) continue;
      if (queued.size === 0) idle(flush);
      queued.add(href);
    }
  });
  return observer;
}

/**
 * Watches a link until it is seen, then calls `prefetch` (the router's, `usePrefetch`); returns
 * the function that stops watching it.
 */
export function prefetchWhenVisible(
  element: Element,
  href: string,
  prefetch: (href: string) => void,
): () => void {
  const path = href.split(/[?#]/)[0] ?? href;
  if (fetched.has(path)) return () => {};
  prefetchers.set(path, prefetch);
  let stopped = false;
  let watching: IntersectionObserver | null = null;
  const start = () => {
    if (stopped) return;
    watching = getObserver();
    if (!watching) return;
    targets.set(element, path);
    watching.observe(element);
  };
  if (document.readyState === 'complete') idle(start);
  else window.addEventListener('load', () => idle(start), { once: true });
  return () => {
    stopped = true;
    watching?.unobserve(element);
  };
}
