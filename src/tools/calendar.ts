/**
 * The compliance calendar on the site. The due dates themselves come from
 * supabase/functions/_shared/calendar.ts (`dueDatesFor`), the one computation the page, its .ics
 * files, the reminder emails and the calendar feed share, over the data `npm run content` writes
 * (supabase/functions/_shared/generated/calendar-data.json). This module adds what the site
 * needs around it: calendar dates as numbers for scripts and the .ics text, the twelve-month
 * window, grouping by month and the .ics paths; the dates, periods and notes in Hindi for a Hindi
 * page come from supabase/functions/_shared/calendar-language.ts, which the reminders use too.
 */
import {
  addMonths,
  type CalendarData,
  type Choice,
  type Due,
  daysInMonth,
  monthName,
  todayInIndia,
} from '../../supabase/functions/_shared/calendar.ts';
import { withMonthsIn } from '../../supabase/functions/_shared/calendar-language.ts';
import { monthNames } from '../lib/dates.ts';
import { type Language, originalLanguage, pathIn } from '../lib/languages.ts';

export {
  addDays as addIsoDays,
  addMonths,
  type CalendarData,
  type Choice,
  closedBecause,
  type Due,
  datedRegistrations,
  dueDatesFor,
  fixedNote,
  longDate,
  registrationLabel,
  shiftNote,
  todayInIndia,
  undatedFor,
  weekdayNames,
  weekdayOf,
} from '../../supabase/functions/_shared/calendar.ts';
export {
  dueNoteIn,
  longDateIn,
  periodIn,
  weekdayIn,
} from '../../supabase/functions/_shared/calendar-language.ts';

/** A date on the calendar; month 1 is January. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const DAY_MS = 86_400_000;

/** Days since 1 January 1970 (UTC), the one number date arithmetic goes through. */
export function dayNumber(d: CalendarDate): number {
  return Date.UTC(d.year, d.month - 1, d.day) / DAY_MS;
}

export function fromDayNumber(n: number): CalendarDate {
  const t = new Date(n * DAY_MS);
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() };
}

export function addDays(d: CalendarDate, days: number): CalendarDate {
  return fromDayNumber(dayNumber(d) + days);
}

const pad = (n: number) => String(n).padStart(2, '0');

export function isoDate(d: CalendarDate): string {
  return `${d.year}-${pad(d.month)}-${pad(d.day)}`;
}

export function parseIsoDate(s: string): CalendarDate {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  const date = m ? { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) } : null;
  if (!date || date.month < 1 || date.month > 12 || date.day < 1) {
    throw new Error(`"${s}" is not a date written YYYY-MM-DD`);
  }
  if (date.day > daysInMonth(date.year, date.month)) {
    throw new Error(`"${s}" is not a date: ${monthNames[date.month - 1]} has no day ${date.day}`);
  }
  return date;
}

/** Today's date in a time zone (India by default), whatever the zone of this machine. */
export function todayIn(timeZone = 'Asia/Kolkata', now: Date = new Date()): CalendarDate {
  if (timeZone === 'Asia/Kolkata') return parseIsoDate(todayInIndia(now));
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(now);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

/** The choice that leaves nothing out: every registration, every state. */
export function everything(data: CalendarData): Choice {
  return { registrations: data.registrations.map((r) => r.id), state: null };
}

/** The window a list covers: from `start` (inclusive) to the same day `months` later (exclusive). */
export function windowFrom(start: string, months = 12): { from: string; to: string } {
  return { from: start, to: addMonths(start, months) };
}

export interface MonthGroup {
  /** YYYY-MM */
  key: string;
  label: string;
  dates: Due[];
}

/** Due dates grouped by the month they are due in, in order. */
export function groupByMonth(dates: readonly Due[]): MonthGroup[] {
  const groups: MonthGroup[] = [];
  for (const d of dates) {
    const key = d.date.slice(0, 7);
    let group = groups.at(-1);
    if (group?.key !== key) {
      group = { key, label: `${monthName(Number(key.slice(5)))} ${key.slice(0, 4)}`, dates: [] };
      groups.push(group);
    }
    group.dates.push(d);
  }
  return groups;
}

/**
 * Where the build writes the .ics file of one registration, or of every obligation, in a
 * language: /tools/compliance-calendar-pf.ics, and in Hindi /hi/tools/compliance-calendar-pf.ics.
 */
export function calendarIcsPath(
  registration?: string,
  language: Language = originalLanguage,
): string {
  const file = registration ? `compliance-calendar-${registration}.ics` : 'compliance-calendar.ics';
  return pathIn(language, `/tools/${file}`);
}

/** A month's heading in the list: "November 2026", "नवंबर 2026". */
export const monthLabelIn = (group: MonthGroup, language: Language): string =>
  withMonthsIn(group.label, language);
