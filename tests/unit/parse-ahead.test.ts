/**
 * The production build parses every MDX file on worker threads before its content pipeline
 * runs (scripts/content/parse-ahead.ts): the pipeline must find the same pages, text, links and
 * problems as when it parses each file itself.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { forgetParsed, parseMdx } from '../../scripts/content/analyze.ts';
import { buildContent, mdxFiles } from '../../scripts/content/build.ts';
import { parseAhead } from '../../scripts/content/parse-ahead.ts';
import { ContentSession } from '../../scripts/content/session.ts';
import { fixture, page } from '../support/fixture.ts';

/** A page with what the parser has to get right: JSX, an expression, a table, a fact, links. */
const body = (i: number) => `## Due dates ${i}

Pay by the <Fact id="pf.employeeRate" />th, see [the FAQ](/faq) and [the top](#due-dates-${i}).

| Form | Due |
| --- | --- |
| GSTR-${i} | {${i} + 1}th |

<Callout title="Tip ${i}">Keep **receipts**.</Callout>
`;

function pages(count: number): Record<string, string> {
  const files: Record<string, string> = {
    'content/pages/faq.mdx': page('/faq'),
  };
  for (let i = 1; i <= count; i++) {
    files[`content/pages/p${i}.mdx`] = page(`/p${i}`, '', body(i));
  }
  return files;
}

describe('parsing ahead on worker threads', () => {
  it('hands out the trees a parse of each file here gives, and leaves a broken file to the pipeline', async () => {
    const root = fixture({
      ...pages(8),
      'content/pages/broken.mdx': page('/broken', '', 'An <Unclosed tag.'),
    });
    const files = mdxFiles(root).map((f) => f.abs);
    const byWorkers = await parseAhead(files, { minFiles: 1, withThisThread: false });
    expect(byWorkers).toBe(files.length - 1);
    try {
      for (const file of files) {
        const source = readFileSync(file, 'utf8');
        if (file.endsWith('broken.mdx')) {
          expect(() => parseMdx(source)).toThrow(/Unexpected character/);
          continue;
        }
        const ahead = parseMdx(source);
        // The next call parses here: nothing is handed out twice.
        const here = parseMdx(source);
        expect(ahead).not.toBe(here);
        expect(JSON.parse(JSON.stringify(ahead))).toEqual(JSON.parse(JSON.stringify(here)));
      }
    } finally {
      forgetParsed();
    }
  });

  it('gives the build the same routes, sections and links as one that parses each file itself', async () => {
    const root = fixture(pages(60));
    const session = new ContentSession(root);
    await session.prepare();
    session.run();
    const ahead = session.current();
    const here = buildContent(root);
    const summary = (build: typeof here) =>
      [...build.routes.values()].map((r) => ({
        path: r.path,
        anchors: [...r.anchors].sort(),
        analysis: r.entry?.analysis,
        tree: JSON.stringify(r.entry?.tree),
      }));
    expect(summary(ahead)).toEqual(summary(here));
    expect(ahead.routes.size).toBe(62);
  });
});
