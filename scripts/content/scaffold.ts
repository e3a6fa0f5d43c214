/**
 * What `npm run new` writes, and the check that keeps it from shipping: every place a writer must
 * fill in holds a prompt between « and », which the content check refuses wherever it stands
 * (frontmatter or body), naming the line and column.
 */
import type { Problem } from './problems.ts';

const PROMPT = /«[^»\n]*»/g;

/** A prompt for the writer, such as `«Write: the page title»`. */
export function prompt(what: string): string {
  return `«Write: ${what}»`;
}

/** Every prompt still in a file's text, one problem each. */
export function promptProblems(file: string, source: string): Problem[] {
  const problems: Problem[] = [];
  source.split('\n').forEach((text, i) => {
    for (const match of text.matchAll(PROMPT)) {
      problems.push({
        file,
        line: i + 1,
        column: (match.index ?? 0) + 1,
        message: `still has the prompt ${match[0]}: replace it with the real text`,
      });
    }
  });
  return problems;
}

export const scaffoldKinds = [
  'page',
  'service',
  'framework',
  'industry',
  'blog',
  'update',
] as const;
export type ScaffoldKind = (typeof scaffoldKinds)[number];

/** The folder under content/ of each kind. */
export const scaffoldFolder: Record<ScaffoldKind, string> = {
  page: 'pages',
  service: 'services',
  framework: 'frameworks',
  industry: 'industries',
  blog: 'blog',
  update: 'updates',
};

/** The file name of a new file of a kind: updates are YAML, the rest MDX. */
export const scaffoldFile = (kind: ScaffoldKind, slug: string) =>
  `${slug}.${kind === 'update' ? 'yaml' : 'mdx'}`;

/** A YAML string: quoted, so that a prompt (or a colon in it) reads as text. */
const q = (s: string) => JSON.stringify(s);

const meta = (what: string) =>
  [
    `title: ${q(prompt(`the ${what}'s title, at most 70 characters`))}`,
    `description: ${q(prompt('the summary under the search result, 50 to 170 characters'))}`,
    'keywords:',
    `  - ${q(prompt('a phrase a visitor would search for'))}`,
  ].join('\n');

const hero = [
  'hero:',
  `  eyebrow: ${q(prompt('a short label above the heading'))}`,
  `  heading: ${q(prompt("the page's main heading"))}`,
  `  intro: ${q(prompt('one or two sentences on what the page offers'))}`,
].join('\n');

function titledList(field: string, count: number, what: string): string {
  const items = Array.from(
    { length: count },
    (_, i) =>
      `  - title: ${q(prompt(`${what} ${i + 1}`))}\n    description: ${q(prompt(`what ${what} ${i + 1} means for the reader`))}`,
  );
  return `${field}:\n${items.join('\n')}`;
}

const body = (what: string) =>
  `\n## ${prompt('the first section heading')}\n\n${prompt(`the ${what}'s text, in Markdown; CONTRIBUTING.md lists the components you may use`)}\n`;

/** The file `npm run new -- <kind> <slug>` writes: valid frontmatter, prompts where text goes. */
export function scaffold(kind: ScaffoldKind, slug: string, today: string): string {
  const label = slug.replace(/-/g, ' ');
  switch (kind) {
    case 'page':
      return `---\npath: /${slug}\n${meta('page')}\n${hero}\n---\n${body('page')}`;
    case 'service':
      return `---\n${meta('service')}\n${hero}\nserviceType: ${q(prompt(`the kind of service, such as "${label} compliance"`))}\ncta:\n  - label: Request a free assessment\n    href: /contact#assessment\nreviewed: ${today}\n---\n${body('service')}`;
    case 'framework':
      return [
        '---',
        meta('framework page'),
        `frameworkName: ${q(prompt('the law or framework, such as "Companies Act"'))}`,
        hero,
        titledList('requirements', 3, 'key requirement'),
        titledList('challenges', 3, 'challenge'),
        titledList('features', 3, 'way we simplify it'),
        'timelineEvents:',
        `  - date: ${q(prompt('a due date or period'))}\n    event: ${q(prompt('what falls due then'))}`,
        'faqs:',
        ...Array.from(
          { length: 5 },
          (_, i) =>
            `  - question: ${q(prompt(`question ${i + 1}`))}\n    answer: ${q(prompt(`the answer to question ${i + 1}`))}`,
        ),
        `reviewed: ${today}`,
        '---',
        body('framework page'),
      ].join('\n');
    case 'industry':
      return [
        '---',
        meta('industry page'),
        `industry: ${q(prompt(`the industry's name, such as "${label}"`))}`,
        hero,
        titledList('challenges', 4, 'challenge'),
        titledList('requirements', 4, 'requirement'),
        titledList('features', 6, 'feature'),
        'caseStudy:',
        `  companyName: ${q(prompt('the client, or "A mid-sized company" when it is illustrative'))}`,
        `  challenge: ${q(prompt('what the client faced'))}`,
        `  solution: ${q(prompt('what we did'))}`,
        `  result: ${q(prompt('what changed, with a number'))}`,
        `reviewed: ${today}`,
        '---',
        body('industry page'),
      ].join('\n');
    case 'blog':
      return [
        '---',
        `title: ${q(prompt("the post's title"))}`,
        `author: ${q(prompt('who wrote it'))}`,
        `date: ${today}`,
        `excerpt: ${q(prompt('two sentences shown in the list of posts, at most 300 characters'))}`,
        'keywords:',
        `  - ${q(prompt('a phrase a visitor would search for'))}`,
        '---',
        body('post'),
      ].join('\n');
    case 'update':
      return updateScaffold(today);
  }
}

/** A regulatory update (content/updates/<slug>.yaml): what changed, its instrument, our pages. */
function updateScaffold(today: string): string {
  return [
    `title: ${q(prompt('what changed, in one line of at most 90 characters'))}`,
    '# The day the change applies from (dateKind: in-force) or was notified (dateKind: notified).',
    `date: ${today}`,
    'dateKind: in-force',
    '# The day this entry is published on the site: the feed dates it so.',
    `added: ${today}`,
    '# Figures in the summary are facts, {{fact:pf.wageCeiling}}; a past value is {{historical:₹15,000}}.',
    `summary: ${q(prompt('two to four plain sentences: what changed, who must act and what they must do'))}`,
    'instrument:',
    `  title: ${q(prompt("the instrument's exact name, with its number and date"))}`,
    `  url: ${q(prompt('the link to the instrument itself (the notification, section or circular)'))}`,
    `  kind: ${q(prompt('what the link is: official, official-page, public-copy or report'))}`,
    '# The pages and tools updated for it (such as /frameworks/gst), and the facts it set, each with',
    "# its value since (content/facts.yaml must agree; record the change under the fact's `changes`).",
    'routes: []',
    'facts: []',
    '',
  ].join('\n');
}
