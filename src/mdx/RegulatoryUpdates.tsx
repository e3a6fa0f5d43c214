import {
  type RegulatoryUpdatesMessages,
  regulatoryUpdates,
} from '../generated/messages/regulatory-updates.ts';
import { type UpdateItem, updatesFeedIn, updatesIn } from '../generated/updates.ts';
import { evidenceWord } from '../lib/evidence.ts';
import { inlineCtaHrefIn } from '../lib/inline-cta.ts';
import { type Language, originalMark, useLanguage, useMessages } from '../lib/language.ts';
import { updateDateLine } from '../lib/updates.ts';

/** Each regulatory update of content/updates/, newest first, with its instrument and our pages. */
export default function RegulatoryUpdates() {
  const language = useLanguage();
  const t = useMessages(regulatoryUpdates);
  const updates = updatesIn[language];
  return (
    <div className="not-prose">
      <p className="text-sm text-slate-700">
        {t.count({ n: updates.length })}{' '}
        <a
          href={updatesFeedIn[language]}
          type="application/atom+xml"
          className="font-medium text-brand-800 underline"
        >
          {t.feed}
        </a>
        {t.fullStop}
      </p>
      <ol className="mt-6 grid gap-6">
        {updates.map((u) => (
          <li key={u.slug}>
            <Update update={u} language={language} t={t} />
          </li>
        ))}
      </ol>
    </div>
  );
}

function Update({
  update: u,
  language,
  t,
}: {
  update: UpdateItem;
  language: Language;
  t: RegulatoryUpdatesMessages;
}) {
  const english = originalMark(language);
  // The language of the update's words: the page's, or the original's where it is not translated.
  const wordsIn = u.wordsIn ?? language;
  return (
    <article
      id={u.slug}
      aria-labelledby={`${u.slug}-title`}
      lang={u.wordsIn}
      className="scroll-mt-24 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <p className="text-sm font-medium text-brand-800">
        <time dateTime={u.date}>{updateDateLine(u, wordsIn)}</time>
      </p>
      <h2 id={`${u.slug}-title`} className="mt-1 text-lg font-semibold text-slate-900">
        {u.title}
      </h2>
      <p className="mt-2 max-w-measure text-slate-800">{u.summary}</p>
      <dl className="mt-3 grid max-w-measure gap-2 text-sm text-slate-700">
        <div>
          <dt className="inline font-semibold">{t.instrument}</dt>
          <dd className="inline">
            <a href={u.instrument.url} lang={english} className="text-brand-800 underline">
              {u.instrument.title}
            </a>
            <span className="text-slate-600">
              {' '}
              ({evidenceWord(u.instrument.kind, wordsIn)}
              {u.sourceNote ? `: ${u.sourceNote}` : null})
            </span>
          </dd>
        </div>
        {u.otherSources.length > 0 ? (
          <div>
            <dt className="inline font-semibold">{t.seeAlso}</dt>
            <dd className="inline">
              {u.otherSources.map((i, n) => (
                <span key={i.url}>
                  {n > 0 ? '; ' : null}
                  <a href={i.url} lang={english} className="text-brand-800 underline">
                    {i.title}
                  </a>
                  <span className="text-slate-600"> ({evidenceWord(i.kind, wordsIn)})</span>
                </span>
              ))}
            </dd>
          </div>
        ) : null}
        {u.pages.length > 0 ? (
          <div>
            <dt className="inline font-semibold">{t.updated}</dt>
            <dd className="inline">
              {u.pages.map((p, n) => (
                <span key={p.href}>
                  {n > 0 ? ', ' : null}
                  <a
                    href={p.href}
                    lang={p.language}
                    hrefLang={p.language}
                    className="text-brand-800 underline"
                  >
                    {p.title}
                  </a>
                  {p.language ? t.inEnglish : null}
                </span>
              ))}
            </dd>
          </div>
        ) : null}
      </dl>
      <p className="mt-3 text-sm">
        <a href={inlineCtaHrefIn(language)} className="font-medium text-brand-800 underline">
          {t.ask}
        </a>
      </p>
    </article>
  );
}
