import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildContent } from '../../scripts/content/build.ts';
import { formatProblem } from '../../scripts/content/problems.ts';
import { contentProblems, fixture, page } from '../support/fixture.ts';

const problemsOf = (root: string) => contentProblems(root).map(formatProblem);

/** A Hindi page as a writer starts one: the original's frontmatter, words in Hindi. */
const hindi = (route: string, body = 'नमस्ते।') =>
  page(route, '', body).replace(`title: Page ${route}`, `title: पृष्ठ ${route}`);

describe('translations', () => {
  it('checks a Hindi page as its original is checked, and makes no route of it yet', () => {
    const root = fixture({
      'content/pages/about.mdx': page('/about'),
      'content/hi/pages/about.mdx': hindi('/about', 'दर <Fact id="pf.employeeRate" /> है।'),
    });
    const build = buildContent(root);
    expect([...build.routes.keys()].sort()).toEqual(['/', '/about']);
    expect(build.warnings).toEqual([]);
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
  source: { title: "Code on Wages, 2019, section 17(2)", url: "https://example.in/wages#s17" }
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

  it('checks the glossary: each term with its Hindi in Devanagari', () => {
    const root = fixture({ 'content/data/glossary.yaml': '- { en: gratuity, hi: upadan }\n' });
    expect(problemsOf(root)).toEqual([
      'content/data/glossary.yaml:1: [0].hi: is the term in Devanagari',
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
    expect(buildContent(root).warnings).toEqual([]);
    writeFileSync(path.join(root, 'content/pages/about.mdx'), page('/about', '', 'Changed.'));
    git('2026-11-20T10:00:00Z', 'commit', '-qam', 'The original changes');
    expect(buildContent(root).warnings.map(formatProblem)).toEqual([
      expect.stringMatching(
        /^content\/hi\/pages\/about\.mdx:1: its original, content\/pages\/about\.mdx, changed after it \(2026-11-20\): bring the translation up to date$/,
      ),
    ]);
  });
});
