import type { MDXProps } from 'mdx/types';
import type { JSX } from 'react';
import { Static, useFragment } from '../app/static-html.tsx';
import { SmartLink } from '../components/SmartLink.tsx';
import { Prose } from '../components/ui.tsx';
import { postBody } from '../generated/messages/post-body.ts';
import { postFragment } from '../lib/fragments.ts';
import { useMessages } from '../lib/language.ts';

type Body = (props: MDXProps) => JSX.Element;

/**
 * Post bodies are content, not code: each is a static part of its own fragment
 * (src/lib/fragments.ts). The server bundle (and the dev server) render them from MDX; the browser
 * keeps the prerendered HTML, or fetches a post's fragment when it is opened on a blog reached by
 * a client-side navigation. So the blog's JavaScript does not grow with its posts.
 */
const bodies: Record<string, Body> | null =
  import.meta.env.SSR || import.meta.env.DEV
    ? (await import('../generated/blog-bodies.ts')).bodies
    : null;

/** `id`: the post's key (src/generated/blog.ts), its slug with the language before it if not English. */
export function PostBody({ id, expanded }: { id: string; expanded: boolean }) {
  const part = `post:${id}`;
  const { ready, failed } = useFragment(postFragment(id), part, expanded);
  const Body = bodies?.[id];
  const t = useMessages(postBody);
  return (
    <Prose>
      {failed ? <p role="alert">{t.failed}</p> : null}
      {ready ? (
        <Static id={part} fragment={postFragment(id)}>
          {Body ? <Body components={{ a: SmartLink }} /> : null}
        </Static>
      ) : null}
    </Prose>
  );
}
