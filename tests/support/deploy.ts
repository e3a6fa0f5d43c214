import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fixture, page } from './fixture.ts';

export { buildCopy } from './project-copy.ts';

/** Replaces everything in `target` with a copy of `from`, as a deploy to a static host does. */
export function deploy(from: string, target: string): void {
  rmSync(target, { recursive: true, force: true });
  cpSync(from, target, { recursive: true });
}

/** Adds `text` as the first paragraph of an MDX file's body. */
export function prependParagraph(file: string, text: string): void {
  const source = readFileSync(file, 'utf8');
  const end = source.indexOf('\n---', 3) + '\n---'.length;
  writeFileSync(file, `${source.slice(0, end)}\n\n${text}\n${source.slice(end)}`);
}

/**
 * Replaces a copy's content/ with a small site of its own (`fixture` in fixture.ts): an English
 * and a Hindi home page plus `files`. A build of it skips the site's eighty pages, which takes
 * about half the CPU of a build of the whole site.
 */
export function useSmallSite(copy: string, files: Record<string, string>): void {
  const small = fixture({
    // The Hindi labels of the fixture's header links, which a site with Hindi pages must have.
    'content/hi/site.yaml':
      'tagline: एक परीक्षण साइट।\nhours: सोम–शनि\nlabels: { Home: होम, A: क, B: ख, C: ग, D: घ, All: सभी }\n',
    'content/hi/pages/home.mdx': page('/', '', 'नमस्ते।'),
    ...files,
  });
  rmSync(path.join(copy, 'content'), { recursive: true, force: true });
  cpSync(path.join(small, 'content'), path.join(copy, 'content'), { recursive: true });
  cpSync(path.join(small, 'public', 'og.png'), path.join(copy, 'public', 'og.png'));
}
