/**
 * Where the build puts the HTML of static parts and blog posts that a client-side navigation
 * fetches: under /fragments/<version>/, where the version is a hash of every fragment's content
 * (scripts/prerender.ts) and each page's HTML names it (`data-fragments` on #root). A tab opened
 * before a deploy so asks for its own build's fragments, which pair with the code it runs; if
 * the deploy removed them, the request fails and the navigation loads the page in full
 * (src/app/pages.ts) instead of pairing old code with new HTML.
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

/** The static parts of a content page, as JSON by part id. */
export function pageFragmentsUrl(path: string, v = fragmentsVersion()): string {
  const p = normalizePath(path);
  return `/fragments/${v}/pages${p === '/' ? '/index' : p}.json`;
}

/** A blog post's body, as HTML. */
export const postFragmentUrl = (id: string, v = fragmentsVersion()): string =>
  `/fragments/${v}/blog/${id}.html`;

/**
 * Static parts of the site's chrome (the footer, the phone bar) have ids with this prefix: they
 * are the same on every page, so the browser keeps them from the first page and no page's
 * fragments repeat them.
 */
export const siteChromePrefix = 'site:';
