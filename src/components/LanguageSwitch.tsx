import { htmlLang, languageInfo, switchLanguage, useLanguage } from '../lib/language.ts';

/**
 * The link to this page in the other language (or to that language's home page where the page has
 * no counterpart: the app works out `href`). A plain link: a change of language loads the page
 * afresh, as the header, footer and phone bar are the first page's for the whole visit. The
 * footer's is static HTML: the app points it at each page it navigates to (`data-language-switch`).
 * `compact`: the short name below 1,280 px (the header's), with the full one for screen readers.
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
  // Its name in itself, as a reader looks for it, and its short form (content/languages.yaml).
  const other = switchLanguage(useLanguage());
  const { name: full, short } = languageInfo(other);
  return (
    <a
      href={href}
      lang={htmlLang(other)}
      hrefLang={other}
      className={`language-switch ${className ?? ''}`}
      data-language-switch=""
    >
      {compact ? (
        <>
          <span className="xl:hidden">{short}</span>
          <span className="sr-only xl:not-sr-only">{` ${full}`}</span>
        </>
      ) : (
        full
      )}
    </a>
  );
}
