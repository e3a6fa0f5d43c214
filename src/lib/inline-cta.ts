import type { InlineCtaMessages } from '../generated/messages/inline-cta.ts';
import { type Language, originalLanguage, pathIn } from './languages.ts';

/**
 * What the calls to action between a long page's sections say, in a language: the catalogue's
 * inline-cta messages (content/messages/<language>/inline-cta.yaml), each a question and a link.
 */
export type InlineCtaWords = InlineCtaMessages;

export const inlineCtaHref = '/contact#assessment';

/** Where a call to action leads from a page in `language`: the assessment form in that language. */
export const inlineCtaHrefIn = (language: Language = originalLanguage): string =>
  pathIn(language, inlineCtaHref);

/** The `n`th call to action's question and link text: the phrasings are taken in turn. */
export function inlineCtaText(n: number, t: InlineCtaWords): readonly [string, string] {
  const list = [
    [t.question1, t.link1],
    [t.question2, t.link2],
    [t.question3, t.link3],
  ] as const;
  return list[n % list.length] ?? list[0];
}
