/**
 * `npm run new -- <kind> <slug>`: writes a new content file with valid frontmatter, every text to
 * write marked with a «Write: …» prompt. The content check refuses the file until each prompt is
 * replaced, so a scaffold cannot ship by accident.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isoDate, todayIn } from '../src/tools/calendar.ts';
import {
  type ScaffoldKind,
  scaffold,
  scaffoldFile,
  scaffoldFolder,
  scaffoldKinds,
} from './content/scaffold.ts';

const usage = `usage: npm run new -- <${scaffoldKinds.join('|')}> <slug>
  the slug is lowercase words joined by hyphens, such as "esi-for-contractors"`;

/** Writes the file under `root` and returns its path relative to it, or throws a message. */
export function newContentFile(root: string, args: string[], today = isoDate(todayIn())): string {
  const [kind, slug, ...rest] = args;
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
