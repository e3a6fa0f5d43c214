/**
 * The link check: every link in MDX, frontmatter, site.yaml and the data files must point to a
 * page, an anchor on it, or a file the site serves. A page's links are kept with the paths they
 * were resolved against (LinkIndex), so that after a save only the changed page's links and the
 * links that point at a page whose route or anchors changed are checked again.
 */
import type { DataName, SiteConfig } from '../../src/content/schema.ts';
import { isOriginal, type Language, pathIn } from '../../src/lib/languages.ts';
import { normalizePath } from '../../src/lib/url.ts';
import { leadsToEnglish } from './english-links.ts';
import type { Entry } from './load.ts';
import type { ContentBuild, ContentRoute } from './model.ts';
import type { Problem } from './problems.ts';

type LinkRoutes = Map<string, Pick<ContentRoute, 'kind' | 'to' | 'anchors'>>;

/** Strings under these keys in frontmatter and data files are links, and are checked. */
const linkKeys = new Set([
  'href',
  'link',
  'to',
  'downloadLink',
  'registrationLink',
  'url',
  'src',
  'ogImage',
]);

export function frontmatterLinks(
  value: unknown,
  at: PropertyKey[] = [],
): { href: string; at: PropertyKey[] }[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => frontmatterLinks(v, [...at, i]));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) =>
      typeof v === 'string' && linkKeys.has(k)
        ? [{ href: v, at: [...at, k] }]
        : frontmatterLinks(v, [...at, k]),
    );
  }
  return [];
}

/**
 * Why a link points nowhere, or null when it is fine. Exported for the tests. `looked` receives
 * every route path the answer depended on.
 */
export function linkProblem(
  href: string,
  from: string | null,
  routes: LinkRoutes,
  files: Set<string>,
  looked: (path: string) => void = () => {},
): string | null {
  if (/^(https?:|mailto:|tel:)/.test(href)) return null;
  const [beforeHash = '', hash] = href.split('#', 2);
  const pathPart = beforeHash.split('?')[0] ?? '';
  let target: string | null;
  if (pathPart === '') {
    if (!from)
      return `links to "${href}" without a page; write the full path, such as "/services${href}"`;
    target = from;
  } else if (pathPart.startsWith('/') && !pathPart.startsWith('//')) {
    if (files.has(pathPart)) {
      return hash
        ? `links to the file ${pathPart} with an anchor "#${hash}", which files do not have`
        : null;
    }
    target = normalizePath(pathPart);
  } else {
    return `links to "${href}", which is neither a site path ("/...") nor a full URL`;
  }
  looked(target);
  let route = routes.get(target);
  if (route?.kind === 'redirect' && route.to) {
    target = normalizePath(route.to.split('#')[0] ?? route.to);
    looked(target);
    route = routes.get(target);
  }
  if (!route) {
    return files.has(`${pathPart}`)
      ? null
      : `links to ${pathPart}, which is not a page of the site or a file in public/`;
  }
  if (hash !== undefined && hash !== '' && !route.anchors.has(hash)) {
    return `links to ${target}#${hash}, but ${target} has no heading or element with the id "${hash}"`;
  }
  return null;
}

interface EntryLinks {
  entry: Entry;
  from: string | null;
  problems: Problem[];
  /** The route paths its links were resolved against. */
  targets: Set<string>;
}

/** The problems with one page's links (MDX and frontmatter), and the paths they depend on. */
function checkEntry(
  entry: Entry,
  from: string | null,
  routes: LinkRoutes,
  files: Set<string>,
): EntryLinks {
  const problems: Problem[] = [];
  const targets = new Set<string>();
  const looked = (p: string) => targets.add(p);
  for (const link of entry.analysis.links) {
    const message = linkProblem(link.href, from, routes, files, looked);
    if (message) problems.push({ file: entry.file, line: link.line, message });
  }
  for (const link of frontmatterLinks(entry.frontmatter)) {
    const message = linkProblem(link.href, from, routes, files, looked);
    if (message) {
      problems.push({
        file: entry.file,
        line: entry.fieldLine(link.at),
        field: link.at.join('.'),
        message,
      });
    }
  }
  return { entry, from, problems, targets };
}

/** What a link to the route depends on: whether it exists, where it redirects, its anchors. */
const signature = (r: Pick<ContentRoute, 'kind' | 'to' | 'anchors'>) =>
  `${r.kind}\n${r.to ?? ''}\n${[...r.anchors].join('\n')}`;

const sameSet = (a: Set<string> | null, b: Set<string>) =>
  a !== null && a.size === b.size && [...a].every((x) => b.has(x));

/** Each page's link problems, kept from run to run with an index of who links where. */
export class LinkIndex {
  private readonly byFile = new Map<string, EntryLinks>();
  /** Route path -> the files (absolute) whose links were resolved against it. */
  private readonly inbound = new Map<string, Set<string>>();
  private readonly signatures = new Map<string, string>();
  private files: Set<string> | null = null;

  /** Paths added, removed, or whose kind, redirect or anchors changed since the last run. */
  private changedPaths(routes: LinkRoutes): Set<string> {
    const changed = new Set<string>();
    for (const [p, route] of routes) {
      const sig = signature(route);
      if (this.signatures.get(p) !== sig) changed.add(p);
      this.signatures.set(p, sig);
    }
    for (const p of this.signatures.keys()) {
      if (!routes.has(p)) {
        changed.add(p);
        this.signatures.delete(p);
      }
    }
    return changed;
  }

  private forget(abs: string): void {
    for (const p of this.byFile.get(abs)?.targets ?? []) this.inbound.get(p)?.delete(abs);
    this.byFile.delete(abs);
  }

  private keep(abs: string, links: EntryLinks): void {
    this.forget(abs);
    this.byFile.set(abs, links);
    for (const p of links.targets) {
      const from = this.inbound.get(p) ?? new Set<string>();
      from.add(abs);
      this.inbound.set(p, from);
    }
  }

  /** The problems with the pages' links, in the pages' order; checks again only what changed. */
  entryProblems(
    entries: Entry[],
    routes: LinkRoutes,
    files: Set<string>,
    /** Each language's blog page, where its posts are shown. */
    blogs: Partial<Record<Language, string>> = {},
  ): Problem[] {
    const filesChanged = !sameSet(this.files, files);
    this.files = files;
    const again = new Set<string>();
    for (const p of this.changedPaths(routes)) {
      for (const abs of this.inbound.get(p) ?? []) again.add(abs);
    }
    const present = new Set(entries.map((e) => e.abs));
    for (const abs of [...this.byFile.keys()]) if (!present.has(abs)) this.forget(abs);

    const problems: Problem[] = [];
    for (const entry of entries) {
      const from = entry.route ? normalizePath(entry.route) : (blogs[entry.language] ?? null);
      let links = this.byFile.get(entry.abs);
      if (
        !links ||
        links.entry !== entry ||
        links.from !== from ||
        filesChanged ||
        again.has(entry.abs)
      ) {
        links = checkEntry(entry, from, routes, files);
        this.keep(entry.abs, links);
      }
      problems.push(...links.problems);
    }
    return problems;
  }
}

/** Links in site.yaml and the data files (few: checked on every run). */
export function configLinkProblems(
  site: SiteConfig | undefined,
  data: ContentBuild['data'],
  routes: LinkRoutes,
  files: Set<string>,
): Problem[] {
  const problems: Problem[] = [];
  const check = (href: string, problem: Omit<Problem, 'message'>) => {
    const message = linkProblem(href, null, routes, files);
    if (message) problems.push({ ...problem, message });
  };
  if (site) {
    for (const link of frontmatterLinks({
      social: site.social,
      nav: site.nav,
      mobileServices: site.mobileServices,
      footer: site.footer,
      footerLegal: site.footerLegal,
      ogImage: site.defaultOgImage,
    })) {
      check(link.href, { file: 'content/site.yaml', field: link.at.join('.') });
    }
  }
  problems.push(...dataLinkProblems(data, 'content/data', routes, files));
  return problems;
}

/** Links in the data files of a folder: content/data, or a translation's content/hi/data. */
export function dataLinkProblems(
  data: Partial<ContentBuild['data']>,
  dir: string,
  routes: LinkRoutes,
  files: Set<string>,
): Problem[] {
  return (Object.keys(data) as DataName[]).flatMap((name) =>
    frontmatterLinks(data[name]).flatMap((link) => {
      const message = linkProblem(link.href, null, routes, files);
      return message ? [{ file: `${dir}/${name}.yaml`, field: link.at.join('.'), message }] : [];
    }),
  );
}

/**
 * A translated page that links the English page where one exists in its language: it should link
 * its own language's page (with the same anchor only if that page has it).
 */
export function untranslatedLinkProblems(
  entries: readonly Entry[],
  routes: ReadonlyMap<string, Pick<ContentRoute, 'kind'>>,
): Problem[] {
  return entries.flatMap((entry) => {
    if (isOriginal(entry.language)) return [];
    const links = [
      ...entry.analysis.links,
      ...frontmatterLinks(entry.frontmatter).map(({ href, at }) => ({
        href,
        line: entry.fieldLine(at),
      })),
    ];
    return links.flatMap(({ href, line }) => {
      if (!leadsToEnglish(href, entry.language)) return [];
      const local = pathIn(entry.language, href.split(/[?#]/)[0] ?? href);
      const route = routes.get(local);
      if (!route || route.kind === 'redirect') return [];
      return [
        {
          file: entry.file,
          line,
          message: `links ${href}, which has a page in this language: link ${local} instead`,
        },
      ];
    });
  });
}

/**
 * A translated data file's links to English pages that have a page in its language: a warning, so
 * that translating a page does not stop the build over a data file written before it.
 */
export function untranslatedDataLinkWarnings(
  dataIn: ContentBuild['dataIn'],
  routes: ReadonlyMap<string, Pick<ContentRoute, 'kind'>>,
): Problem[] {
  return (Object.entries(dataIn) as [Language, Partial<ContentBuild['data']>][]).flatMap(
    ([language, data]) =>
      // The calendar's translation holds words only: its links are the English file's.
      (Object.keys(data) as DataName[])
        .filter((name) => name !== 'calendar')
        .flatMap((name) =>
          frontmatterLinks(data[name]).flatMap(({ href, at }) => {
            if (!leadsToEnglish(href, language)) return [];
            const local = pathIn(language, href.split(/[?#]/)[0] ?? href);
            const route = routes.get(local);
            if (!route || route.kind === 'redirect') return [];
            return [
              {
                file: `content/${language}/data/${name}.yaml`,
                field: at.join('.'),
                message: `links ${href}, which has a page in this language: link ${local} instead`,
              },
            ];
          }),
        ),
  );
}
