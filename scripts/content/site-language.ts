/**
 * The site's chrome in a language: the header's and footer's links to the pages that exist in
 * it, with its words (content/<language>/site.yaml). A Hindi visitor's navigation leads only to
 * Hindi pages; a link or group with none left is left out.
 */
import type { SiteConfig, SiteWords } from '../../src/content/schema.ts';
import { type Language, pathIn } from '../../src/lib/languages.ts';
import type { ContentRoute } from './model.ts';
import type { Problem } from './problems.ts';

/** The site config as a language's pages show it; problems name the words that are missing. */
export function siteInLanguage(
  site: SiteConfig,
  language: Language,
  words: SiteWords,
  routes: ReadonlyMap<string, ContentRoute>,
  file: string,
): { site: SiteConfig; problems: Problem[] } {
  const problems: Problem[] = [];
  const missing = new Set<string>();
  const label = (english: string) => {
    const translated = words.labels[english];
    if (translated === undefined) missing.add(english);
    return translated ?? english;
  };
  /** The link's path in the language, or null when that page does not exist in it. */
  const localHref = (href: string): string | null => {
    const [pathOnly = href, hash] = href.split('#', 2);
    const local = pathIn(language, pathOnly);
    const route = routes.get(local);
    if (!route || route.kind === 'redirect') return null;
    return hash === undefined ? local : `${local}#${hash}`;
  };
  /** A section's path prefixes in the language: those under which the language has a page. */
  const localSections = (prefixes: readonly string[]): string[] =>
    prefixes.flatMap((prefix) => {
      const local = pathIn(language, prefix);
      const has = [...routes.keys()].some((p) => p === local || p.startsWith(`${local}/`));
      return has ? [local] : [];
    });
  const link = <L extends { label: string; href: string; description?: string }>(l: L) => {
    const href = localHref(l.href);
    if (href === null) return [];
    const description = words.descriptions[l.href];
    return [
      {
        ...l,
        label: label(l.label),
        href,
        ...(l.description !== undefined ? { description: description ?? l.description } : {}),
      },
    ];
  };
  const nav = site.nav.flatMap((item): SiteConfig['nav'] => {
    if ('href' in item) {
      const href = localHref(item.href);
      return href === null
        ? []
        : [{ ...item, label: label(item.label), href, also: localSections(item.also) }];
    }
    const children = item.children.flatMap(link);
    if (children.length === 0) return [];
    return [
      {
        ...item,
        label: label(item.label),
        prefix: pathIn(language, item.prefix),
        children,
        also: localSections(item.also),
      },
    ];
  });
  const localized: SiteConfig = {
    ...site,
    tagline: words.tagline,
    hours: words.hours,
    ...(words.locality === undefined
      ? {}
      : { address: { ...site.address, localityName: words.locality } }),
    nav,
    mobileServices: site.mobileServices.flatMap(link),
    footer: site.footer.flatMap((group) => {
      const links = group.links.flatMap(link);
      return links.length === 0 ? [] : [{ title: label(group.title), links }];
    }),
    footerLegal: site.footerLegal.flatMap(link),
  };
  for (const english of missing) {
    problems.push({
      file,
      message: `labels has no "${english}": give the ${language} label of this header or footer link`,
    });
  }
  for (const d of Object.keys(words.descriptions)) {
    if (!site.nav.some((i) => 'children' in i && i.children.some((c) => c.href === d)))
      problems.push({ file, message: `descriptions names ${d}, which is not a header link` });
  }
  return { site: localized, problems };
}
