import { type Language, originalLanguage, pathIn } from './languages.ts';

/** What the calls to action between a long page's sections say, taken in turn. */
export const inlineCtaPhrasings = [
  ['Not sure what applies to your organisation?', 'Get a free compliance assessment'],
  ['Want an expert to check your filings and registers?', 'Book a free assessment'],
  ['Prefer to have this handled for you?', 'Talk to a compliance expert'],
] as const;

/** A language's calls to action (the English ones, or a language pack's, src/app/language-hi.ts). */
export type InlineCtaPhrasings = readonly (readonly [string, string])[];

export const inlineCtaHref = '/contact#assessment';

/** Where a call to action leads from a page in `language`: the assessment form in that language. */
export const inlineCtaHrefIn = (language: Language = originalLanguage): string =>
  pathIn(language, inlineCtaHref);

/** The `n`th call to action's question and link text, from a language's list. */
export const inlineCtaText = (
  n: number,
  list: InlineCtaPhrasings = inlineCtaPhrasings,
): readonly [string, string] => list[n % list.length] ?? inlineCtaPhrasings[0];
