import { useState } from 'react';
import type { ClientFields, LayoutProps } from '../app/route-types.ts';
import { Static } from '../app/static-html.tsx';
import { InlineCta } from '../components/InlineCta.tsx';
import { ChevronDown } from '../components/icons.tsx';
import { Container, Hero } from '../components/ui.tsx';
import type { PageFrontmatter } from '../content/schema.ts';
import type { Post } from '../generated/blog.ts';
import { blog } from '../generated/messages/blog.ts';
import { htmlLang, useLanguage, useMessages } from '../lib/language.ts';
import { PostBody } from './PostBody.tsx';

/** The frontmatter fields this layout reads in the browser (see ClientFields). */
export const clientFields = [] as const satisfies ClientFields<PageFrontmatter>;

export default function BlogLayout({
  frontmatter: fm,
  path,
  children,
}: LayoutProps<PageFrontmatter & { posts: Post[] }>) {
  const [open, setOpen] = useState<string | null>(null);
  const language = useLanguage();
  const w = useMessages(blog);
  // Its language's posts, which the build gives the blog page's module (mdx-module.ts).
  const posts = fm.posts;
  return (
    <>
      <Static id={`${path}:top`}>
        {__RENDER_STATIC__ ? (
          <Hero eyebrow={fm.hero.eyebrow} heading={fm.hero.heading} intro={fm.hero.intro} />
        ) : null}
      </Static>
      <Container className="grid gap-10 py-10 lg:grid-cols-[1fr_18rem]">
        <section aria-labelledby="posts-title">
          <h2 id="posts-title" className="text-2xl font-bold text-slate-900">
            {w.allPosts}
          </h2>
          <ul className="mt-6 grid gap-6">
            {posts.map((post) => (
              // A post not yet translated is shown in its own language, and says so.
              <li
                key={post.id}
                className="min-w-0"
                lang={post.language === language ? undefined : htmlLang(post.language)}
              >
                {/* A <details name> group: one post open at a time, from the first paint. */}
                <details
                  id={post.id}
                  name="blog-posts"
                  className="group scroll-mt-20 rounded-xl border border-slate-200 bg-white shadow-sm"
                  onToggle={(e) => {
                    const isOpen = e.currentTarget.open;
                    setOpen((o) => (isOpen ? post.id : o === post.id ? null : o));
                  }}
                >
                  <summary className="block cursor-pointer list-none rounded-xl p-5 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600 sm:p-6 [&::-webkit-details-marker]:hidden">
                    <h3 className="flex items-start justify-between gap-4 text-xl font-semibold text-slate-900 [summary:hover_&]:text-brand-800">
                      {post.title}
                      <ChevronDown className="mt-1.5 shrink-0 transition-transform group-open:rotate-180" />
                    </h3>
                    <span className="mt-2 block text-sm text-slate-600">
                      {w.byline(post)} · <time dateTime={post.date}>{post.dateText}</time> ·{' '}
                      {w.minutes({ n: post.minutes })}
                    </span>
                    {/* Its words are the page's HTML; the browser's list has no excerpts. */}
                    <span className="mt-3 block max-w-measure text-slate-700">
                      <Static id={`${path}:excerpt:${post.id}`} inline>
                        {__RENDER_STATIC__ ? post.excerpt : null}
                      </Static>
                    </span>
                  </summary>
                  <div id={`${post.id}-body`} className="border-t border-slate-200 p-5 sm:p-6">
                    <PostBody id={post.key} expanded={open === post.id} />
                  </div>
                </details>
              </li>
            ))}
          </ul>
          <Static id={`${path}:cta`}>{__RENDER_STATIC__ ? <InlineCta n={1} /> : null}</Static>
        </section>
        <aside className="grid content-start gap-6">{children}</aside>
      </Container>
    </>
  );
}
