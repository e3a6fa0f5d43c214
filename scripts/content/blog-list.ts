/**
 * What a language's blog page lists of each post: its translation of the post, or the original
 * where it has none. The blog page's own module carries its language's list (mdx-module.ts), so
 * that a blog page loads no other language's titles and excerpts; src/generated/blog.ts has every
 * language's, for the server's render of the latest posts.
 */
import { isOriginal, type Language } from '../../src/lib/languages.ts';
import { readingMinutes } from '../../src/lib/reading-time.ts';
import { longDateIn } from '../../supabase/functions/_shared/calendar-language.ts';
import type { ContentBuild } from './model.ts';

/** A post's body's and fragment's name: its slug, with its language before it if not the original. */
export const postKey = (p: ContentBuild['posts'][number]) =>
  isOriginal(p.language) ? p.slug : `${p.language}/${p.slug}`;

export function blogList(build: ContentBuild, language: Language) {
  return build.postsIn[language].map((p) => ({
    // What the blog shows of a post (its keywords and the rest are the build's).
    title: p.frontmatter.title,
    author: p.frontmatter.author,
    date: p.frontmatter.date,
    excerpt: p.frontmatter.excerpt,
    id: p.slug,
    key: postKey(p),
    language: p.language,
    minutes: readingMinutes(p.analysis.words),
    dateText: longDateIn(p.frontmatter.date, language),
  }));
}
