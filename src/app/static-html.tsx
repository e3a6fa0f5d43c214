/**
 * Static parts of a page: content that never changes in the browser (an MDX body's prose, a
 * layout's hero and cards) is rendered by the server bundle into the HTML and is not shipped as
 * JavaScript. In the browser a `<Static>` keeps the HTML it was given: on the first page, what
 * the server rendered (captured before hydration); after a client-side navigation, the page's
 * fragments, fetched with its chunk (`loadFragments`). The dev server renders each part from its
 * source and then keeps it as HTML in the same way (`DevStaticPart`).
 *
 * The build writes each page's fragments to /fragments/<version>/pages/<path>.json
 * (src/app/fragments.ts, scripts/prerender.ts).
 * Links inside static HTML navigate and prefetch through the router's document-wide handlers.
 */
import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { pageFragmentsUrl } from '../lib/fragments.ts';
import { prefetchWhenVisible } from '../lib/prefetch-visible.ts';
import { usePrefetch } from '../lib/router.tsx';
import { isPageHref, normalizePath } from '../lib/url.ts';

const html = new Map<string, string>();
const pathsWithHtml = new Set<string>();

/** The attribute that marks a static part; scripts/prerender.ts reads it back. */
export const staticAttribute = 'data-s';

/** Keeps the static parts of the prerendered page before React hydrates it. */
export function captureStatic(path: string, root: ParentNode = document): void {
  // Islands (src/app/islands.tsx) keep their server HTML until their code has loaded.
  for (const el of root.querySelectorAll<HTMLElement>(`[${staticAttribute}],[data-island]`)) {
    html.set(
      el.getAttribute(staticAttribute) ?? el.getAttribute('data-island') ?? '',
      el.innerHTML,
    );
  }
  pathsWithHtml.add(normalizePath(path));
}

/** Fetches the static parts of a page about to be shown by a client-side navigation. */
export async function loadFragments(path: string): Promise<void> {
  if (import.meta.env.SSR || import.meta.env.DEV) return;
  const key = normalizePath(path);
  if (pathsWithHtml.has(key)) return;
  const url = pageFragmentsUrl(key);
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  const parts = (await res.json()) as Record<string, string>;
  for (const [id, part] of Object.entries(parts)) html.set(id, part);
  pathsWithHtml.add(key);
}

/** Static parts inside an island that is about to render live, whose nodes its parts take over. */
const adoptable = new Map<string, Element>();

/** Offers the static parts inside `root` (an island's server HTML) to the live island's parts. */
export function handOverStaticParts(root: Element): void {
  for (const el of root.querySelectorAll(`[${staticAttribute}]`)) {
    adoptable.set(el.getAttribute(staticAttribute) ?? '', el);
  }
}

/** The HTML kept for a static part or an island. */
export const staticHtml = (id: string): string => html.get(id) ?? '';

/**
 * A static part. `children` are rendered only where the HTML is made (server and dev); write
 * them as `{renderStatic ? <Part /> : null}` in layouts, so that the browser bundle drops them.
 * The wrapper is `display: contents`, so it adds no box to the layout.
 */
export function Static(props: { id: string; children?: ReactNode }) {
  if (import.meta.env.DEV && !import.meta.env.SSR) return <DevStaticPart {...props} />;
  // Keyed by id: when a navigation puts another page's part in the same place (two pages of one
  // layout), it is a new element with that part's HTML, not the old one kept.
  return <StaticPart key={props.id} {...props} />;
}

function StaticPart({ id, children }: { id: string; children?: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const prefetch = usePrefetch();
  // A part that an island hands over keeps its DOM nodes (moved in, not parsed again).
  const [initial] = useState(() => (adoptable.has(id) ? '' : staticHtml(id)));
  useLayoutEffect(() => {
    const el = ref.current;
    const from = adoptable.get(id);
    if (!el || !from) return;
    adoptable.delete(id);
    if (el.childNodes.length === 0) el.append(...from.childNodes);
  }, [id]);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const stops = [...el.querySelectorAll<HTMLAnchorElement>('a[href]')]
      .filter((a) => isPageHref(a.getAttribute('href') ?? '') && !a.target)
      .map((a) => prefetchWhenVisible(a, a.getAttribute('href') ?? '', prefetch));
    return () => {
      for (const stop of stops) stop();
    };
  }, [prefetch]);
  if (import.meta.env.SSR || import.meta.env.DEV) {
    return (
      <div ref={ref} data-s={id} className="contents">
        {children}
      </div>
    );
  }
  return (
    <div
      ref={ref}
      data-s={id}
      className="contents"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the site's own HTML, rendered by its build
      dangerouslySetInnerHTML={{ __html: initial }}
    />
  );
}

/**
 * Under the dev server a static part is rendered from its source, then kept as plain HTML, as the
 * build ships it: nothing of it stays live (no state, effect or handler), so what works under
 * `npm start` is what works in production. A change to its source (a save) renders it afresh.
 */
function DevStaticPart({ id, children }: { id: string; children?: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [html, setHtml] = useState<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: new source, new HTML
  useLayoutEffect(() => setHtml(null), [children]);
  useLayoutEffect(() => {
    if (html === null && ref.current) setHtml(ref.current.innerHTML);
  }, [html]);
  return html === null ? (
    <div ref={ref} data-s={id} className="contents">
      {children}
    </div>
  ) : (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the part's own HTML, just rendered
    <div data-s={id} className="contents" dangerouslySetInnerHTML={{ __html: html }} />
  );
}

/** True where static parts are rendered from their source: the server bundle and the dev server. */
export const renderStatic: boolean = import.meta.env.SSR || import.meta.env.DEV;
