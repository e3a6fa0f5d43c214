/**
 * The content collections: which folder under content/ holds them, how a file becomes a route,
 * which layout renders it and which section anchors that layout adds to the page. The build
 * reads this table; nothing here runs in the browser.
 */
import type { z } from 'zod';
import { frameworkSectionIds, industrySections } from '../lib/sections.ts';
import {
  type FrameworkFrontmatter,
  frameworkSchema,
  type IndustryFrontmatter,
  industrySchema,
  type PageFrontmatter,
  pageSchema,
  postSchema,
  serviceSchema,
} from './schema.ts';

export type StructuredDataKind =
  | 'organization'
  | 'breadcrumb'
  | 'webpage'
  | 'service'
  | 'industry'
  | 'faq';

export interface Collection<
  S extends z.ZodType = z.ZodType,
  R extends string | null = string | null,
> {
  schema: S;
  /** The route of a file, or null when the collection is shown inside another page. */
  route: (slug: string, fm: z.output<S>) => R;
  /** Module under src/layouts/ that wraps the MDX body. */
  layout: (fm: z.output<S>) => string | null;
  /** Ids the layout gives its own sections, so that links to them can be checked. */
  anchors: (fm: z.output<S>) => string[];
  structuredData: (fm: z.output<S>) => StructuredDataKind[];
}

function define<S extends z.ZodType, R extends string | null>(
  c: Collection<S, R>,
): Collection<S, R> {
  return c;
}

const pageLayoutModule: Record<PageFrontmatter['layout'], string> = {
  page: 'PageLayout',
  home: 'HomeLayout',
  faq: 'FaqLayout',
  blog: 'BlogLayout',
};

export const collections = {
  pages: define({
    schema: pageSchema,
    route: (_slug, fm) => fm.path,
    layout: (fm) => pageLayoutModule[fm.layout],
    anchors: (fm) => [
      'main',
      ...(fm.reviewed ? ['sources'] : []),
      ...(fm.faqGroups ?? []).flatMap((g) => [g.id, ...g.items.map((i) => i.id)]),
    ],
    structuredData: (fm) => [
      'organization',
      'breadcrumb',
      ...fm.structuredData,
      ...(fm.faqGroups ? (['faq'] as const) : []),
    ],
  }),
  services: define({
    schema: serviceSchema,
    route: (slug) => `/services/${slug}`,
    layout: () => 'ServiceLayout',
    anchors: () => ['main', 'sources'],
    structuredData: () => ['organization', 'breadcrumb', 'service'],
  }),
  frameworks: define({
    schema: frameworkSchema,
    route: (slug) => `/frameworks/${slug}`,
    layout: () => 'FrameworkLayout',
    anchors: (fm: FrameworkFrontmatter) => [
      'main',
      'sources',
      ...frameworkSectionIds(fm),
      ...fm.faqs.map((f) => f.id),
    ],
    structuredData: () => ['organization', 'breadcrumb', 'webpage', 'faq'],
  }),
  industries: define({
    schema: industrySchema,
    route: (slug) => `/solutions/${slug}`,
    layout: () => 'IndustryLayout',
    anchors: (_fm: IndustryFrontmatter) => [
      'main',
      'sources',
      ...industrySections.map((s) => s.id),
    ],
    structuredData: () => ['organization', 'breadcrumb', 'industry'],
  }),
  blog: define({
    schema: postSchema,
    route: () => null,
    layout: () => null,
    anchors: () => [],
    structuredData: () => [],
  }),
} as const;

export type CollectionName = keyof typeof collections;
export const collectionNames = Object.keys(collections) as CollectionName[];

/** A collection's validated frontmatter, as its schema outputs it. */
export type FrontmatterOf<C extends CollectionName> = z.output<(typeof collections)[C]['schema']>;

/** A collection's route: a string for the routed ones, null for those shown inside another page. */
export type RouteOf<C extends CollectionName> = ReturnType<(typeof collections)[C]['route']>;

/**
 * The table again, each collection's functions typed by its name, so that a function that knows
 * the collection only as a type parameter (an entry of any collection) may call them with that
 * collection's frontmatter.
 */
export const collectionSpecs: {
  [C in CollectionName]: Collection<(typeof collections)[C]['schema'], RouteOf<C>>;
} = collections;
