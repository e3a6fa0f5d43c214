import { pageReview } from '../generated/messages/page-review.ts';
import { evidenceWord } from '../lib/evidence.ts';
import { messagesIn, originalMark, useLanguage } from '../lib/language.ts';
import type { PageReview } from '../lib/review.ts';
import { formatLongDate } from '../lib/updates.ts';
import { Container } from './ui.tsx';

/** "Last reviewed 26 November 2026 · Sources", under a page's hero. */
export function LastReviewed({ review }: { review: PageReview | null }) {
  const language = useLanguage();
  const t = messagesIn(pageReview, language);
  if (!review) return null;
  return (
    <p className="mt-4 text-sm text-slate-600" data-last-reviewed="">
      {`${t.lastReviewed} `}
      <time dateTime={review.date}>{formatLongDate(review.date, language)}</time>
      {review.sources.length > 0 ? (
        <>
          {' · '}
          <a href="#sources" className="text-brand-800 underline">
            {t.sources}
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
  const language = useLanguage();
  const t = messagesIn(pageReview, language);
  if (!review || review.sources.length === 0) return null;
  return (
    <Container className="pb-10">
      <details
        id="sources"
        className="scroll-mt-24 border-t border-slate-200 pt-6 [&[open]>summary]:mb-3"
      >
        <summary className="cursor-pointer text-lg font-semibold text-slate-900">
          {t.sources}{' '}
          <span className="text-sm font-normal text-slate-600">
            {t.summary({ n: review.sources.length, date: formatLongDate(review.date, language) })}
          </span>
        </summary>
        <p className="max-w-measure text-sm text-slate-600">{t.about}</p>
        <ul className="mt-3 grid max-w-[42ch] gap-2 text-sm text-slate-700">
          {review.sources.map((s) => (
            <li key={s.url}>
              {/* An instrument by its own title, which is English: said so on another language's page. */}
              <a lang={originalMark(language)} href={s.url} className="text-brand-800 underline">
                {s.title}
              </a>{' '}
              <span className="text-slate-600">
                ({evidenceWord(s.kind, language)};{' '}
                {s.checkedOn
                  ? t.checked({ date: formatLongDate(s.checkedOn, language) })
                  : t.unread}
                {s.unconfirmed ? t.unconfirmed({ what: s.unconfirmed }) : null})
              </span>
            </li>
          ))}
        </ul>
      </details>
    </Container>
  );
}
