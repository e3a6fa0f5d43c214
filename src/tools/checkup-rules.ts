/**
 * The compliance check-up's rules in each language, as `npm run content` writes them beside the
 * calendar's data (scripts/content/obligations.ts). English pages carry the English rules; a page
 * in another language loads its own (`loadCheckupRules`) before the check-up renders.
 */
import en from '../../supabase/functions/_shared/generated/checkup-rules.en.json';
import { type Language, originalLanguage } from '../lib/languages.ts';
import type { CheckupRules } from './checkup.ts';

const english = en as unknown as CheckupRules;

/** Each other language's rules, checkup-rules.<language>.json, which only its pages load. */
const others = import.meta.glob<CheckupRules>(
  [
    '../../supabase/functions/_shared/generated/checkup-rules.*.json',
    '!../../supabase/functions/_shared/generated/checkup-rules.en.json',
  ],
  { import: 'default' },
);

const loaded = new Map<Language, CheckupRules>([[originalLanguage, english]]);

/** Loads a language's rules once. */
export async function loadCheckupRules(language: Language): Promise<CheckupRules> {
  const ready = loaded.get(language);
  if (ready) return ready;
  const load = others[`../../supabase/functions/_shared/generated/checkup-rules.${language}.json`];
  if (!load) throw new Error(`the check-up has no rules in ${language}`);
  const rules = await load();
  loaded.set(language, rules);
  return rules;
}

/** The rules in a language whose rules are loaded (`loadCheckupRules`). */
export function rulesIn(language: Language): CheckupRules {
  const rules = loaded.get(language);
  if (!rules) throw new Error(`the check-up's ${language} rules are not loaded (loadCheckupRules)`);
  return rules;
}
