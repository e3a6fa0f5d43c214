/**
 * The header's search button and the site-wide shortcuts (Ctrl/Cmd+K, and / outside a text
 * field). The dialog and the index are loaded only when search is first used, never in the
 * page's own start-up; hovering, touching or focusing the button starts loading them a moment
 * early, and a shortcut shows "Opening search…" to screen readers until the dialog is there.
 */
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { SearchIcon } from '../components/icons.tsx';
import { searchButton } from '../generated/messages/search-button.ts';
import { type Language, useLanguage, useMessages } from '../lib/language.ts';

const loadDialog = () => import('./SearchDialog.tsx');
const SearchDialog = lazy(loadDialog);
/** Starts loading the dialog and the index of the page's language. */
const preload = (language: Language) => {
  loadDialog();
  import('./load.ts').then((m) => m.loadSearch(language)).catch(() => {});
};

const isTextField = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

export function SearchButton() {
  const language = useLanguage();
  const t = useMessages(searchButton);
  const [open, setOpen] = useState(false);
  const [mac, setMac] = useState(false);
  // Mounted on first use, then kept, so that closing and reopening keeps the query.
  const [used, setUsed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // Where focus goes back to on close: what had it when search opened (the button, or the
  // element the shortcut was pressed on).
  const opener = useRef<HTMLElement | null>(null);
  const show = useCallback(() => {
    const focused = document.activeElement;
    opener.current =
      focused instanceof HTMLElement && focused !== document.body ? focused : button.current;
    setUsed(true);
    setOpen(true);
  }, []);

  useEffect(() => {
    setMac(/mac|iphone|ipad/i.test(navigator.platform));
    const onKey = (e: KeyboardEvent) => {
      const modK = e.key.toLowerCase() === 'k' && (e.ctrlKey || e.metaKey) && !e.altKey;
      const slash =
        e.key === '/' && !e.ctrlKey && !e.metaKey && !e.altKey && !isTextField(e.target);
      if (!modK && !slash) return;
      e.preventDefault();
      show();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [show]);

  return (
    <>
      <button
        ref={button}
        type="button"
        onClick={show}
        onPointerEnter={() => preload(language)}
        onPointerDown={() => preload(language)}
        onFocus={() => preload(language)}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K /"
        title={`${t.label} (${mac ? '⌘' : 'Ctrl+'}K)`}
        className="inline-flex h-11 min-w-11 items-center justify-center gap-2 whitespace-nowrap rounded-md text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 2xl:h-9 2xl:justify-start 2xl:border 2xl:border-slate-300 2xl:px-3 2xl:text-sm 2xl:text-slate-600"
      >
        <SearchIcon />
        <span className="sr-only 2xl:not-sr-only">{t.label}</span>
        <kbd className="hidden rounded border border-slate-300 px-1.5 font-sans text-xs text-slate-500 2xl:inline">
          {mac ? '⌘K' : 'Ctrl K'}
        </kbd>
      </button>
      {used ? (
        <Suspense
          fallback={
            <p role="status" className="sr-only">
              {t.opening}
            </p>
          }
        >
          <SearchDialog
            open={open}
            onOpenChange={setOpen}
            returnFocus={() => (opener.current ?? button.current)?.focus()}
          />
        </Suspense>
      ) : null}
    </>
  );
}
