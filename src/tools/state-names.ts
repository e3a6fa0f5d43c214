/**
 * The States and Union territories as a page in each language names them, for the GST check's and
 * the compliance calendar's choice of State: the value a form keeps stays the English name, only
 * what the visitor reads changes (supabase/functions/_shared/state-names.ts, from the catalogue).
 */
import { stateNameIn } from '../../supabase/functions/_shared/state-names.ts';
import { isOriginal, type Language } from '../lib/languages.ts';

export { stateNameIn };

/**
 * State names in the order a reader of the language looks for them: as given in English, by
 * their Hindi names in Hindi (Devanagari's code points follow the order of its alphabet).
 */
export function statesInOrder(names: readonly string[], language: Language): string[] {
  if (isOriginal(language)) return [...names];
  const named = names.map((n) => [n, stateNameIn(n, language)] as const);
  return named.sort(([, a], [, b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([n]) => n);
}
