import { social } from '../generated/data/social.ts';
import { formatDate } from '../lib/dates.ts';

/** Recent posts on our social pages, linking out. */
export default function SocialUpdates() {
  return (
    <section
      aria-labelledby="social-title"
      className="not-prose rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="social-title" className="text-lg font-semibold text-slate-900">
        Social updates
      </h2>
      <ul className="mt-3 grid gap-4">
        {social.updates.map((u) => (
          <li key={u.link + u.title}>
            <a href={u.link} rel="noopener" className="font-medium text-brand-800 hover:underline">
              {u.title}
            </a>
            <p className="text-sm text-slate-700">{u.content}</p>
            <p className="text-xs text-slate-600">
              <time dateTime={u.date}>{formatDate(u.date, 'short')}</time>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
