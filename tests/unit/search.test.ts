import { describe, expect, it } from 'vitest';
import { buildContent } from '../../scripts/content/build.ts';
import { searchIndex } from '../../scripts/content/search-index.ts';
import {
  createSearch,
  expandQuery,
  processTerm,
  type SearchData,
  snippetOf,
  tokenize,
} from '../../src/search/engine.ts';
import { root } from '../support/site.ts';

// The index of the real content, as the build writes it and the browser reads it back.
const build = buildContent(root);
const data = JSON.parse(JSON.stringify(searchIndex(build))) as SearchData;
const engine = createSearch(data);
const first = (query: string) => engine.search(query).hits[0]?.doc.href ?? '(none)';
const pathOf = (href: string) => href.split('#')[0];

describe('the search index', () => {
  it('has a document for every indexed English page, leading to the page itself', () => {
    const indexed = [...build.routes.values()].filter(
      (r) => r.index && r.kind !== 'redirect' && r.language === 'en',
    );
    const hrefs = new Set(data.docs.map((d) => d.href));
    for (const route of indexed) expect(hrefs, route.path).toContain(route.path);
  });

  it('has no Hindi page: those are in the Hindi index', () => {
    expect(data.docs.filter((d) => d.href === '/hi' || d.href.startsWith('/hi/'))).toEqual([]);
  });

  it('has a document per heading section, each linking to an anchor that exists on its page', () => {
    const sections = data.docs.filter((d) => d.heading && d.kind !== 'faq');
    expect(sections.length).toBeGreaterThan(100);
    for (const doc of data.docs.filter((d) => d.href.includes('#'))) {
      const [path, anchor] = doc.href.split('#') as [string, string];
      expect(build.routes.get(path)?.anchors, doc.href).toContain(anchor);
    }
    const gst = data.docs.find(
      (d) => d.href === '/frameworks/gst#gstr-1-and-gstr-3b-the-two-returns-every-business-files',
    );
    expect(gst?.heading).toBe('GSTR-1 and GSTR-3B: the two returns every business files');
    expect(gst?.kind).toBe('framework');
  });

  it('writes statutory figures into the text as the page shows them', () => {
    const gst = data.docs.find((d) =>
      d.href.endsWith('#gstr-1-and-gstr-3b-the-two-returns-every-business-files'),
    );
    expect(gst?.text).toContain('by the 11th of the following month');
  });

  it('has every FAQ question with its answer, linking to the question', () => {
    const faqs = data.docs.filter((d) => d.kind === 'faq');
    const faqPage = build.routes.get('/faq');
    const entry = faqPage?.entry;
    const groups = entry?.collection === 'pages' ? (entry.frontmatter.faqGroups ?? []) : [];
    const questions = groups.flatMap((g) => g.items);
    expect(questions.length).toBeGreaterThan(5);
    for (const q of questions) {
      const doc = faqs.find((d) => d.href === `/faq#${q.id}`);
      expect(doc?.heading, q.id).toBe(q.question);
      expect(doc?.text.length).toBeGreaterThan(20);
    }
  });

  it('has blog posts, and services, frameworks and industries by kind', () => {
    const kinds = new Set(data.docs.map((d) => d.kind));
    for (const kind of ['service', 'framework', 'industry', 'post', 'page', 'faq'])
      expect(kinds).toContain(kind);
    expect(data.docs.filter((d) => d.kind === 'post')).toHaveLength(build.posts.length);
  });

  it('carries the synonyms list kept with the content', () => {
    expect(data.synonyms).toContainEqual(expect.arrayContaining(['pf', 'provident fund']));
  });
});

describe('words', () => {
  it('keeps form numbers whole as well as in parts, and numbers with their grouping', () => {
    expect(tokenize('File GSTR-3B by the 20th; wages ₹21,000 and 8.33%')).toEqual([
      'File',
      'GSTR-3B',
      'by',
      'the',
      '20th',
      'wages',
      '21,000',
      'and',
      '8.33',
    ]);
    expect(processTerm('GSTR-3B')).toEqual(['gstr', '3b', 'gstr3b']);
    expect(processTerm('2,00,000')).toEqual(['200000']);
    expect(processTerm('Returns')).toEqual(['return']);
    expect(processTerm('companies')).toEqual(['company']);
    expect(processTerm('the')).toBeNull();
  });

  it('expands abbreviations and long forms both ways, even misspelt', () => {
    const synonyms = [
      ['pf', 'provident fund', 'epf'],
      ['posh', 'sexual harassment', 'ic'],
    ];
    expect(expandQuery('PF return', synonyms).map((v) => v.query)).toEqual([
      'pf return',
      'provident fund return',
      'epf return',
    ]);
    expect(expandQuery('provdent fund', synonyms)).toEqual([
      { query: 'provdent fund', weight: 1 },
      { query: 'provident fund', weight: 1 },
      { query: 'pf', weight: 0.85 },
      { query: 'epf', weight: 0.85 },
    ]);
    expect(expandQuery('ic members', synonyms).map((v) => v.query)).toEqual([
      'ic members',
      'posh members',
      'sexual harassment members',
    ]);
  });

  it('marks the matched words in a snippet that starts near the first of them', () => {
    const text = `${'Lorem ipsum dolor sit amet. '.repeat(10)}Each month the employer files the ECR by the 15th.`;
    const parts = snippetOf(text, new Set(['ecr']));
    expect(parts[0]).toEqual({ text: '…', match: false });
    expect(parts.filter((p) => p.match).map((p) => p.text)).toEqual(['ECR']);
    expect(parts.map((p) => p.text).join('')).toContain('files the ECR by the 15th.');
  });
});

describe('ranking for what visitors type', () => {
  it.each([
    ['GSTR-3B', '/frameworks/gst'],
    ['gstr3b due date', '/frameworks/gst'],
    ['ECR', /^\/(frameworks|services)\/pf-esi$/],
    ['ecr due date', /^\/(frameworks|services)\/pf-esi$/],
    ['provdent fund', /^\/(frameworks|services)\/pf-esi$/],
    ['PF', /^\/(frameworks|services)\/pf-esi$/],
    ['employees state insurance', /^\/(frameworks|services)\/pf-esi$/],
    ['esic', /^\/(frameworks|services)\/pf-esi$/],
    ['21000', /^\/(frameworks|services)\/pf-esi$/],
    ['sexual harassment', /^\/(services\/posh-compliance|tools\/posh-committee-check)$/],
    [
      'internal complaints committee',
      /^\/(services\/posh-compliance|tools\/posh-committee-check)$/,
    ],
    ['ICC', /^\/(services\/posh-compliance|tools\/posh-committee-check)$/],
    ['posh', /^\/(services\/posh-compliance|tools\/posh-committee-check)$/],
    ['udyam', '/services/business-registration'],
    ['msme registration', '/services/business-registration'],
    ['roc filing', '/frameworks/companies-act'],
    ['registrar of companies', /^\/(frameworks\/companies-act|services\/business-registration)$/],
    ['labour codes', /^\/(frameworks|services)\/labour-laws$/],
    ['labor law', /^\/(frameworks|services)\/labour-laws$/],
    ['gst registration limit', /^\/(frameworks\/gst|services\/business-registration)$/],
    ['hospital compliance', '/solutions/healthcare'],
    ['gratuity calculator', '/tools/gratuity-calculator'],
    ['compliance calendar', '/tools/compliance-calendar'],
    ['due dates ics', '/tools/compliance-calendar'],
    ['regulatory updates', '/updates'],
    ['income-tax act 2025', '/updates'],
    ['small company limits', /^\/(updates|frameworks\/companies-act)$/],
  ])('%s → %s first', (query, expected) => {
    const path = pathOf(first(query));
    if (typeof expected === 'string') expect(path).toBe(expected);
    else expect(path).toMatch(expected);
  });

  it('ranks what was typed above what a synonym found', () => {
    const hits = engine.search('epfo').hits;
    expect(hits[0]?.snippet.some((p) => p.match)).toBe(true);
  });

  it('answers a word no page has with nothing, and a mix of known and unknown words partially', () => {
    expect(engine.search('zzqxv').hits).toEqual([]);
    const mixed = engine.search('gratuity zzqxv');
    expect(mixed.partial).toBe(true);
    expect(mixed.hits.length).toBeGreaterThan(0);
  });

  it('lists at most three sections of one page', () => {
    const hits = engine.search('GSTR-1').hits;
    const perPage = new Map<string, number>();
    for (const h of hits)
      perPage.set(pathOf(h.doc.href) ?? '', (perPage.get(pathOf(h.doc.href) ?? '') ?? 0) + 1);
    expect(Math.max(...perPage.values())).toBeLessThanOrEqual(3);
  });
});

describe('the Hindi index of the real content', () => {
  const hindi = JSON.parse(JSON.stringify(searchIndex(build, 'hi'))) as SearchData;
  const search = createSearch(hindi);
  const hindiRoutes = [...build.routes.values()].filter((r) => r.language === 'hi');

  it('has a document for every indexed Hindi page and none of another language', () => {
    expect(hindiRoutes.length).toBeGreaterThan(0);
    const hrefs = new Set(hindi.docs.map((d) => d.href));
    for (const route of hindiRoutes.filter((r) => r.index && r.kind === 'content'))
      expect(hrefs, route.path).toContain(route.path);
    for (const doc of hindi.docs) {
      const [path, anchor] = doc.href.split('#') as [string, string | undefined];
      expect(build.routes.get(path)?.language, doc.href).toBe('hi');
      if (anchor) expect(build.routes.get(path)?.anchors, doc.href).toContain(anchor);
    }
  });

  it('has the glossary as synonyms', () => {
    expect(hindi.synonyms).toContainEqual(expect.arrayContaining(['पीएफ', 'pf', 'भविष्य निधि']));
  });

  it.each([
    ['पीएफ', /^\/hi\/(services|frameworks)\/pf-esi$/],
    ['PF', /^\/hi\/(services|frameworks)\/pf-esi$/],
    ['भविष्य निधि', /^\/hi\/(services|frameworks)\/pf-esi$/],
    ['ईएसआई', /^\/hi\/((services|frameworks)\/pf-esi|tools\/esi-calculator)$/],
    ['जीएसटी', /^\/hi\/frameworks\/gst$/],
    ['GSTR-3B', /^\/hi\/frameworks\/gst$/],
    ['उपदान', /^\/hi\/tools\/gratuity-calculator$/],
    ['ग्रेच्युटी', /^\/hi\/tools\/gratuity-calculator$/],
    ['आंतरिक समिति', /^\/hi\/(services\/posh-compliance|tools\/posh-committee-check)$/],
    ['श्रम संहिताएँ', /^\/hi\/(frameworks|services)\/labour-laws$/],
  ])('%s → %s first', (query, expected) => {
    expect(pathOf(search.search(query).hits[0]?.doc.href ?? '(none)')).toMatch(expected);
  });
});
