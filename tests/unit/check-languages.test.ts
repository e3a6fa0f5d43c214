import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkLanguages, languageUses } from '../../scripts/check-languages.ts';

const root = path.resolve(import.meta.dirname, '../..');

describe('the check that no code names a language', () => {
  it('finds a comparison, a switch, a key and a type that name a language', () => {
    const source = [
      "export const prefix = (language: string) => (language === 'hi' ? '/hi' : '');",
      "export const other = (l: string) => { switch (l) { case 'en': return 1; default: return 2; } };",
      "export const pick = (t: Record<string, number>) => t['hi'];",
      "export type Other = Exclude<'en' | 'hi', 'en'>;",
    ].join('\n');
    expect(languageUses('src/x.ts', source).map((u) => [u.line, u.code, u.use])).toEqual([
      [1, 'hi', 'compared'],
      [2, 'en', 'switched on'],
      [3, 'hi', 'used as a key'],
      [4, 'en', 'used as a type'],
      [4, 'hi', 'used as a type'],
      [4, 'en', 'used as a type'],
    ]);
  });

  it("passes words chosen by a lookup keyed by the language, and a language's code as a value", () => {
    const source = [
      "const words = { en: { home: 'Home' }, hi: { home: 'होम' } };",
      'export const home = (language: keyof typeof words) => words[language].home;',
      'export const link = <a hrefLang="en" lang={\'en\'}>Home</a>;',
    ].join('\n');
    expect(languageUses('src/x.tsx', source)).toEqual([]);
  });

  const project = mkdtempSync(path.join(tmpdir(), 'check-languages-'));
  afterAll(() => rmSync(project, { recursive: true, force: true }));

  it('fails on a new comparison in a module of the project, and names its file and line', () => {
    for (const dir of ['src/lib', 'scripts', 'server', 'supabase/functions/_shared'])
      mkdirSync(path.join(project, dir), { recursive: true });
    writeFileSync(
      path.join(project, 'src/lib/a.ts'),
      "export const isHindi = (language: string) =>\n  language === 'hi';\n",
    );
    // The list itself may name them.
    writeFileSync(
      path.join(project, 'supabase/functions/_shared/language-list.ts'),
      "export const first = (l: string) => l === 'en';\n",
    );
    expect(checkLanguages(project)).toEqual([
      { file: 'src/lib/a.ts', line: 2, code: 'hi', use: 'compared' },
    ]);
  });

  it('finds none in this repository', () => {
    expect(checkLanguages(root)).toEqual([]);
  });
});
