import { postsIn } from '../generated/blog.ts';
import { blog } from '../generated/messages/blog.ts';
import { latestPosts } from '../generated/messages/latest-posts.ts';
import { htmlLang, messagesIn, useLanguage } from '../lib/language.ts';

/** The three newest posts of the page's language, linking to each on its blog page. */
export default function LatestPosts() {
  const language = useLanguage();
  const w = { ...messagesIn(blog, language), ...messagesIn(latestPosts, language) };
  return (
    <section
      aria-labelledby="latest-title"
      className="not-prose rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="latest-title" className="text-lg font-semibold text-slate-900">
        {w.latest}
      </h2>
      <ul className="mt-3 grid gap-3">
        {postsIn[language].slice(0, 3).map((p) => (
          <li key={p.id} lang={p.language === language ? undefined : htmlLang(p.language)}>
            <a href={`#${p.id}`} className="font-medium text-brand-800 hover:underline">
              {p.title}
            </a>
            <p className="text-sm text-slate-600">{w.minutes({ n: p.minutes })}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
