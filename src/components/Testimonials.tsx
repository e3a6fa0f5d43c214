import type { DataOf } from '../content/schema.ts';
import { testimonials } from '../generated/messages/testimonials.ts';
import { useMessages } from '../lib/language.ts';
import { Monogram } from './Monogram.tsx';

export type Testimonial = DataOf<'testimonials'>[number];

/**
 * The company's mark: its logo over its monogram, so that a logo that fails to load (an image
 * with empty alt text paints nothing) leaves the monogram showing, without script.
 */
function Mark({ t }: { t: Testimonial }) {
  return (
    <span className="relative inline-flex h-12 w-12 shrink-0">
      <Monogram name={t.companyName} initials={t.initials} size={48} />
      {t.logo ? (
        <img
          src={t.logo}
          alt=""
          width={48}
          height={48}
          loading="lazy"
          decoding="async"
          className="absolute inset-0 h-12 w-12 rounded-xl object-cover"
        />
      ) : null}
    </span>
  );
}

/**
 * Client stories in the second case-study shape (content/data/testimonials.yaml). `storyLang`:
 * the language the stories' words are in where it is not the page's (English stories on a page
 * in another language), said so to a screen reader.
 */
export function Testimonials({ items, storyLang }: { items: Testimonial[]; storyLang?: string }) {
  const w = useMessages(testimonials);
  return (
    <ul className="card-flow card-flow-3 not-prose" data-testid="testimonials" data-cards="">
      {items.map((t) => (
        <li key={t.id} className="flex">
          <article
            className="flex w-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
            aria-label={w.story({ company: t.companyName })}
          >
            <div className="flex items-center gap-3">
              <Mark t={t} />
              <div>
                <p className="font-semibold text-slate-900">{t.companyName}</p>
                {t.illustrative ? (
                  <p className="mt-1 inline-block rounded bg-slate-100 px-2 py-0.5 text-xs font-semibold uppercase tracking-wide text-slate-700">
                    {w.illustrative}
                  </p>
                ) : null}
              </div>
            </div>
            <blockquote className="mt-4 flex-1 text-slate-800" lang={storyLang}>
              <p>“{t.quote}”</p>
            </blockquote>
            <p className="mt-4 text-sm text-slate-700" lang={storyLang}>
              <span className="font-semibold text-slate-900">{t.personName}</span>, {t.personRole}
            </p>
            <dl
              lang={storyLang}
              className="mt-5 grid grid-cols-2 gap-4 border-t border-slate-200 pt-4 sm:grid-cols-3"
            >
              {t.results.map((r) => (
                <div key={r.metric} className="flex flex-col-reverse justify-end">
                  <dt className="text-xs text-slate-600">{r.metric}</dt>
                  <dd className="text-2xl font-bold text-brand-800">{r.value}</dd>
                </div>
              ))}
            </dl>
          </article>
        </li>
      ))}
    </ul>
  );
}
