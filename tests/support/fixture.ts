import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildContent } from '../../scripts/content/build.ts';
import { ContentError, type Problem } from '../../scripts/content/problems.ts';
import { removeAfterFile } from './fixture-dirs.ts';

const site = `name: Test
legalName: Test Ltd
parentCompany: Test Skills Ltd
tagline: A test site.
url: https://test.example/
email: hello@test.example
phone: +91 11 0000 0000
phoneHref: tel:+911100000000
address: { locality: New Delhi, region: Delhi, postalCode: "110001", country: IN }
hours: Mon-Sat 9:00 AM-6:00 PM
defaultOgImage: /og.png
social: []
nav:
  - { label: Home, href: / }
mobileServices:
  - { label: A, href: / }
  - { label: B, href: / }
  - { label: C, href: / }
  - { label: D, href: / }
  - { label: All, href: / }
footer: []
`;

const facts = `pf.employeeRate:
  label: PF employee rate
  value: 12
  unit: percent
  source: { title: "EPF Scheme, paragraph 29", url: "https://example.in/epf-scheme-1952#para-29", kind: official }
  checkedOn: 2026-11-21
`;

/** The smallest valid data files (content/data/), so that a fixture builds. */
const minimalData: Record<string, string> = {
  // The site's languages, as the code has read them (a fixture cannot change them).
  'content/languages.yaml': readFileSync(
    path.resolve(import.meta.dirname, '../../content/languages.yaml'),
    'utf8',
  ),
  'content/data/clients.yaml': Array.from(
    { length: 16 },
    (_, i) => `- { name: Client ${i}, initials: C }\n`,
  ).join(''),
  'content/data/webinars.yaml': '[]\n',
  'content/data/testimonials.yaml': '[]\n',
  'content/data/trust.yaml':
    'metrics: [{ value: "1%", label: L }, { value: "2%", label: M }]\nassurances: [{ title: T, text: X }, { title: U, text: Y }]\n',
  'content/data/shortcuts.yaml': '- { label: Home, href: /, description: The home page }\n',
  'content/data/checklists.yaml': '[]\n',
  'content/data/infographics.yaml': `journey: ${JSON.stringify(Array.from({ length: 5 }, () => ({ title: 'T', description: 'D' })))}\ncoverage: []\nautomation: [{ metric: M, value: V, description: D }]\nrisk: ${JSON.stringify(Array.from({ length: 5 }, () => ({ title: 'T', description: 'D' })))}\n`,
  'content/data/social.yaml':
    'updates: []\nshareable: []\nposhGuide: { title: T, description: D, href: / }\n',
  'content/data/glossary.yaml':
    '- term: { en: provident fund, hi: भविष्य निधि }\n  also: { hi: [पीएफ] }\n',
  // Read only when the fixture has Hindi pages.
  'content/hi/site.yaml': 'tagline: एक परीक्षण साइट।\nhours: सोम–शनि\nlabels: { Home: होम }\n',
  'content/data/calendar.yaml':
    'registrations: [{ id: r, label: R }]\nnonWorkingDays: { why: W, weekly: [sunday], saturdaysOfMonth: [], holidays: [] }\nobligations: []\n',
  'content/data/obligations.yaml':
    'stateLists: []\nobligations: [{ id: o, group: registration, name: O, todo: T, when: { answer: premises }, topic: GST }]\n',
};

export const description = 'A description long enough to be a useful search snippet for this page.';

export function page(path: string, extra = '', body = 'Hello.'): string {
  return `---\npath: ${path}\ntitle: Page ${path}\ndescription: ${description}\nhero:\n  heading: Heading ${path}\n  intro: Intro.\n${extra}---\n\n${body}\n`;
}

/** The site's own message catalogue (content/messages/), every language: the words its code reads. */
function siteCatalogue(): Record<string, string> {
  const dir = path.resolve(import.meta.dirname, '../../content/messages');
  return Object.fromEntries(
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.yaml'))
      .map((f) => [
        `content/messages/${f.split(path.sep).join('/')}`,
        readFileSync(path.join(dir, f), 'utf8'),
      ]),
  );
}

/**
 * A content tree in a temporary folder (removed after the test file): the minimal data files, the
 * site's message catalogue unless `files` brings a catalogue of its own, plus `files`.
 */
export function fixture(
  files: Record<string, string>,
  data: Partial<Record<'site' | 'facts' | 'screens' | 'redirects', string>> = {},
): string {
  const root = mkdtempSync(path.join(tmpdir(), 'content-'));
  removeAfterFile(root);
  const all: Record<string, string> = {
    'content/site.yaml': data.site ?? site,
    'content/facts.yaml': data.facts ?? facts,
    'content/screens.yaml': data.screens ?? '[]\n',
    'content/redirects.yaml': data.redirects ?? '[]\n',
    'content/search-synonyms.yaml': '- [pf, provident fund]\n',
    'content/pages/home.mdx': page('/'),
    ...minimalData,
    ...(Object.keys(files).some((f) => f.startsWith('content/messages/')) ? {} : siteCatalogue()),
    ...files,
  };
  for (const [rel, text] of Object.entries(all)) {
    const abs = path.join(root, rel);
    mkdirSync(path.dirname(abs), { recursive: true });
    writeFileSync(abs, text);
  }
  mkdirSync(path.join(root, 'public'), { recursive: true });
  writeFileSync(path.join(root, 'public', 'og.png'), '');
  return root;
}

/** What the content build says of a tree: its problems, or none when it builds. */
export function contentProblems(root: string): Problem[] {
  try {
    buildContent(root);
    return [];
  } catch (e) {
    if (e instanceof ContentError) return e.problems;
    throw e;
  }
}
