import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { githubAnnotation } from '../../scripts/content/problems.ts';
import { scaffoldKinds } from '../../scripts/content/scaffold.ts';
import { newContentFile } from '../../scripts/new.ts';
import { contentProblems, fixture, page } from '../support/fixture.ts';

/** A content tree with a /contact page that has the assessment form's anchor. */
const site = () =>
  fixture({
    'content/pages/contact.mdx': page(
      '/contact',
      '',
      '<Section id="assessment" title="Ask us">\n\nHi.\n\n</Section>',
    ),
  });

/** What a writer does: every prompt replaced with words of their own (a link where a link goes). */
const written = (text: string) => {
  let n = 0;
  return text
    .replace(/(url: )"«[^»]*»"/g, '$1https://egazette.gov.in/WriteReadData/2026/272366.pdf')
    .replace(/(kind: )"«[^»]*»"/g, '$1official')
    .replace(/«[^»]*»/g, () => `Payroll compliance for growing teams in India, part ${++n}`);
};

describe('npm run new', () => {
  it.each(scaffoldKinds)(
    'a new %s is refused until every prompt is replaced, then builds',
    (kind) => {
      const root = site();
      const file = newContentFile(root, [kind, 'new-thing'], '2026-11-25');
      expect(file).toMatch(/^content\/\w+\/new-thing\.(mdx|yaml)$/);

      const problems = contentProblems(root);
      expect(problems.length).toBeGreaterThan(0);
      for (const p of problems) {
        expect(p.file).toBe(file);
        expect(p.message).toMatch(
          /^still has the prompt «Write: .+»: replace it with the real text$/,
        );
        expect(p.line).toBeGreaterThan(0);
        expect(p.column).toBeGreaterThan(0);
      }

      const abs = path.join(root, file);
      writeFileSync(abs, written(readFileSync(abs, 'utf8')));
      expect(contentProblems(root)).toEqual([]);
    },
  );

  it('refuses an unknown kind, a bad slug and an existing file, writing nothing', () => {
    const root = site();
    expect(() => newContentFile(root, ['pagee', 'x'])).toThrow(
      '"pagee" is not a kind of content file',
    );
    expect(() => newContentFile(root, ['page', 'Not_A_Slug'])).toThrow(
      '"Not_A_Slug" is not a slug',
    );
    expect(() => newContentFile(root, ['page'])).toThrow('usage: npm run new');
    expect(() => newContentFile(root, ['page', 'contact'])).toThrow(
      'content/pages/contact.mdx already exists; nothing was written.',
    );
    expect(contentProblems(root)).toEqual([]);
  });
});

describe('npm run new -- <kind> <slug> --lang hi', () => {
  it('starts a translation from its original, refused until it is translated', () => {
    const root = site();
    const file = newContentFile(root, ['page', 'contact', '--lang', 'hi']);
    expect(file).toBe('content/hi/pages/contact.mdx');
    const text = readFileSync(path.join(root, file), 'utf8');
    const original = readFileSync(path.join(root, 'content/pages/contact.mdx'), 'utf8');
    // The original's frontmatter and text, with the prompt between them.
    expect(text.replace(/\n«Write: [^»]+»\n/, '')).toBe(original);
    expect(contentProblems(root).map((p) => [p.file, p.message])).toEqual([
      [
        file,
        'still has the prompt «Write: translate this page\'s frontmatter and text into Hindi (CONTRIBUTING.md, "Hindi translations"), then delete this line»: replace it with the real text',
      ],
    ]);
    writeFileSync(
      path.join(root, file),
      text.replace(/\n«Write: [^»]+»\n/, '').replace('Hi.', 'नमस्ते।'),
    );
    expect(contentProblems(root)).toEqual([]);
  });

  it('refuses a page with no original, an update, an unknown language and a second start', () => {
    const root = site();
    expect(() => newContentFile(root, ['page', 'about', '--lang', 'hi'])).toThrow(
      'content/pages/about.mdx does not exist: a translation starts from its original.',
    );
    expect(() => newContentFile(root, ['update', 'x', '--lang', 'hi'])).toThrow(
      '"update" is not a kind of page to translate',
    );
    expect(() => newContentFile(root, ['page', 'contact', '--lang', 'ta'])).toThrow(
      '"ta" is not a language the site translates into',
    );
    newContentFile(root, ['page', 'contact', '--lang', 'hi']);
    expect(() => newContentFile(root, ['page', 'contact', '--lang', 'hi'])).toThrow(
      'content/hi/pages/contact.mdx already exists; nothing was written.',
    );
  });
});

describe('annotations on a pull request', () => {
  it('turns a problem into a GitHub error annotation on its file, line and column', () => {
    expect(
      githubAnnotation({
        file: 'content/pages/a,b.mdx',
        line: 3,
        column: 9,
        field: 'hero.heading',
        message: 'must not be empty\nsecond line 100%',
      }),
    ).toBe(
      '::error file=content/pages/a%2Cb.mdx,line=3,col=9,title=Content%3A hero.heading::must not be empty%0Asecond line 100%25',
    );
    expect(githubAnnotation({ file: 'content/site.yaml', message: 'is missing' })).toBe(
      '::error file=content/site.yaml,title=Content::is missing',
    );
  });
});
