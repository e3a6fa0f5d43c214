import type { MDXProps } from 'mdx/types';
import { type JSX, useEffect, useRef, useState } from 'react';
import { SmartLink } from '../components/SmartLink.tsx';
import { Prose } from '../components/ui.tsx';
import { postFragmentUrl } from '../lib/fragments.ts';

type Body = (props: MDXProps) => JSX.Element;

/**
 * Post bodies are content, not code: the server bundle (and the dev server) render them from
 * MDX; the browser keeps the prerendered HTML, or fetches a post's HTML fragment when the blog is
 * reached by a client-side navigation. So the blog's JavaScript does not grow with its posts.
 */
const bodies: Record<string, Body> | null =
  import.meta.env.SSR || import.meta.env.DEV
    ? (await import('../generated/blog-bodies.ts')).bodies
    : null;

export function PostBody({ id, expanded }: { id: string; expanded: boolean }) {
  const Body = bodies?.[id];
  const ref = useRef<HTMLDivElement>(null);
  const [html, setHtml] = useState('');
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const el = ref.current;
    // Already rendered: by React from MDX, or by the server into the HTML we hydrated.
    if (Body || !expanded || !el || el.childElementCount > 0) return;
    const controller = new AbortController();
    fetch(postFragmentUrl(id), { signal: controller.signal })
      .then((res) => (res.ok ? res.text() : Promise.reject(new Error(`HTTP ${res.status}`))))
      .then(setHtml)
      .catch((e: unknown) => {
        if ((e as Error).name !== 'AbortError') setFailed(true);
      });
    return () => controller.abort();
  }, [Body, expanded, id]);

  if (Body) {
    return (
      <Prose>
        <div ref={ref}>
          <Body components={{ a: SmartLink }} />
        </div>
      </Prose>
    );
  }
  return (
    <Prose>
      {failed ? (
        <p role="alert">This post could not be loaded. Check your connection and open it again.</p>
      ) : null}
      {/* Its links navigate within the site through the router's document-wide handler. */}
      <div
        ref={ref}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML is this site's own post, prerendered by the build
        dangerouslySetInnerHTML={{ __html: html }}
        suppressHydrationWarning
      />
    </Prose>
  );
}
