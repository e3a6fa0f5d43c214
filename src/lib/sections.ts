/**
 * Section lists shared by the layouts (which render them) and the build (which checks links to
 * their anchors). Kept free of zod so that layouts can import it. A section's id is the same in
 * every language (a link to /hi/frameworks/gst#faq works as /frameworks/gst#faq does); only its
 * title follows the page's language.
 */
import type { FrameworkFrontmatter } from '../content/schema.ts';
import type { FrameworkIntroMessages } from '../generated/messages/framework-intro.ts';
import type { FrameworkLayoutMessages } from '../generated/messages/framework-layout.ts';
import type { IndustrySectionsMessages } from '../generated/messages/industry-sections.ts';

/**
 * The title of a framework page's first section, which the page renders in the browser, from the
 * catalogue's framework-intro messages (in each language's pack): a name that joins two with the
 * language's "and" ("PF और ESI") names two things, and may take a plural verb.
 */
export const frameworkIntroTitle = (name: string, t: FrameworkIntroMessages): string =>
  t.title({ name, count: name.split(` ${t.and} `).length });

/** The titles of a framework page's other sections (the catalogue's framework-layout messages). */
export type FrameworkSectionTitles = Pick<
  FrameworkLayoutMessages,
  'keyRequirements' | 'challenges' | 'howWeSimplify' | 'timeline' | 'caseStudy' | 'faq'
>;

/** The ids of the sections a framework page shows, in order (frameworkSections). */
export const frameworkSectionIds = (fm: Pick<FrameworkFrontmatter, 'caseStudy'>): string[] => [
  'what-is',
  'key-requirements',
  'challenges',
  'how-we-simplify',
  'timeline',
  ...(fm.caseStudy ? ['case-study'] : []),
  'faq',
];

/** The sections a framework page shows, in order; the layout renders exactly these. */
export function frameworkSections(
  fm: Pick<FrameworkFrontmatter, 'frameworkName' | 'caseStudy'>,
  intro: FrameworkIntroMessages,
  t: FrameworkSectionTitles,
) {
  return [
    { id: 'what-is', title: frameworkIntroTitle(fm.frameworkName, intro) },
    { id: 'key-requirements', title: t.keyRequirements },
    { id: 'challenges', title: t.challenges },
    { id: 'how-we-simplify', title: t.howWeSimplify({ name: fm.frameworkName }) },
    { id: 'timeline', title: t.timeline },
    ...(fm.caseStudy ? [{ id: 'case-study', title: t.caseStudy }] : []),
    { id: 'faq', title: t.faq },
  ];
}

/**
 * The sections an industry page shows, in order: each one's id, and its title's message among the
 * catalogue's industry-sections messages.
 */
export const industrySections = [
  { id: 'overview', key: 'overview' },
  { id: 'challenges', key: 'challenges' },
  { id: 'requirements', key: 'requirements' },
  { id: 'features', key: 'features' },
  { id: 'case-study', key: 'caseStudy' },
] as const satisfies readonly { id: string; key: keyof IndustrySectionsMessages }[];

/** An industry page's sections, in order, with their titles. */
export const industrySectionsWith = (t: IndustrySectionsMessages) =>
  industrySections.map((s) => ({ id: s.id, title: t[s.key] }));
