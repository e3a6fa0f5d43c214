// The site's languages (content/languages.yaml, through ./language-list.ts, which the content
// build writes from it), shared by the site (src/lib/languages.ts), the build and the Edge
// Functions: code asks this module about a language instead of naming one. Pure TypeScript.
import { LANGUAGES } from './language-list.ts';

type Listed = (typeof LANGUAGES)[number];
export type Language = Listed['code'];

/** A language as the list describes it. */
export interface LanguageInfo {
  code: Language;
  /** `<html lang>` of its pages. */
  lang: string;
  /** Its pages' path prefix: '' for the original. */
  prefix: string;
  /** Its name in its own script, in full and short. */
  name: string;
  short: string;
  /** The start of the names of the woff2 files its pages preload. */
  fonts: readonly string[];
  /** The BCP 47 locale of its dates and numbers. */
  locale: string;
  /** The language the others are translated from, and fall back to. */
  original: boolean;
  /** Its name in the original language ("Hindi"), written by the content build (not in the YAML). */
  nameInOriginal: string;
}

const infos: readonly LanguageInfo[] = LANGUAGES;

/** Every language's code, in the list's order. */
export const languages: readonly Language[] = infos.map((l) => l.code);

const byCode = new Map(infos.map((l) => [l.code, l]));

/** A language's entry in the list. */
export function languageInfo(language: Language): LanguageInfo {
  const info = byCode.get(language);
  if (!info) throw new Error(`"${language}" is not in content/languages.yaml`);
  return info;
}

/** The original language: its pages are at their paths, and the others fall back to it. */
export const originalLanguage: Language = (infos.find((l) => l.original) ?? LANGUAGES[0]).code;

/** Whether `language` is the original one. */
export const isOriginal = (language: Language): boolean => language === originalLanguage;

/** The languages other than the original: the translations. */
export const translationLanguages: readonly Language[] = languages.filter((l) => !isOriginal(l));

/** Whether a value (a form's, a row's) is one of the site's language codes. */
export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && byCode.has(value as Language);

/** A value's language, or the original where it names none of the site's. */
export const languageOr = (value: unknown): Language =>
  isLanguage(value) ? value : originalLanguage;

/**
 * A stored language as the functions read it: the database accepts any code of a language's
 * form (supabase/migrations/), so a row may hold one the list does not have (a language the site
 * no longer offers, a member's metadata set by hand). Such a row is read as the original's.
 */
export const languageOrOriginal = <T extends { language: unknown }>(
  row: T,
): Omit<T, 'language'> & { language: Language } => ({ ...row, language: languageOr(row.language) });

/** The BCP 47 locale of a language's dates and numbers ('en-IN', 'hi-IN'). */
export const localeOf = (language: Language): string => languageInfo(language).locale;

/** The prefix of a language's paths ('' for the original). */
export const languagePrefix = (language: Language): string => languageInfo(language).prefix;

/** A language's name in the original language, for messages: "Hindi" (the content build's, from Intl). */
export const nameInOriginal = (language: Language): string => languageInfo(language).nameInOriginal;
