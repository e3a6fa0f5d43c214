/**
 * The search index and engine, loaded on first use: the index is a separate chunk that no page
 * loads until search opens (or the search button is hovered or focused).
 */
import type { SearchData, SearchEngine } from './engine.ts';

let pending: Promise<SearchEngine> | null = null;

export function loadSearch(): Promise<SearchEngine> {
  pending ??= Promise.all([import('../generated/search-index.json'), import('./engine.ts')]).then(
    ([data, engine]) => engine.createSearch(data.default as SearchData),
  );
  // A failed load (offline, a deploy that replaced the chunk) is tried again on the next open.
  pending.catch(() => {
    pending = null;
  });
  return pending;
}
