import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { LANGUAGES_FILE, languagesSource } from '../../scripts/content/languages.ts';
import {
  htmlLang,
  isOriginal,
  languageOf,
  languages,
  localeOf,
  originalLanguage,
  originalPath,
  pathIn,
  translationLanguages,
} from '../../src/lib/languages.ts';
import { contentProblems, fixture } from '../support/fixture.ts';

const root = path.resolve(import.meta.dirname, '../..');
const listed = readFileSync(path.join(root, 'content/languages.yaml'), 'utf8');

describe('the languages, listed once in content/languages.yaml', () => {
  it('are what the code reads: the module is written from the YAML as it is now', () => {
    const entries = (parse(listed) as Record<string, unknown>[]).map((l) => ({
      ...l,
      original: l.original ?? false,
    }));
    expect(readFileSync(path.join(root, LANGUAGES_FILE), 'utf8')).toBe(languagesSource(entries));
  });

  it("give each page's language, paths, lang and locale as the site has always had them", () => {
    expect(languages).toEqual(['en', 'hi']);
    expect(originalLanguage).toBe('en');
    expect(translationLanguages).toEqual(['hi']);
    expect(isOriginal('en')).toBe(true);
    expect(languageOf('/hi/contact')).toBe('hi');
    expect(languageOf('/hindi-page')).toBe('en');
    expect(originalPath('/hi')).toBe('/');
    expect(pathIn('hi', '/contact')).toBe('/hi/contact');
    expect(pathIn('en', '/hi/contact')).toBe('/contact');
    expect([htmlLang('en'), htmlLang('hi')]).toEqual(['en-IN', 'hi']);
    expect([localeOf('en'), localeOf('hi')]).toEqual(['en-IN', 'hi-IN']);
  });

  it('are checked by the content build, each problem with its line', () => {
    const twoOriginals = listed.replace('locale: hi-IN', 'locale: hi-IN\n  original: true');
    const problems = contentProblems(fixture({ 'content/languages.yaml': twoOriginals }));
    expect(problems.map((p) => [p.file, p.message])).toContainEqual([
      'content/languages.yaml',
      expect.stringContaining('exactly one language "original: true" (found 2)'),
    ]);
    const twice = `${listed}- { code: hi, lang: hi, prefix: /hindi, name: हिंदी, short: हिं, fonts: [], locale: hi-IN }\n`;
    const lines = twice.split('\n').length - 1;
    expect(contentProblems(fixture({ 'content/languages.yaml': twice }))).toContainEqual(
      expect.objectContaining({
        file: 'content/languages.yaml',
        line: lines,
        message: expect.stringContaining('"hi" is listed twice'),
      }),
    );
  });

  it('rewrite the module when the list changes, and ask for the run again', () => {
    const renamed = listed.replace('name: हिंदी', 'name: हिन्दी');
    const tree = fixture({ 'content/languages.yaml': renamed });
    expect(contentProblems(tree)).toContainEqual(
      expect.objectContaining({
        file: 'content/languages.yaml',
        message: expect.stringContaining('run the command again'),
      }),
    );
    expect(readFileSync(path.join(tree, LANGUAGES_FILE), 'utf8')).toContain("name: 'हिन्दी'");
  });
});
