import { useState } from 'react';
import type { LayoutProps } from '../app/route-types.ts';
import { renderStatic, Static } from '../app/static-html.tsx';
import { ChevronDown } from '../components/icons.tsx';
import { Container, Hero } from '../components/ui.tsx';
import type { PageFrontmatter } from '../content/schema.ts';
import { posts } from '../generated/blog.ts';
import { formatDate } from '../lib/dates.ts';
import { PostBody } from './PostBody.tsx';

export default function BlogLayout({
  frontmatter: fm,
  path,
  children,
}: LayoutProps<PageFrontmatter>) {
  const [open, setOpen] = useState<string | null>(null);
  return (
    <>
      <Static id={`${path}:top`}>
        {renderStatic ? (
          <Hero eyebrow={fm.hero.eyebrow} heading={fm.hero.heading} intro={fm.hero.intro} />
        ) : null}
      </Static>
      <Container className="grid gap-10 py-10 lg:grid-cols-[1fr_18rem]">
        <section aria-labelledby="posts-title">
          <h2 id="posts-title" className="text-2xl font-bold text-slate-900">
            All posts
          </h2>
          <ul className="mt-6 grid gap-6">
            {posts.map((post) => {
              const expanded = open === post.id;
              return (
                <li key={post.id} id={post.id}>
                  <article className="rounded-xl border border-slate-200 bg-white shadow-sm">
                    <header className="p-5 sm:p-6">
                      <h3 className="text-xl font-semibold text-slate-900">
                        <button
                          type="button"
                          aria-expanded={expanded}
                          aria-controls={`${post.id}-body`}
                          onClick={() => setOpen(expanded ? null : post.id)}
                          className="group flex w-full items-start justify-between gap-4 text-left hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600"
                        >
                          {post.title}
                          <ChevronDown className="mt-1.5 shrink-0 transition-transform group-aria-expanded:rotate-180" />
                        </button>
                      </h3>
                      <p className="mt-2 text-sm text-slate-600">
                        By {post.author} · <time dateTime={post.date}>{formatDate(post.date)}</time>{' '}
                        · {post.minutes} min read
                      </p>
                      <p className="mt-3 text-slate-700">{post.excerpt}</p>
                    </header>
                    <div
                      id={`${post.id}-body`}
                      hidden={!expanded}
                      className="border-t border-slate-200 p-5 sm:p-6"
                    >
                      <PostBody id={post.id} expanded={expanded} />
                    </div>
                  </article>
                </li>
              );
            })}
          </ul>
        </section>
        <aside className="grid content-start gap-6">{children}</aside>
      </Container>
    </>
  );
}
