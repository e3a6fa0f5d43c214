/**
 * The compliance calendar's .ics files: one with every obligation and one per category, each
 * covering twelve months from a start date. The build writes them into dist/ and the dev server
 * answers them on request (scripts/calendar-files.ts), both through this function.
 */
import type { SiteConfig } from '../content/schema.ts';
import { canonicalUrl } from '../lib/url.ts';
import {
  type Calendar,
  type CalendarDate,
  calendarIcsPath,
  dueDates,
  fixedNote,
  isoDate,
  longDate,
  shiftNote,
} from './calendar.ts';
import { type IcsEvent, icsText } from './ics.ts';

export interface CalendarFilesInput {
  calendar: Calendar;
  /** Day of the month of each fact the obligations name. */
  days: Readonly<Record<string, number>>;
  site: Pick<SiteConfig, 'name' | 'url'>;
  start: CalendarDate;
  /** When the files are made (DTSTAMP). */
  stamp: Date;
}

export interface CalendarFile {
  path: string;
  text: string;
}

export function calendarFiles(input: CalendarFilesInput): CalendarFile[] {
  const { calendar, days, site, start, stamp } = input;
  const host = new URL(site.url).hostname;
  const labels = new Map(calendar.categories.map((c) => [c.id, c.label]));
  const file = (category?: string): CalendarFile => {
    const dates = dueDates(calendar, days, start, category ? { categories: [category] } : {});
    const events = dates.map((d): IcsEvent => {
      const o = d.obligation;
      const url = canonicalUrl(site.url, o.href);
      const note = shiftNote(d) ?? fixedNote(d);
      return {
        uid: `${o.id}-${isoDate(d.original)}@${host}`,
        date: d.due,
        summary: `${o.name}: ${d.period}`,
        description: [
          `For ${d.period}. ${o.description}`,
          note ? `${note}.` : null,
          o.shiftRule,
          `Details: ${url}`,
        ]
          .filter((line): line is string => line !== null)
          .join('\n'),
        url,
        categories: [labels.get(o.category) ?? o.category],
        alarmBefore: 'P1D',
      };
    });
    const label = category ? labels.get(category) : undefined;
    return {
      path: calendarIcsPath(category),
      text: icsText({
        prodId: `-//${site.name}//Compliance calendar//EN`,
        name: label ? `${site.name}: ${label} due dates` : `${site.name} compliance calendar`,
        description: `Due dates from ${longDate(start)} for twelve months, from ${canonicalUrl(site.url, '/tools/compliance-calendar')}. Check the current law before you rely on a date.`,
        stamp,
        events,
      }),
    };
  };
  return [file(), ...calendar.categories.map((c) => file(c.id))];
}
