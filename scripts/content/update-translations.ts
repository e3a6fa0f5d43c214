/**
 * The regulatory updates in other languages: content/<language>/updates/<slug>.yaml gives the
 * title, summary and source note of content/updates/<slug>.yaml in that language. The dates,
 * instruments, pages and facts stay the original's, and so must every figure the words state.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import {
  type Fact,
  type UpdateTranslation,
  updateTranslationSchema,
} from '../../src/content/schema.ts';
import { formatFact } from '../../src/lib/facts.ts';
import type { ContentCache } from './cache.ts';
import { loadDataFile } from './load.ts';
import type { UpdateEntry } from './model.ts';
import type { Problem } from './problems.ts';
import { type TranslationLanguage, translationLanguages } from './translations.ts';
import { summaryToken } from './updates.ts';

/**
 * A translation's words with its {{fact:id}} written as the language's pages write the fact, and
 * {{historical:…}} as its value, as the original's summary is (`withFactsInSummaries`).
 */
function withFacts(
  words: UpdateTranslation,
  facts: Record<string, Fact>,
  language: TranslationLanguage,
): UpdateTranslation {
  const summary = words.summary.replace(summaryToken, (whole, kind: string, value: string) => {
    if (kind === 'historical') return value;
    const fact = facts[value];
    return fact ? formatFact(fact, language) : whole;
  });
  return { ...words, summary };
}

/** The figures a text states (₹25,000, 2026, 18%, 9(5)), in order of first appearance, once each. */
export function figuresIn(text: string): string[] {
  return [...new Set(text.match(/\d+(?:[.,]\d+)*/g) ?? [])];
}

function figureProblems(file: string, original: UpdateEntry, words: UpdateTranslation): Problem[] {
  const english = new Set(figuresIn(`${original.title} ${original.summary}`));
  const local = new Set(figuresIn(`${words.title} ${words.summary}`));
  const extra = [...local].filter((f) => !english.has(f));
  const missing = [...english].filter((f) => !local.has(f));
  if (extra.length === 0 && missing.length === 0) return [];
  const said = [
    ...(missing.length > 0 ? [`leaves out ${missing.join(', ')}`] : []),
    ...(extra.length > 0 ? [`adds ${extra.join(', ')}`] : []),
  ].join(' and ');
  return [
    {
      file,
      message: `${said}: a translated update states the same figures and dates as ${original.file}`,
    },
  ];
}

/** Each language's update words, by slug; unknown slugs, bad files and changed figures are problems. */
export function loadUpdateTranslations(
  root: string,
  updates: readonly UpdateEntry[],
  problems: Problem[],
  cache: ContentCache,
  factsIn: Partial<Record<TranslationLanguage, Record<string, Fact>>> = {},
): Record<TranslationLanguage, Map<string, UpdateTranslation>> {
  const bySlug = new Map(updates.map((u) => [u.slug, u]));
  const result = {} as Record<TranslationLanguage, Map<string, UpdateTranslation>>;
  for (const language of translationLanguages) {
    const words = new Map<string, UpdateTranslation>();
    result[language] = words;
    const folder = `content/${language}/updates`;
    const dir = path.join(root, folder);
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir).sort()) {
      const file = `${folder}/${name}`;
      const original = bySlug.get(name.replace(/\.yaml$/, ''));
      if (!name.endsWith('.yaml') || !original) {
        problems.push({
          file,
          message: `translates content/updates/${name}, which does not exist: a translated update has its original's file name`,
        });
        continue;
      }
      const loaded = cache.file(path.join(dir, name), updateTranslationSchema, (source) =>
        loadDataFile(root, file, updateTranslationSchema, source),
      );
      if (!loaded.ok) {
        problems.push(...loaded.problems);
        continue;
      }
      const resolved = factsIn[language]
        ? withFacts(loaded.value, factsIn[language], language)
        : loaded.value;
      problems.push(...figureProblems(file, original, resolved));
      words.set(original.slug, resolved);
    }
  }
  return result;
}

/** A warning for each update with no translation, in a language that has started translating them. */
export function missingUpdateTranslationWarnings(
  updates: readonly UpdateEntry[],
  words: Record<TranslationLanguage, Map<string, UpdateTranslation>>,
): Problem[] {
  return translationLanguages.flatMap((language) => {
    if (words[language].size === 0) return [];
    return updates
      .filter((u) => !words[language].has(u.slug))
      .map((u) => ({
        file: u.file,
        line: 1,
        message: `has no translation (content/${language}/updates/${u.slug}.yaml)`,
        group: `Hindi translation missing: copy the update's title, summary and sourceNote to content/${language}/updates/ and translate them`,
      }));
  });
}
