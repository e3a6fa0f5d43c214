/**
 * `npm run new -- <kind> <slug>`: writes a new content file with valid frontmatter, every text to
 * write marked with a «Write: …» prompt. The content check refuses the file until each prompt is
 * replaced, so a scaffold cannot ship by accident.
 *
 * `npm run new -- <kind> <slug> --lang hi`: starts the Hindi translation of an existing page, a
 * copy of its original under content/hi/ with a prompt to translate it at the top of its text.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type Language, nameInOriginal } from '../src/lib/languages.ts';
import { isoDate, todayIn } from '../src/tools/calendar.ts';
import {
  prompt,
  type ScaffoldKind,
  scaffold,
  scaffoldFile,
  scaffoldFolder,
  scaffoldKinds,
} from './content/scaffold.ts';
import { translationLanguages } from './content/translations.ts';

const usage = `usage: npm run new -- <${scaffoldKinds.join('|')}> <slug> [--lang hi]
  the slug is lowercase words joined by hyphens, such as "esi-for-contractors";
  --lang hi starts the Hindi translation of the existing page of that kind and slug`;

/** The text of a new translation: its original, with a prompt to translate it before the body. */
export function translationScaffold(original: string, language: Language): string {
  const end = original.indexOf('\n---', 3);
  const cut = end === -1 ? 0 : original.indexOf('\n', end + 1) + 1;
  const ask = prompt(
    `translate this page's frontmatter and text into ${nameInOriginal(language)} (CONTRIBUTING.md, "Hindi translations"), then delete this line`,
  );
  return `${original.slice(0, cut)}\n${ask}\n${original.slice(cut)}`;
}

/** Writes the file under `root` and returns its path relative to it, or throws a message. */
export function newContentFile(root: string, args: string[], today = isoDate(todayIn())): string {
  const [kind, slug, ...rest] = args;
  if (rest[0] === '--lang') return newTranslation(root, kind, slug, rest.slice(1));
  if (!kind || !slug || rest.length > 0) throw new Error(usage);
  if (!(scaffoldKinds as readonly string[]).includes(kind)) {
    throw new Error(`"${kind}" is not a kind of content file.\n${usage}`);
  }
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)) {
    throw new Error(`"${slug}" is not a slug.\n${usage}`);
  }
  const relative = path.posix.join(
    'content',
    scaffoldFolder[kind as ScaffoldKind],
    scaffoldFile(kind as ScaffoldKind, slug),
  );
  const abs = path.join(root, relative);
  if (existsSync(abs)) throw new Error(`${relative} already exists; nothing was written.`);
  mkdirSync(path.dirname(abs), { recursive: true });
  writeFileSync(abs, scaffold(kind as ScaffoldKind, slug, today), { flag: 'wx' });
  return relative;
}

function newTranslation(
  root: string,
  kind: string | undefined,
  slug: string | undefined,
  rest: string[],
): string {
  const [language, ...more] = rest;
  if (!kind || !slug || more.length > 0 || !language) throw new Error(usage);
  if (!(translationLanguages as readonly string[]).includes(language)) {
    throw new Error(`"${language}" is not a language the site translates into.\n${usage}`);
  }
  if (!(scaffoldKinds as readonly string[]).includes(kind) || kind === 'update') {
    throw new Error(`"${kind}" is not a kind of page to translate.\n${usage}`);
  }
  const file = scaffoldFile(kind as ScaffoldKind, slug);
  const original = path.posix.join('content', scaffoldFolder[kind as ScaffoldKind], file);
  if (!existsSync(path.join(root, original))) {
    throw new Error(`${original} does not exist: a translation starts from its original.`);
  }
  const relative = path.posix.join('content', language, scaffoldFolder[kind as ScaffoldKind], file);
  const abs = path.join(root, relative);
  if (existsSync(abs)) throw new Error(`${relative} already exists; nothing was written.`);
  mkdirSync(path.dirname(abs), { recursive: true });
  const text = translationScaffold(
    readFileSync(path.join(root, original), 'utf8'),
    language as Language,
  );
  writeFileSync(abs, text, { flag: 'wx' });
  return relative;
}

if (
  process.argv[1] &&
  path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)
) {
  const root = path.resolve(import.meta.dirname, '..');
  try {
    const written = newContentFile(root, process.argv.slice(2));
    console.log(
      `wrote ${written}\nReplace every «Write: …» prompt in it; \`npm run content\` lists the ones left.`,
    );
  } catch (e) {
    console.error((e as Error).message);
    process.exit(1);
  }
}
