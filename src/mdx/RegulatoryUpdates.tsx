import { type UpdateItem, updates, updatesFeed } from '../generated/updates.ts';
import { evidenceWord } from '../lib/evidence.ts';
import { inlineCtaHref } from '../lib/inline-cta.ts';
import { updateDateLine } from '../lib/updates.ts';

/** Each regulatory update of content/updates/, newest first, with its instrument and our pages. */
export default function RegulatoryUpdates() {
  return (
    <div className="not-prose">
      <p className="text-sm text-slate-700">
        {updates.length} changes, newest first.{' '}
        <a href={updatesFeed} className="font-medium text-brand-800 underline">
          Follow them in a feed reader (Atom)
        </a>
        .
      </p>
      <ol className="mt-6 grid gap-6">
        {updates.map((u) => (
          <li key={u.slug}>
            <Update update={u} />
          </li>
        ))}
      </ol>
    </div>
  );
}

function Update({ update: u }: { update: UpdateItem }) {
  return (
    <article
      id={u.slug}
      aria-labelledby={`${u.slug}-title`}
      className="scroll-mt-24 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <p className="text-sm font-medium text-brand-800">
        <time dateTime={u.date}>{updateDateLine(u)}</time>
      </p>
      <h2 id={`${u.slug}-title`} className="mt-1 text-lg font-semibold text-slate-900">
        {u.title}
      </h2>
      <p className="mt-2 max-w-measure text-slate-800">{u.summary}</p>
      <dl className="mt-3 grid max-w-measure gap-2 text-sm text-slate-700">
        <div>
          <dt className="inline font-semibold">Instrument: </dt>
          <dd className="inline">
            <a href={u.instrument.url} className="text-brand-800 underline">
              {u.instrument.title}
            </a>
            <span className="text-slate-600">
              {' '}
              ({evidenceWord(u.instrument.kind)}
              {u.sourceNote ? `: ${u.sourceNote}` : null})
            </span>
          </dd>
        </div>
        {u.otherSources.length > 0 ? (
          <div>
            <dt className="inline font-semibold">See also: </dt>
            <dd className="inline">
              {u.otherSources.map((i, n) => (
                <span key={i.url}>
                  {n > 0 ? '; ' : null}
                  <a href={i.url} className="text-brand-800 underline">
                    {i.title}
                  </a>
                  <span className="text-slate-600"> ({evidenceWord(i.kind)})</span>
                </span>
              ))}
            </dd>
          </div>
        ) : null}
        {u.pages.length > 0 ? (
          <div>
            <dt className="inline font-semibold">Updated on this site: </dt>
            <dd className="inline">
              {u.pages.map((p, n) => (
                <span key={p.href}>
                  {n > 0 ? ', ' : null}
                  <a href={p.href} className="text-brand-800 underline">
                    {p.title}
                  </a>
                </span>
              ))}
            </dd>
          </div>
        ) : null}
      </dl>
      <p className="mt-3 text-sm">
        <a href={inlineCtaHref} className="font-medium text-brand-800 underline">
          Ask how this change applies to you
        </a>
      </p>
    </article>
  );
}
