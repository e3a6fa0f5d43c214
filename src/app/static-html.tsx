/**
 * Static parts of a page: content that never changes in the browser (an MDX body's prose, a
 * layout's hero and cards) is rendered by the server bundle into the HTML and is not shipped as
 * JavaScript. In the browser a `<Static>` keeps the HTML it was given: on the first page, what
 * the server rendered (captured before hydration); after a client-side navigation, the page's
 * fragment, fetched with its chunk (`loadFragment`, src/lib/fragments.ts). The dev server renders
 * each part from its source and then keeps it as HTML in the same way (`DevStaticPart`).
 *
 * The server render writes each part's HTML once, and the build takes the fragments from it
 * (`renderWithStaticParts`, scripts/prerender.ts): the page's HTML and its fragments are the same
 * strings. Links inside static HTML navigate and prefetch through the router's document-wide
 * handlers.
 */
import {
  type ReactNode,
  type RefObject,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { fragmentUrl, pageFragment, siteFragment } from '../lib/fragments.ts';
import { prefetchWhenVisible } from '../lib/prefetch-visible.ts';
import { usePrefetch } from '../lib/router.tsx';
import { isPageHref } from '../lib/url.ts';

const html = new Map<string, string>();
/** Fragments whose parts are in `html`, and the fetches under way. */
const fragments = new Map<string, Promise<void>>();

/** The attribute that marks a static part. */
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
  for (const name of [pageFragment(path), siteFragment]) fragments.set(name, Promise.resolve());
}

/** Fetches a fragment's parts (a page's, for a client-side navigation, or a post's body). */
export function loadFragment(name: string): Promise<void> {
  if (import.meta.env.SSR || import.meta.env.DEV) return Promise.resolve();
  let p = fragments.get(name);
  if (!p) {
    const url = fragmentUrl(name);
    p = fetch(url)
      .then((res) =>
        res.ok ? res.json() : Promise.reject(new Error(`${url}: HTTP ${res.status}`)),
      )
      .then((parts: Record<string, string>) => {
        for (const [id, part] of Object.entries(parts)) html.set(id, part);
      })
      .catch((error: unknown) => {
        // A later navigation (or a post opened again) tries once more.
        fragments.delete(name);
        throw error;
      });
    fragments.set(name, p);
  }
  return p;
}

/**
 * Whether the part `id` of the fragment `name` can be shown, loading the fragment while `wanted`
 * (a closed post's body waits until it is opened). A failure is reported, and tried again when
 * the part is wanted anew.
 */
export function useFragment(name: string, id: string, wanted: boolean) {
  const [ready, setReady] = useState(() => renderStatic || html.has(id));
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (ready || !wanted) return;
    let current = true;
    setFailed(false);
    loadFragment(name).then(
      () => current && setReady(true),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [name, ready, wanted]);
  return { ready, failed };
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
 * them as `{__RENDER_STATIC__ ? <Part /> : null}` in layouts, so that the browser bundle drops them.
 * The wrapper is `display: contents`, so it adds no box to the layout. `fragment` names the
 * fragment that carries its HTML for client-side navigations (src/lib/fragments.ts); by default,
 * the page's.
 */
export function Static(props: StaticProps) {
  if (import.meta.env.SSR) return <ServerStaticPart {...props} />;
  if (import.meta.env.DEV) return <DevStaticPart {...props} />;
  // Keyed by id: when a navigation puts another page's part in the same place (two pages of one
  // layout), it is a new element with that part's HTML, not the old one kept.
  return <StaticPart key={props.id} id={props.id} inline={props.inline} />;
}

/** `inline`: the part is phrasing content (a span, not a div), for a place that takes only that. */
type StaticProps = { id: string; fragment?: string; inline?: boolean; children?: ReactNode };

interface ServerPart {
  id: string;
  fragment: string;
  children: ReactNode;
}

/** The element a part is kept in. */
const partTag = (inline?: boolean) => (inline ? 'span' : 'div');

/** The parts met by the server render under way (`renderWithStaticParts`). */
let serverParts: ServerPart[] | null = null;
const partMarker = (n: number) => `<!--static-part:${n}-->`;

/**
 * On the server a part leaves a marker in the HTML; `renderWithStaticParts` renders its content
 * on its own and puts it there, and into the part's fragment. Without that (a test rendering a
 * component), the content renders in place.
 */
function ServerStaticPart({ id, fragment, inline, children }: StaticProps) {
  const Tag = partTag(inline);
  if (!serverParts) {
    return (
      <Tag data-s={id} className="contents">
        {children}
      </Tag>
    );
  }
  const n = serverParts.push({ id, fragment: fragment ?? '', children }) - 1;
  return (
    <Tag
      data-s={id}
      className="contents"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: a marker that the part's own HTML replaces
      dangerouslySetInnerHTML={{ __html: partMarker(n) }}
    />
  );
}

/**
 * Renders a page on the server, and each of its static parts on its own (`renderPart`, with the
 * contexts a part may read: the router's), so that the page's HTML and its fragments share each
 * part's HTML. Returns the HTML and the fragments: parts by id, by fragment name (a part with no
 * fragment of its own is in `page`'s). Each part renders with an id prefix of its own, so ids made
 * by `useId` stay unique in the page. One page renders at a time (the parts met are kept here).
 */
export async function renderWithStaticParts(
  page: string,
  renderApp: () => string | Promise<string>,
  renderPart: (children: ReactNode, idPrefix: string) => string,
): Promise<{ html: string; fragments: Map<string, Record<string, string>> }> {
  const parts: ServerPart[] = [];
  serverParts = parts;
  try {
    const app = await renderApp();
    // A part may hold parts of its own, which its render adds to the list.
    const rendered: string[] = [];
    for (let n = 0; n < parts.length; n++) {
      rendered.push(renderPart((parts[n] as ServerPart).children, `s${n}-`));
    }
    const filled: string[] = [];
    const fill = (markup: string) =>
      markup.replace(/<!--static-part:(\d+)-->/g, (_, n: string) => filled[Number(n)] ?? '');
    for (let n = parts.length - 1; n >= 0; n--) filled[n] = fill(rendered[n] ?? '');
    const byFragment = new Map<string, Record<string, string>>();
    parts.forEach(({ id, fragment }, n) => {
      const name = fragment || page;
      const record = byFragment.get(name) ?? {};
      if (id in record && record[id] !== filled[n]) {
        throw new Error(`static part "${id}" is rendered twice with different content`);
      }
      record[id] = filled[n] ?? '';
      byFragment.set(name, record);
    });
    return { html: fill(app), fragments: byFragment };
  } finally {
    serverParts = null;
  }
}

function StaticPart({ id, inline }: { id: string; inline?: boolean }) {
  const ref = useRef<HTMLElement>(null);
  const Tag = partTag(inline);
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
  return (
    <Tag
      // A span or a div: either takes the ref.
      ref={ref as RefObject<HTMLDivElement>}
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
function DevStaticPart({ id, inline, children }: StaticProps) {
  const ref = useRef<HTMLDivElement>(null);
  const Tag = partTag(inline);
  const [html, setHtml] = useState<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: new source, new HTML
  useLayoutEffect(() => setHtml(null), [children]);
  useLayoutEffect(() => {
    if (html === null && ref.current) setHtml(ref.current.innerHTML);
  }, [html]);
  return html === null ? (
    <Tag ref={ref} data-s={id} className="contents">
      {children}
    </Tag>
  ) : (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the part's own HTML, just rendered
    <Tag data-s={id} className="contents" dangerouslySetInnerHTML={{ __html: html }} />
  );
}

/**
 * True where static parts are rendered from their source: the server bundle and the dev server.
 * Layouts write `{__RENDER_STATIC__ ? <Part /> : null}`: the global is a literal that
 * vite.config.ts defines per bundle, so that each module folds the condition as it is compiled and
 * the browser bundle drops the parts and the components only they import (an imported constant
 * folds only after the bundler has decided which modules a page needs).
 */
export const renderStatic: boolean = __RENDER_STATIC__;
