/**
 * Site search: the same tokenising and ranking for the indexes the build writes, one per language
 * (scripts/content/search-index.ts), and for the queries the browser runs against them.
 *
 * MiniSearch ranks with BM25, so a short section about a term beats a long one that mentions it
 * in passing. On top of that: form numbers stay whole ("GSTR-3B" is also the one term "gstr3b"),
 * plurals fold ("returns" finds "return"), words are matched with typos and the last word as a
 * prefix (people type a query as they think of it), and each query is also run with every known
 * term swapped for its synonyms (content/search-synonyms.yaml), so "PF" finds "provident fund".
 * Hindi words are kept whole with their vowel signs, the spellings of one word typed in several
 * ways are folded into one term, plurals fold too ("कर्मचारियों" finds "कर्मचारी"), and a
 * translation's index has the glossary's terms in its language as synonyms
 * (content/data/glossary.yaml), so "पीएफ" finds "PF" on the Hindi pages.
 */
import MiniSearch, { type Options, type SearchResult } from 'minisearch';

export type SearchKind =
  | 'service'
  | 'framework'
  | 'tool'
  | 'industry'
  | 'faq'
  | 'post'
  | 'update'
  | 'page'
  | 'screen';

export interface SearchDoc {
  /** Where the result leads: the path and, for a section or a question, its #anchor. */
  href: string;
  kind: SearchKind;
  /** The page's title (its h1). */
  page: string;
  /** The section's heading or the FAQ question; null for the page itself. */
  heading: string | null;
  text: string;
}

/** What the build writes and the browser fetches when search first opens. */
export interface SearchData {
  docs: SearchDoc[];
  synonyms: string[][];
  /** The MiniSearch index over the docs (ids are positions in `docs`). */
  index: unknown;
}

const ENGLISH_STOP_WORDS =
  'a an and are as at be by can do does for from how i in is it my of on or our the to we what when which who why will with you your';

/** Hindi's little words (postpositions, pronouns, question words), which say nothing of a page. */
const HINDI_STOP_WORDS =
  'का के की कि को में से पर है हैं था थे थी और एवं तथा या व भी ही तो तक जो यह ये वह वे इस उस इन उन इसका इसके इसकी उसका उसके उसकी लिए क्या कैसे कब कौन क्यों कहाँ किस किसी कोई कुछ आप आपका आपके आपकी अपना अपने अपनी हम हमारा हमारे हमारी हो होता होती होते ने';

const DEVANAGARI = /[\u0900-\u097f]/;

/** Vowels, vowel signs and letters readers type for each other, each to the one kept in terms. */
const SAME_SOUND: Record<string, string> = {
  '\u0940': '\u093f', // ी → ि
  '\u0942': '\u0941', // ू → ु
  '\u0944': '\u0943', // ॄ → ृ
  '\u0945': '\u0947', // ॅ → े
  '\u0946': '\u0947', // ॆ → े
  '\u0949': '\u094b', // ॉ → ो
  '\u094a': '\u094b', // ॊ → ो
  '\u0908': '\u0907', // ई → इ
  '\u090a': '\u0909', // ऊ → उ
  '\u090d': '\u090f', // ऍ → ए
  '\u090e': '\u090f', // ऎ → ए
  '\u0911': '\u0913', // ऑ → ओ
  '\u0912': '\u0913', // ऒ → ओ
  '\u0937': '\u0936', // ष → श, which Hindi speaks alike (भविष्य, भविश्य)
};
const SAME_SOUNDS = new RegExp(`[${Object.keys(SAME_SOUND).join('')}]`, 'g');

/**
 * One spelling for the ways a Hindi word is typed: with or without nukta (मज़दूरी, मजदूरी),
 * chandrabindu or anusvara (संहिताएँ, संहिताएं), a half nasal or anusvara (कम्पनी, कंपनी), long or
 * short i and u (कर्मचारी, कर्मचारि), ऑ or ओ, ष or श, and Devanagari digits as 0-9. The virama
 * goes too (राज्य, राजय). Only the index's terms and the query's are folded, never the text
 * shown; words with no Devanagari are left as they are.
 */
export function foldHindi(word: string): string {
  if (!DEVANAGARI.test(word)) return word;
  return (
    word
      // क़ and the other precomposed nukta letters become the letter and the nukta, then lose it.
      .normalize('NFD')
      .replace(/[\u093c\u200c\u200d]/g, '')
      .replace(/\u0901/g, '\u0902')
      .replace(/[\u0919\u091e\u0923\u0928\u092e]\u094d(?=[\u0915-\u0939])/g, '\u0902')
      .replace(/\u094d/g, '')
      .replace(SAME_SOUNDS, (c) => SAME_SOUND[c] ?? c)
      .replace(/[\u0966-\u096f]/g, (d) => String(d.charCodeAt(0) - 0x0966))
  );
}

const STOP_WORDS = new Set([
  ...ENGLISH_STOP_WORDS.split(' '),
  ...HINDI_STOP_WORDS.split(' ').map(foldHindi),
]);

/** A word's letters, not counting the vowel signs and other marks on them (कर्मचारी has five). */
export const letterCount = (word: string) => word.replace(/\p{M}/gu, '').length;

/**
 * A word as written: a number with its separators ("21,000", "8.33"), or letters and digits with
 * the hyphens inside them ("GSTR-3B", "challan-cum-return"). The marks on a letter are part of its
 * word: Devanagari writes its vowel signs, virama, nukta and anusvara as marks, so "भविष्य" and
 * "मज़दूरी" are whole words; so are the joiners some keyboards put inside one.
 */
const LETTERS = '[\\p{L}\\p{N}][\\p{L}\\p{M}\\p{N}\\u200c\\u200d]*';
const WORD = new RegExp(`\\p{N}+(?:[.,]\\p{N}+)+|${LETTERS}(?:-${LETTERS})*`, 'gu');

export function tokenize(text: string): string[] {
  return text.match(WORD) ?? [];
}

/**
 * Hindi plural and oblique endings (as folded: ि for ी, ं for ँ), longest first: कर्मचारियों and
 * कर्मचारी, संहिताएँ and संहिता, नियोजकों and नियोजक meet. A stem keeps at least two letters.
 */
const HINDI_ENDINGS = ['ियों', 'ियां', 'ाओं', 'ाएं', 'ुओं', 'ुएं', 'ों', 'ें', 'ां', 'ा', 'ि', 'े', 'ो', 'ु'];

/** Folds plurals: English "returns" and "return", "companies" and "company"; Hindi as above. */
export function stem(word: string): string {
  if (DEVANAGARI.test(word)) {
    const ending = HINDI_ENDINGS.find(
      (e) => word.endsWith(e) && letterCount(word.slice(0, -e.length)) >= 2,
    );
    return ending ? word.slice(0, -ending.length) : word;
  }
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** The index terms of one word: "GSTR-3B" gives gstr3b, gstr and 3b. */
export function processTerm(word: string): string[] | null {
  // Indian and international grouping alike: "2,00,000" and "200000" are one number.
  const lower = foldHindi(word.toLowerCase()).replace(/(\p{N}),(?=\p{N})/gu, '$1');
  if (!lower || STOP_WORDS.has(lower)) return null;
  const parts = lower.split('-').filter((p) => p && !STOP_WORDS.has(p));
  const terms = new Set(parts.map(stem));
  if (parts.length > 1) terms.add(stem(parts.join('')));
  return terms.size > 0 ? [...terms] : null;
}

/** How much a result of each kind counts: the pages that explain a subject come first. */
const KIND_BOOST: Record<SearchKind, number> = {
  framework: 1.25,
  service: 1.2,
  tool: 1,
  industry: 1.05,
  faq: 1,
  page: 1,
  post: 0.8,
  update: 0.6,
  screen: 0.8,
};

export const indexOptions: Options<SearchDoc & { id: number }> = {
  fields: ['page', 'heading', 'text'],
  // A page's own entry counts its title as its heading, so a query that names a page (a tool, a
  // service) finds the page itself before a section elsewhere that mentions the same words.
  extractField: (doc, field) =>
    field === 'heading' ? (doc.heading ?? doc.page) : String(doc[field as keyof SearchDoc] ?? ''),
  tokenize,
  processTerm,
};

export function buildIndex(docs: SearchDoc[]): MiniSearch<SearchDoc & { id: number }> {
  const index = new MiniSearch(indexOptions);
  index.addAll(docs.map((d, id) => ({ ...d, id })));
  return index;
}

const normalize = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();

/** Edit distance (insertions, deletions, substitutions, swaps of neighbours), stopping at `max + 1`. */
export function editDistance(a: string, b: string, max = 2): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min((prev[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, (prev2[j - 2] ?? 0) + 1);
      row.push(d);
      rowMin = Math.min(rowMin, d);
    }
    if (rowMin > max) return max + 1;
    prev2 = prev;
    prev = row;
  }
  return prev[b.length] ?? max + 1;
}

/**
 * How a word of a query and a word of a synonym are compared: Hindi words folded and stemmed as
 * the index's terms are (मज़दूरी is मजदूरी, कर्मचारियों is कर्मचारी), other words as typed.
 */
const synonymKey = (word: string) => (DEVANAGARI.test(word) ? stem(foldHindi(word)) : word);

/** Whether a typed word stands for a word of a synonym: as typed, or with a typo in a long word. */
const sameWord = (typed: string, word: string) =>
  typed === word || (letterCount(word) >= 5 && editDistance(typed, word, 1) <= 1);

/** How much a result found only through a synonym counts against one for the words typed. */
const SYNONYM_WEIGHT = 0.85;

export interface QueryVariant {
  query: string;
  /** 1 for the words as typed (or with a misspelt synonym corrected), less through a synonym. */
  weight: number;
}

/** A known term found in the query: where, how many words, and its group. */
interface TermMatch {
  at: number;
  length: number;
  group: string[];
  term: string;
}

/**
 * The query as typed, then with each known term (even misspelt: "provdent fund") swapped for the
 * others of its group. Index terms are whole words, so even a two-letter synonym ("pf") matches
 * only itself. When the query names two known terms or more, one variant more swaps each for the
 * first of its group ("जीएसटी रजिस्ट्रेशन" is also "gst पंजीकरण"), since a page may use neither
 * form typed: readers of Hindi pages mix scripts and transliterate.
 */
export function expandQuery(query: string, synonyms: string[][]): QueryVariant[] {
  const words = tokenize(normalize(query));
  const keys = words.map(synonymKey);
  const variants: QueryVariant[] = [{ query: words.join(' '), weight: 1 }];
  const add = (query: string, weight: number) => {
    const seen = variants.find((v) => v.query === query);
    if (!seen) variants.push({ query, weight });
    else seen.weight = Math.max(seen.weight, weight);
  };
  const matches: TermMatch[] = [];
  for (const group of synonyms) {
    for (const term of group) {
      const termWords = term.split(' ');
      const termKeys = termWords.map(synonymKey);
      for (let at = 0; at + termWords.length <= words.length; at++) {
        if (!termKeys.every((w, k) => sameWord(keys[at + k] ?? '', w))) continue;
        matches.push({ at, length: termWords.length, group, term });
        const swap = (other: string) =>
          [...words.slice(0, at), other, ...words.slice(at + termWords.length)].join(' ');
        add(swap(term), 1);
        // BM25 adds up the score of every word matched, so a long form would outrank the
        // abbreviation typed ("posh" -> "internal committee") just by having more words.
        const typed = termWords.length;
        for (const other of group) {
          if (other === term) continue;
          add(swap(other), swapWeight(typed, other));
        }
      }
    }
  }
  const kept = variants.slice(0, 10);
  const combined = combinedVariant(words, matches);
  if (combined && !kept.some((v) => v.query === combined.query)) kept.push(combined);
  return kept;
}

const swapWeight = (typed: number, other: string) =>
  SYNONYM_WEIGHT * Math.min(1, typed / other.split(' ').length);

/** The query with each known term swapped for its group's first (the longer of two overlapping). */
function combinedVariant(words: string[], matches: TermMatch[]): QueryVariant | null {
  const chosen: TermMatch[] = [];
  for (const m of [...matches].sort((a, b) => a.at - b.at || b.length - a.length)) {
    const last = chosen[chosen.length - 1];
    if (!last || m.at >= last.at + last.length) chosen.push(m);
  }
  if (chosen.length < 2) return null;
  const out: string[] = [];
  let weight = 1;
  let next = 0;
  for (const m of chosen) {
    const first = m.group[0] ?? m.term;
    out.push(...words.slice(next, m.at), first);
    if (first !== m.term) weight = Math.min(weight, swapWeight(m.length, first));
    next = m.at + m.length;
  }
  out.push(...words.slice(next));
  return { query: out.join(' '), weight };
}

export type SnippetPart = { text: string; match: boolean };

export interface Hit {
  doc: SearchDoc;
  score: number;
  /** A passage of the text around the first matched word, split into plain and matched parts. */
  snippet: SnippetPart[];
  /** The heading (or page title) split the same way, so matched words there are marked too. */
  title: SnippetPart[];
}

export interface SearchOutcome {
  hits: Hit[];
  /** True when no result has every word and these match only some of them. */
  partial: boolean;
}

/** Splits text into parts, marking each word whose index terms include a matched term. */
export function markMatches(text: string, matched: ReadonlySet<string>): SnippetPart[] {
  const parts: SnippetPart[] = [];
  let last = 0;
  for (const m of text.matchAll(WORD)) {
    const terms = processTerm(m[0]) ?? [];
    if (!terms.some((t) => matched.has(t))) continue;
    const at = m.index ?? 0;
    if (at > last) parts.push({ text: text.slice(last, at), match: false });
    parts.push({ text: m[0], match: true });
    last = at + m[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), match: false });
  return parts;
}

/** Where the first word whose index terms include a matched term starts, or -1. */
function firstMatch(text: string, matched: ReadonlySet<string>): number {
  for (const m of text.matchAll(WORD)) {
    if ((processTerm(m[0]) ?? []).some((t) => matched.has(t))) return m.index ?? 0;
  }
  return -1;
}

/** About `width` characters of the text, starting a little before the first matched word. */
export function snippetOf(text: string, matched: ReadonlySet<string>, width = 180): SnippetPart[] {
  const first = firstMatch(text, matched);
  const start = first > width / 3 ? text.lastIndexOf(' ', first - width / 3) + 1 : 0;
  let end = Math.min(text.length, start + width);
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    if (space > start) end = space;
  }
  const passage = markMatches(text.slice(start, end), matched);
  if (start > 0) passage.unshift({ text: '…', match: false });
  if (end < text.length) passage.push({ text: '…', match: false });
  return passage;
}

export interface SearchEngine {
  search(query: string, options?: { limit?: number; perPage?: number }): SearchOutcome;
}

export function loadIndex(data: SearchData): MiniSearch<SearchDoc & { id: number }> {
  return MiniSearch.loadJS(data.index as Parameters<typeof MiniSearch.loadJS>[0], indexOptions);
}

export function createSearch(data: SearchData, index = loadIndex(data)): SearchEngine {
  const searchOptions = {
    boost: { heading: 3, page: 2, text: 1 },
    // Typos: one edit in words of five letters or more (a second edit costs ten times as much to
    // look up and mostly finds other words); numbers and form numbers ("21000", "gstr3b") only as
    // typed, since one digit off is another amount or another form. Letters, not characters: a
    // Hindi word's vowel signs are characters of their own, and one edit in a word of three or
    // four Devanagari letters (संहिता, भविष्य) finds other words (सहित, विषय). In the Hindi index
    // 65% of the three-letter terms and 28% of the four-letter ones have another term one edit
    // away, 14% of the five-letter ones; and the misspellings readers make most are folded into
    // one term already (foldHindi).
    fuzzy: (term: string) => (letterCount(term) >= 5 && !/\p{N}/u.test(term) ? 1 : false),
    maxFuzzy: 1,
    // The word being typed is a prefix of what the visitor means.
    prefix: (term: string, i: number, terms: string[]) =>
      i === terms.length - 1 && term.length >= 3,
    weights: { fuzzy: 0.5, prefix: 0.6 },
    boostDocument: (id: number) => KIND_BOOST[data.docs[id]?.kind ?? 'page'],
  };
  const run = (variants: QueryVariant[], combineWith: 'AND' | 'OR') => {
    const best = new Map<number, { score: number; terms: Set<string> }>();
    // Results for the words as typed rank above those found only through a synonym.
    variants.forEach(({ query: q, weight }, i) => {
      // Only the words as typed need typo matching; the other variants are known terms.
      const options = i === 0 ? searchOptions : { ...searchOptions, fuzzy: false };
      for (const r of index.search(q, { ...options, combineWith }) as SearchResult[]) {
        const score = r.score * weight;
        const seen = best.get(r.id);
        if (!seen) best.set(r.id, { score, terms: new Set(r.terms) });
        else {
          seen.score = Math.max(seen.score, score);
          for (const t of r.terms) seen.terms.add(t);
        }
      }
    });
    return best;
  };

  return {
    search(query, { limit = 20, perPage = 3 } = {}) {
      if (normalize(query).length < 2) return { hits: [], partial: false };
      const variants = expandQuery(query, data.synonyms);
      let partial = false;
      let found = run(variants, 'AND');
      if (found.size === 0) {
        found = run(variants, 'OR');
        partial = found.size > 0;
      }
      const perPath = new Map<string, number>();
      const hits: Hit[] = [];
      for (const [id, { score, terms }] of [...found].sort((a, b) => b[1].score - a[1].score)) {
        const doc = data.docs[id];
        if (!doc) continue;
        // A few sections of one page are enough; the rest of the list goes to other pages.
        const path = doc.href.split('#')[0] ?? doc.href;
        const count = perPath.get(path) ?? 0;
        if (count >= perPage) continue;
        perPath.set(path, count + 1);
        hits.push({
          doc,
          score,
          title: markMatches(doc.heading ?? doc.page, terms),
          snippet: snippetOf(doc.text, terms),
        });
        if (hits.length >= limit) break;
      }
      return { hits, partial };
    },
  };
}
