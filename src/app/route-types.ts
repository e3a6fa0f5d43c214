import type { ComponentType, ReactNode } from 'react';
import type { Head } from '../lib/head.ts';
import type { Language } from '../lib/languages.ts';

export interface LayoutProps<F = unknown> {
  frontmatter: F;
  path: string;
  children: ReactNode;
}

/**
 * The frontmatter fields a layout reads in the browser, outside its `<Static>` parts; 'all' for
 * every field. Each layout exports its list as `clientFields`, written out (the build reads it
 * from the source): the page's JavaScript keeps only these fields, the HTML has the rest. A
 * layout that reads a field not listed would fail when it hydrates: tests/unit/
 * layout-client-fields.test.tsx renders each page's layout as the browser does and names it.
 */
export type ClientFields<F> = readonly (keyof F & string)[] | 'all';

/** What a route's chunk exports: an MDX page (with its layout) or a screen. */
export interface PageModule {
  // biome-ignore lint/suspicious/noExplicitAny: MDX bodies and screens take different props
  default: ComponentType<any>;
  head: Head;
  frontmatter?: unknown;
  /**
   * The page's layout, given the module's own `frontmatter`: the build pairs each page with its
   * collection's layout, so the app passes the frontmatter through without reading it.
   */
  Layout?: ComponentType<LayoutProps>;
  /** The page's islands, whose code loads on demand (src/app/islands.tsx). */
  islands?: readonly { load(): Promise<unknown> }[];
}

interface RouteBase {
  path: string;
  /**
   * The translations the page has besides its own language, in the list's order (the original
   * always exists): where the language switch leads (App.tsx).
   */
  translations?: readonly Language[];
}

export type PageRoute = RouteBase & { kind: 'content' | 'screen'; load: () => Promise<PageModule> };
export type RedirectRoute = RouteBase & { kind: 'redirect'; to: string };
export type RouteEntry = PageRoute | RedirectRoute;
