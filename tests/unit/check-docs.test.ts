import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { docProblems, formatDocProblem } from '../../scripts/docs/check.ts';
import { removeAfterFile } from '../support/fixture-dirs.ts';

const projectRoot = path.resolve(import.meta.dirname, '../..');

/** A small repository: a package with two scripts, one source file, a README and docs/. */
function repository(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'docs-check-'));
  removeAfterFile(root);
  const all: Record<string, string> = {
    'package.json': JSON.stringify({ scripts: { start: 'x', check: 'y' } }),
    '.gitignore': 'dist/\n',
    'src/site.ts': "export const url = process.env.SITE_URL ?? '';\n",
    'README.md':
      '# A site\n\n`npm start`, then `npm run check`. The entry is `src/site.ts`; the build writes `dist/`.\n',
    'docs/configuration.md':
      '# Configuration\n\n| variable | what |\n| --- | --- |\n| `SITE_URL` | the address |\n\nBack to [the README](../README.md).\n',
    ...files,
  };
  for (const [rel, text] of Object.entries(all)) {
    mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    writeFileSync(path.join(root, rel), text);
  }
  return root;
}

const problemsOf = (root: string) => docProblems(root).map(formatDocProblem);

describe('the documentation check', () => {
  it('passes documents whose paths, scripts and variables are all there', () => {
    expect(problemsOf(repository({}))).toEqual([]);
  });

  it('passes this repository', () => {
    expect(problemsOf(projectRoot)).toEqual([]);
  });

  it('names a path that does not exist, with its file and line', () => {
    const root = repository({
      'README.md': '# A site\n\nThe entry is `src/site.ts`.\nThe server is `src/server.ts`.\n',
    });
    expect(problemsOf(root)).toEqual(['README.md:4: names src/server.ts, which does not exist']);
  });

  it('reads a link from the document’s folder', () => {
    const root = repository({
      'docs/testing.md':
        '# Testing\n\nSee [the runner](../scripts/test.ts) and [the site](../src/site.ts).\n',
    });
    expect(problemsOf(root)).toEqual([
      'docs/testing.md:3: names scripts/test.ts, which does not exist',
    ]);
  });

  it('names an npm script package.json does not have', () => {
    const root = repository({
      'CONTRIBUTING.md': '# Writing\n\n```sh\nnpm run content\nnpm test\n```\n',
    });
    expect(problemsOf(root)).toEqual([
      'CONTRIBUTING.md:4: names the script "content", which package.json does not have',
      'CONTRIBUTING.md:5: names the script "test", which package.json does not have',
    ]);
  });

  it('names a variable the code reads and no document describes', () => {
    const root = repository({
      'server/main.ts':
        "const port = Number(process.env.BACKEND_PORT ?? 54321);\nconst key = Deno.env.get('MAIL_KEY');\n",
    });
    expect(problemsOf(root)).toEqual([
      expect.stringMatching(/^server\/main\.ts: reads the environment variable BACKEND_PORT, /),
      expect.stringMatching(/^server\/main\.ts: reads the environment variable MAIL_KEY, /),
    ]);
  });

  it('names a variable described twice, and one no code reads', () => {
    const root = repository({
      'README.md': '# A site\n\n- `SITE_URL`: the address.\n- `OLD_SETTING`: gone.\n',
    });
    expect(problemsOf(root)).toEqual([
      'docs/configuration.md:5: describes SITE_URL again (also README.md:3): keep one entry and link to it',
      'README.md:4: describes OLD_SETTING, which no code reads',
    ]);
  });
});
