import { useContext, useId } from 'react';
import {
  htmlLang,
  type Language,
  LanguageLinks,
  languageInfo,
  pathIn,
  switchLanguages,
  useLanguage,
} from '../lib/language.ts';

/**
 * The links to this page in the other languages (or to a language's home page where the page has
 * no counterpart: the app works them out). With two languages, one link; with more, a button named
 * for the page's language that opens a list of the others (a popover, the Popover API: it opens
 * and closes by keyboard and without script; phrasing content only, as the footer has the switch
 * inside a paragraph). Plain links: a change of language loads the page afresh, as the header,
 * footer and phone bar are the first page's for the whole visit. The footer's is static HTML: the
 * app points each of its links at each page it navigates to, by the language it names
 * (`data-language-switch` and `hreflang`). `href`: where the first other language's link leads
 * (the only one with two languages); the others' come from the app (`LanguageLinks`). `compact`:
 * the short names below 1,280 px (the header's), with the full ones for screen readers.
 */
export function LanguageSwitch({
  href,
  className,
  compact = false,
}: {
  href: string;
  className?: string;
  compact?: boolean;
}) {
  const language = useLanguage();
  const others = switchLanguages(language);
  const linkTo = useContext(LanguageLinks);
  const listId = useId();
  const [only] = others;
  if (only === undefined) return null;
  if (others.length === 1)
    return <SwitchLink language={only} href={href} className={className} compact={compact} />;
  return (
    <>
      <button
        type="button"
        popoverTarget={listId}
        lang={htmlLang(language)}
        className={`language-switch cursor-pointer ${className ?? ''}`}
      >
        <LanguageName language={language} compact={compact} />
      </button>
      <span
        id={listId}
        popover="auto"
        className="rounded-md border border-slate-200 bg-white p-1 shadow-lg"
      >
        {others.map((other, i) => (
          <span key={other} className="block">
            <SwitchLink
              language={other}
              href={i === 0 ? href : (linkTo?.(other) ?? pathIn(other, '/'))}
              className="block rounded px-3 py-2 text-slate-800 hover:bg-slate-50"
            />
          </span>
        ))}
      </span>
    </>
  );
}

/** One language's link, named in its own script (content/languages.yaml). */
function SwitchLink({
  language,
  href,
  className,
  compact = false,
}: {
  language: Language;
  href: string;
  className?: string;
  compact?: boolean;
}) {
  return (
    <a
      href={href}
      lang={htmlLang(language)}
      hrefLang={language}
      className={`language-switch ${className ?? ''}`}
      data-language-switch=""
    >
      <LanguageName language={language} compact={compact} />
    </a>
  );
}

/** A language's name in itself, as a reader looks for it, or its short form with the full one for screen readers. */
function LanguageName({ language, compact }: { language: Language; compact: boolean }) {
  const { name: full, short } = languageInfo(language);
  return compact ? (
    <>
      <span className="xl:hidden">{short}</span>
      <span className="sr-only xl:not-sr-only">{` ${full}`}</span>
    </>
  ) : (
    full
  );
}
