/** The canonical form of a site path: no trailing slash except for the home page. */
export function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** Absolute canonical URL: site URL and path, trailing slash stripped (the home page is the bare origin). */
export function canonicalUrl(siteUrl: string, pathname: string): string {
  const base = siteUrl.replace(/\/+$/, '');
  const p = normalizePath(pathname);
  return p === '/' ? base : `${base}${p}`;
}

export function isInternalHref(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

/** An internal link to a page of the site (not to a file such as a PDF or an .ics calendar). */
export function isPageHref(href: string): boolean {
  return isInternalHref(href) && !/\.[a-z0-9]+$/i.test(href.split(/[?#]/)[0] ?? '');
}
