/**
 * The components an MDX file may use, by the name written in MDX, mapped to their module under
 * src/mdx/ (default export). The build adds an import for each component a file uses, so a
 * page's chunk carries only its own components; a name not listed here stops the build.
 */
export const mdxRegistry = {
  Callout: 'Callout',
  Card: 'Card',
  ContactCards: 'ContactCards',
  ContactLinks: 'ContactLinks',
  CardGrid: 'CardGrid',
  /** Replaced by its text at build time (scripts/content/remark-facts.ts). */
  Fact: 'Fact',
  /** Replaced by a list of sources at build time. */
  FactSource: 'FactSource',
  LinkButton: 'LinkButton',
  Section: 'Section',
  Steps: 'Steps',
  Step: 'Step',
} as const satisfies Record<string, string>;

/** Components whose `id` prop becomes the id of the element they render (a link target). */
export const anchorComponents: ReadonlySet<string> = new Set(['Section']);

export type MdxComponentName = keyof typeof mdxRegistry;
