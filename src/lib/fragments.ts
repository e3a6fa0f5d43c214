/**
 * Fragments: the HTML of static parts (src/app/static-html.tsx) that a client-side navigation
 * fetches instead of code. Each is a JSON object of parts' HTML by id, written by the build from
 * the server render (src/app/entry-server.tsx, scripts/prerender.ts). A content page's parts are
 * one fragment (`pageFragment`), each blog post's body another (`postFragment`, fetched when the
 * post is opened), and the site's chrome is in every page's HTML, so it is never fetched.
 *
 * They live under /fragments/<version>/, where the version is a hash of every fragment's content
 * and each page's HTML names it (`data-fragments` on #root). A tab opened before a deploy so asks
 * for its own build's fragments, which pair with the code it runs; if the deploy removed them,
 * the request fails and the navigation loads the page in full (src/app/pages.ts) instead of
 * pairing old code with new HTML.
 */
import { normalizePath } from './url.ts';

let version: string | undefined;

/** The build's fragment version, as the page's HTML states it. */
export function fragmentsVersion(): string {
  if (version === undefined && typeof document !== 'undefined') {
    version = document.getElementById('root')?.dataset.fragments ?? '';
  }
  return version ?? '';
}

/** The fragment that holds a content page's static parts. */
export function pageFragment(path: string): string {
  const p = normalizePath(path);
  return `pages${p === '/' ? '/index' : p}`;
}

/** The fragment that holds a blog post's body. */
export const postFragment = (id: string): string => `posts/${id}`;

/** The site's chrome (the footer, the phone bar): on every page, kept from the first. */
export const siteFragment = 'site';

/** Where a fragment is served; `v` is the build's version. */
export const fragmentUrl = (name: string, v = fragmentsVersion()): string =>
  `/fragments/${v}/${name}.json`;
