import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildContent } from '../../scripts/content/build.ts';
import { loadCatalogue } from '../../scripts/content/messages.ts';
import { formatProblem } from '../../scripts/content/problems.ts';
import { carousel } from '../../src/generated/messages/carousel.ts';
import {
  addLanguagePack,
  type Language,
  messagesIn,
  type Namespace,
} from '../../src/lib/language.ts';
import { contentProblems, fixture } from '../support/fixture.ts';

const repo = path.resolve(import.meta.dirname, '../..');
const languagesYaml = readFileSync(path.join(repo, 'content/languages.yaml'), 'utf8');

/** A made-up third language, listed in content/languages.yaml alone. */
const marathi = `${languagesYaml}
- code: mr
  lang: mr
  prefix: /mr
  name: मराठी
  short: मरा
  fonts: []
  locale: mr-IN
`;

const english = {
  'content/messages/en/header.yaml': 'skip: Skip to content\nmain: Main\n',
  'content/messages/en/search-button.yaml': 'label: Search\n',
  'content/messages/en/carousel.yaml': [
    'show: Show slide {n, number}',
    "position: '{n, number} of {count, number}'",
    // Quoted: in YAML an unquoted " #" starts a comment.
    "count: 'There {n, plural, =0 {are no slides} one {is # slide} other {are # slides}}'",
    '',
  ].join('\n'),
};

/** The catalogue's modules as `npm run content` writes them, in the fixture's src/generated/. */
async function generated(root: string) {
  const catalogue = loadCatalogue(root);
  const dir = path.join(root, 'src/generated/messages');
  mkdirSync(dir, { recursive: true });
  for (const [name, text] of catalogue.modules) writeFileSync(path.join(dir, name), text);
  // biome-ignore lint/suspicious/noExplicitAny: a module written by the test, read as its text says
  const load = (name: string): Promise<any> => import(path.join(dir, name));
  return { catalogue, load, text: (name: string) => readFileSync(path.join(dir, name), 'utf8') };
}

describe('the message catalogue (content/messages/<language>/<namespace>.yaml)', () => {
  it('stops the build on a missing key, naming the file and the key; the dev server shows the English and warns', async () => {
    const root = fixture({
      ...english,
      'content/messages/hi/header.yaml': 'skip: सामग्री पर जाएँ\n',
      // What the build itself reads for every page (the first crumb of its trail).
      'content/messages/en/breadcrumbs.yaml': 'home: Home\n',
      'content/messages/hi/breadcrumbs.yaml': 'home: होम\n',
    });
    const { catalogue, load } = await generated(root);
    expect(catalogue.problems).toEqual([]);
    expect(catalogue.missing.map(formatProblem)).toContain(
      'content/messages/hi/header.yaml: main: has no translation of "Main": add one (until then the dev server shows the English)',
    );
    // A whole file missing is one entry.
    expect(catalogue.missing).toContainEqual(
      expect.objectContaining({ file: 'content/messages/hi/carousel.yaml' }),
    );
    // The build (and `npm run content`, `npm run check`) stops on them.
    expect(contentProblems(root)).toContainEqual(
      expect.objectContaining({ file: 'content/messages/hi/header.yaml', field: 'main' }),
    );
    // The dev server goes on, with the English in their place, and reports them.
    const draft = buildContent(root, { draftTranslations: true });
    expect(draft.warnings).toContainEqual(
      expect.objectContaining({ file: 'content/messages/hi/header.yaml', field: 'main' }),
    );
    const { messages } = await load('pack.hi.ts');
    expect(messages.header).toEqual({ skip: 'सामग्री पर जाएँ', main: 'Main' });
    expect(messages.carousel.show({ n: 2 })).toBe('Show slide 2');
  });

  it('stops the build on an extra key, wrong placeholders or a value that is not text, with file and line', () => {
    const root = fixture({
      ...english,
      'content/messages/hi/header.yaml': 'skip: सामग्री पर जाएँ\nmain: मुख्य\nextra: अतिरिक्त\n',
      'content/messages/hi/carousel.yaml': [
        'show: स्लाइड {count, number} दिखाएँ',
        "position: '{count, number} में से {n}'",
        'count: 3',
        '',
      ].join('\n'),
    });
    const problems = contentProblems(root).map(formatProblem);
    expect(problems).toContain(
      'content/messages/hi/header.yaml:3: extra: is not in English (content/messages/…/header.yaml defines the keys): remove it, or add it to English first',
    );
    expect(problems).toContain(
      "content/messages/hi/carousel.yaml:1: show: takes {count, number}: it must take English's placeholders, {n, number}",
    );
    expect(problems).toContain(
      "content/messages/hi/carousel.yaml:2: position: takes {count, number}, {n}: it must take English's placeholders, {count, number}, {n, number}",
    );
    expect(problems).toContainEqual(
      expect.stringMatching(/^content\/messages\/hi\/carousel\.yaml:3: count: is not text/),
    );
  });

  it('refuses a plural form the language does not have, and a folder of no listed language', () => {
    const root = fixture({
      'content/messages/en/header.yaml':
        'items: "{n, plural, one {# item} few {# items} other {# items}}"\n',
      'content/messages/xx/header.yaml': 'items: x\n',
    });
    const { problems } = loadCatalogue(root);
    expect(problems.map(formatProblem)).toEqual([
      'content/messages/xx: is not a language of content/languages.yaml (en, hi)',
      'content/messages/en/header.yaml:1: items: the plural {n} has a form "few", which en-IN does not have (one, other, or =0, =1…)',
    ]);
  });

  it('makes a message with placeholders a typed function, with numbers in the language’s locale', async () => {
    const root = fixture({
      ...english,
      'content/messages/hi/carousel.yaml': [
        'show: स्लाइड {n, number} दिखाएँ',
        "position: '{count, number} में से {n, number}'",
        'count: "{n, plural, =0 {कोई स्लाइड नहीं} one {# स्लाइड} other {# स्लाइडें}}"',
        '',
      ].join('\n'),
    });
    const { catalogue, load, text } = await generated(root);
    expect(catalogue.problems).toEqual([]);
    expect(text('carousel.ts')).toContain('  show: (p: { n: number }) => string;');
    expect(text('carousel.ts')).toContain(
      '  position: (p: { n: number; count: number }) => string;',
    );
    const en = (await load('carousel.ts')).carousel.in.en;
    expect(en.show({ n: 100000 })).toBe('Show slide 1,00,000');
    expect(en.position({ n: 2, count: 5 })).toBe('2 of 5');
    expect([0, 1, 2].map((n) => en.count({ n }))).toEqual([
      'There are no slides',
      'There is 1 slide',
      'There are 2 slides',
    ]);
    const hi = (await load('pack.hi.ts')).messages.carousel;
    expect(hi.position({ n: 2, count: 1500 })).toBe('1,500 में से 2');
    expect([0, 1, 3].map((n) => hi.count({ n }))).toEqual(['कोई स्लाइड नहीं', '1 स्लाइड', '3 स्लाइडें']);
    // The build's own words (catalogue.values) read as the modules' functions do.
    const built = catalogue.values as Record<
      string,
      Record<string, Record<string, typeof en.count>>
    >;
    for (const [language, module] of [
      ['en', en],
      ['hi', hi],
    ] as const)
      for (const p of [0, 1, 3, 100000].map((n) => ({ n, count: 1500 })))
        for (const key of ['show', 'position', 'count'])
          expect(built[language]?.carousel?.[key]?.(p)).toBe(module[key](p));
    // The site's own: English in the module, and TypeScript holds a call to its placeholders.
    expect(messagesIn(carousel, 'en').show({ n: 3 })).toBe('Show slide 3');
    // @ts-expect-error a slide's number is a number
    expect(messagesIn(carousel, 'en').show({ n: '3' })).toBe('Show slide 3');
  });

  it('asks no translation of a namespace in the original language only, and refuses one', async () => {
    // `profile` is one of originalOnlyNamespaces (the account screens have no translated route).
    const profile = { 'content/messages/en/profile.yaml': 'heading: Your profile\n' };
    const untranslated = fixture({ ...english, ...profile });
    const { catalogue, load, text } = await generated(untranslated);
    expect(catalogue.problems).toEqual([]);
    const missing = catalogue.missing.map((p) => p.file);
    expect(missing).not.toContain('content/messages/hi/profile.yaml');
    // A normal namespace's missing translation still stops the build.
    expect(missing).toContain('content/messages/hi/header.yaml');
    // Its module carries the original's words alone.
    expect((await load('profile.ts')).profile.in).toEqual({ en: { heading: 'Your profile' } });
    expect(text('pack.hi.ts')).not.toContain('profile');

    const translated = fixture({
      ...english,
      ...profile,
      'content/messages/hi/profile.yaml': 'heading: आपकी प्रोफ़ाइल\n',
    });
    expect(contentProblems(translated).map(formatProblem)).toContain(
      'content/messages/hi/profile.yaml: translates "profile", whose words stay in the original language (originalOnlyNamespaces in scripts/content/messages.ts: the account screens have no translated route): delete this file',
    );
  });

  it('gives a made-up third language its own pack from its files alone', async () => {
    const root = fixture({
      ...english,
      'content/languages.yaml': marathi,
      'content/messages/hi/header.yaml': 'skip: सामग्री पर जाएँ\nmain: मुख्य\n',
      'content/messages/mr/header.yaml': 'skip: मजकुराकडे जा\nmain: मुख्य\n',
      'content/messages/mr/carousel.yaml':
        "show: स्लाइड {n, number} दाखवा\nposition: '{count, number} पैकी {n, number}'\ncount: '{n, plural, one {# स्लाइड} other {# स्लाइड्स}}'\n",
    });
    const { catalogue, load } = await generated(root);
    expect(catalogue.problems).toEqual([]);
    expect(catalogue.modules.map(([name]) => name).sort()).toEqual([
      'carousel.ts',
      'header.ts',
      'pack.hi.ts',
      'pack.mr.ts',
      'search-button.ts',
    ]);
    const { messages } = await load('pack.mr.ts');
    expect(messages.header).toEqual({ skip: 'मजकुराकडे जा', main: 'मुख्य' });
    // Its numbers as its locale (mr-IN) writes them: in Devanagari digits.
    expect(messages.carousel.position({ n: 1, count: 100000 })).toBe('१,००,००० पैकी १');
    // And so do the words the build writes itself (a page's sources, the feed).
    const built = catalogue.values.mr?.carousel?.position;
    expect(typeof built === 'function' && built({ n: 1, count: 100000 })).toBe('१,००,००० पैकी १');
    // A Marathi page reads them through the accessor once its pack is loaded (start.tsx).
    addLanguagePack('mr' as Language, { messages });
    const header: Namespace<{ skip: string }> = (await load('header.ts')).header;
    expect(messagesIn(header, 'mr' as Language).skip).toBe('मजकुराकडे जा');
    expect(messagesIn((await load('search-button.ts')).searchButton, 'mr' as Language)).toEqual({
      label: 'Search',
    });
    // English pages' modules carry no Marathi.
    expect(JSON.stringify((await load('header.ts')).header.in)).not.toContain('मजकुराकडे');
  });
});
