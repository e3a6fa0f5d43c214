/**
 * The States and Union territories as a page in each language names them (the value a form keeps
 * stays the English name): the catalogue's state-names (content/messages/<language>/), for the
 * lead form, the site's GST check and compliance calendar (src/tools/state-names.ts) and the
 * reminder emails and feed, in a module of its own so that those do not bring the form's
 * validation library with them.
 */
import { stateNames } from './generated/messages/state-names.ts';
import { type Language, originalLanguage } from './languages.ts';

/** A State's key in the catalogue: its English name in camelCase ("Tamil Nadu": tamilNadu). */
const keyOf = (name: string) =>
  name
    .split(' ')
    .map((w, i) => (i === 0 ? w.toLowerCase() : w.charAt(0).toUpperCase() + w.slice(1)))
    .join('');

/** A State's name in a language (its English name where the catalogue has no other). */
export function stateNameIn(name: string, language: Language): string {
  const names = (stateNames[language] ?? stateNames[originalLanguage]) as unknown as Readonly<
    Record<string, string>
  >;
  return names[keyOf(name)] ?? name;
}
