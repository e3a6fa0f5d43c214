import { updates, updatesPage } from '../generated/updates.ts';
import { type Language, useLanguage } from '../lib/language.ts';
import { updateDateLine } from '../lib/updates.ts';

/** The updates are written in English only: a Hindi page says so, and marks them as English. */
const words = {
  en: { allUpdates: 'All regulatory updates' },
  hi: { allUpdates: 'सभी नियामक अपडेट (अंग्रेज़ी में)' },
} satisfies Record<Language, unknown>;

/** The three newest regulatory updates, each linking to its entry on the updates page. */
export default function LatestUpdates() {
  const page = updatesPage ?? '/';
  const language = useLanguage();
  const t = words[language];
  // On a Hindi page the items and the page they link to are English (none at all on an English one).
  const english = language === 'hi' ? 'en' : undefined;
  return (
    <div className="not-prose">
      <ul className="grid gap-4 md:grid-cols-3">
        {updates.slice(0, 3).map((u) => (
          <li
            key={u.slug}
            lang={english}
            className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
          >
            <p className="text-sm text-slate-600">
              <time dateTime={u.date}>{updateDateLine(u)}</time>
            </p>
            <a
              href={`${page}#${u.slug}`}
              hrefLang={english}
              className="mt-1 block font-semibold text-brand-800 hover:underline"
            >
              {u.title}
            </a>
          </li>
        ))}
      </ul>
      <p className="mt-4">
        <a href={page} hrefLang={english} className="font-medium text-brand-800 underline">
          {t.allUpdates}
        </a>
      </p>
    </div>
  );
}
