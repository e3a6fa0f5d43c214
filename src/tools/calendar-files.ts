/**
 * The compliance calendar's .ics files: one with every due date and one per registration that
 * has dated obligations, each covering twelve months from a start date, computed by
 * `dueDatesFor` as the page and the reminders are. The build writes them into dist/ and the dev
 * server answers them on request (scripts/calendar-files.ts), both through this function.
 */
import type { SiteConfig } from '../content/schema.ts';
import { canonicalUrl } from '../lib/url.ts';
import {
  type CalendarData,
  type Choice,
  calendarIcsPath,
  type Due,
  datedRegistrations,
  dueDatesFor,
  everything,
  fixedNote,
  longDate,
  parseIsoDate,
  registrationLabel,
  shiftNote,
  windowFrom,
} from './calendar.ts';
import { type IcsEvent, icsText } from './ics.ts';

export interface CalendarFilesInput {
  data: CalendarData;
  site: Pick<SiteConfig, 'name' | 'url'>;
  /** YYYY-MM-DD */
  start: string;
  /** When the files are made (DTSTAMP). */
  stamp: Date;
}

export interface CalendarFile {
  path: string;
  text: string;
}

/** One due date as an all-day event with a reminder the day before. */
export function icsEvent(data: CalendarData, d: Due, site: CalendarFilesInput['site']): IcsEvent {
  const host = new URL(site.url).hostname;
  const url = canonicalUrl(site.url, d.href);
  const note = shiftNote(d) ?? fixedNote(d);
  const shiftRule = data.obligations.find((o) => o.id === d.obligationId)?.shiftRule ?? null;
  return {
    uid: `${d.uid}@${host}`,
    date: parseIsoDate(d.date),
    summary: `${d.name}: ${d.period}`,
    description: [
      `For ${d.period}. ${d.description}`,
      d.states ? `Applies in ${d.states.join(', ')}.` : null,
      note ? `${note}.` : null,
      shiftRule,
      `Details: ${url}`,
    ]
      .filter((line): line is string => line !== null)
      .join('\n'),
    url,
    categories: [registrationLabel(data, d.registration)],
    alarmBefore: 'P1D',
  };
}

export function calendarFiles(input: CalendarFilesInput): CalendarFile[] {
  const { data, site, start, stamp } = input;
  const { from, to } = windowFrom(start);
  const file = (registration?: string): CalendarFile => {
    const choice: Choice = registration
      ? { registrations: [registration], state: null }
      : everything(data);
    const label = registration ? registrationLabel(data, registration) : null;
    return {
      path: calendarIcsPath(registration),
      text: icsText({
        prodId: `-//${site.name}//Compliance calendar//EN`,
        name: label ? `${site.name}: ${label} due dates` : `${site.name} compliance calendar`,
        description: `Due dates from ${longDate(start)} for twelve months, from ${canonicalUrl(site.url, '/tools/compliance-calendar')}. Check the current law before you rely on a date.`,
        stamp,
        events: dueDatesFor(data, from, to, choice).map((d) => icsEvent(data, d, site)),
      }),
    };
  };
  return [file(), ...datedRegistrations(data).map((r) => file(r.id))];
}
