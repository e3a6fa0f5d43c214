/**
 * The feed's iCalendar (RFC 5545) text: all-day events with CRLF line endings, lines folded at 75
 * octets without splitting a character, TEXT values escaped, as the site's .ics files
 * (src/tools/ics.ts) are written; and what a subscribed calendar needs on top: how often to
 * fetch it again (REFRESH-INTERVAL, RFC 7986, and X-PUBLISHED-TTL for Outlook) and alarms.
 */

export interface FeedEvent {
  /** Stable per obligation and period, so that each refresh updates rather than duplicates. */
  uid: string;
  /** YYYY-MM-DD */
  date: string;
  summary: string;
  description: string;
  url: string;
  category: string;
}

export interface Feed {
  /** The language of its words, as the PRODID's last part says it: EN, HI. */
  product: string;
  name: string;
  description: string;
  stamp: Date;
  events: FeedEvent[];
}

/** 09:00 seven days before, and 09:00 the day before, the (all-day) due date. */
export const ALARMS = ['-P6DT15H', '-PT15H'] as const;

export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

export function foldLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  let size = 0;
  for (const ch of line) {
    const n = encoder.encode(ch).length;
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

const icsDate = (date: string) => date.replace(/-/g, '');
const nextDay = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
const icsStamp = (t: Date) => `${t.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

function eventLines(e: FeedEvent, stamp: string): string[] {
  const alarms = ALARMS.flatMap((trigger) => [
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `DESCRIPTION:${escapeText(e.summary)}`,
    `TRIGGER:${trigger}`,
    'END:VALARM',
  ]);
  return [
    'BEGIN:VEVENT',
    `UID:${e.uid}`,
    `DTSTAMP:${stamp}`,
    `DTSTART;VALUE=DATE:${icsDate(e.date)}`,
    `DTEND;VALUE=DATE:${icsDate(nextDay(e.date))}`,
    `SUMMARY:${escapeText(e.summary)}`,
    `DESCRIPTION:${escapeText(e.description)}`,
    `URL;VALUE=URI:${e.url}`,
    `CATEGORIES:${escapeText(e.category)}`,
    'TRANSP:TRANSPARENT',
    ...alarms,
    'END:VEVENT',
  ];
}

export function feedText(feed: Feed): string {
  const stamp = icsStamp(feed.stamp);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//Anupalan//Compliance reminders//${feed.product}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `NAME:${escapeText(feed.name)}`,
    `X-WR-CALNAME:${escapeText(feed.name)}`,
    `X-WR-CALDESC:${escapeText(feed.description)}`,
    'REFRESH-INTERVAL;VALUE=DURATION:P1D',
    'X-PUBLISHED-TTL:P1D',
    ...feed.events.flatMap((e) => eventLines(e, stamp)),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
