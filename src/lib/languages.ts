/**
 * The site's languages. English pages are at their paths; a Hindi translation is at the same path
 * under /hi (/services/pf-esi and /hi/services/pf-esi; the home pages are / and /hi). A page's
 * language is its path's. Plain functions, for the build as well as the app (which adds the hooks
 * in language.ts): nothing here loads React.
 */
import { normalizePath } from './url.ts';

export const languages = ['en', 'hi'] as const;
export type Language = (typeof languages)[number];

/** The prefix of a language's paths ('' for English). */
export const languagePrefix = (language: Language): string => (language === 'en' ? '' : '/hi');

/** The language of a page by its path: /hi and below are Hindi. */
export function languageOf(pathname: string): Language {
  return pathname === '/hi' || pathname.startsWith('/hi/') ? 'hi' : 'en';
}

/** The English path of a page in any language: /hi/contact → /contact, /hi → /. */
export function originalPath(pathname: string): string {
  const p = normalizePath(pathname);
  return languageOf(p) === 'hi' ? normalizePath(p.slice(3)) : p;
}

/** Where a page (given by its English or translated path) is in `language`: /contact → /hi/contact. */
export function pathIn(language: Language, pathname: string): string {
  const p = originalPath(pathname);
  const prefix = languagePrefix(language);
  return prefix === '' ? p : p === '/' ? prefix : `${prefix}${p}`;
}

/** The BCP 47 tag for <html lang> and Intl: 'en-IN', 'hi-IN'. */
export const localeOf = (language: Language): string => `${language}-IN`;

/** `<html lang>` of a page: English pages have said en-IN from the start; Hindi pages say hi. */
export const htmlLang = (language: Language): string => (language === 'en' ? 'en-IN' : 'hi');
