import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildContent } from '../../scripts/content/build.ts';
import { formatProblem, type Problem } from '../../scripts/content/problems.ts';
import { contentProblems, fixture, page } from '../support/fixture.ts';

const problemsOf = (root: string) => contentProblems(root).map(formatProblem);

/** Warnings other than the list of pages not yet translated. */
const otherWarnings = (root: string) =>
  buildContent(root).warnings.filter((w) => !w.group?.startsWith('Hindi translation missing'));

/** A Hindi page as a writer starts one: the original's frontmatter, words in Hindi. */
const hindi = (route: string, body = 'नमस्ते।') =>
  page(route, '', body).replace(`title: Page ${route}`, `title: पृष्ठ ${route}`);

describe('translations', () => {
  it("publishes a Hindi page at its original's path under /hi, with its facts in Hindi", () => {
    const root = fixture({
      'content/pages/about.mdx': page('/about'),
      'content/hi/pages/about.mdx': hindi('/about', 'दर <Fact id="pf.employeeRate" /> है।'),
      'content/hi/facts.yaml': 'pf.employeeRate:\n  label: कर्मचारी का PF अंशदान\n',
    });
    const build = buildContent(root);
    expect([...build.routes.keys()].sort()).toEqual(['/', '/about', '/hi/about']);
    const hi = build.routes.get('/hi/about');
    expect(hi?.language).toBe('hi');
    expect(hi?.h1).toBe('Heading /about');
    expect(build.factsIn.hi['pf.employeeRate']?.label).toBe('कर्मचारी का PF अंशदान');
    expect(otherWarnings(root)).toEqual([]);
  });

  it('gives a page and its translation hreflang alternates, x-default English; others none', () => {
    const root = fixture({
      'content/pages/about.mdx': page('/about'),
      'content/hi/pages/about.mdx': hindi('/about'),
    });
    const { routes } = buildContent(root);
    const alternates = [
      { language: 'en', href: 'https://test.example/about' },
      { language: 'hi', href: 'https://test.example/hi/about' },
    ];
    expect(routes.get('/about')?.head?.alternates).toEqual(alternates);
    expect(routes.get('/hi/about')?.head?.alternates).toEqual(alternates);
    expect(routes.get('/hi/about')?.head?.language).toBe('hi');
    expect(routes.get('/')?.head?.alternates).toBeUndefined();
  });

  it('refuses a Hindi link to a Hindi page that does not exist, and to an English page that has a Hindi one', () => {
    const root = fixture({
      'content/pages/about.mdx': page('/about'),
      'content/pages/faq.mdx': page('/faq'),
      'content/hi/pages/about.mdx': hindi('/about', '[प्रश्न](/hi/faq) और [हमारे बारे में](/about)'),
    });
    expect(problemsOf(root)).toEqual([
      'content/hi/pages/about.mdx:10: links to /hi/faq, which is not a page of the site or a file in public/',
      'content/hi/pages/about.mdx:10: links /about, which has a page in this language: link /hi/about instead',
    ]);
  });

  it('lists the pages without a Hindi translation, grouped, one warning a page', () => {
    const root = fixture({
      'content/pages/about.mdx': page('/about'),
      'content/pages/faq.mdx': page('/faq'),
      'content/hi/pages/about.mdx': hindi('/about'),
    });
    const missing = buildContent(root).warnings.filter((w) => w.group);
    expect(missing.map((w) => w.file).sort()).toEqual([
      'content/pages/faq.mdx',
      'content/pages/home.mdx',
    ]);
    expect(formatProblem(missing[0] as Problem)).toMatch(
      /:1: has no Hindi translation \(content\/hi\/pages\/\w+\.mdx\)/,
    );
  });

  it('does not ask for a translation of a page kept out of search (index: false)', () => {
    const root = fixture({
      'content/pages/about.mdx': page('/about'),
      'content/pages/draft.mdx': page('/draft', 'index: false\n'),
      'content/hi/pages/about.mdx': hindi('/about'),
    });
    const missing = buildContent(root).warnings.filter((w) => w.group);
    expect(missing.map((w) => w.file)).toEqual(['content/pages/home.mdx']);
  });

  it('refuses a translated data file that changes a figure or the number of items', () => {
    const root = fixture({
      'content/pages/about.mdx': page('/about'),
      'content/hi/pages/about.mdx': hindi('/about'),
      'content/hi/data/trust.yaml':
        'metrics: [{ value: "1%", label: एल }, { value: "3%", label: एम }]\nassurances: [{ title: टी, text: एक्स }, { title: यू, text: वाई }, { title: वी, text: ज़ेड }]\n',
    });
    expect(problemsOf(root)).toEqual([
      'content/hi/data/trust.yaml: metrics.1.value: is "3%", the original\'s is "2%": figures, paths and ids stay as they are',
      'content/hi/data/trust.yaml: assurances: has 3 items, the original has 2',
    ]);
  });

  it("keeps a translated webinar's numbers and yes/no as the original's, and lets its links lead to the same page in Hindi only", () => {
    const webinar = (link: string, minutes: number, recorded: boolean) =>
      `- { id: w, title: T, date: 2026-09-17, time: T, description: D, speakers: [S], recordingAvailable: ${recorded}, registrationLink: "${link}", recording: { minutes: ${minutes}, takeaways: [K] } }\n`;
    const files = {
      'content/pages/about.mdx': page('/about'),
      'content/hi/pages/about.mdx': hindi('/about'),
      'content/data/webinars.yaml': webinar('/about', 58, true),
    };
    expect(
      problemsOf(fixture({ ...files, 'content/hi/data/webinars.yaml': webinar('/hi', 60, false) })),
    ).toEqual([
      "content/hi/data/webinars.yaml: 0.recordingAvailable: is false, the original's is true: figures stay as they are",
      'content/hi/data/webinars.yaml: 0.registrationLink: is "/hi", the original\'s is "/about": figures, paths and ids stay as they are',
      "content/hi/data/webinars.yaml: 0.recording.minutes: is 60, the original's is 58: figures stay as they are",
    ]);
    const translated = fixture({
      ...files,
      'content/hi/data/webinars.yaml': webinar('/hi/about', 58, true),
    });
    expect(problemsOf(translated)).toEqual([]);
    const [inHindi] = Object.values(buildContent(translated).dataIn);
    expect(inHindi?.webinars?.[0]?.registrationLink).toBe('/hi/about');
  });

  it('wants the Hindi label of every header link a Hindi page shows', () => {
    const root = fixture({
      'content/hi/site.yaml': 'tagline: टी\nhours: एच\nlabels: {}\n',
      'content/pages/about.mdx': page('/about'),
      'content/hi/pages/home.mdx': hindi('/'),
    });
    expect(problemsOf(root)).toContainEqual(
      'content/hi/site.yaml: labels has no "Home": give the hi label of this header or footer link',
    );
  });

  it('names the file, line and field of a broken translation, and its unknown facts', () => {
    const root = fixture({
      'content/pages/about.mdx': page('/about'),
      'content/hi/pages/about.mdx': hindi('/about').replace('title: पृष्ठ /about', 'title: 123'),
      'content/pages/faq.mdx': page('/faq'),
      'content/hi/pages/faq.mdx': hindi('/faq', 'दर <Fact id="pf.nothing" /> है।'),
    });
    const problems = problemsOf(root);
    expect(problems).toContainEqual(
      expect.stringMatching(/^content\/hi\/pages\/about\.mdx:3: title: .*expected string/),
    );
    expect(problems).toContainEqual(
      expect.stringMatching(/^content\/hi\/pages\/faq\.mdx:\d+: .*"pf\.nothing"/),
    );
  });

  it('refuses a translation without an original of the same collection and name', () => {
    const root = fixture({ 'content/hi/pages/abuot.mdx': hindi('/abuot') });
    expect(problemsOf(root)).toEqual([
      "content/hi/pages/abuot.mdx: translates content/pages/abuot.mdx, which does not exist: a translation has its original's collection and file name",
    ]);
  });

  it('checks the Hindi words of the facts: known ids only', () => {
    const root = fixture({
      'content/hi/facts.yaml':
        'pf.employeeRate:\n  label: कर्मचारी का PF अंशदान\npf.employerRat:\n  label: नियोजक का PF अंशदान\n',
    });
    expect(problemsOf(root)).toEqual([
      'content/hi/facts.yaml:3: content/facts.yaml has no fact "pf.employerRat"',
    ]);
  });

  it('wants the Hindi value of a text fact a Hindi page quotes', () => {
    const facts = `wages.exitPayDays:
  label: Days to pay wages after an employee leaves
  value: 2 working days
  unit: text
  source: { title: "Code on Wages, 2019, section 17(2)", url: "https://example.in/wages#s17", kind: official }
  checkedOn: 2026-11-21
`;
    const files = {
      'content/pages/about.mdx': page('/about'),
      'content/hi/pages/about.mdx': hindi('/about', 'भुगतान <Fact id="wages.exitPayDays" /> में।'),
    };
    expect(problemsOf(fixture(files, { facts }))).toEqual([
      'content/hi/pages/about.mdx:10: quotes the text fact "wages.exitPayDays", which content/hi/facts.yaml gives no value in this language',
    ]);
    const withWords = {
      ...files,
      'content/hi/facts.yaml':
        'wages.exitPayDays:\n  label: छोड़ने के बाद मजदूरी\n  value: 2 कार्य दिवस\n',
    };
    expect(problemsOf(fixture(withWords, { facts }))).toEqual([]);
  });

  it('wants in Hindi what a quoted fact says is not confirmed, and says it so', () => {
    const facts = `esi.dueDay:
  label: Day of the month ESI is due
  value: 15
  unit: day-of-month
  source: { title: "ESI (Central) Regulations, 1950, regulation 31", url: "https://example.in/esi#r31", kind: official }
  unconfirmed: ESIC still applies it; its regulation under the Code is not yet confirmed
`;
    const files = {
      'content/pages/about.mdx': page('/about'),
      'content/hi/pages/about.mdx': hindi('/about', 'हर महीने की <Fact id="esi.dueDay" /> तारीख।'),
    };
    expect(problemsOf(fixture(files, { facts }))).toEqual([
      'content/hi/pages/about.mdx:10: quotes "esi.dueDay", whose `unconfirmed` content/hi/facts.yaml does not give in this language',
    ]);
    const withWords = {
      ...files,
      'content/hi/facts.yaml':
        'esi.dueDay:\n  label: ESI की देय तारीख\n  unconfirmed: संहिता के तहत विनियम की पुष्टि अभी नहीं हुई है\n',
    };
    const build = buildContent(fixture(withWords, { facts }));
    expect(build.factsIn.hi['esi.dueDay']?.unconfirmed).toBe(
      'संहिता के तहत विनियम की पुष्टि अभी नहीं हुई है',
    );
    expect(build.facts['esi.dueDay']?.unconfirmed).toMatch(/^ESIC still applies it/);
  });

  it("checks the glossary: each term in its language's script, by a language of the list", () => {
    const root = fixture({
      'content/data/glossary.yaml': [
        '- term: { en: gratuity, hi: upadan }',
        '- term: { en: provident fund, hi: भविष्य निधि, xx: pf }',
        '  also: { hi: [पीएफ], en: [pf] }',
      ].join('\n'),
    });
    expect(problemsOf(root)).toEqual([
      'content/data/glossary.yaml:1: [0].term.hi: "gratuity": is the term in Devanagari, the script of hi-IN',
      'content/data/glossary.yaml:2: [1].term.xx: "provident fund": "xx" is not a language of content/languages.yaml (en, hi)',
      'content/data/glossary.yaml:3: [1].also.en: "provident fund": the original language\'s synonyms are content/search-synonyms.yaml, not `also`',
    ]);
  });

  it('warns, with the file, when the original was committed after its translation', () => {
    const root = fixture({
      'content/pages/about.mdx': page('/about'),
      'content/hi/pages/about.mdx': hindi('/about'),
    });
    const git = (date: string, ...args: string[]) =>
      execFileSync('git', ['-c', 'user.name=W', '-c', 'user.email=w@example.com', ...args], {
        cwd: root,
        env: { ...process.env, GIT_COMMITTER_DATE: date, GIT_AUTHOR_DATE: date },
      });
    git('', 'init', '-q');
    git('', 'add', '.');
    git('2026-11-01T10:00:00Z', 'commit', '-qm', 'Both');
    expect(otherWarnings(root)).toEqual([]);
    writeFileSync(path.join(root, 'content/pages/about.mdx'), page('/about', '', 'Changed.'));
    git('2026-11-20T10:00:00Z', 'commit', '-qam', 'The original changes');
    expect(otherWarnings(root).map(formatProblem)).toEqual([
      expect.stringMatching(
        /^content\/hi\/pages\/about\.mdx:1: its original, content\/pages\/about\.mdx, changed after it \(2026-11-20\): bring the translation up to date$/,
      ),
    ]);
  });
});
