/**
 * The compliance calendar: every due date of the obligations in content/data/calendar.yaml
 * within twelve months of a start date, moved to the next working day where the obligation's
 * rule allows it. Dates are calendar dates (year, month, day) in India; arithmetic goes through
 * UTC day numbers, so the result never depends on the time zone of the machine running it.
 */
import type { DataOf } from '../content/schema.ts';
import { monthNames } from '../lib/dates.ts';

export type Calendar = DataOf<'calendar'>;
export type Obligation = Calendar['obligations'][number];
export type NonWorkingDays = Calendar['nonWorkingDays'];

/** A date on the calendar; month 1 is January. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** A day skipped when a due date moved, and why it was not a working day. */
export interface SkippedDay {
  date: CalendarDate;
  reason: string;
}

export interface DueDate {
  obligation: Obligation;
  /** The period the obligation is for, such as "October 2026" or "July to September 2026". */
  period: string;
  /** The date the rule gives. */
  original: CalendarDate;
  /** The date it is due: the original, or the next working day where the rule allows. */
  due: CalendarDate;
  /** The closed days the due date moved over; empty when it did not move. */
  skipped: SkippedDay[];
  /** When the original date is a closed day but the obligation does not move: why it is closed. */
  closedButFixed: string | null;
}

export interface MonthGroup {
  /** YYYY-MM */
  key: string;
  label: string;
  dates: DueDate[];
}

export const weekdayNames = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

const ordinalWords = ['first', 'second', 'third', 'fourth', 'fifth'] as const;

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

/** 0 is Sunday. */
export function weekday(d: CalendarDate): number {
  return new Date(dayNumber(d) * DAY_MS).getUTCDay();
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return dayNumber(a) - dayNumber(b);
}

/** A month `n` months after (year, month), as [year, month]. */
export function addMonths(year: number, month: number, n: number): [number, number] {
  const index = year * 12 + (month - 1) + n;
  return [Math.floor(index / 12), (index % 12) + 1];
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
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(now);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

/** "15 March" */
export function dayMonth(d: CalendarDate): string {
  return `${d.day} ${monthNames[d.month - 1]}`;
}

/** "15 March 2026" */
export function longDate(d: CalendarDate): string {
  return `${dayMonth(d)} ${d.year}`;
}

/** Why a day is not a working day ("a Sunday", "Independence Day"), or null when it is one. */
export function closedBecause(d: CalendarDate, rules: NonWorkingDays): string | null {
  const holiday = rules.holidays.find((h) => h.month === d.month && h.day === d.day);
  if (holiday) return holiday.name;
  const dow = weekday(d);
  const name = weekdayNames[dow] ?? '';
  if (rules.weekly.includes(name.toLowerCase() as NonWorkingDays['weekly'][number])) {
    return `a ${name}`;
  }
  const nth = Math.ceil(d.day / 7);
  if (dow === 6 && rules.saturdaysOfMonth.includes(nth)) {
    return `a bank holiday (the ${ordinalWords[nth - 1]} Saturday)`;
  }
  return null;
}

/** The first working day on or after `d`, with the closed days passed over. */
export function nextWorkingDay(
  d: CalendarDate,
  rules: NonWorkingDays,
): { date: CalendarDate; skipped: SkippedDay[] } {
  const skipped: SkippedDay[] = [];
  let date = d;
  for (let reason = closedBecause(date, rules); reason; reason = closedBecause(date, rules)) {
    skipped.push({ date, reason });
    date = addDays(date, 1);
  }
  return { date, skipped };
}

/** "15 August is Independence Day and 16 August is a Sunday, so due on 17 August" */
export function shiftNote(due: DueDate): string | null {
  if (due.skipped.length === 0) return null;
  const why = due.skipped.map((s) => `${dayMonth(s.date)} is ${s.reason}`);
  const list = why.length > 1 ? `${why.slice(0, -1).join(', ')} and ${why.at(-1)}` : why[0];
  return `${list}, so due on ${dayMonth(due.due)}`;
}

/** For a date that falls on a closed day and does not move: "20 December is a Sunday; this date does not move". */
export function fixedNote(due: DueDate): string | null {
  return due.closedButFixed
    ? `${dayMonth(due.original)} is ${due.closedButFixed}; this date does not move`
    : null;
}

const quarterEnds = new Set([3, 6, 9, 12]);

/** The period whose obligation falls due in (year, month), or null when none does. */
function periodDueIn(
  o: Obligation,
  year: number,
  month: number,
): { label: string; lastMonth: number } | null {
  const [py, pm] = o.for === 'previous-period' ? addMonths(year, month, -1) : [year, month];
  if (o.frequency === 'monthly') {
    if (o.months && !o.months.includes(pm)) return null;
    return { label: `${monthNames[pm - 1]} ${py}`, lastMonth: pm };
  }
  if (!quarterEnds.has(pm)) return null;
  return { label: `${monthNames[pm - 3]} to ${monthNames[pm - 1]} ${py}`, lastMonth: pm };
}

/** The day `months` months after `start` (the 31st becomes the month's last day): the end, exclusive, of the window. */
export function windowEnd(start: CalendarDate, months: number): CalendarDate {
  const [year, month] = addMonths(start.year, start.month, months);
  return { year, month, day: Math.min(start.day, daysInMonth(year, month)) };
}

export interface DueDateOptions {
  /** How many months from the start date to cover (12 by default). */
  months?: number;
  /** Only these categories; every category when absent. */
  categories?: readonly string[];
}

/**
 * Every due date from `start` (inclusive) until the same day `months` later (exclusive),
 * sorted by the date it is due, then in the order of the obligations. `days` maps the fact ids
 * the obligations name to their day of the month; a day past the month's end (a 30th in
 * February) falls on the month's last day.
 */
export function dueDates(
  calendar: Pick<Calendar, 'obligations' | 'nonWorkingDays'>,
  days: Readonly<Record<string, number>>,
  start: CalendarDate,
  options: DueDateOptions = {},
): DueDate[] {
  const months = options.months ?? 12;
  const end = windowEnd(start, months);
  const wanted = options.categories ? new Set(options.categories) : null;
  const obligations = calendar.obligations
    .map((o, order) => ({ o, order }))
    .filter(({ o }) => !wanted || wanted.has(o.category));

  const found: { due: DueDate; order: number }[] = [];
  // From the month before the start: a date moved past a month's end can land in the window.
  for (let i = -1; i <= months; i++) {
    const [year, month] = addMonths(start.year, start.month, i);
    for (const { o, order } of obligations) {
      const period = periodDueIn(o, year, month);
      if (!period) continue;
      const factId = o.exceptions.find((e) => e.periodMonth === period.lastMonth)?.day ?? o.day;
      const day = days[factId];
      if (day === undefined) throw new Error(`calendar: no day of the month for fact "${factId}"`);
      const original = { year, month, day: Math.min(day, daysInMonth(year, month)) };
      const moved =
        o.shift === 'next-working-day'
          ? nextWorkingDay(original, calendar.nonWorkingDays)
          : { date: original, skipped: [] };
      if (compareDates(moved.date, start) < 0 || compareDates(moved.date, end) >= 0) continue;
      found.push({
        order,
        due: {
          obligation: o,
          period: period.label,
          original,
          due: moved.date,
          skipped: moved.skipped,
          closedButFixed:
            o.shift === 'none' ? closedBecause(original, calendar.nonWorkingDays) : null,
        },
      });
    }
  }
  return found
    .sort((a, b) => compareDates(a.due.due, b.due.due) || a.order - b.order)
    .map((f) => f.due);
}

/** Due dates grouped by the month they are due in, in order. */
export function groupByMonth(dates: readonly DueDate[]): MonthGroup[] {
  const groups: MonthGroup[] = [];
  for (const d of dates) {
    const key = `${d.due.year}-${pad(d.due.month)}`;
    let group = groups.at(-1);
    if (group?.key !== key) {
      group = { key, label: `${monthNames[d.due.month - 1]} ${d.due.year}`, dates: [] };
      groups.push(group);
    }
    group.dates.push(d);
  }
  return groups;
}

/** Where the build writes the .ics file of one category, or of every obligation. */
export function calendarIcsPath(category?: string): string {
  return category ? `/tools/compliance-calendar-${category}.ics` : '/tools/compliance-calendar.ics';
}
