/**
 * Section lists shared by the layouts (which render them) and the build (which checks links to
 * their anchors). Kept free of zod so that layouts can import it.
 */
import type { FrameworkFrontmatter } from '../content/schema.ts';

/** The sections a framework page shows, in order; the layout renders exactly these. */
/** The title of a framework page's first section, which the page renders in the browser. */
export const frameworkIntroTitle = (name: string): string => `What is ${name}?`;

export function frameworkSections(fm: Pick<FrameworkFrontmatter, 'frameworkName' | 'caseStudy'>) {
  return [
    { id: 'what-is', title: frameworkIntroTitle(fm.frameworkName) },
    { id: 'key-requirements', title: 'Key requirements' },
    { id: 'challenges', title: 'Common challenges' },
    { id: 'how-we-simplify', title: `How we simplify ${fm.frameworkName}` },
    { id: 'timeline', title: 'Compliance timeline' },
    ...(fm.caseStudy ? [{ id: 'case-study', title: 'Case study' }] : []),
    { id: 'faq', title: 'Frequently asked questions' },
  ];
}

/** The sections an industry page shows, in order. */
export const industrySections = [
  { id: 'overview', title: 'Overview' },
  { id: 'challenges', title: 'Compliance challenges' },
  { id: 'requirements', title: 'Regulatory requirements' },
  { id: 'features', title: 'How we help' },
  { id: 'case-study', title: 'Case study' },
] as const;
