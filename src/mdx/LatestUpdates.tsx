import { latestUpdates } from '../generated/messages/latest-updates.ts';
import { updatesIn, updatesPageIn } from '../generated/updates.ts';
import { messagesIn, useLanguage } from '../lib/language.ts';
import { updateDateLine } from '../lib/updates.ts';

/**
 * The three newest regulatory updates, each linking to its entry on the updates page of the
 * page's language. An update not yet translated is shown, and marked, in English.
 */
export default function LatestUpdates() {
  const language = useLanguage();
  const page = updatesPageIn[language] ?? '/';
  const t = messagesIn(latestUpdates, language);
  return (
    <div className="not-prose">
      <ul className="grid gap-4 md:grid-cols-3">
        {updatesIn[language].slice(0, 3).map((u) => (
          <li
            key={u.slug}
            lang={u.wordsIn}
            className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
          >
            <p className="text-sm text-slate-600">
              <time dateTime={u.date}>{updateDateLine(u, u.wordsIn ?? language)}</time>
            </p>
            <a
              href={`${page}#${u.slug}`}
              className="mt-1 block font-semibold text-brand-800 hover:underline"
            >
              {u.title}
            </a>
          </li>
        ))}
      </ul>
      <p className="mt-4">
        <a href={page} className="font-medium text-brand-800 underline">
          {t.allUpdates}
        </a>
      </p>
    </div>
  );
}
