// What the content plugin (scripts/vite-plugin-content.ts) makes of an MDX file.
declare module '*.mdx' {
  import type { MDXProps } from 'mdx/types';
  import type { ComponentType, JSX } from 'react';
  import type { LayoutProps } from './app/route-types.ts';
  import type { Head } from './lib/head.ts';

  /** The validated frontmatter. */
  export const frontmatter: unknown;
  /** The page's <head>; null for blog posts, which have no route of their own. */
  export const head: Head;
  /** The collection's layout; it takes this module's `frontmatter`, which the build paired it with. */
  export const Layout: ComponentType<LayoutProps> | undefined;
  export default function MDXContent(props: MDXProps): JSX.Element;
}
