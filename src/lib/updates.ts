import type { Update } from '../content/schema.ts';

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
  /** The site's pages updated for it, with their headings. */
  pages: { href: string; title: string }[];
}

/** Where the build writes the Atom feed of the regulatory updates. */
export const updatesFeedPath = '/updates.xml';

const longDate = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A YYYY-MM-DD date as the site writes it: "8 May 2026". */
export function formatLongDate(iso: string): string {
  return longDate.format(new Date(`${iso}T00:00:00Z`));
}

/** "In force from 1 April 2026" or "Notified on 8 May 2026". */
export function updateDateLine(u: { date: string; dateKind: 'in-force' | 'notified' }): string {
  return `${u.dateKind === 'in-force' ? 'In force from' : 'Notified on'} ${formatLongDate(u.date)}`;
}
