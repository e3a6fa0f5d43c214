/**
 * The Hindi house style (content/hi/style.yaml): one spelling for each word that is written more
 * than one way, and the official Hindi titles of the Acts the site names. A warning (the build
 * goes on) for each variant spelling in the Hindi content and in the Hindi strings of the code,
 * and for each Hindi file that names an Act in English without its Hindi title.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { z } from 'zod';
import type { Problem } from './problems.ts';

export const hindiStyleFile = 'content/hi/style.yaml';

const word = z.string().trim().min(1);

export const hindiStyleSchema = z.strictObject({
  terms: z.array(
    z.strictObject({
      use: word,
      variants: z.array(word).min(1),
      except: z.array(word).optional(),
      note: word.optional(),
    }),
  ),
  /** Each Act the site names: its title as enacted (in English) and its official Hindi title. */
  acts: z.array(z.strictObject({ title: word, hindiTitle: word })),
});
export type HindiStyle = z.infer<typeof hindiStyleSchema>;

/**
 * Where Hindi is written: the Hindi content, the interface's message catalogue, the app's and the
 * Edge Functions' strings, and the auth emails' templates with their subjects.
 */
const scanned = [
  'content/hi',
  'content/messages/hi',
  'src',
  'supabase/functions',
  'supabase/templates',
  'supabase/config.toml',
];
/** Folders under those that are not written by hand. */
const skipped = new Set(['src/generated', 'supabase/functions/_shared/generated', 'node_modules']);
const textFile = /\.(mdx|md|yaml|yml|ts|tsx|html|toml)$/;

/** Every hand-written text file under the scanned folders, relative to the root, sorted. */
export function hindiStyleFiles(root: string): string[] {
  const files: string[] = [];
  const walk = (rel: string) => {
    const abs = path.join(root, rel);
    if (!existsSync(abs) || skipped.has(rel)) return;
    for (const d of readdirSync(abs, { withFileTypes: true })) {
      const child = `${rel}/${d.name}`;
      if (d.isDirectory()) walk(child);
      else if (textFile.test(d.name) && child !== hindiStyleFile) files.push(child);
    }
  };
  for (const dir of scanned) {
    const abs = path.join(root, dir);
    if (existsSync(abs) && !statSync(abs).isDirectory()) files.push(dir);
    else walk(dir);
  }
  return files.sort();
}

/** A letter or vowel sign of any script: a variant must start a word, not sit inside one. */
const letter = /[\p{L}\p{M}]/u;

/** A style's variants as they are searched for: NFC, each with its term; made once per style. */
interface Search {
  variants: { raw: string; variant: string; use: string; except: string[] }[];
  /** Whether every variant has a character outside printable ASCII: then a line of it alone has none. */
  nonAscii: boolean;
}
const searches = new WeakMap<HindiStyle, Search>();
const outsideAscii = /[^ -~\t\r\n]/;

function searchOf(style: HindiStyle): Search {
  let search = searches.get(style);
  if (!search) {
    const variants = style.terms.flatMap((term) =>
      term.variants.map((raw) => ({
        raw,
        variant: raw.normalize('NFC'),
        use: term.use,
        except: (term.except ?? []).map((e) => e.normalize('NFC')),
      })),
    );
    search = { variants, nonAscii: variants.every((v) => outsideAscii.test(v.variant)) };
    searches.set(style, search);
  }
  return search;
}

/** Where each variant of the style's terms starts in a line (NFC: फ़ is फ followed by ़). */
export function variantsIn(
  line: string,
  style: HindiStyle,
): { variant: string; use: string; column: number }[] {
  const search = searchOf(style);
  // Most lines of the code, and of the content's markup, are ASCII: nothing to find there.
  if (search.nonAscii && !outsideAscii.test(line)) return [];
  const text = line.normalize('NFC');
  const found: { variant: string; use: string; column: number }[] = [];
  for (const { raw, variant, use, except } of search.variants) {
    for (let at = text.indexOf(variant); at >= 0; at = text.indexOf(variant, at + 1)) {
      if (at > 0 && letter.test(text[at - 1] ?? '')) continue;
      const rest = text.slice(at);
      if (except.some((e) => rest.startsWith(e))) continue;
      found.push({ variant: raw, use, column: at + 1 });
    }
  }
  return found.sort((a, b) => a.column - b.column);
}

/** The warnings of one file's text: its variant spellings, and Acts named without a Hindi title. */
export function hindiStyleProblems(file: string, text: string, style: HindiStyle): Problem[] {
  const problems: Problem[] = [];
  const lines = text.split('\n');
  lines.forEach((line, i) => {
    for (const v of variantsIn(line, style)) {
      problems.push({
        file,
        line: i + 1,
        column: v.column,
        message: `writes "${v.variant}": the Hindi style (${hindiStyleFile}) writes "${v.use}"`,
      });
    }
  });
  if (!file.startsWith('content/hi/')) return problems;
  const normalized = text.normalize('NFC');
  for (const act of style.acts) {
    const at = lines.findIndex((l) => l.includes(act.title));
    if (at < 0 || normalized.includes(act.hindiTitle.normalize('NFC'))) continue;
    problems.push({
      file,
      line: at + 1,
      message: `names the ${act.title} in English only: give its Hindi title, ${act.hindiTitle} (${hindiStyleFile})`,
    });
  }
  return problems;
}

/** Reads the style; a file that does not fit its shape is a problem that stops the build. */
export function loadHindiStyle(root: string, problems: Problem[]): HindiStyle | null {
  const abs = path.join(root, hindiStyleFile);
  if (!existsSync(abs)) return null;
  let data: unknown;
  try {
    data = parse(readFileSync(abs, 'utf8'));
  } catch (e) {
    problems.push({ file: hindiStyleFile, message: `is not valid YAML: ${(e as Error).message}` });
    return null;
  }
  const parsed = hindiStyleSchema.safeParse(data);
  if (!parsed.success) {
    for (const issue of parsed.error.issues)
      problems.push({ file: hindiStyleFile, field: issue.path.join('.'), message: issue.message });
    return null;
  }
  return parsed.data;
}

/** The warnings of every scanned file (none when the site has no Hindi style file). */
export function hindiStyleWarnings(root: string, style: HindiStyle | null): Problem[] {
  if (!style) return [];
  return hindiStyleFiles(root).flatMap((file) =>
    hindiStyleProblems(file, readFileSync(path.join(root, file), 'utf8'), style),
  );
}
