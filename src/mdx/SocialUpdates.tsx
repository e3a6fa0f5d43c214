import { socialIn } from '../generated/data/social.ts';
import { social } from '../generated/messages/social.ts';
import { useLanguage, useMessages } from '../lib/language.ts';
import { pageDate } from '../lib/updates.ts';

/** Recent posts on our social pages, linking out. */
export default function SocialUpdates() {
  const language = useLanguage();
  const t = useMessages(social);
  // "12 Nov 2026" in English; a translation's months in full, from its locale.
  const dateOf = (iso: string) => pageDate(iso, language, 'short');
  return (
    <section
      aria-labelledby="social-title"
      className="not-prose rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="social-title" className="text-lg font-semibold text-slate-900">
        {t.updates}
      </h2>
      <ul className="mt-3 grid gap-4">
        {socialIn[language].updates.map((u) => (
          <li key={u.link + u.title}>
            <a href={u.link} rel="noopener" className="font-medium text-brand-800 hover:underline">
              {u.title}
            </a>
            <p className="text-sm text-slate-700">{u.content}</p>
            <p className="text-xs text-slate-600">
              <time dateTime={u.date}>{dateOf(u.date)}</time>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
