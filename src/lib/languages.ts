/**
 * The site's languages, as content/languages.yaml lists them (through the module the content
 * build writes from it, which the Edge Functions import too). The original language's pages are
 * at their paths; a translation is at the same path under its language's prefix (/services/pf-esi
 * and /hi/services/pf-esi; the home pages are / and /hi). A page's language is its path's. Plain
 * functions, for the build as well as the app (which adds the hooks in language.ts): nothing here
 * loads React. No code names a language: it asks this module.
 */
import {
  isOriginal,
  type Language,
  languageInfo,
  languagePrefix,
  languages,
  originalLanguage,
  translationLanguages,
} from '../../supabase/functions/_shared/languages.ts';
import { normalizePath } from './url.ts';

export * from '../../supabase/functions/_shared/languages.ts';

/** The language of a page by its path: a translation's prefix and below are in it. */
export function languageOf(pathname: string): Language {
  const own = translationLanguages.find((l) => {
    const prefix = languagePrefix(l);
    return pathname === prefix || pathname.startsWith(`${prefix}/`);
  });
  return own ?? originalLanguage;
}

/** The original's path of a page in any language: /hi/contact → /contact, /hi → /. */
export function originalPath(pathname: string): string {
  const p = normalizePath(pathname);
  return normalizePath(p.slice(languagePrefix(languageOf(p)).length));
}

/** Where a page (given by its path in any language) is in `language`: /contact → /hi/contact. */
export function pathIn(language: Language, pathname: string): string {
  const p = originalPath(pathname);
  const prefix = languagePrefix(language);
  return prefix === '' ? p : p === '/' ? prefix : `${prefix}${p}`;
}

/** `<html lang>` of a page in the language ('en-IN', 'hi'). */
export const htmlLang = (language: Language): string => languageInfo(language).lang;

/**
 * The languages the language switch offers on a page in `language`: every other one, in the
 * list's order (with two languages, the one other).
 */
export const switchLanguages = (language: Language): readonly Language[] =>
  languages.filter((l) => l !== language);

/**
 * How a page in `language` marks what stays in the original (a lang or hreflang attribute): the
 * original's code on another language's page, nothing on the original's own.
 */
export const originalMark = (language: Language): Language | undefined =>
  isOriginal(language) ? undefined : originalLanguage;
