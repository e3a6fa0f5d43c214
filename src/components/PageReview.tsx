import { evidenceWord } from '../lib/evidence.ts';
import { type Language, originalMark, useLanguage } from '../lib/language.ts';
import type { PageReview } from '../lib/review.ts';
import { formatLongDate } from '../lib/updates.ts';
import { Container } from './ui.tsx';

const words = {
  en: {
    lastReviewed: 'Last reviewed',
    sources: 'Sources',
    summary: (n: number, date: string) =>
      `(${n} instrument${n === 1 ? '' : 's'}, last reviewed ${date})`,
    about:
      'The instruments the figures and dates on this page come from, each with the day we last read it and what the link is: "official" is the instrument or its issuer\'s own page, "public copy" its text published elsewhere, "report" an article about it.',
    checked: (date: string) => `checked ${date}`,
    unread: 'not yet read there',
    unconfirmed: (what: string) => `; not confirmed: ${what}`,
  },
  hi: {
    lastReviewed: 'अंतिम समीक्षा:',
    sources: 'स्रोत',
    summary: (n: number, date: string) => `(${n} दस्तावेज़, अंतिम समीक्षा ${date})`,
    about:
      'इस पेज के आँकड़े और तारीखें जिन अधिनियमों, नियमों और अधिसूचनाओं से ली गई हैं, वे यहाँ दिए गए हैं; हर एक के साथ वह तारीख है जब हमने उसे आखिरी बार पढ़ा, और यह कि लिंक क्या है: "आधिकारिक" यानी स्वयं दस्तावेज़ या जारी करने वाले का अपना पेज, "सार्वजनिक प्रति" यानी कहीं और प्रकाशित उसका पाठ, "रिपोर्ट" यानी उसके बारे में लेख।',
    checked: (date: string) => `${date} को जाँचा गया`,
    unread: 'स्रोत में अभी पढ़ा नहीं गया',
    unconfirmed: (what: string) => `; पुष्टि नहीं हुई: ${what}`,
  },
} satisfies Record<Language, unknown>;

/** "Last reviewed 26 November 2026 · Sources", under a page's hero. */
export function LastReviewed({ review }: { review: PageReview | null }) {
  const language = useLanguage();
  const t = words[language];
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
  const t = words[language];
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
            {t.summary(review.sources.length, formatLongDate(review.date, language))}
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
                {s.checkedOn ? t.checked(formatLongDate(s.checkedOn, language)) : t.unread}
                {s.unconfirmed ? t.unconfirmed(s.unconfirmed) : null})
              </span>
            </li>
          ))}
        </ul>
      </details>
    </Container>
  );
}
