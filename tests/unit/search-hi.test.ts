import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  glossarySynonyms,
  searchDocs,
  searchIndexOf,
  searchSynonyms,
  synonymGroup,
} from '../../scripts/content/search-index.ts';
import { type DataOf, glossaryFileSchema, synonymsFileSchema } from '../../src/content/schema.ts';
import type { Language } from '../../src/lib/languages.ts';
import {
  createSearch,
  expandQuery,
  foldHindi,
  processTerm,
  type SearchData,
  type SearchDoc,
  tokenize,
} from '../../src/search/engine.ts';
import { root } from '../support/site.ts';

const yaml = (file: string) => parse(readFileSync(path.join(root, file), 'utf8'));
const glossary = glossaryFileSchema.parse(yaml('content/data/glossary.yaml'));
const englishSynonyms = synonymsFileSchema.parse(yaml('content/search-synonyms.yaml'));

// A few sections of the Hindi pages, in their words (acronyms in Latin letters, as pages write them).
const hindiDocs: SearchDoc[] = [
  {
    href: '/hi/services/pf-esi#अवलोकन',
    kind: 'service',
    page: 'PF और ESI अनुपालन',
    heading: 'अवलोकन',
    text: 'भविष्य निधि (PF) वह सामाजिक सुरक्षा अंशदान है जो भारत में लगभग हर बढ़ता हुआ व्यवसाय हर महीने जमा करता है। PF को कर्मचारी भविष्य निधि संगठन (EPFO) चलाता है।',
  },
  {
    href: '/hi/tools/esi-calculator',
    kind: 'tool',
    page: 'ESI अंशदान कैलकुलेटर',
    heading: null,
    text: 'एक कर्मचारी का एक महीने का कर्मचारी राज्य बीमा (ESI) अंशदान निकालें: कर्मचारी और नियोजक का हिस्सा, और मज़दूरी सीमा के भीतर है या नहीं।',
  },
  {
    href: '/hi/frameworks/gst',
    kind: 'framework',
    page: 'GST अनुपालन: GSTR-1, GSTR-3B और उनके बीच की हर नियत तारीख',
    heading: null,
    text: 'GST पंजीकरण की सीमाएँ, GSTR-1 और GSTR-3B की नियत तारीखें, वार्षिक रिटर्न और ई-वे बिल, भारतीय व्यवसायों के लिए सरल भाषा में।',
  },
  {
    href: '/hi/frameworks/labour-laws',
    kind: 'framework',
    page: 'चारों श्रम संहिताओं के तहत श्रम कानून अनुपालन',
    heading: null,
    text: 'चारों श्रम संहिताएँ लागू हैं: नियोजकों के दायित्व, कर्मचारियों का उपदान और शिकायत समितियाँ।',
  },
  {
    href: '/hi/services/business-registration',
    kind: 'service',
    page: 'व्यवसाय पंजीकरण',
    heading: null,
    text: 'कंपनी का निगमन, उद्यम पंजीकरण और दुकान और स्थापन का पंजीकरण, आपके व्यवसाय के हिसाब से।',
  },
  {
    // Words one edit away from संहिता (सहित, संगीत): a short Hindi word must not reach them.
    href: '/hi/contact',
    kind: 'page',
    page: 'हमसे संपर्क करें',
    heading: null,
    text: 'PF, ESI या GST पर अपने प्रश्न के सहित हमें लिखें; संगीत कंपनियों से लेकर कारखानों तक, हर व्यवसाय की टीम से हम बात करते हैं।',
  },
];

// The index as the build writes it and the browser reads it back.
const hindi = JSON.parse(
  JSON.stringify(
    searchIndexOf(hindiDocs, glossarySynonyms(glossary, englishSynonyms, 'hi'), {
      rankSynonyms: true,
    }),
  ),
) as SearchData;
const engine = createSearch(hindi);
const hrefs = (query: string) => engine.search(query).hits.map((h) => h.doc.href);
const first = (query: string) => hrefs(query)[0] ?? '(none)';

describe('Hindi words in the index', () => {
  it('keeps a Devanagari word whole, with its vowel signs, virama, nukta and joiners', () => {
    expect(tokenize('भविष्य निधि (PF): मज़दूरी, कर्मचारियों का अंशदान। क्‍या')).toEqual([
      'भविष्य',
      'निधि',
      'PF',
      'मज़दूरी',
      'कर्मचारियों',
      'का',
      'अंशदान',
      'क्‍या',
    ]);
    expect(tokenize('भविष्य-निधि और GSTR-3B')).toEqual(['भविष्य-निधि', 'और', 'GSTR-3B']);
  });

  it('folds the spellings readers type for one word into one term', () => {
    const term = (word: string) => processTerm(word)?.[0];
    // Nukta, precomposed or not.
    expect(term('मज़दूरी')).toBe(term('मजदूरी'));
    expect(term('मज\u093cदूरी')).toBe(term('मजदूरी'));
    // Chandrabindu and anusvara; a half nasal and anusvara.
    expect(term('संहिताएँ')).toBe(term('संहिताएं'));
    expect(term('कम्पनी')).toBe(term('कंपनी'));
    // Long and short i; ष and श.
    expect(term('कर्मचारि')).toBe(term('कर्मचारी'));
    expect(term('भविश्य')).toBe(term('भविष्य'));
    // Plural and oblique forms meet their word.
    expect(term('कर्मचारियों')).toBe(term('कर्मचारी'));
    expect(term('संहिताओं')).toBe(term('संहिता'));
    expect(term('नियोजकों')).toBe(term('नियोजक'));
    // Devanagari digits are digits.
    expect(term('२१,०००')).toBe('21000');
    // Hindi's little words are not searched for.
    expect(processTerm('का')).toBeNull();
    expect(processTerm('में')).toBeNull();
    // Words with no Devanagari are as before.
    expect(foldHindi('Returns')).toBe('Returns');
    expect(processTerm('Returns')).toEqual(['return']);
    expect(processTerm('GSTR-3B')).toEqual(['gstr', '3b', 'gstr3b']);
  });
});

describe('the glossary as synonyms', () => {
  it('makes each term a group of its Hindi, its English and the spellings readers type', () => {
    expect(
      synonymGroup(['भविष्य निधि (PF)', 'PF (provident fund)', 'पीएफ', 'provident fund', 'pf']),
    ).toEqual(['भविष्य निधि', 'pf', 'provident fund', 'पीएफ']);
    const groups = glossarySynonyms(glossary, englishSynonyms, 'hi');
    expect(groups.length).toBeGreaterThanOrEqual(glossary.length);
    const pf = groups.find((g) => g.includes('पीएफ'));
    expect(pf).toEqual(expect.arrayContaining(['भविष्य निधि', 'pf', 'provident fund']));
    // The English groups come after the glossary's, unchanged.
    expect(groups.slice(-englishSynonyms.length)).toEqual(englishSynonyms);
  });

  it("gives each language its own term and spellings, with the original's term", () => {
    // A made-up third language's term beside the Hindi one (not a language of this site's list,
    // so not through the schema): neither index gets the other's.
    const pf: DataOf<'glossary'> = [
      {
        term: { en: 'PF (provident fund)', hi: 'भविष्य निधि (PF)', mr: 'भविष्य निर्वाह निधी' },
        also: { hi: ['पीएफ'], mr: ['पी एफ'] },
      },
    ];
    expect(glossarySynonyms(pf, [], 'hi')).toEqual([
      ['भविष्य निधि', 'pf', 'provident fund', 'पीएफ'],
    ]);
    expect(glossarySynonyms(pf, [], 'mr' as Language)).toEqual([
      ['भविष्य निर्वाह निधी', 'pf', 'provident fund', 'पी एफ'],
    ]);
  });

  it('lists first in each group of the Hindi index the term the most pages have', () => {
    // Two pages write PF, one भविष्य निधि, none पीएफ.
    const pf = hindi.synonyms.find((g) => g.includes('पीएफ'));
    expect(pf?.[0]).toBe('pf');
    const gst = hindi.synonyms.find((g) => g.includes('जीएसटी'));
    expect(gst?.[0]).toBe('gst');
  });

  it('also swaps two known terms at once, for a query in mixed script', () => {
    const queries = expandQuery('जीएसटी रजिस्ट्रेशन', hindi.synonyms).map((v) => v.query);
    expect(queries).toContain('gst पंजीकरण');
  });
});

describe('Hindi search', () => {
  it.each([
    ['पीएफ', '/hi/services/pf-esi#अवलोकन'],
    ['PF', '/hi/services/pf-esi#अवलोकन'],
    ['pf', '/hi/services/pf-esi#अवलोकन'],
    ['भविष्य निधि', '/hi/services/pf-esi#अवलोकन'],
    ['provident fund', '/hi/services/pf-esi#अवलोकन'],
    ['भविश्य निधि', '/hi/services/pf-esi#अवलोकन'],
    ['जीएसटी', '/hi/frameworks/gst'],
    ['GST', '/hi/frameworks/gst'],
    ['जीएसटीआर-3बी', '/hi/frameworks/gst'],
    ['ईएसआई', '/hi/tools/esi-calculator'],
    ['ESI', '/hi/tools/esi-calculator'],
    ['मजदूरी सीमा', '/hi/tools/esi-calculator'],
    ['श्रम संहिता', '/hi/frameworks/labour-laws'],
    ['labour codes', '/hi/frameworks/labour-laws'],
    ['जीएसटी रजिस्ट्रेशन', '/hi/frameworks/gst'],
  ])('%s → %s first', (query, expected) => {
    expect(first(query)).toBe(expected);
  });

  it('finds every word typed, not some of them, for a query in mixed script', () => {
    const found = engine.search('जीएसटी रजिस्ट्रेशन');
    expect(found.partial).toBe(false);
    expect(engine.search('पीएफ अंशदान').partial).toBe(false);
  });

  it('marks the words matched in Devanagari, whole', () => {
    const hit = engine.search('भविष्य निधि').hits[0];
    // "भविष्य निधि (PF) … कर्मचारी भविष्य निधि संगठन": PF through its synonym.
    expect(hit?.snippet.filter((p) => p.match).map((p) => p.text)).toEqual([
      'भविष्य',
      'निधि',
      'PF',
      'PF',
      'भविष्य',
      'निधि',
    ]);
  });

  it('forgives a typo in a long Hindi word, but not in a short one, where it finds other words', () => {
    // कर्मचरी for कर्मचारी: five letters, one edit.
    expect(hrefs('कर्मचरी')).toContain('/hi/tools/esi-calculator');
    // संहिता is three letters: सहित and संगीत, one edit away, are not it.
    expect(hrefs('संहिता')).toEqual(['/hi/frameworks/labour-laws']);
  });

  it('takes the last word as the start of a longer one', () => {
    expect(first('भविष्य नि')).not.toBe('(none)');
    expect(first('कर्मचा')).not.toBe('(none)');
  });

  it('answers a word no page has with nothing', () => {
    expect(engine.search('क्षज्ञत्र').hits).toEqual([]);
  });
});

describe('one index per language', () => {
  // A build with one page in each language, a blog post and an update (only what the index reads).
  const section = (id: string, heading: string, text: string) => ({ id, heading, text });
  const entry = (collection: string, description: string, sections: unknown[]) => ({
    collection,
    frontmatter: {
      description,
      hero: { intro: '' },
      layout: collection === 'pages' ? 'blog' : undefined,
    },
    analysis: { sections, components: [] },
  });
  const route = (path: string, language: 'en' | 'hi', h1: string, e: unknown) => ({
    path,
    language,
    kind: 'content',
    h1,
    file: '',
    index: true,
    entry: e,
    anchors: new Set<string>(),
  });
  const aPost = {
    slug: 'a-post',
    language: 'en',
    frontmatter: { title: 'A post', excerpt: 'About PF.' },
    analysis: { sections: [] },
  };
  const hindiPost = {
    slug: 'a-post',
    language: 'hi',
    frontmatter: { title: 'एक लेख', excerpt: 'PF के बारे में।' },
    analysis: { sections: [] },
  };
  const build = {
    routes: new Map<string, unknown>([
      [
        '/services/pf-esi',
        route(
          '/services/pf-esi',
          'en',
          'PF and ESI compliance',
          entry('services', 'PF and ESI registration and returns.', [
            section('overview', 'Overview', 'Provident fund and ESI every month.'),
          ]),
        ),
      ],
      [
        '/hi/services/pf-esi',
        route(
          '/hi/services/pf-esi',
          'hi',
          'PF और ESI अनुपालन',
          entry('services', 'PF और ESI पंजीकरण और रिटर्न।', [
            section('अवलोकन', 'अवलोकन', 'भविष्य निधि (PF) हर महीने।'),
          ]),
        ),
      ],
      ['/blog', route('/blog', 'en', 'Blog', entry('pages', 'Posts about compliance.', []))],
      ['/hi/blog', route('/hi/blog', 'hi', 'ब्लॉग', entry('pages', 'अनुपालन पर लेख।', []))],
    ]),
    postsIn: { en: [aPost], hi: [hindiPost] },
    updates: [],
    synonyms: englishSynonyms,
    data: { glossary },
  } as unknown as Parameters<typeof searchDocs>[0];

  it('puts the English pages and the posts in the English index, and no Hindi page', () => {
    expect(searchDocs(build).map((d) => d.href)).toEqual([
      '/services/pf-esi',
      '/services/pf-esi#overview',
      '/blog',
      '/blog#a-post',
    ]);
  });

  it('puts only the Hindi pages and posts in the Hindi index', () => {
    expect(searchDocs(build, 'hi').map((d) => d.href)).toEqual([
      '/hi/services/pf-esi',
      '/hi/services/pf-esi#अवलोकन',
      '/hi/blog',
      '/hi/blog#a-post',
    ]);
  });

  it('leaves out of the Hindi index a post the Hindi blog shows in English', () => {
    const untranslated = { ...aPost, slug: 'b-post' };
    const withUntranslated = {
      ...build,
      postsIn: { en: [aPost, untranslated], hi: [hindiPost, untranslated] },
    } as unknown as typeof build;
    expect(searchDocs(withUntranslated).map((d) => d.href)).toContain('/blog#b-post');
    expect(searchDocs(withUntranslated, 'hi').map((d) => d.href)).toEqual([
      '/hi/services/pf-esi',
      '/hi/services/pf-esi#अवलोकन',
      '/hi/blog',
      '/hi/blog#a-post',
    ]);
  });

  it('keeps the English synonyms, as listed, for the English index', () => {
    expect(searchSynonyms(build)).toBe(englishSynonyms);
    expect(searchSynonyms(build, 'hi')).toEqual(glossarySynonyms(glossary, englishSynonyms, 'hi'));
  });

  it('answers an English query on the English index as before', () => {
    const english = JSON.parse(
      JSON.stringify(searchIndexOf(searchDocs(build), searchSynonyms(build))),
    ) as SearchData;
    expect(english.synonyms).toEqual(englishSynonyms);
    const search = createSearch(english);
    expect(search.search('provident fund').hits.map((h) => h.doc.href)).toEqual([
      '/services/pf-esi#overview',
      '/services/pf-esi',
      '/blog#a-post',
    ]);
    expect(search.search('पीएफ').hits).toEqual([]);
  });
});
