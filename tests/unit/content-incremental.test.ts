import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildContent } from '../../scripts/content/build.ts';
import { generatedDir, writeGenerated } from '../../scripts/content/generate.ts';
import { ContentError, formatProblem } from '../../scripts/content/problems.ts';
import { factWordsIn } from '../../scripts/content/remark-facts.ts';
import { ContentSession } from '../../scripts/content/session.ts';
import { fixture, page } from '../support/fixture.ts';

/** The problems a run reports, as a writer reads them, in order; none when it builds. */
function problemsOf(run: () => unknown): string[] {
  try {
    run();
    return [];
  } catch (e) {
    if (e instanceof ContentError) return e.problems.map(formatProblem);
    throw e;
  }
}

/** Every generated file's text, by its path under src/generated/. */
function generated(root: string): Record<string, string> {
  const dir = generatedDir(root);
  return Object.fromEntries(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((d) => d.isFile())
      .map((d) => {
        const abs = path.join(d.parentPath, d.name);
        return [path.relative(dir, abs), readFileSync(abs, 'utf8')];
      }),
  );
}

describe('the content pipeline after a save (the dev server)', () => {
  // About thirty content runs (each step incremental, then full): 5 s on a quiet machine, and once
  // 50 s on one running several builds beside it, past the default limit of 30 s.
  it('reports and writes exactly what a full run on the same tree does, edit after edit', () => {
    const root = fixture({
      'content/pages/alpha.mdx': page('/alpha', '', '## Alpha\n\nSee [beta](/beta#beta).'),
      'content/pages/beta.mdx': page('/beta', '', '## Beta\n\nBack to [alpha](/alpha#alpha).'),
    });
    const file = (name: string) => path.join(root, 'content', 'pages', `${name}.mdx`);
    const session = new ContentSession(root);
    const edit = (name: string, text: string | null) => {
      if (text === null) rmSync(file(name));
      else writeFileSync(file(name), text);
      return file(name);
    };

    const steps: [string, () => string[]][] = [
      ['first run', () => []],
      [
        'edit a body',
        () => [edit('alpha', page('/alpha', '', '## Alpha\n\nNew text. [beta](/beta#beta).'))],
      ],
      [
        'break a link',
        () => [edit('beta', page('/beta', '', '## Beta\n\n[alpha](/alpha#nowhere).'))],
      ],
      ['fix it', () => [edit('beta', page('/beta', '', '## Beta\n\n[alpha](/alpha#alpha).'))]],
      [
        'link to a page to come',
        () => [
          edit('alpha', page('/alpha', '', '## Alpha\n\n[gamma](/gamma#gamma) [beta](/beta#beta)')),
        ],
      ],
      ['add that page', () => [edit('gamma', page('/gamma', '', '## Gamma\n\nA new page.'))]],
      ['delete it', () => [edit('gamma', null)]],
      ['restore it', () => [edit('gamma', page('/gamma', '', '## Gamma\n\nA new page.'))]],
      [
        'rename a heading another page links to',
        () => [edit('beta', page('/beta', '', '## Bravo\n\n[alpha](/alpha#alpha).'))],
      ],
      [
        'rename it back',
        () => [edit('beta', page('/beta', '', '## Beta\n\n[alpha](/alpha#alpha).'))],
      ],
      ['claim a route twice', () => [edit('delta', page('/beta'))]],
      ['give it its own', () => [edit('delta', page('/delta', '', 'See [beta](/beta#beta).'))]],
      ['break its frontmatter', () => [edit('delta', page('/delta', 'ogImage: /missing.png\n'))]],
      ['delete it', () => [edit('delta', null)]],
    ];
    const seen = new Set<string>();
    for (const [step, change] of steps) {
      const changed = change();
      const incremental = problemsOf(() => session.run(changed));
      const afterIncremental = generated(root);
      let rewritten: string[] = [];
      const full = problemsOf(() => {
        rewritten = writeGenerated(buildContent(root));
      });
      expect(incremental, step).toEqual(full);
      // A fresh full run finds every generated file already as it would write it.
      expect(rewritten, step).toEqual([]);
      expect(generated(root), step).toEqual(afterIncremental);
      seen.add(full.length > 0 ? 'problems' : 'builds');
    }
    // The sequence went through broken and fixed states alike.
    expect([...seen].sort()).toEqual(['builds', 'problems']);
  }, 120_000);

  it('names the page whose link a renamed heading broke, though that page did not change', () => {
    const root = fixture({
      'content/pages/alpha.mdx': page('/alpha', '', 'See [beta](/beta#beta).'),
      'content/pages/beta.mdx': page('/beta', '', '## Beta\n\nText.'),
    });
    const session = new ContentSession(root);
    session.run();
    const beta = path.join(root, 'content', 'pages', 'beta.mdx');
    writeFileSync(beta, page('/beta', '', '## Bravo\n\nText.'));
    expect(problemsOf(() => session.run([beta]))).toEqual([
      'content/pages/alpha.mdx:10: links to /beta#beta, but /beta has no heading or element with the id "beta"',
    ]);
  });

  it("gives the build's own words (a page's list of sources) as the catalogue has them after a save", () => {
    const root = fixture({ 'content/pages/alpha.mdx': page('/alpha', '', '## Alpha') });
    const session = new ContentSession(root);
    session.run();
    const file = path.join(root, 'content', 'messages', 'hi', 'fact-sources.yaml');
    writeFileSync(file, readFileSync(file, 'utf8').replace('sources: स्रोत', 'sources: सभी स्रोत'));
    session.run([file]);
    expect(factWordsIn(session.current(), 'hi').sources).toBe('सभी स्रोत');
    expect(factWordsIn(session.current(), 'hi').instruments({ n: 3 })).toBe('(3 दस्तावेज़)');
    expect(factWordsIn(session.current(), 'en').instruments({ n: 1 })).toBe('(1 instrument)');
  });
});
