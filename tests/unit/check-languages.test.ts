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

  it('finds a language read as a property by its name', () => {
    const source = [
      'export const title = (act: { en: string; hi: string }) => act.hi;',
      'export const other = (t?: Record<string, string>) => t?.en;',
      'export const { hi } = { hi: 1 };',
      'export type Hindi = typeof words.hi;',
      "const words = { hi: 'नमस्ते' };",
    ].join('\n');
    expect(languageUses('src/x.ts', source).map((u) => [u.line, u.code, u.use])).toEqual([
      [1, 'hi', 'read as a property'],
      [2, 'en', 'read as a property'],
      [3, 'hi', 'read as a property'],
      [4, 'hi', 'read as a property'],
    ]);
  });

  it("passes words chosen by a lookup keyed by the language, and a language's code as a value", () => {
    const source = [
      "const words = { en: { home: 'Home' }, hi: { home: 'होम' } };",
      'export const home = (language: keyof typeof words) => words[language].home;',
      // A variable or a parameter that happens to have a language's name is no read.
      'export const greet = (hi: string) => { const en = hi; return { en, hi }; };',
      'export const link = <a hrefLang="en" lang={\'en\'}>Home</a>;',
    ].join('\n');
    expect(languageUses('src/x.tsx', source)).toEqual([]);
  });

  const project = mkdtempSync(path.join(tmpdir(), 'check-languages-'));
  afterAll(() => rmSync(project, { recursive: true, force: true }));

  it('fails on a new comparison or read in a module of the project, and names its file and line', () => {
    for (const dir of ['src/lib', 'scripts', 'server', 'supabase/functions/_shared'])
      mkdirSync(path.join(project, dir), { recursive: true });
    writeFileSync(
      path.join(project, 'src/lib/a.ts'),
      "export const isHindi = (language: string) =>\n  language === 'hi';\n",
    );
    writeFileSync(
      path.join(project, 'scripts/b.ts'),
      'export const hindi = (words: { hi: string }) => words.hi;\n',
    );
    // The list itself may name them.
    writeFileSync(
      path.join(project, 'supabase/functions/_shared/language-list.ts'),
      "export const first = (l: string) => l === 'en';\n",
    );
    expect(checkLanguages(project)).toEqual([
      { file: 'src/lib/a.ts', line: 2, code: 'hi', use: 'compared' },
      { file: 'scripts/b.ts', line: 1, code: 'hi', use: 'read as a property' },
    ]);
  });

  it('finds none in this repository', () => {
    expect(checkLanguages(root)).toEqual([]);
  });
});
