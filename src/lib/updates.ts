import { updateDates } from '../../supabase/functions/_shared/generated/messages/update-dates.ts';
import type { Update } from '../content/schema.ts';
import { formatDate } from './dates.ts';
import { isOriginal, type Language, localeOf, originalLanguage, pathIn } from './languages.ts';

/** An update as the pages and the feed show it (src/generated/updates.ts). */
export interface UpdateItem
  extends Pick<
    Update,
    | 'title'
    | 'date'
    | 'dateKind'
    | 'added'
    | 'summary'
    | 'instrument'
    | 'sourceNote'
    | 'otherSources'
  > {
  slug: string;
  /** Set on a page in another language when the update is not translated: its words are the original's. */
  wordsIn?: Language;
  /**
   * The site's pages updated for it, with their headings: in the page's language where there is
   * a version in it, otherwise the original's page (`language`, the original's code).
   */
  pages: { href: string; title: string; language?: Language }[];
}

/** Where the build writes the Atom feed of the regulatory updates (the English one). */
export const updatesFeedPath = '/updates.xml';

/** The Atom feed of the updates as a language's updates page lists them: /updates.xml, /hi/updates.xml. */
export const updatesFeedPathIn = (language: Language) => pathIn(language, updatesFeedPath);

const longDates = new Map<Language, Intl.DateTimeFormat>();

/** A YYYY-MM-DD date as a page in `language` writes it (its locale, Intl): "8 May 2026", "8 मई 2026". */
export function formatLongDate(iso: string, language: Language = originalLanguage): string {
  let format = longDates.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(localeOf(language), {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    longDates.set(language, format);
  }
  return format.format(new Date(`${iso}T00:00:00Z`));
}

/**
 * A date on a page in `language`: in the original language without Intl ("17 September 2026",
 * or "17 Sept 2026" with `short`; dates.ts says why), in a translation from its locale, its
 * months in full.
 */
export function pageDate(iso: string, language: Language, month: 'long' | 'short' = 'long') {
  return isOriginal(language) ? formatDate(iso, month) : formatLongDate(iso, language);
}

/** "In force from 1 April 2026" or "Notified on 8 May 2026"; in Hindi "1 अप्रैल 2026 से लागू". */
export function updateDateLine(
  u: { date: string; dateKind: 'in-force' | 'notified' },
  language: Language = originalLanguage,
): string {
  const t = updateDates[language] ?? updateDates[originalLanguage];
  const date = formatLongDate(u.date, language);
  return u.dateKind === 'in-force' ? t.inForce({ date }) : t.notified({ date });
}
