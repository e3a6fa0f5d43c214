import { useState } from 'react';
import { socialIn } from '../generated/data/social.ts';
import { social } from '../generated/messages/social.ts';
import { useLanguage, useMessages } from '../lib/language.ts';

type Status = (typeof socialIn)[keyof typeof socialIn]['shareable'][number]['status'];

/**
 * A sample of posts ready to share. "Share" marks a draft or scheduled item shared, on this page
 * only: nothing is posted anywhere.
 */
export default function ShareableList() {
  const t = useMessages(social);
  const { shareable } = socialIn[useLanguage()];
  const [status, setStatus] = useState<Record<string, Status>>(() =>
    Object.fromEntries(shareable.map((s) => [s.id, s.status])),
  );
  return (
    <section
      aria-labelledby="shareable-title"
      className="not-prose rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="shareable-title" className="text-lg font-semibold text-slate-900">
        {t.readyToShare}
      </h2>
      <p className="mt-1 text-xs text-slate-600">{t.sample}</p>
      <ul className="mt-3 grid gap-4" data-testid="shareable">
        {shareable.map((s) => {
          const current = status[s.id] ?? s.status;
          return (
            <li key={s.id} className="rounded-lg border border-slate-200 p-3">
              <div className="flex items-start justify-between gap-2">
                <p className="font-medium text-slate-900">{s.title}</p>
                <span className="shrink-0 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">
                  {t[current]}
                </span>
              </div>
              <p className="mt-1 text-sm text-slate-700">{s.content}</p>
              <button
                type="button"
                disabled={current === 'shared'}
                onClick={() => setStatus((prev) => ({ ...prev, [s.id]: 'shared' }))}
                className="mt-2 rounded-md border border-brand-700 px-3 py-1 text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:border-slate-300 disabled:text-slate-600 disabled:hover:bg-transparent"
              >
                {current === 'shared' ? t.shared : t.share}
                <span className="sr-only">: {s.title}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
