/**
 * The search index: one document per heading section of every page, per FAQ question and per
 * blog post, each linking to the exact place on the page. Fetched by the browser only when
 * search opens.
 */
import Fuse from 'fuse.js';
import type { ContentBuild } from './build.ts';

export interface SearchDoc {
  /** Where the result leads: path and, for a section, its #anchor. */
  href: string;
  kind: 'page' | 'service' | 'framework' | 'industry' | 'faq' | 'post' | 'screen';
  page: string;
  heading: string | null;
  text: string;
}

export const searchKeys = [
  { name: 'page', weight: 2 },
  { name: 'heading', weight: 3 },
  { name: 'text', weight: 1 },
];

const kindOf = {
  pages: 'page',
  services: 'service',
  frameworks: 'framework',
  industries: 'industry',
  blog: 'post',
} as const;
const clip = (s: string, n = 800) => (s.length > n ? `${s.slice(0, n)}…` : s);

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
    const kind = kindOf[entry.collection];
    docs.push({
      href: route.path,
      kind,
      page: route.h1,
      heading: null,
      text: clip(`${fm.description} ${fm.hero?.intro ?? ''}`),
    });
    for (const s of entry.analysis.sections) {
      if (!s.id) continue;
      docs.push({
        href: `${route.path}#${s.id}`,
        kind,
        page: route.h1,
        heading: s.heading,
        text: clip(s.text),
      });
    }
    const faqs = [
      ...(fm.faqs ?? []),
      ...(fm.faqGroups ?? []).flatMap((g: { items: unknown[] }) => g.items),
    ];
    for (const f of faqs as { id: string; question: string; answer: string }[]) {
      docs.push({
        href: `${route.path}#${f.id}`,
        kind: 'faq',
        page: route.h1,
        heading: f.question,
        text: clip(f.answer),
      });
    }
  }
  const blog = [...build.routes.values()].find((r) => r.entry?.frontmatter.layout === 'blog');
  if (blog) {
    for (const post of build.posts) {
      const body = post.analysis.sections.map((s) => `${s.heading ?? ''} ${s.text}`).join(' ');
      docs.push({
        href: `${blog.path}#${post.slug}`,
        kind: 'post',
        page: post.frontmatter.title,
        heading: null,
        text: clip(`${post.frontmatter.excerpt} ${body}`),
      });
    }
  }
  return docs;
}

export function searchIndex(build: ContentBuild) {
  const docs = searchDocs(build);
  return {
    keys: searchKeys,
    docs,
    synonyms: build.synonyms,
    index: Fuse.createIndex(searchKeys, docs).toJSON(),
  };
}
