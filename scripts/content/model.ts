/**
 * The content pipeline's result and its parts, as the modules that read it see them. They live
 * here, apart from build.ts, which makes them, so that the modules build.ts calls (links.ts,
 * cache.ts, updates.ts) can name them without importing build.ts back.
 */

import type {
  DataName,
  DataOf,
  Fact,
  Screen,
  SiteConfig,
  Update,
  UpdateTranslation,
} from '../../src/content/schema.ts';
import type { Head } from '../../src/lib/head.ts';
import type { Language } from '../../src/lib/languages.ts';
import type { RasterImage } from '../images.ts';
import type { Entry, RoutedEntry } from './load.ts';
import type { Catalogue } from './messages.ts';
import type { Problem } from './problems.ts';

export interface UpdateEntry extends Update {
  slug: string;
  /** Path from the project root, for messages. */
  file: string;
  /** The line of a field, for messages. */
  line: (at: readonly PropertyKey[]) => number | undefined;
}

export interface ContentRoute {
  path: string;
  /** The page's language: a Hindi translation's route is its original's under /hi. */
  language: Language;
  kind: 'content' | 'screen' | 'redirect';
  /** The page's main heading. */
  h1: string;
  /** Where it comes from, for messages: a file under content/. */
  file: string;
  index: boolean;
  entry?: RoutedEntry;
  screen?: Screen;
  to?: string;
  head?: Head;
  anchors: Set<string>;
}

/** A page in another language than English: content/<language>/<collection>/<slug>.mdx. */
export interface Translation {
  language: Language;
  entry: Entry;
  /** The original's file, relative to the root: content/<collection>/<slug>.mdx. */
  original: string;
}

export interface ContentBuild {
  root: string;
  site: SiteConfig;
  facts: Record<string, Fact>;
  entries: Entry[];
  /** Newest first. */
  posts: Entry<'blog'>[];
  /** Each language's posts, in the same order: its translation of a post, or the English one. */
  postsIn: Record<Language, Entry<'blog'>[]>;
  routes: Map<string, ContentRoute>;
  publicFiles: Set<string>;
  images: RasterImage[];
  data: { [N in DataName]: DataOf<N> };
  /** The data files translated into each language (content/<language>/data/), by name. */
  dataIn: Partial<Record<Language, Partial<{ [N in DataName]: DataOf<N> }>>>;
  synonyms: string[][];
  /** The regulatory updates, newest first. */
  updates: UpdateEntry[];
  /** Each update's words in another language (content/<language>/updates/), by slug. */
  updateWords: Partial<Record<Language, Map<string, UpdateTranslation>>>;
  /** Things to look at that do not stop the build, such as facts due to be checked again. */
  warnings: Problem[];
  /** The translated pages (their routes are in `routes` too). */
  translations: Translation[];
  /** The site config as each language's pages show it (scripts/content/site-language.ts). */
  sites: Record<Language, SiteConfig>;
  /** The facts as each language's pages quote them (labels, notes and text values translated). */
  factsIn: Record<Language, Record<string, Fact>>;
  /** The message catalogue's modules (src/generated/messages/), by file name (messages.ts). */
  messages: [string, string][];
  /** Those of the namespaces the Edge Functions read (supabase/functions/_shared/generated/messages/). */
  functionMessages: [string, string][];
  /** Every message, text or a function of its placeholders, by language, namespace and key. */
  messageValues: Catalogue['values'];
}
