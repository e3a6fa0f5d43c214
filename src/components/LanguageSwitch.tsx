import { type Language, useLanguage } from '../lib/language.ts';

/** Each language's name in itself, as a reader looks for it. */
const names: Record<Language, string> = { en: 'English', hi: 'हिन्दी' };

/**
 * The link to this page in the other language (or to that language's home page where the page has
 * no counterpart: the app works out `href`). A plain link: a change of language loads the page
 * afresh, as the header, footer and phone bar are the first page's for the whole visit. The
 * footer's is static HTML: the app points it at each page it navigates to (`data-language-switch`).
 */
export function LanguageSwitch({ href, className }: { href: string; className?: string }) {
  const other: Language = useLanguage() === 'en' ? 'hi' : 'en';
  return (
    <a
      href={href}
      lang={other === 'en' ? 'en-IN' : 'hi'}
      hrefLang={other}
      className={`language-switch ${className ?? ''}`}
      data-language-switch=""
    >
      {names[other]}
    </a>
  );
}
