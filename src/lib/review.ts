import type { EvidenceKind } from './evidence.ts';

/** When a page was last read against the law, and the instruments it relies on. */
export interface PageReview {
  /** YYYY-MM-DD: the newer of the page's `reviewed` and its facts' `checkedOn`. */
  date: string;
  /** `checkedOn` absent: no fact from the instrument has been read there yet. */
  sources: {
    title: string;
    url: string;
    /** What the link is: the word beside it says how firm the figures from it are. */
    kind: EvidenceKind;
    checkedOn?: string;
    unconfirmed?: string;
  }[];
}

/** The review the build puts beside a page's frontmatter for its server render. */
export const pageReviewOf = (fm: unknown): PageReview | null =>
  (fm as { review?: PageReview | null }).review ?? null;
