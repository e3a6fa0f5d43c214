/**
 * The compliance calendar's .ics files: one with every due date and one per registration that
 * has dated obligations, each covering twelve months from a start date, computed by
 * `dueDatesFor` as the page and the reminders are. Each language has its own, with its words
 * (/tools/compliance-calendar.ics; in Hindi /hi/tools/compliance-calendar.ics); the events'
 * UIDs are the same in every language. The build writes them into dist/ and the dev server
 * answers them on request (scripts/calendar-files.ts), both through this function.
 */
import type { SiteConfig } from '../content/schema.ts';
import { type Language, originalLanguage, pathIn } from '../lib/languages.ts';
import { canonicalUrl } from '../lib/url.ts';
import {
  type CalendarData,
  type Choice,
  calendarIcsPath,
  type Due,
  datedRegistrations,
  dueDatesFor,
  dueNoteIn,
  everything,
  longDateIn,
  parseIsoDate,
  periodIn,
  registrationLabel,
  windowFrom,
} from './calendar.ts';
import { type IcsEvent, icsText } from './ics.ts';
import { stateNameIn } from './state-names.ts';

export interface CalendarFilesInput {
  /** The calendar in the files' language (src/tools/calendar-data.ts, `loadCalendarData`). */
  data: CalendarData;
  site: Pick<SiteConfig, 'name' | 'url'>;
  /** YYYY-MM-DD */
  start: string;
  /** When the files are made (DTSTAMP). */
  stamp: Date;
  /** The language of the files' words and paths (/hi/tools/compliance-calendar.ics); English by default. */
  language?: Language;
}

export interface CalendarFile {
  path: string;
  text: string;
}

/** The files' own words around the calendar's data. */
const words = {
  en: {
    product: 'EN',
    period: (period: string) => `For ${period}.`,
    appliesIn: (states: string) => `Applies in ${states}.`,
    fullStop: '.',
    details: (url: string) => `Details: ${url}`,
    name: (site: string, label: string | null) =>
      label ? `${site}: ${label} due dates` : `${site} compliance calendar`,
    about: (from: string, url: string) =>
      `Due dates from ${from} for twelve months, from ${url}. Check the current law before you rely on a date.`,
  },
  hi: {
    product: 'HI',
    period: (period: string) => `अवधि: ${period}।`,
    appliesIn: (states: string) => `${states} में लागू।`,
    fullStop: '।',
    details: (url: string) => `विवरण: ${url}`,
    name: (site: string, label: string | null) =>
      label ? `${site}: ${label} की नियत तारीखें` : `${site} अनुपालन कैलेंडर`,
    about: (from: string, url: string) =>
      `${from} से बारह महीनों की नियत तारीखें, ${url} से। किसी तारीख पर भरोसा करने से पहले मौजूदा कानून जाँच लें।`,
  },
} satisfies Record<Language, unknown>;

/** One due date as an all-day event with a reminder the day before, in the data's language. */
export function icsEvent(
  data: CalendarData,
  d: Due,
  site: CalendarFilesInput['site'],
  language: Language = originalLanguage,
): IcsEvent {
  const t = words[language];
  const host = new URL(site.url).hostname;
  const url = canonicalUrl(site.url, d.href);
  const note = dueNoteIn(d, language);
  const shiftRule = data.obligations.find((o) => o.id === d.obligationId)?.shiftRule ?? null;
  const period = periodIn(d.period, language);
  return {
    uid: `${d.uid}@${host}`,
    date: parseIsoDate(d.date),
    summary: `${d.name}: ${period}`,
    description: [
      `${t.period(period)} ${d.description}`,
      d.states ? t.appliesIn(d.states.map((s) => stateNameIn(s, language)).join(', ')) : null,
      note ? `${note}${t.fullStop}` : null,
      shiftRule,
      t.details(url),
    ]
      .filter((line): line is string => line !== null)
      .join('\n'),
    url,
    categories: [registrationLabel(data, d.registration)],
    alarmBefore: 'P1D',
  };
}

export function calendarFiles(input: CalendarFilesInput): CalendarFile[] {
  const { data, site, start, stamp, language = originalLanguage } = input;
  const t = words[language];
  const { from, to } = windowFrom(start);
  const page = canonicalUrl(site.url, pathIn(language, '/tools/compliance-calendar'));
  const file = (registration?: string): CalendarFile => {
    const choice: Choice = registration
      ? { registrations: [registration], state: null }
      : everything(data);
    const label = registration ? registrationLabel(data, registration) : null;
    return {
      path: calendarIcsPath(registration, language),
      text: icsText({
        prodId: `-//${site.name}//Compliance calendar//${t.product}`,
        name: t.name(site.name, label),
        description: t.about(longDateIn(start, language), page),
        stamp,
        events: dueDatesFor(data, from, to, choice).map((d) => icsEvent(data, d, site, language)),
      }),
    };
  };
  return [file(), ...datedRegistrations(data).map((r) => file(r.id))];
}
