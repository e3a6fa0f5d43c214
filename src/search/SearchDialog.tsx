/**
 * The search dialog: a modal (focus kept inside, returned to the search button on close) with a
 * combobox input and a list of results grouped by kind. Arrow keys move through the results,
 * Enter opens one, Escape closes. Full screen on phones, a centred panel from 768 px.
 */
import * as Dialog from '@radix-ui/react-dialog';
import {
  type KeyboardEvent,
  useDeferredValue,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { SearchIcon } from '../components/icons.tsx';
import { SmartLink } from '../components/SmartLink.tsx';
import { shortcuts } from '../generated/data/shortcuts.ts';
import { useNavigate } from '../lib/router.tsx';
import type { Hit, SearchEngine, SearchKind, SnippetPart } from './engine.ts';
import { loadSearch } from './load.ts';

const KIND_LABELS: Record<SearchKind, string> = {
  service: 'Services',
  framework: 'Compliance frameworks',
  tool: 'Tools',
  industry: 'Industries',
  faq: 'Questions and answers',
  post: 'Blog posts',
  page: 'Pages',
  screen: 'Your account',
};

type Option = { id: string; href: string };
type Group = { kind: SearchKind; hits: Hit[] };

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

function Marked({ parts }: { parts: SnippetPart[] }) {
  return (
    <>
      {parts.map((p, i) =>
        p.match ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts of one fixed string
          <mark key={i} className="rounded-sm bg-amber-100 px-0.5 text-inherit">
            {p.text}
          </mark>
        ) : (
          p.text
        ),
      )}
    </>
  );
}

function useEngine(attempt: number) {
  const [state, setState] = useState<
    { status: 'loading' } | { status: 'ready'; engine: SearchEngine } | { status: 'failed' }
  >({ status: 'loading' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt loads again
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    loadSearch().then(
      (engine) => live && setState({ status: 'ready', engine }),
      () => live && setState({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  return state;
}

export default function SearchDialog({
  open,
  onOpenChange,
  returnFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Puts focus back where it was when search opened. */
  returnFocus: () => void;
}) {
  const [query, setQuery] = useState('');
  const [attempt, setAttempt] = useState(0);
  const [active, setActive] = useState(0);
  const engine = useEngine(attempt);
  const deferred = useDeferredValue(query);
  const navigate = useNavigate();
  const navigated = useRef(false);
  const listId = useId();
  const statusId = useId();
  const optionId = (i: number) => `${listId}-option-${i}`;

  const trimmed = deferred.trim();
  const outcome = useMemo(
    () => (engine.status === 'ready' && trimmed.length >= 2 ? engine.engine.search(trimmed) : null),
    [engine, trimmed],
  );
  const groups = outcome ? groupHits(outcome.hits) : [];
  const options: Option[] = outcome
    ? groups.flatMap((g) => g.hits).map((h, i) => ({ id: optionId(i), href: h.doc.href }))
    : shortcuts.map((s, i) => ({ id: optionId(i), href: s.href }));

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new list starts at its first item
  useEffect(() => setActive(0), [outcome]);
  useEffect(() => {
    document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  });

  const go = (href: string) => {
    navigated.current = true;
    onOpenChange(false);
    navigate(href);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const count = options.length;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (count === 0) return;
      setActive((a) => (a + (e.key === 'ArrowDown' ? 1 : count - 1)) % count);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      const typed = query.trim();
      // Enter pressed faster than the list updated: open the best result for what was typed.
      if (typed !== trimmed && typed.length >= 2) {
        if (engine.status !== 'ready') return;
        const first = engine.engine.search(typed).hits[0];
        if (first) go(first.doc.href);
        return;
      }
      const option = options[active];
      if (option) go(option.href);
    }
  };

  let status = '';
  if (engine.status === 'loading' && trimmed.length >= 2) status = 'Loading search…';
  else if (outcome)
    status =
      outcome.hits.length === 0
        ? `No results for “${trimmed}”.`
        : `${outcome.hits.length} result${outcome.hits.length === 1 ? '' : 's'}.`;

  // Each option is the link itself (role="option"), so a click, a middle click or "open in new
  // tab" all work; the input keeps focus and points at the active one.
  const optionProps = (i: number) => ({
    id: optionId(i),
    role: 'option',
    'aria-selected': i === active,
    tabIndex: -1,
    onMouseMove: () => setActive(i),
    onClick: () => {
      navigated.current = true;
      onOpenChange(false);
    },
    className: `block rounded-lg px-3 py-2.5 text-left no-underline ${i === active ? 'bg-brand-50 ring-1 ring-brand-200' : 'hover:bg-slate-50'}`,
  });
  let index = 0;

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content
          aria-describedby={undefined}
          onOpenAutoFocus={() => {
            navigated.current = false;
          }}
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            // After opening a result, focus belongs to the new page, not the search button.
            if (!navigated.current) returnFocus();
          }}
          className="fixed inset-0 z-50 flex flex-col bg-white md:inset-x-4 md:top-[10vh] md:bottom-auto md:mx-auto md:max-h-[80vh] md:max-w-2xl md:rounded-xl md:shadow-2xl"
        >
          <Dialog.Title className="sr-only">Search the site</Dialog.Title>
          <div className="flex items-center gap-2 border-b border-slate-200 px-3 py-2">
            <SearchIcon className="shrink-0 text-slate-500" />
            <input
              type="search"
              role="combobox"
              aria-expanded={options.length > 0}
              aria-controls={listId}
              aria-activedescendant={options[active]?.id}
              aria-autocomplete="list"
              aria-describedby={statusId}
              aria-label="Search guides, services, FAQs and posts"
              placeholder="Search: PF, GSTR-3B, POSH committee…"
              autoComplete="off"
              spellCheck={false}
              enterKeyHint="go"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              onKeyDown={onKeyDown}
              className="h-11 min-w-0 flex-1 bg-transparent text-base text-slate-900 outline-none placeholder:text-slate-500 [&::-webkit-search-cancel-button]:hidden"
            />
            <Dialog.Close className="shrink-0 rounded-md px-2 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600">
              Close
            </Dialog.Close>
          </div>
          <p id={statusId} role="status" className="sr-only">
            {status}
          </p>
          <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-2 py-3">
            {engine.status === 'failed' ? (
              <div className="px-3 py-6 text-center text-slate-700">
                <p>Search could not load. Check your connection and try again.</p>
                <button
                  type="button"
                  onClick={() => setAttempt((a) => a + 1)}
                  className="mt-3 rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
                >
                  Try again
                </button>
              </div>
            ) : outcome === null ? (
              <>
                <p className="px-3 pb-2 text-xs font-semibold uppercase tracking-wide text-slate-600">
                  Popular topics
                </p>
                <div
                  id={listId}
                  role="listbox"
                  aria-label="Popular topics"
                  className="grid gap-0.5"
                >
                  {shortcuts.map((s, i) => (
                    <SmartLink key={s.href} href={s.href} {...optionProps(i)}>
                      <span className="block font-medium text-slate-900">{s.label}</span>
                      <span className="block text-sm text-slate-600">{s.description}</span>
                    </SmartLink>
                  ))}
                </div>
              </>
            ) : outcome.hits.length === 0 ? (
              <div className="px-3 py-6 text-center text-slate-700">
                <p className="font-medium text-slate-900">No results for “{trimmed}”.</p>
                <p className="mt-2">
                  Try other words, browse the{' '}
                  <SmartLink
                    href="/faq"
                    onClick={() => onOpenChange(false)}
                    className="font-medium text-brand-700 underline"
                  >
                    frequently asked questions
                  </SmartLink>{' '}
                  or{' '}
                  <SmartLink
                    href="/contact#assessment"
                    onClick={() => onOpenChange(false)}
                    className="font-medium text-brand-700 underline"
                  >
                    ask our team
                  </SmartLink>
                  .
                </p>
              </div>
            ) : (
              <div id={listId} role="listbox" aria-label="Search results">
                {outcome.partial ? (
                  <p className="px-3 pb-2 text-sm text-slate-600">
                    No page has all of those words; these have some of them.
                  </p>
                ) : null}
                {groups.map((g) => (
                  // biome-ignore lint/a11y/useSemanticElements: a group of options in a listbox; a fieldset groups form controls
                  <div
                    key={g.kind}
                    role="group"
                    aria-label={KIND_LABELS[g.kind]}
                    className="mb-3 grid gap-0.5"
                  >
                    <div
                      aria-hidden="true"
                      className="px-3 pb-1 text-xs font-semibold uppercase tracking-wide text-slate-600"
                    >
                      {KIND_LABELS[g.kind]}
                    </div>
                    {g.hits.map((hit) => {
                      const i = index++;
                      return (
                        <SmartLink key={hit.doc.href} href={hit.doc.href} {...optionProps(i)}>
                          <span className="block text-xs text-slate-600">
                            {hit.doc.heading ? hit.doc.page : KIND_LABELS[hit.doc.kind]}
                          </span>
                          <span className="block font-medium text-slate-900">
                            <Marked parts={hit.title} />
                          </span>
                          <span className="mt-0.5 line-clamp-2 block text-sm text-slate-700">
                            <Marked parts={hit.snippet} />
                          </span>
                        </SmartLink>
                      );
                    })}
                  </div>
                ))}
              </div>
            )}
          </div>
          <p className="hidden border-t border-slate-200 px-4 py-2 text-xs text-slate-600 md:block">
            <kbd className="font-sans">↑</kbd> <kbd className="font-sans">↓</kbd> to move,{' '}
            <kbd className="font-sans">Enter</kbd> to open, <kbd className="font-sans">Esc</kbd> to
            close
          </p>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
