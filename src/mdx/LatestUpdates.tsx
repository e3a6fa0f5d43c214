import { updates, updatesPage } from '../generated/updates.ts';
import { updateDateLine } from '../lib/updates.ts';

/** The three newest regulatory updates, each linking to its entry on the updates page. */
export default function LatestUpdates() {
  const page = updatesPage ?? '/';
  return (
    <div className="not-prose">
      <ul className="grid gap-4 md:grid-cols-3">
        {updates.slice(0, 3).map((u) => (
          <li key={u.slug} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <p className="text-sm text-slate-600">
              <time dateTime={u.date}>{updateDateLine(u)}</time>
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
          All regulatory updates
        </a>
      </p>
    </div>
  );
}
