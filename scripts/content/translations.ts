/**
 * Translations: content/<language>/<collection>/<slug>.mdx translates
 * content/<collection>/<slug>.mdx, and content/<language>/facts.yaml gives the words of
 * content/facts.yaml (labels, notes, text values) by the same ids. A language's pages are checked
 * as the originals are (frontmatter, MDX, components, facts); they make no routes until the site
 * publishes the language.
 *
 * Warnings (the build goes on): a translation whose original was committed after it, by git
 * history, so that a writer sees which translations an edit left behind.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type CollectionName, collectionNames } from '../../src/content/collections.ts';
import type { Fact } from '../../src/content/schema.ts';
import { factsTranslationFileSchema } from '../../src/content/schema.ts';
import { reportOnlyUnconfirmed } from '../../src/lib/evidence.ts';
import {
  isOriginal,
  type Language,
  nameInOriginal,
  translationLanguages,
} from '../../src/lib/languages.ts';
import { ContentCache } from './cache.ts';
import type { Entry } from './load.ts';
import { lineFinder, loadDataFile, loadEntry } from './load.ts';
import type { Translation } from './model.ts';
import type { Problem } from './problems.ts';

/** The languages the site has translations in, besides the original (content/languages.yaml). */
export { translationLanguages };
export type TranslationLanguage = Language;

export type { Translation };

const relative = (root: string, abs: string) => path.relative(root, abs).split(path.sep).join('/');

/** Every translated MDX file: its language, collection and original. */
export function translationFiles(root: string) {
  return translationLanguages.flatMap((language) =>
    collectionNames.flatMap((collection: CollectionName) => {
      const dir = path.join(root, 'content', language, collection);
      if (!existsSync(dir)) return [];
      return readdirSync(dir)
        .filter((f) => f.endsWith('.mdx'))
        .sort()
        .map((f) => ({
          language,
          collection,
          abs: path.join(dir, f),
          original: `content/${collection}/${f}`,
        }));
    }),
  );
}

/** The facts as a language's pages quote them: its labels, notes and text values (figures stay). */
export function factsInLanguage(
  facts: Record<string, Fact>,
  words: Record<string, { label: string; value?: string; note?: string; unconfirmed?: string }>,
  language: TranslationLanguage,
): Record<string, Fact> {
  return Object.fromEntries(
    Object.entries(facts).map(([id, fact]) => {
      const w = words[id];
      // What a report-only fact lacks reads in the language even before its words are written.
      const reportOnly =
        fact.unconfirmed === reportOnlyUnconfirmed() && !w?.unconfirmed
          ? { unconfirmed: reportOnlyUnconfirmed(language) }
          : {};
      if (!w) return [id, { ...fact, ...reportOnly }];
      return [
        id,
        {
          ...fact,
          label: w.label,
          ...(w.note ? { note: w.note } : {}),
          ...(fact.unconfirmed && w.unconfirmed ? { unconfirmed: w.unconfirmed } : {}),
          ...reportOnly,
          ...(fact.unit === 'text' && w.value ? { value: w.value } : {}),
        },
      ];
    }),
  );
}

/** The localized facts of the last run, kept while the facts and the words are the same objects. */
let lastLocalized: { facts: unknown; words: unknown; value: Record<string, Fact> } | null = null;

/**
 * Loads and checks every translation (each with the facts in its language); what is wrong goes to
 * `problems`. Returns the translations and the facts by language.
 */
export function loadTranslations(
  root: string,
  facts: Record<string, Fact>,
  problems: Problem[],
  checkComponents: (entry: Entry, facts: Record<string, Fact>) => Problem[],
  cache: ContentCache = new ContentCache(),
): {
  translations: Translation[];
  factsIn: Partial<Record<TranslationLanguage, Record<string, Fact>>>;
} {
  const translations: Translation[] = [];
  const factsIn: Partial<Record<TranslationLanguage, Record<string, Fact>>> = {};
  const wordsIn: Partial<
    Record<TranslationLanguage, Record<string, { value?: string; unconfirmed?: string }>>
  > = {};
  for (const language of translationLanguages) {
    const words = factWords(root, language, facts, problems, cache);
    wordsIn[language] = words;
    if (lastLocalized?.facts !== facts || lastLocalized.words !== words)
      lastLocalized = { facts, words, value: factsInLanguage(facts, words, language) };
    factsIn[language] = lastLocalized.value;
  }
  for (const { language, collection, abs, original } of translationFiles(root)) {
    if (!existsSync(path.join(root, original))) {
      problems.push({
        file: relative(root, abs),
        message: `translates ${original}, which does not exist: a translation has its original's collection and file name`,
      });
      continue;
    }
    const localFacts = factsIn[language] ?? facts;
    const loaded = cache.file(abs, localFacts, (source) =>
      loadEntry(root, abs, collection, localFacts, source ?? ''),
    );
    if (!loaded.ok) {
      problems.push(...loaded.problems);
      continue;
    }
    problems.push(...checkComponents(loaded.value, localFacts));
    translations.push({ language, entry: loaded.value, original });
  }
  for (const language of translationLanguages) {
    problems.push(...untranslatedTextFacts(translations, language, facts, wordsIn[language] ?? {}));
  }
  return { translations, factsIn };
}

/**
 * A text fact's value is words: a translation that quotes one needs its value in the language
 * (content/<language>/facts.yaml), at the line of the <Fact> (or the page's, from its frontmatter).
 */
function untranslatedTextFacts(
  translations: readonly Translation[],
  language: TranslationLanguage,
  facts: Record<string, Fact>,
  words: Record<string, { value?: string; unconfirmed?: string }>,
): Problem[] {
  // A text fact's value is words, and so is what is not confirmed of a fact: a page says both.
  const untranslated = (id: string) =>
    (facts[id]?.unit === 'text' && !words[id]?.value) ||
    (facts[id]?.unconfirmed !== undefined &&
      facts[id]?.unconfirmed !== reportOnlyUnconfirmed() &&
      !words[id]?.unconfirmed);
  const message = (id: string) =>
    facts[id]?.unit === 'text' && !words[id]?.value
      ? `quotes the text fact "${id}", which content/${language}/facts.yaml gives no value in this language`
      : `quotes "${id}", whose \`unconfirmed\` content/${language}/facts.yaml does not give in this language`;
  return translations
    .filter((t) => t.language === language)
    .flatMap(({ entry }) => [
      ...entry.frontmatterFacts.filter(untranslated).map((id) => ({
        file: entry.file,
        line: 1,
        message: message(id),
      })),
      ...entry.analysis.components
        .filter((c) => c.name === 'Fact' && untranslated(c.attributes.id ?? ''))
        .map((c) => ({ file: entry.file, line: c.line, message: message(c.attributes.id ?? '') })),
    ]);
}

/**
 * content/<language>/facts.yaml, by fact id: known ids only, and a value for every fact whose unit
 * is text; what is wrong goes to `problems`.
 */
function factWords(
  root: string,
  language: TranslationLanguage,
  facts: Record<string, Fact>,
  problems: Problem[],
  cache: ContentCache,
): Record<string, { label: string; value?: string; note?: string }> {
  const file = `content/${language}/facts.yaml`;
  const abs = path.join(root, file);
  if (!existsSync(abs)) return {};
  const loaded = cache.file(abs, factsTranslationFileSchema, (text) =>
    loadDataFile(root, file, factsTranslationFileSchema, text),
  );
  if (!loaded.ok) {
    problems.push(...loaded.problems);
    return {};
  }
  const line = lineFinder(readFileSync(path.join(root, file), 'utf8'), 1);
  for (const [id, words] of Object.entries(loaded.value)) {
    const fact = facts[id];
    if (!fact) {
      problems.push({ file, line: line([id]), message: `content/facts.yaml has no fact "${id}"` });
    } else if (fact.unit === 'text' && !words.value) {
      problems.push({
        file,
        line: line([id]),
        message: `"${id}" is a text fact: give its value in this language too`,
      });
    }
  }
  return loaded.value;
}

/**
 * The time of the last commit that changed each file under content/ (one `git log`), as the
 * branch's own history has it: a merge counts for what it brought in (`--first-parent -m`), so a
 * translation updated in the merge that brought its original's change is not reported.
 */
function lastCommitTimes(root: string): Map<string, number> {
  const times = new Map<string, number>();
  const args = ['log', '--first-parent', '-m', '--format=@%ct', '--name-only', '--', 'content'];
  const log = spawnSync('git', args, {
    cwd: root,
    encoding: 'utf8',
  });
  if (log.status !== 0) return times;
  let time = 0;
  for (const line of log.stdout.split('\n')) {
    if (line.startsWith('@')) time = Number(line.slice(1));
    else if (line && !times.has(line)) times.set(line, time);
  }
  return times;
}

/** A warning for each translation whose original was committed after it. */
export function outdatedTranslationWarnings(
  root: string,
  translations: readonly Translation[],
): Problem[] {
  if (translations.length === 0) return [];
  const times = lastCommitTimes(root);
  return translations.flatMap(({ entry, original }) => {
    const translated = times.get(entry.file);
    const changed = times.get(original);
    if (translated === undefined || changed === undefined || changed <= translated) return [];
    return [
      {
        file: entry.file,
        line: 1,
        message: `its original, ${original}, changed after it (${new Date(changed * 1000).toISOString().slice(0, 10)}): bring the translation up to date`,
      },
    ];
  });
}

/**
 * A warning for each routed, indexable English page that has no translation in a language: Hindi
 * readers of the site find it only in English. Listed together in the terminal, one annotation a page on
 * GitHub.
 */
export function missingTranslationWarnings(
  entries: readonly Entry[],
  translations: readonly Translation[],
): Problem[] {
  return translationLanguages.flatMap((language) => {
    const translated = new Set(
      translations.filter((t) => t.language === language).map((t) => t.original),
    );
    // A language the site has not started to publish is not missing anything yet.
    if (translated.size === 0) return [];
    const target = (file: string) => file.replace(/^content\//, `content/${language}/`);
    return (
      entries
        // A page kept out of search engines and site search (the styleguide) is for writers only.
        .filter((e) => isOriginal(e.language) && e.route !== null && !translated.has(e.file))
        .filter((e) => !('index' in e.frontmatter) || e.frontmatter.index !== false)
        .map((e) => ({
          file: e.file,
          line: 1,
          message: `has no ${nameInOriginal(language)} translation (${target(e.file)}): npm run new -- <kind> <slug> --lang ${language}`,
          group: `${nameInOriginal(language)} translation missing: npm run new -- <kind> <slug> --lang ${language}`,
        }))
    );
  });
}
