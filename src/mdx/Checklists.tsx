import { Fragment } from 'react';
import { InlineCta } from '../components/InlineCta.tsx';
import { checklists } from '../generated/data/checklists.ts';
import { checklists as checklistsMessages } from '../generated/messages/checklists.ts';
import { checklistPdf } from '../lib/downloads.ts';
import { originalMark, useLanguage, useMessages } from '../lib/language.ts';

/** The checklists of content/data/checklists.yaml, each with its PDF. */
export default function Checklists() {
  const language = useLanguage();
  const t = useMessages(checklistsMessages);
  // The checklists' own words stay in the original language, marked so on another's page.
  const english = originalMark(language);
  return (
    <ul
      className="not-prose my-8 grid gap-5 md:grid-cols-2 lg:grid-cols-3"
      data-testid="checklists"
    >
      {checklists
        .filter((c) => c.listed)
        .map((c, i) => {
          const items = c.sections.reduce((n, s) => n + s.items.length, 0);
          return (
            <Fragment key={c.id}>
              {/* On a phone, where the cards stack, a way to ask for help halfway down. */}
              {i === 3 ? (
                <li className="sm:hidden">
                  <InlineCta n={2} />
                </li>
              ) : null}
              <li className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
                <p
                  lang={english}
                  className="text-xs font-semibold uppercase tracking-wide text-brand-700"
                >
                  {c.category}
                </p>
                <h3 lang={english} className="mt-2 text-lg font-semibold text-slate-900">
                  {c.title}
                </h3>
                <p lang={english} className="mt-2 text-slate-700">
                  {c.description}
                </p>
                <p className="mt-3 flex-1 text-sm text-slate-600">
                  {t.items({ items, sections: c.sections.length })}{' '}
                  <span lang={english}>{c.sections.map((s) => s.title).join(', ')}.</span>
                </p>
                <a
                  href={checklistPdf(c.id)}
                  download
                  hrefLang={english}
                  className="mt-4 inline-flex justify-center rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
                >
                  {t.download}
                  <span className="sr-only">: {c.title}</span>
                </a>
              </li>
            </Fragment>
          );
        })}
    </ul>
  );
}
