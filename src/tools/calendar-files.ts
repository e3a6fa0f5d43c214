/**
 * The compliance calendar's .ics files: one with every due date and one per registration that
 * has dated obligations, each covering twelve months from a start date, computed by
 * `dueDatesFor` as the page and the reminders are. Each language has its own, with its words
 * (/tools/compliance-calendar.ics; in Hindi /hi/tools/compliance-calendar.ics); the events'
 * UIDs are the same in every language. The build writes them into dist/ and the dev server
 * answers them on request (scripts/calendar-files.ts), both through this function.
 */
import type { SiteConfig } from '../content/schema.ts';
import { calendarFiles as words } from '../generated/messages/calendar-files.ts';
import { type Language, messagesIn, originalLanguage, pathIn } from '../lib/language.ts';
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

/** One due date as an all-day event with a reminder the day before, in the data's language. */
export function icsEvent(
  data: CalendarData,
  d: Due,
  site: CalendarFilesInput['site'],
  language: Language = originalLanguage,
): IcsEvent {
  const t = messagesIn(words, language);
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
      `${t.period({ period })} ${d.description}`,
      d.states
        ? t.appliesIn({ states: d.states.map((s) => stateNameIn(s, language)).join(', ') })
        : null,
      note ? `${note}${t.fullStop}` : null,
      shiftRule,
      t.details({ url }),
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
  const t = messagesIn(words, language);
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
        // The language of the identifier's text, as RFC 5545 writes it (EN).
        prodId: `-//${site.name}//Compliance calendar//${language.toUpperCase()}`,
        name: label ? t.nameOf({ site: site.name, label }) : t.name({ site: site.name }),
        description: t.about({ from: longDateIn(start, language), url: page }),
        stamp,
        events: dueDatesFor(data, from, to, choice).map((d) => icsEvent(data, d, site, language)),
      }),
    };
  };
  return [file(), ...datedRegistrations(data).map((r) => file(r.id))];
}
