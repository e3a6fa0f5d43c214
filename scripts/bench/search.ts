/**
 * Search figures for `npm run bench`: the size of each language's index, which the browser
 * fetches when search opens on a page in that language (raw and gzip), the time to load it, and
 * query latency (p50/p95) over a set of queries visitors type, for the real indexes and for one
 * built from 2,000 generated pages.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import {
  buildIndex,
  createSearch,
  type SearchData,
  type SearchDoc,
} from '../../src/search/engine.ts';

const QUERIES = [
  'pf',
  'provident fund',
  'provdent fund',
  'esi',
  'esic contribution',
  'state insurance',
  'ecr',
  'ecr due date',
  'GSTR-3B',
  'gstr1',
  'gst registration',
  'gst regstration limit',
  'posh',
  'sexual harassment',
  'internal committee',
  'icc members',
  'msme',
  'udyam',
  'roc filing',
  'registrar of companies',
  'labour codes',
  'labor law',
  'gratuity',
  'grauity calculation',
  'tds due date',
  'minimum wages',
  'shops and establishment',
  'annual return',
  'director kyc',
  '21000',
];

/** What readers of the Hindi pages type: Hindi, transliterated English, Latin acronyms, typos. */
const HINDI_QUERIES = [
  'पीएफ',
  'pf',
  'भविष्य निधि',
  'ईएसआई',
  'कर्मचारी राज्य बीमा',
  'ईसीआर',
  'जीएसटी',
  'GSTR-3B',
  'जीएसटी रिटर्न',
  'जीएसटी रजिस्ट्रेशन',
  'पॉश',
  'आंतरिक समिति',
  'श्रम संहिताएँ',
  'न्यूनतम मज़दूरी',
  'उपदान',
  'ग्रेच्युटी',
  'देय तिथि',
  'पंजीकरण',
  'कंपनी अधिनियम',
  'भविश्य निधि',
  'कर्मचारियों का अंशदान',
  '21000',
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** 2,000 pages of six sections each, written from the real sentences in shuffled order. */
export function generatedDocs(real: SearchDoc[], pages = 2000): SearchDoc[] {
  const sentences = real.flatMap((d) => d.text.split(/(?<=\.)\s+/)).filter((s) => s.length > 20);
  const headings = real.map((d) => d.heading).filter((h): h is string => Boolean(h));
  let seed = 7;
  const pick = <T>(list: T[]): T => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return list[seed % list.length] as T;
  };
  const kinds: SearchDoc['kind'][] = ['service', 'framework', 'industry', 'post', 'page', 'faq'];
  const docs: SearchDoc[] = [];
  for (let p = 0; p < pages; p++) {
    const title = `${pick(headings)} (${p})`;
    const kind = pick(kinds);
    for (let s = 0; s < 6; s++) {
      const text = Array.from({ length: 6 }, () => pick(sentences)).join(' ');
      docs.push({
        href: `/generated/${p}${s ? `#section-${s}` : ''}`,
        kind,
        page: title,
        heading: s ? pick(headings) : null,
        text,
      });
    }
  }
  return docs;
}

function measure(label: string, data: SearchData, queries = QUERIES) {
  const json = JSON.stringify(data);
  const started = performance.now();
  const engine = createSearch(JSON.parse(json) as SearchData);
  const loadMs = performance.now() - started;
  for (const q of queries) engine.search(q);
  const times: number[] = [];
  for (let round = 0; round < 5; round++) {
    for (const q of queries) {
      const t = performance.now();
      engine.search(q);
      times.push(performance.now() - t);
    }
  }
  times.sort((a, b) => a - b);
  return {
    index: label,
    documents: data.docs.length,
    // Bytes, not characters: Devanagari takes three bytes a letter in UTF-8.
    'raw KB': (Buffer.byteLength(json) / 1024).toFixed(1),
    'gzip KB': (gzipSync(json).length / 1024).toFixed(1),
    'parse + load ms': loadMs.toFixed(1),
    'query p50 ms': percentile(times, 50).toFixed(2),
    'query p95 ms': percentile(times, 95).toFixed(2),
  };
}

export function searchFigures(projectRoot: string) {
  const read = (file: string) =>
    JSON.parse(readFileSync(path.join(projectRoot, 'src/generated', file), 'utf8')) as SearchData;
  const real = read('search-index.json');
  const hindi = read('search-index.hi.json');
  const docs = generatedDocs(real.docs);
  const built = performance.now();
  const index = buildIndex(docs).toJSON();
  const buildMs = performance.now() - built;
  const rows = [
    measure('this site, English', real),
    measure('this site, Hindi', hindi, HINDI_QUERIES),
    measure('2,000 generated pages', { docs, synonyms: real.synonyms, index }),
  ];
  return {
    rows,
    queries: QUERIES.length,
    hindiQueries: HINDI_QUERIES.length,
    generatedBuildMs: buildMs,
  };
}
