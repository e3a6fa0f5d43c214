/**
 * The page's language in components: a component learns it from the address (`useLanguage`) and
 * needs no prop, since the server render, the islands and the app screens all read the same
 * router. The plain functions are in languages.ts (the build uses them without React).
 */
import { createContext } from 'react';
import { isOriginal, type Language, languageOf } from './languages.ts';
import { useLocation } from './router.tsx';

export * from './languages.ts';

/**
 * Where the language switch's link to a language leads from the page on screen: the page in that
 * language, or that language's home page where the page has none. The app knows it from its
 * routes (App.tsx) and provides it; without it, the switch links each language's home page.
 */
export const LanguageLinks = createContext<((language: Language) => string) | null>(null);

/** The language of the page on screen (or being prerendered). */
export function useLanguage(): Language {
  return languageOf(useLocation().pathname);
}

/**
 * The words of the app's start-up code (the header, the not-found page) and the navigation in the
 * languages other than English: for each, its catalogue pack (src/generated/messages/pack.<code>.ts)
 * and its site config (site-client.<code>.ts), which only that language's pages load, before they
 * hydrate (start.tsx), so that an English page's first load carries none
 * of them. The server bundle adds them all at once.
 */
const packs = new Map<Language, Record<string, unknown>>();

export function addLanguagePack(language: Language, pack: Record<string, unknown>): void {
  packs.set(language, pack);
}

/**
 * A namespace of the message catalogue (content/messages/<language>/<namespace>.yaml), as
 * `npm run content` writes it (src/generated/messages/<namespace>.ts): its messages in the
 * languages its module carries. A namespace that every page loads first carries only English;
 * the other languages' are in their language pack, under `messages`.
 */
export interface Namespace<T> {
  readonly name: string;
  readonly in: Partial<Record<Language, T>>;
}

/** A namespace's messages in `language`: the module's own, or the language pack's. */
export function messagesIn<T>(namespace: Namespace<T>, language: Language): T {
  const own = namespace.in[language];
  if (own !== undefined) return own;
  const packed = (packs.get(language)?.messages as Record<string, unknown> | undefined)?.[
    namespace.name
  ];
  if (packed === undefined)
    throw new Error(`the ${language} messages "${namespace.name}" are not loaded`);
  return packed as T;
}

/** A namespace's messages in the page's language: `const t = useMessages(header)`. */
export function useMessages<T>(namespace: Namespace<T>): T {
  return messagesIn(namespace, useLanguage());
}

/** `english` on a page in the original language; else the same part (`name`) of the page's language pack. */
export function usePackWords<T>(name: string, english: T): T {
  const language = useLanguage();
  if (isOriginal(language)) return english;
  const words = packs.get(language)?.[name];
  if (words === undefined) throw new Error(`the ${language} words "${name}" are not loaded`);
  return words as T;
}
