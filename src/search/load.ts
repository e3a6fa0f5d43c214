/**
 * The search index and engine, loaded on first use: no page loads them until search opens (or
 * the search button is hovered or focused). The index is a static JSON file named by its content
 * hash, not a module, so that neither bundle has to compile it: the browser fetches and parses it
 * as JSON, and the server never reads it.
 */
// `no-inline`: always a file of its own, however small the index.
import indexUrl from '../generated/search-index.json?url&no-inline';
import type { SearchData, SearchEngine } from './engine.ts';

let pending: Promise<SearchEngine> | null = null;

async function fetchIndex(): Promise<SearchData> {
  const response = await fetch(indexUrl);
  if (!response.ok) throw new Error(`search index: HTTP ${response.status}`);
  return (await response.json()) as SearchData;
}

export function loadSearch(): Promise<SearchEngine> {
  pending ??= Promise.all([fetchIndex(), import('./engine.ts')]).then(([data, engine]) =>
    engine.createSearch(data),
  );
  // A failed load (offline, a deploy that replaced the file) is tried again on the next open.
  pending.catch(() => {
    pending = null;
  });
  return pending;
}
