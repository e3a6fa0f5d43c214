/**
 * The copies of the project that browser tests build, each with its own edit (`buildCopy` in
 * deploy.ts): a site after a deploy, a site with a third language, a site with a page that
 * cannot render. A test gets one with `builtCopy(name)`.
 *
 * `npm test` (the whole run) builds them beside the site's own build, which keeps about one of
 * the machine's two cores busy (scripts/test.ts, with `buildCopies` below): the copies' builds
 * then cost the tests no time. Their folder is named by `BUILT_COPIES`; a test file run on its
 * own, without it, builds the copy it needs when it starts.
 */
import { spawnSync } from 'node:child_process';
import {
  appendFileSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { removeNoted } from './fixture-dirs.ts';
import { buildProject, copyProject } from './project-copy.ts';

/** The paragraph the deployed copy adds to /services/labour-laws. */
export const deployedParagraph = 'This paragraph was added by the second build.';
/** The page of the copy that cannot render, what it throws, and the line it throws on. */
export const brokenPage = 'content/pages/customers.mdx';
export const brokenExpression = 'a broken expression';
const brokenSource = async () =>
  (await import('./fixture.ts')).page('/customers', '', 'A first paragraph.');
export const brokenLine = async () => (await brokenSource()).split('\n').length + 1;
/** What the copy with a third language logged on its first `npm run content`. */
export const firstContentRun = 'first-content-run.log';

/**
 * Each copy's edit of the project's files, by name (what an edit needs is imported when it runs,
 * so that `buildCopies` copies the project as soon as it starts), in the order it builds them: the
 * small sites first, so that the whole site's copy comes after the site's own build has filled
 * the raster images' cache (scripts/images.ts), which it then reads instead of encoding again.
 */
const edits = {
  /**
   * A small site with a made-up Marathi from content alone. As a writer adding a language does:
   * the first `npm run content` writes the list's module (supabase/functions/_shared/
   * language-list.ts, committed with the YAML) and asks to run again; its output is kept in
   * `firstContentRun` for the test to read.
   */
  'third-language': async (copy: string) => {
    const { useSmallSite } = await import('./deploy.ts');
    const { marathiContent } = await import('./third-language.ts');
    useSmallSite(copy, marathiContent());
    const first = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/generate.ts'], {
      cwd: copy,
      encoding: 'utf8',
    });
    writeFileSync(path.join(copy, firstContentRun), first.stderr);
  },
  /** A small site whose /customers throws as it renders, on a line after a blank one. */
  'build-error': async (copy: string) => {
    const { useSmallSite } = await import('./deploy.ts');
    useSmallSite(copy, { [brokenPage]: await brokenSource() });
    appendFileSync(
      path.join(copy, brokenPage),
      `\n{(() => { throw new Error("${brokenExpression}") })()}\n`,
    );
  },
  /** The same site with a new first paragraph on one page, which moves its parts. */
  deployed: async (copy: string) => {
    const { prependParagraph } = await import('./deploy.ts');
    prependParagraph(path.join(copy, 'content', 'services', 'labour-laws.mdx'), deployedParagraph);
  },
} satisfies Record<string, (copy: string) => Promise<void>>;

export type CopyName = keyof typeof edits;

/** Where a copy is built in `dir`, and what it left: its dist/ once built, or the build's error. */
const filesOf = (dir: string, name: CopyName) => ({
  project: path.join(dir, name, 'project'),
  built: path.join(dir, name, 'built'),
  error: path.join(dir, name, 'error.txt'),
});

/** Copies what a build reads into the copy's folder in `dir`. */
function copy(dir: string, name: CopyName): void {
  copyProject(filesOf(dir, name).project, () => {});
}

/** Edits a copy, then builds it, noting whether it built or why it did not. */
async function editAndBuild(dir: string, name: CopyName): Promise<void> {
  const files = filesOf(dir, name);
  try {
    await edits[name](files.project);
    await buildProject(files.project);
    writeFileSync(files.built, '');
  } catch (e) {
    writeFileSync(files.error, e instanceof Error ? e.message : String(e));
  } finally {
    removeNoted();
  }
}

/**
 * Builds every copy into `dir` (scripts/test.ts, beside the site's build): copies the project
 * for each first and calls `copied`, so that the site's build, which may write committed
 * generated files, starts after the copies have read the project; then edits and builds them
 * one after another.
 */
export async function buildCopies(dir: string, copied: () => void): Promise<void> {
  const names = Object.keys(edits) as CopyName[];
  for (const name of names) copy(dir, name);
  copied();
  for (const name of names) await editAndBuild(dir, name);
}

/**
 * A built copy: the copy's folder and its dist/; rejects with the build's error as a failed
 * build does. Built beforehand when `BUILT_COPIES` names a folder that has it (and then left for
 * scripts/test.ts to remove), or now in a folder of its own that `remove` deletes.
 */
export async function builtCopy(
  name: CopyName,
): Promise<{ project: string; dist: string; remove: () => void }> {
  const ready = process.env.BUILT_COPIES;
  const dir =
    ready && existsSync(path.join(ready, name))
      ? ready
      : mkdtempSync(path.join(tmpdir(), `site-copy-${name}-`));
  const remove = dir === ready ? () => {} : () => rmSync(dir, { recursive: true, force: true });
  const files = filesOf(dir, name);
  if (dir !== ready) {
    copy(dir, name);
    await editAndBuild(dir, name);
  }
  if (existsSync(files.error)) {
    const message = readFileSync(files.error, 'utf8');
    remove();
    throw new Error(message);
  }
  if (!existsSync(files.built)) throw new Error(`the copy "${name}" was not built in ${dir}`);
  return { project: files.project, dist: path.join(files.project, 'dist'), remove };
}

// `tsx tests/support/copies.ts <dir>`, started by scripts/test.ts with an IPC channel: builds
// every copy into <dir>, and sends "copied" once the project has been read.
if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const dir = process.argv[2];
  if (!dir) throw new Error('usage: tsx tests/support/copies.ts <folder to build the copies in>');
  await buildCopies(dir, () => process.send?.('copied'));
}
