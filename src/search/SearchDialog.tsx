/**
 * The search dialog: a modal (focus kept inside, returned to the search button on close) with a
 * combobox input and a list of results grouped by kind. Arrow keys move through the results,
 * Enter opens one, Escape closes. Full screen on phones, a centred panel from 768 px.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { type KeyboardEvent, type ReactNode, type RefObject, useId, useRef, useState } from 'react';
import { SearchIcon } from '../components/icons.tsx';
import { search as searchMessages } from '../generated/messages/search.ts';
import { useMessages } from '../lib/language.ts';
import { useNavigate } from '../lib/router.tsx';
import {
  NoResults,
  type OptionProps,
  PopularTopics,
  ResultGroups,
  SearchFailed,
  usePopularTopics,
} from './SearchResults.tsx';
import { useActiveOption, useSearch } from './useSearch.ts';

type Option = { id: string; href: string };

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
  const topics = usePopularTopics();
  const [query, setQuery] = useState('');
  const search = useSearch(query);
  const navigate = useNavigate();
  const navigated = useRef(false);
  const listId = useId();
  const statusId = useId();
  const options: Option[] = (
    search.outcome ? search.groups.flatMap((g) => g.hits).map((h) => h.doc) : topics
  ).map((o, i) => ({ id: `${listId}-option-${i}`, href: o.href }));
  const { active, setActive, move } = useActiveOption(options, search.outcome);

  const leave = () => {
    navigated.current = true;
    onOpenChange(false);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      move(e.key === 'ArrowDown' ? 1 : -1);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      const typed = query.trim();
      // Enter pressed faster than the list updated: open the best result for what was typed.
      const href =
        typed !== search.searched && typed.length >= 2
          ? search.bestFor(typed)
          : options[active]?.href;
      if (!href) return;
      leave();
      navigate(href);
    }
  };

  const option = optionProps(options, active, setActive, leave);

  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      navigated={navigated}
      returnFocus={returnFocus}
    >
      <SearchField
        listId={listId}
        statusId={statusId}
        expanded={options.length > 0}
        activeId={options[active]?.id}
        query={query}
        onQuery={setQuery}
        onKeyDown={onKeyDown}
      />
      <p id={statusId} role="status" className="sr-only">
        {search.status}
      </p>
      <Results
        search={search}
        listId={listId}
        option={option}
        onClose={() => onOpenChange(false)}
      />
      <KeyHints />
    </DialogFrame>
  );
}

/**
 * The props of option `i`. Each option is the link itself (role="option"), so a click, a middle
 * click or "open in new tab" all work; the input keeps focus and points at the active one.
 */
function optionProps(
  options: Option[],
  active: number,
  setActive: (i: number) => void,
  leave: () => void,
): OptionProps {
  return (i) => ({
    id: options[i]?.id,
    role: 'option',
    'aria-selected': i === active,
    tabIndex: -1,
    onMouseMove: () => setActive(i),
    onClick: leave,
    className: `block rounded-lg px-3 py-2.5 text-left no-underline ${i === active ? 'bg-brand-50 ring-1 ring-brand-200' : 'hover:bg-slate-50'}`,
  });
}

/** The modal dialog around search, which gives focus back unless a result was opened. */
function DialogFrame({
  open,
  onOpenChange,
  navigated,
  returnFocus,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  navigated: RefObject<boolean>;
  returnFocus: () => void;
  children: ReactNode;
}) {
  const t = useMessages(searchMessages);
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
          <Dialog.Title className="sr-only">{t.title}</Dialog.Title>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The search box: a combobox that points at the active option of the list below it. */
function SearchField({
  listId,
  statusId,
  expanded,
  activeId,
  query,
  onQuery,
  onKeyDown,
}: {
  listId: string;
  statusId: string;
  expanded: boolean;
  activeId: string | undefined;
  query: string;
  onQuery: (query: string) => void;
  onKeyDown: (e: KeyboardEvent<HTMLInputElement>) => void;
}) {
  const t = useMessages(searchMessages);
  return (
    <div className="flex items-center gap-2 border-b border-slate-200 px-3 py-2">
      <SearchIcon className="shrink-0 text-slate-500" />
      <input
        type="search"
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={activeId}
        aria-autocomplete="list"
        aria-describedby={statusId}
        aria-label={t.label}
        placeholder={t.placeholder}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="go"
        value={query}
        onChange={(e) => onQuery(e.target.value)}
        onKeyDown={onKeyDown}
        className="h-11 min-w-0 flex-1 bg-transparent text-base text-slate-900 outline-none placeholder:text-slate-500 [&::-webkit-search-cancel-button]:hidden"
      />
      <Dialog.Close className="shrink-0 rounded-md px-2 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600">
        {t.close}
      </Dialog.Close>
    </div>
  );
}

/** Under the box: popular topics, the results by group, none found, or search failed. */
function Results({
  search,
  listId,
  option,
  onClose,
}: {
  search: ReturnType<typeof useSearch>;
  listId: string;
  option: OptionProps;
  onClose: () => void;
}) {
  return (
    <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-2 py-3">
      {search.failed ? (
        <SearchFailed onRetry={search.retry} />
      ) : search.outcome === null ? (
        <PopularTopics listId={listId} option={option} />
      ) : search.outcome.hits.length === 0 ? (
        <NoResults searched={search.searched} onClose={onClose} />
      ) : (
        <ResultGroups
          listId={listId}
          outcome={search.outcome}
          groups={search.groups}
          option={option}
        />
      )}
    </div>
  );
}

function KeyHints() {
  const t = useMessages(searchMessages);
  return (
    <p className="hidden border-t border-slate-200 px-4 py-2 text-xs text-slate-600 md:block">
      <kbd className="font-sans">↑</kbd> <kbd className="font-sans">↓</kbd> {t.move},{' '}
      <kbd className="font-sans">Enter</kbd> {t.open}, <kbd className="font-sans">Esc</kbd>{' '}
      {t.closeKey}
    </p>
  );
}
