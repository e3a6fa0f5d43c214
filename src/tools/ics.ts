/**
 * iCalendar (RFC 5545) text for all-day events, as Google Calendar, Outlook and Apple Calendar
 * import it: CRLF line endings, lines folded at 75 octets without splitting a UTF-8 character,
 * and TEXT values escaped.
 */
import { addDays, type CalendarDate } from './calendar.ts';

export interface IcsEvent {
  /** Globally unique and stable, so that importing a newer file updates rather than duplicates. */
  uid: string;
  date: CalendarDate;
  summary: string;
  description: string;
  url?: string;
  categories?: string[];
  /** A reminder this long before the start of the day, as an RFC 5545 duration ("P1D"). */
  alarmBefore?: string;
}

export interface IcsCalendar {
  /** "-//Company//Product//EN" */
  prodId: string;
  name: string;
  description?: string;
  /** When the file was made: every event's DTSTAMP. */
  stamp: Date;
  events: IcsEvent[];
}

/** Escapes a TEXT value (RFC 5545 section 3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();
const octets = (s: string) => encoder.encode(s).length;

/**
 * Folds a content line so that no line is longer than 75 octets (section 3.1): continuation
 * lines start with a space, and a character is never split across lines.
 */
export function foldLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  let size = 0;
  for (const ch of line) {
    const n = octets(ch);
    if (size + n > 75) {
      lines.push(current);
      current = ' ';
      size = 1;
    }
    current += ch;
    size += n;
  }
  lines.push(current);
  return lines.join('\r\n');
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** DATE value: 20261215 */
export function icsDate(d: CalendarDate): string {
  return `${pad(d.year, 4)}${pad(d.month)}${pad(d.day)}`;
}

/** DATE-TIME value in UTC: 20261121T093000Z */
export function icsStamp(t: Date): string {
  return `${pad(t.getUTCFullYear(), 4)}${pad(t.getUTCMonth() + 1)}${pad(t.getUTCDate())}T${pad(t.getUTCHours())}${pad(t.getUTCMinutes())}${pad(t.getUTCSeconds())}Z`;
}

function eventLines(e: IcsEvent, stamp: string): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${e.uid}`,
    `DTSTAMP:${stamp}`,
    `DTSTART;VALUE=DATE:${icsDate(e.date)}`,
    // An all-day event ends, exclusively, on the next day.
    `DTEND;VALUE=DATE:${icsDate(addDays(e.date, 1))}`,
    `SUMMARY:${escapeText(e.summary)}`,
    `DESCRIPTION:${escapeText(e.description)}`,
    ...(e.url ? [`URL;VALUE=URI:${e.url}`] : []),
    ...(e.categories?.length ? [`CATEGORIES:${e.categories.map(escapeText).join(',')}`] : []),
    'TRANSP:TRANSPARENT',
    ...(e.alarmBefore
      ? [
          'BEGIN:VALARM',
          'ACTION:DISPLAY',
          `DESCRIPTION:${escapeText(e.summary)}`,
          `TRIGGER:-${e.alarmBefore}`,
          'END:VALARM',
        ]
      : []),
    'END:VEVENT',
  ];
}

/** The whole calendar as iCalendar text. */
export function icsText(cal: IcsCalendar): string {
  const stamp = icsStamp(cal.stamp);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${cal.prodId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(cal.name)}`,
    ...(cal.description ? [`X-WR-CALDESC:${escapeText(cal.description)}`] : []),
    ...cal.events.flatMap((e) => eventLines(e, stamp)),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
