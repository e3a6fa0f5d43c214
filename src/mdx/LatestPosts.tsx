import { posts } from '../generated/blog.ts';

/** The three newest posts, linking to each on the blog page. */
export default function LatestPosts() {
  return (
    <section
      aria-labelledby="latest-title"
      className="not-prose rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="latest-title" className="text-lg font-semibold text-slate-900">
        Latest posts
      </h2>
      <ul className="mt-3 grid gap-3">
        {posts.slice(0, 3).map((p) => (
          <li key={p.id}>
            <a href={`#${p.id}`} className="font-medium text-brand-800 hover:underline">
              {p.title}
            </a>
            <p className="text-sm text-slate-600">{p.minutes} min read</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
