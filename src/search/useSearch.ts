import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { type SearchMessages, search as searchMessages } from '../generated/messages/search.ts';
import { type Language, useLanguage, useMessages } from '../lib/language.ts';
import type { Hit, SearchEngine, SearchKind, SearchOutcome } from './engine.ts';
import { loadSearch } from './load.ts';

type EngineState =
  | { status: 'loading' }
  | { status: 'ready'; engine: SearchEngine }
  | { status: 'failed' };

/**
 * The search engine over the pages in `language`, loaded on first use (and again when a visit
 * moves to a page in the other language); a new `attempt` loads it again after a failure.
 */
function useEngine(language: Language, attempt: number) {
  const [state, setState] = useState<EngineState>({ status: 'loading' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt loads again
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    loadSearch(language).then(
      (engine) => live && setState({ status: 'ready', engine }),
      () => live && setState({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [language, attempt]);
  return state;
}

export type Group = { kind: SearchKind; hits: Hit[] };

/** Hits grouped by kind, the groups in the order of their best hit (so the best comes first). */
function groupHits(hits: Hit[]): Group[] {
  const groups = new Map<SearchKind, Hit[]>();
  for (const hit of hits) {
    const list = groups.get(hit.doc.kind) ?? [];
    list.push(hit);
    groups.set(hit.doc.kind, list);
  }
  return [...groups].map(([kind, list]) => ({ kind, hits: list }));
}

/** What the status line announces: loading, no results, or how many. */
export function statusText(
  t: SearchMessages,
  loading: boolean,
  searched: string,
  outcome: SearchOutcome | null,
) {
  if (loading && searched.length >= 2) return t.loading;
  if (!outcome) return '';
  const count = outcome.hits.length;
  return count === 0 ? t.none({ searched }) : t.count({ count });
}

/**
 * The search for what is typed (two characters or more), a render behind typing: its outcome
 * (null before a search), its hits grouped by kind and the status to announce.
 */
export function useSearch(query: string) {
  const [attempt, setAttempt] = useState(0);
  const engine = useEngine(useLanguage(), attempt);
  const t = useMessages(searchMessages);
  const searched = useDeferredValue(query).trim();
  const outcome = useMemo(
    () =>
      engine.status === 'ready' && searched.length >= 2 ? engine.engine.search(searched) : null,
    [engine, searched],
  );
  return {
    failed: engine.status === 'failed',
    retry: () => setAttempt((a) => a + 1),
    searched,
    outcome,
    groups: outcome ? groupHits(outcome.hits) : [],
    status: statusText(t, engine.status === 'loading', searched, outcome),
    /** The best result's address for `text`, searched at once (before the list catches up). */
    bestFor: (text: string) =>
      engine.status === 'ready' ? engine.engine.search(text).hits[0]?.doc.href : undefined,
  };
}

/**
 * The active option of a listbox, which the input points at: arrow keys move it, a new `list`
 * starts at its first option, and it is kept scrolled into view.
 */
export function useActiveOption(options: { id: string }[], list: unknown) {
  const [active, setActive] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new list starts at its first item
  useEffect(() => setActive(0), [list]);
  useEffect(() => {
    const id = options[active]?.id;
    if (id) document.getElementById(id)?.scrollIntoView({ block: 'nearest' });
  });
  const move = (step: 1 | -1) => {
    const count = options.length;
    if (count > 0) setActive((a) => (a + step + count) % count);
  };
  return { active, setActive, move };
}
