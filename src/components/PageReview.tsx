import type { PageReview } from '../lib/review.ts';
import { formatLongDate } from '../lib/updates.ts';
import { Container } from './ui.tsx';

/** "Last reviewed 26 November 2026 · Sources", under a page's hero. */
export function LastReviewed({ review }: { review: PageReview | null }) {
  if (!review) return null;
  return (
    <p className="mt-4 text-sm text-slate-600" data-last-reviewed="">
      Last reviewed <time dateTime={review.date}>{formatLongDate(review.date)}</time>
      {review.sources.length > 0 ? (
        <>
          {' · '}
          <a href="#sources" className="text-brand-800 underline">
            Sources
          </a>
        </>
      ) : null}
    </p>
  );
}

/**
 * The instruments a page's statements come from, at its end: a disclosure, so that a long list
 * does not stand between the page's text and its closing call to action on a phone.
 */
export function PageSources({ review }: { review: PageReview | null }) {
  if (!review || review.sources.length === 0) return null;
  const n = review.sources.length;
  return (
    <Container className="pb-10">
      <details
        id="sources"
        className="scroll-mt-24 border-t border-slate-200 pt-6 [&[open]>summary]:mb-3"
      >
        <summary className="cursor-pointer text-lg font-semibold text-slate-900">
          Sources{' '}
          <span className="text-sm font-normal text-slate-600">
            ({n} instrument{n === 1 ? '' : 's'}, last reviewed {formatLongDate(review.date)})
          </span>
        </summary>
        <p className="max-w-measure text-sm text-slate-600">
          The instruments the figures and dates on this page come from, each with the day we last
          read it.
        </p>
        <ul className="mt-3 grid max-w-[75ch] gap-2 text-sm text-slate-700">
          {review.sources.map((s) => (
            <li key={s.url}>
              <a href={s.url} className="text-brand-800 underline">
                {s.title}
              </a>{' '}
              <span className="text-slate-600">
                ({s.checkedOn ? `checked ${formatLongDate(s.checkedOn)}` : 'not yet read there'}
                {s.unconfirmed ? `; not confirmed: ${s.unconfirmed}` : null})
              </span>
            </li>
          ))}
        </ul>
      </details>
    </Container>
  );
}
