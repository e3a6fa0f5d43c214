/**
 * The message catalogue's words as the content build reads them (content/messages/, compiled by
 * messages.ts into `ContentBuild.messageValues`): a namespace in a language, or one text of it.
 */
import { type Language, originalLanguage } from '../../src/lib/languages.ts';
import type { ContentBuild } from './model.ts';

/** A namespace's messages in `language`, typed by its generated module's interface. */
export function namespaceIn<T>(
  build: Pick<ContentBuild, 'messageValues'>,
  language: Language,
  namespace: string,
): T {
  const words = build.messageValues[language]?.[namespace];
  if (!words) throw new Error(`the catalogue has no ${language} ${namespace} messages`);
  return words as unknown as T;
}

/** A message without placeholders, in `language` (English's where it has none). */
export function messageText(
  build: Pick<ContentBuild, 'messageValues'>,
  language: Language,
  namespace: string,
  key: string,
): string {
  const value =
    build.messageValues[language]?.[namespace]?.[key] ??
    build.messageValues[originalLanguage]?.[namespace]?.[key];
  if (typeof value !== 'string')
    throw new Error(`content/messages/${originalLanguage}/${namespace}.yaml has no text ${key}`);
  return value;
}
