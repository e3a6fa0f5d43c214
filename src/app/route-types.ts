import type { ComponentType, ReactNode } from 'react';
import type { Head } from '../lib/head.ts';

export interface LayoutProps<F = unknown> {
  frontmatter: F;
  path: string;
  children: ReactNode;
}

/** What a route's chunk exports: an MDX page (with its layout) or a screen. */
export interface PageModule {
  // biome-ignore lint/suspicious/noExplicitAny: MDX bodies and screens take different props
  default: ComponentType<any>;
  head: Head;
  frontmatter?: unknown;
  // biome-ignore lint/suspicious/noExplicitAny: each collection's layout has its own frontmatter
  Layout?: ComponentType<LayoutProps<any>>;
  /** The page's islands, whose code loads on demand (src/app/islands.tsx). */
  islands?: readonly { load(): Promise<unknown> }[];
}

interface RouteBase {
  path: string;
}

export type PageRoute = RouteBase & { kind: 'content' | 'screen'; load: () => Promise<PageModule> };
export type RedirectRoute = RouteBase & { kind: 'redirect'; to: string };
export type RouteEntry = PageRoute | RedirectRoute;
