import { useContext } from 'react';
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
 * no counterpart: the app works them out). With two languages, one link; with more, a list that
 * opens from the page's own language's name (`<details>`: it opens by keyboard and without
 * script). Plain links: a change of language loads the page afresh, as the header, footer and
 * phone bar are the first page's for the whole visit. The footer's is static HTML: the app points
 * each of its links at each page it navigates to, by the language it names (`data-language-switch`
 * and `hreflang`). `href`: where the first other language's link leads (the only one with two
 * languages); the others' come from the app (`LanguageLinks`). `compact`: the short names below
 * 1,280 px (the header's), with the full ones for screen readers.
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
  const hrefOf = (other: Language, i: number) =>
    i === 0 ? href : (linkTo?.(other) ?? pathIn(other, '/'));
  const [only] = others;
  if (only === undefined) return null;
  if (others.length === 1)
    return <SwitchLink language={only} href={href} className={className} compact={compact} />;
  return (
    <details className="language-switch relative inline-block">
      <summary lang={htmlLang(language)} className={`cursor-pointer ${className ?? ''}`}>
        <LanguageName language={language} compact={compact} />
      </summary>
      <ul className="absolute right-0 z-50 mt-1 min-w-max rounded-md border border-slate-200 bg-white p-1 shadow-lg">
        {others.map((other, i) => (
          <li key={other}>
            <SwitchLink
              language={other}
              href={hrefOf(other, i)}
              className="block rounded px-3 py-2 text-slate-800 hover:bg-slate-50"
            />
          </li>
        ))}
      </ul>
    </details>
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
