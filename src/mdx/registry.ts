/**
 * The components an MDX file may use, by the name written in MDX, mapped to their module under
 * src/mdx/ (default export). The build adds an import for each component a file uses, so a
 * page's chunk carries only its own components; a name not listed here stops the build.
 */
export const mdxRegistry = {
  Callout: 'Callout',
  Card: 'Card',
  Checklists: 'Checklists',
  ClientGrid: 'ClientGrid',
  ComplianceCalendar: 'ComplianceCalendar',
  ComplianceCheck: 'ComplianceCheck',
  ContactCards: 'ContactCards',
  ContactLinks: 'ContactLinks',
  CtaBand: 'CtaBand',
  CardGrid: 'CardGrid',
  EsiCalculator: 'EsiCalculator',
  /**
   * A worked example's figures (a calculator's inputs and results): replaced by its children at
   * build time, it tells the content check they are arithmetic, not statutory numbers.
   */
  Example: 'Example',
  /** Replaced by its text at build time (scripts/content/remark-facts.ts). */
  Fact: 'Fact',
  /** Replaced by a list of sources at build time. */
  FactSource: 'FactSource',
  Figure: 'Figure',
  GratuityCalculator: 'GratuityCalculator',
  GstThresholdCheck: 'GstThresholdCheck',
  /** A past value in a change record ("₹15,000 from 2014"): replaced by its children at build time. */
  Historical: 'Historical',
  Infographics: 'Infographics',
  LatestPosts: 'LatestPosts',
  LatestUpdates: 'LatestUpdates',
  LeadForm: 'LeadForm',
  LinkButton: 'LinkButton',
  LinkedInConnect: 'LinkedInConnect',
  PfCalculator: 'PfCalculator',
  PoshCommitteeCheck: 'PoshCommitteeCheck',
  PoshGuide: 'PoshGuide',
  RegulatoryUpdates: 'RegulatoryUpdates',
  ReminderConfirm: 'ReminderConfirm',
  ReminderSignup: 'ReminderSignup',
  ReminderUnsubscribe: 'ReminderUnsubscribe',
  Section: 'Section',
  ShareableList: 'ShareableList',
  SocialUpdates: 'SocialUpdates',
  Steps: 'Steps',
  Step: 'Step',
  Tab: 'Tab',
  Tabs: 'Tabs',
  Testimonials: 'Testimonials',
  Topic: 'Topic',
  Topics: 'Topics',
  TrustBand: 'TrustBand',
  Webinars: 'Webinars',
} as const satisfies Record<string, string>;

/** Components whose `id` prop becomes the id of the element they render (a link target). */
export const anchorComponents: ReadonlySet<string> = new Set(['LeadForm', 'Section', 'Tab']);

export type MdxComponentName = keyof typeof mdxRegistry;

/**
 * Components that change in the browser (state, effects, event handlers). Everything else in an
 * MDX body is static: the client bundle gets its HTML, not its code (scripts/content/rehype-static.ts).
 * `Tab` is listed because `Tabs` reads its children's props.
 */
export const interactiveComponents: ReadonlySet<string> = new Set([
  'ClientGrid',
  'ComplianceCalendar',
  'ComplianceCheck',
  'EsiCalculator',
  'GratuityCalculator',
  'GstThresholdCheck',
  'Infographics',
  'LeadForm',
  'LinkedInConnect',
  'PfCalculator',
  'PoshCommitteeCheck',
  'ReminderConfirm',
  'ReminderSignup',
  'ReminderUnsubscribe',
  'ShareableList',
  'Tab',
  'Tabs',
] satisfies MdxComponentName[]);

/** The interactive components that load on demand, each an island (src/app/islands.tsx). */
export const islandComponents: ReadonlySet<string> = new Set(
  [...interactiveComponents].filter((name) => name !== 'Tab'),
);

/**
 * Islands whose code waits until the visitor uses them (a tap, a key, focus), not until they come
 * near the screen, unless the visitor is signed in. The lead form sits at the top of /contact, so
 * it would otherwise load, render and lay out its fields on every visit while the page starts;
 * its server HTML takes typing and a submit meanwhile, as every island's does. A signed-in
 * visitor's details are filled in, so for them it loads as it comes near.
 */
export const islandsLoadedOnUse: ReadonlySet<string> = new Set(['LeadForm']);

/**
 * Islands whose words on a page in another language than English come in a module of their own,
 * which English pages never load (the compliance calendar's, from content/hi/data/calendar.yaml).
 * The component's module exports `loadLanguage(language)`: on such a page the island's code is
 * ready only once it has loaded them, and the server (and the dev server) load them before they
 * render the page (scripts/content/mdx-module.ts), so the words never change as it hydrates.
 */
export const islandsWithLanguageWords: ReadonlySet<string> = new Set([
  'ComplianceCalendar',
  'ComplianceCheck',
] satisfies MdxComponentName[]);
