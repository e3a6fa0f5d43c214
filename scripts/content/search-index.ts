/**
 * The search indexes, one per language: one document per heading section of every page, per FAQ
 * question and per blog post, each linking to the exact place on the page. The English index has
 * the English pages, posts and updates; a translation's has that language's pages (/hi/…), posts
 * and updates, with the glossary's terms in that language as synonyms. The browser fetches the
 * page's language's index only when search opens.
 */

import type { DataOf } from '../../src/content/schema.ts';
import { isOriginal, type Language, originalLanguage } from '../../src/lib/languages.ts';
import { updateDateLine } from '../../src/lib/updates.ts';
import {
  buildIndex,
  foldHindi,
  type SearchData,
  type SearchDoc,
  tokenize,
} from '../../src/search/engine.ts';
import { pageLayoutOf, questionsOf } from './load.ts';
import type { ContentBuild } from './model.ts';
import { updateItems, updatesPagePath } from './updates.ts';

const kindOf = {
  pages: 'page',
  services: 'service',
  frameworks: 'framework',
  industries: 'industry',
  blog: 'post',
} as const;
/** Tools are pages too, but a visitor looks for them as tools. */
const kindOfRoute = (path: string, collection: keyof typeof kindOf) =>
  path.startsWith('/tools/') ? 'tool' : kindOf[collection];

/** The documents of one language's index: its pages, and in English the posts and the updates. */
export function searchDocs(
  build: ContentBuild,
  language: Language = originalLanguage,
): SearchDoc[] {
  const docs: SearchDoc[] = [];
  for (const route of build.routes.values()) {
    if (!route.index || route.language !== language) continue;
    if (route.kind === 'screen' && route.screen) {
      docs.push({
        href: route.path,
        kind: 'screen',
        page: route.h1,
        heading: null,
        text: route.screen.description,
      });
    }
    const entry = route.entry;
    if (!entry) continue;
    const fm = entry.frontmatter;
    const kind = kindOfRoute(route.path, entry.collection);
    docs.push({
      href: route.path,
      kind,
      page: route.h1,
      heading: null,
      text: [fm.description, fm.hero?.intro].filter(Boolean).join(' '),
    });
    for (const s of entry.analysis.sections) {
      if (!s.id) continue;
      docs.push({
        href: `${route.path}#${s.id}`,
        kind,
        page: route.h1,
        heading: s.heading,
        text: s.text,
      });
    }
    for (const f of questionsOf(entry)) {
      docs.push({
        href: `${route.path}#${f.id}`,
        kind: 'faq',
        page: route.h1,
        heading: f.question,
        text: f.answer,
      });
    }
  }
  docs.push(...postDocs(build, language));
  if (isOriginal(language)) docs.push(...updateDocs(build));
  else docs.push(...translatedUpdateDocs(build, language));
  return docs;
}

/** The regulatory updates translated into a language, on its updates page. */
function translatedUpdateDocs(build: ContentBuild, language: Language): SearchDoc[] {
  const page = updatesPagePath(build, language);
  if (!page) return [];
  return updateItems(build, language)
    .filter((u) => !u.wordsIn)
    .map((u) => ({
      href: `${page}#${u.slug}`,
      kind: 'update' as const,
      page: u.title,
      heading: null,
      text: `${updateDateLine(u, language)}। ${u.summary}`,
    }));
}

/** The posts written in a language, on its blog page. */
function postDocs(build: ContentBuild, language: Language): SearchDoc[] {
  const blog = [...build.routes.values()].find(
    (r) => r.language === language && pageLayoutOf(r.entry) === 'blog',
  );
  if (!blog) return [];
  return build.postsIn[language]
    .filter((post) => post.language === language)
    .map((post) => ({
      href: `${blog.path}#${post.slug}`,
      kind: 'post' as const,
      page: post.frontmatter.title,
      heading: null,
      text: `${post.frontmatter.excerpt} ${post.analysis.sections.map((s) => `${s.heading ?? ''} ${s.text}`).join(' ')}`,
    }));
}

/** The regulatory updates, in English. */
function updateDocs(build: ContentBuild): SearchDoc[] {
  const docs: SearchDoc[] = [];
  const english = new Map([...build.routes].filter(([, r]) => isOriginal(r.language)));
  const updatesPage = updatesPagePath({ routes: english });
  if (updatesPage) {
    for (const u of build.updates) {
      docs.push({
        href: `${updatesPage}#${u.slug}`,
        kind: 'update',
        page: u.title,
        heading: null,
        text: `${updateDateLine(u)}. ${u.summary} ${[u.instrument, ...u.otherSources].map((i) => i.title).join('. ')}`,
      });
    }
  }
  return docs;
}

/**
 * The synonym groups of one language's index. The original's: content/search-synonyms.yaml. A
 * translation's: one group per glossary term (content/data/glossary.yaml), the term in the
 * language, the original's term and the spellings the language's readers type (पीएफ, PF, pf,
 * provident fund and भविष्य निधि find the same pages), then the original's groups, since
 * translated pages keep acronyms and form numbers in Latin letters.
 */
export function searchSynonyms(
  build: ContentBuild,
  language: Language = originalLanguage,
): string[][] {
  return isOriginal(language)
    ? build.synonyms
    : glossarySynonyms(build.data.glossary, build.synonyms, language);
}

/** A translation's groups: the glossary's in `language`, then the original's. */
export function glossarySynonyms(
  glossary: DataOf<'glossary'>,
  original: string[][],
  language: Language,
): string[][] {
  const terms = glossary.map((t) =>
    synonymGroup(
      [t.term[language], t.term[originalLanguage], ...(t.also[language] ?? [])].filter(
        (term) => term !== undefined,
      ),
    ),
  );
  return [...terms, ...original].filter((g) => g.length > 1);
}

/**
 * A group's terms as a query's words are compared with them: lower case, the words alone (no
 * punctuation), each once. A term with a gloss in brackets gives both: "भविष्य निधि (PF)" is
 * "भविष्य निधि" and "pf".
 */
export function synonymGroup(terms: string[]): string[] {
  const group = new Map<string, string>();
  for (const term of terms) {
    const glosses = [...term.matchAll(/\(([^()]*)\)/g)].map((m) => m[1] ?? '');
    for (const part of [term.replace(/\([^()]*\)/g, ' '), ...glosses]) {
      const words = tokenize(part.toLowerCase()).join(' ');
      const key = foldHindi(words);
      if (words && !group.has(key)) group.set(key, words);
    }
  }
  return [...group.values()];
}

export function searchIndex(
  build: ContentBuild,
  language: Language = originalLanguage,
): SearchData {
  return searchIndexOf(searchDocs(build, language), searchSynonyms(build, language), {
    rankSynonyms: !isOriginal(language),
  });
}

/**
 * The index of these documents (building it is the costly part). With `rankSynonyms`, each group
 * lists first the terms the most documents have: a query of two known terms is also searched with
 * each group's first (engine.ts, expandQuery), and only the first ten variants of a query are run.
 */
export function searchIndexOf(
  docs: SearchDoc[],
  synonyms: SearchData['synonyms'],
  { rankSynonyms = false } = {},
): SearchData {
  const index = buildIndex(docs);
  const count = (term: string) => index.search(term, { combineWith: 'AND' }).length;
  const groups = rankSynonyms
    ? synonyms.map((g) => {
        const counts = new Map(g.map((t) => [t, count(t)]));
        return [...g].sort((a, b) => (counts.get(b) ?? 0) - (counts.get(a) ?? 0));
      })
    : synonyms;
  return { docs, synonyms: groups, index: index.toJSON() };
}
