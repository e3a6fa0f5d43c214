/**
 * The search index: one document per heading section of every page, per FAQ question and per
 * blog post, each linking to the exact place on the page. Fetched by the browser only when
 * search opens.
 */

import { updateDateLine } from '../../src/lib/updates.ts';
import { buildIndex, type SearchData, type SearchDoc } from '../../src/search/engine.ts';
import { pageLayoutOf, questionsOf } from './load.ts';
import type { ContentBuild } from './model.ts';
import { updatesPagePath } from './updates.ts';

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

export function searchDocs(build: ContentBuild): SearchDoc[] {
  const docs: SearchDoc[] = [];
  for (const route of build.routes.values()) {
    if (!route.index) continue;
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
  const blog = [...build.routes.values()].find((r) => pageLayoutOf(r.entry) === 'blog');
  if (blog) {
    for (const post of build.posts) {
      const body = post.analysis.sections.map((s) => `${s.heading ?? ''} ${s.text}`).join(' ');
      docs.push({
        href: `${blog.path}#${post.slug}`,
        kind: 'post',
        page: post.frontmatter.title,
        heading: null,
        text: `${post.frontmatter.excerpt} ${body}`,
      });
    }
  }
  const updatesPage = updatesPagePath(build);
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

export function searchIndex(build: ContentBuild): SearchData {
  return searchIndexOf(searchDocs(build), build.synonyms);
}

/** The index of these documents (building it is the costly part). */
export function searchIndexOf(docs: SearchDoc[], synonyms: SearchData['synonyms']): SearchData {
  return { docs, synonyms, index: buildIndex(docs).toJSON() };
}
