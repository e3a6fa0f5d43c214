/**
 * The search index and engine, loaded on first use: no page loads them until search opens (or
 * the search button is hovered or focused). Each language's index is a static JSON file named by
 * its content hash, not a module, so that neither bundle has to compile it: the browser fetches
 * and parses the page's language's one as JSON (an English page never fetches the Hindi index,
 * nor a Hindi page the English one), and the server never reads them.
 */

import { isOriginal, type Language } from '../lib/languages.ts';
import type { SearchData, SearchEngine } from './engine.ts';

/**
 * Every language's index file by its generated name (scripts/content/generate.ts,
 * `searchIndexFile`): search-index.json, search-index.<code>.json. `no-inline`: always a file of
 * its own, however small the index.
 */
const indexFiles = import.meta.glob<string>('../generated/search-index*.json', {
  query: '?url&no-inline',
  import: 'default',
  eager: true,
});

const indexUrl = (language: Language) =>
  indexFiles[
    isOriginal(language)
      ? '../generated/search-index.json'
      : `../generated/search-index.${language}.json`
  ];

const pending = new Map<Language, Promise<SearchEngine>>();

async function fetchIndex(language: Language): Promise<SearchData> {
  const url = indexUrl(language);
  if (!url) throw new Error(`search index (${language}): not built`);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`search index (${language}): HTTP ${response.status}`);
  return (await response.json()) as SearchData;
}

/** The search over the pages in `language`, the page's own. */
export function loadSearch(language: Language): Promise<SearchEngine> {
  let loading = pending.get(language);
  if (!loading) {
    loading = Promise.all([fetchIndex(language), import('./engine.ts')]).then(([data, engine]) =>
      engine.createSearch(data),
    );
    pending.set(language, loading);
    // A failed load (offline, a deploy that replaced the file) is tried again on the next open.
    loading.catch(() => {
      if (pending.get(language) === loading) pending.delete(language);
    });
  }
  return loading;
}
