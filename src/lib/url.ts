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
