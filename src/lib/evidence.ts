/**
 * What kind of evidence a source link is, and the word a page shows for it beside the link, so
 * that a reader sees how firm each figure is.
 *
 * - `official`: the instrument itself on its issuer's site (an Act on India Code, a notification
 *   on egazette.gov.in or the issuing ministry's site).
 * - `official-page`: an official page that states the rule without being the instrument (a
 *   portal's FAQ or coverage page, a circular, an advisory).
 * - `public-copy`: the instrument's text reproduced elsewhere (a gazette tracker, a law database).
 * - `report`: an article about the instrument (a law firm's note, a tax publisher's news item).
 */
import { evidence } from '../../supabase/functions/_shared/generated/messages/evidence.ts';
import { type Language, originalLanguage } from './languages.ts';
export const evidenceKinds = ['official', 'official-page', 'public-copy', 'report'] as const;
export type EvidenceKind = (typeof evidenceKinds)[number];

/** The word a Sources list shows for a kind: both official kinds read "official". */
export function evidenceWord(kind: EvidenceKind, language: Language = originalLanguage): string {
  const t = evidence[language] ?? evidence[originalLanguage];
  return kind === 'report' ? t.report : kind === 'public-copy' ? t.publicCopy : t.official;
}

/**
 * What a fact whose only source is a report says it lacks, in a language: the build sets it as
 * the fact's `unconfirmed` when the writer has not said more.
 */
export const reportOnlyUnconfirmed = (language: Language = originalLanguage): string =>
  (evidence[language] ?? evidence[originalLanguage]).reportOnly;
