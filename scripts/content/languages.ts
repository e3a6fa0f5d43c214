/**
 * content/languages.yaml, the site's languages: validated with the other content files, and
 * written as a TypeScript module that the site, the build and the Edge Functions import
 * (LANGUAGES_FILE). The module is kept in the repository, as checkup-ids.ts is: the content build
 * itself reads the languages through it, so a clean clone's first run needs it before it can
 * write anything. A change to the YAML rewrites it and asks for the run again.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { languagesFileSchema } from '../../src/content/schema.ts';
import { LANGUAGES } from '../../supabase/functions/_shared/language-list.ts';
import { loadDataFile } from './load.ts';
import type { Problem } from './problems.ts';

export const LANGUAGES_YAML = 'content/languages.yaml';
export const LANGUAGES_FILE = 'supabase/functions/_shared/language-list.ts';

/** A field the module adds to each language: its name in the original language (not in the YAML). */
const DERIVED = 'nameInOriginal';

/**
 * The module's text for a list of languages: each field in the YAML's order, then the language's
 * name in the original language ("Hindi"), which Intl's display names give here, at build time: in
 * a browser the first Intl.DisplayNames of a page loads the locale's data, a task of 40 ms or more.
 */
export function languagesSource(list: readonly Readonly<Record<string, unknown>>[]): string {
  const quote = (s: string) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  const value = (v: unknown): string =>
    Array.isArray(v) ? `[${v.map(value).join(', ')}]` : typeof v === 'string' ? quote(v) : `${v}`;
  const originalLocale = list.find((l) => l.original === true)?.locale;
  const names =
    typeof originalLocale === 'string'
      ? new Intl.DisplayNames([originalLocale], { type: 'language' })
      : null;
  const entry = (l: Readonly<Record<string, unknown>>) => {
    const fields = Object.entries(l)
      .filter(([k]) => k !== DERIVED)
      .map(([k, v]) => `    ${k}: ${value(v)},`);
    const code = String(l.code);
    fields.push(`    ${DERIVED}: ${quote(names?.of(code) ?? code)},`);
    return `  {\n${fields.join('\n')}\n  },`;
  };
  return [
    `// Written by \`npm run content\` from ${LANGUAGES_YAML} (scripts/content/languages.ts): the`,
    "// site's languages, which ./languages.ts reads for the site, the build and the Edge Functions. Do",
    '// not edit: edit the YAML.',
    '',
    'export const LANGUAGES = [',
    ...list.map(entry),
    '] as const;',
    '',
  ].join('\n');
}

/**
 * Validates content/languages.yaml (its problems go to `problems`) and writes the module when its
 * text differs. A list other than the one this process imported is a problem too: the code has
 * read the old one, so the run is to be made again.
 */
export function loadLanguages(root: string, problems: Problem[]): void {
  const result = loadDataFile(root, LANGUAGES_YAML, languagesFileSchema);
  if (!result.ok) {
    problems.push(...result.problems);
    return;
  }
  const text = languagesSource(result.value);
  const file = path.join(root, LANGUAGES_FILE);
  if (text !== languagesSource(LANGUAGES)) {
    if (!existsSync(file) || readFileSync(file, 'utf8') !== text) {
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, text);
    }
    problems.push({
      file: LANGUAGES_YAML,
      message: `changed: ${LANGUAGES_FILE}, which the code reads, is rewritten from it; run the command again`,
    });
  }
}
