// The compliance calendar's due dates, shared by the site (through Vite) and the Edge Functions
// (through Deno): one computation for the page, its .ics files, the reminder emails and the
// calendar feed. Pure TypeScript with no imports. The data is generated from content/ by
// `npm run content`, the build and the dev server, as ./generated/calendar-data.json.
//
// Dates are calendar dates in India written YYYY-MM-DD; arithmetic goes through UTC day numbers,
// so the result never depends on the time zone of the machine running it.

/** A registration a business may hold (GST, PF, a company...); labels put its name first. */
export interface Registration {
  id: string;
  label: string;
}

/** The instrument a due day comes from, as content/facts.yaml has it. */
export interface ObligationSource {
  fact: string;
  title: string;
  url: string;
  /** The day someone last read the value in the instrument; null when no one has yet. */
  checkedOn: string | null;
  unconfirmed: string | null;
}

/** An obligation of content/data/calendar.yaml with its day numbers resolved from the facts. */
export interface ResolvedObligation {
  id: string;
  name: string;
  description: string;
  /** The registration it belongs to (its label is shown with it). */
  registration: string;
  /** Every registration it applies to: `registration` first, then any others. */
  registrations: string[];
  /** The states it applies in (names as INDIAN_STATES); null: everywhere. */
  states: string[] | null;
  /** monthly: a calendar month; quarterly: a quarter of the financial year; annual: once a year. */
  frequency: 'monthly' | 'quarterly' | 'annual';
  /** Monthly only: the months (1 = January) whose periods have the obligation; null: all. */
  months: number[] | null;
  /** Annual only: the month it falls due in. */
  month: number | null;
  /**
   * previous-period: for the period just ended (the month or quarter before; for an annual
   * obligation, the financial year ended before the due date); current-period: for the period
   * the date falls in.
   */
  for: 'previous-period' | 'current-period';
  /** Day of the month (a day past the month's end is its last day). */
  day: number;
  /** Periods, by their last month, due on another day and, where `month` is set, in that month. */
  exceptions: { periodMonth: number; day: number; month: number | null }[];
  /** Whether a date on a closed day moves to the next working day. */
  shift: 'next-working-day' | 'none';
  shiftRule: string;
  /** Site path of the guide. */
  href: string;
  /** The instruments of the days it uses. */
  sources: ObligationSource[];
}

export interface UndatedObligation {
  id: string;
  name: string;
  registration: string;
  /** When it falls due, in words ("within 30 days of the AGM"). */
  when: string;
  href: string;
}

export interface NonWorkingDays {
  /** Lower-case weekday names: "sunday". */
  weekly: string[];
  /** Saturdays closed by their place in the month: 2 is the second Saturday. */
  saturdaysOfMonth: number[];
  holidays: { month: number; day: number; name: string }[];
}

export interface CalendarData {
  registrations: Registration[];
  /** INDIAN_STATES order. */
  states: string[];
  obligations: ResolvedObligation[];
  undated: UndatedObligation[];
  nonWorkingDays: NonWorkingDays;
}

/** A day a due date moved over, and why it was closed. */
export interface SkippedDay {
  date: string;
  reason: string;
}

export interface Due {
  /** Stable per obligation and period: "gstr-3b-2026-11", "tds-statement-2026-27-q2", "gstr-9-2025-26". */
  uid: string;
  obligationId: string;
  name: string;
  description: string;
  /** The chosen registration it is shown under (the obligation's own when several apply). */
  registration: string;
  /** YYYY-MM-DD, after any move to the next working day. */
  date: string;
  /** "October 2026", "Q2 2026-27 (July to September 2026)", "2025-26". */
  period: string;
  /** Site path of the guide. */
  href: string;
  /** The date the rule gives, before any move. */
  original: string;
  /** The closed days the date moved over; empty when it did not move. */
  skipped: SkippedDay[];
  /** When the original date is a closed day and the obligation does not move: why it is closed. */
  closedButFixed: string | null;
  /** The states it applies in; null: everywhere. */
  states: string[] | null;
}

/** What a visitor or subscriber chose. `state: null` means every state (nothing left out). */
export interface Choice {
  registrations: string[];
  state: string | null;
}

const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

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
const pad = (n: number) => String(n).padStart(2, '0');

/** "January"; month 1 is January. */
export function monthName(month: number): string {
  return monthNames[(((month - 1) % 12) + 12) % 12] ?? '';
}

/** [year, month, day] of a YYYY-MM-DD date (not checked: see isIsoDate). */
function parts(iso: string): [number, number, number] {
  return [Number(iso.slice(0, 4)), Number(iso.slice(5, 7)), Number(iso.slice(8, 10))];
}

function dayNumber(iso: string): number {
  const [y, m, d] = parts(iso);
  return Date.UTC(y, m - 1, d) / DAY_MS;
}

function fromDayNumber(n: number): string {
  const t = new Date(n * DAY_MS);
  return `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}`;
}

/** Whether `s` is a real date written YYYY-MM-DD. */
export function isIsoDate(s: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const [y, m, d] = parts(s);
  return m >= 1 && m <= 12 && d >= 1 && d <= daysInMonth(y, m);
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The date `days` days after (or before, when negative) `iso`. */
export function addDays(iso: string, days: number): string {
  return fromDayNumber(dayNumber(iso) + days);
}

/** The same day `months` months later; a day past that month's end becomes its last day. */
export function addMonths(iso: string, months: number): string {
  const [y, m, d] = parts(iso);
  const [year, month] = shiftMonth(y, m, months);
  return `${year}-${pad(month)}-${pad(Math.min(d, daysInMonth(year, month)))}`;
}

/** (year, month) moved by n months. */
function shiftMonth(year: number, month: number, n: number): [number, number] {
  const index = year * 12 + (month - 1) + n;
  return [Math.floor(index / 12), (index % 12) + 1];
}

/** India Standard Time's offset from UTC: +05:30 all year, with no daylight saving since 1945. */
const INDIA_OFFSET_MS = 330 * 60_000;

/** Today's date in India, whatever the zone of this machine. */
export function todayInIndia(now: Date = new Date()): string {
  // By India's fixed offset, not Intl: a page's first Intl.DateTimeFormat loads the zone and
  // locale data, a task of 40 to 70 ms while the calendar starts.
  return new Date(now.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}

/** 0 is Sunday. */
export function weekdayOf(iso: string): number {
  return new Date(dayNumber(iso) * DAY_MS).getUTCDay();
}

/** "15 March" */
export function dayMonth(iso: string): string {
  const [, m, d] = parts(iso);
  return `${d} ${monthName(m)}`;
}

/** "15 March 2026" */
export function longDate(iso: string): string {
  return `${dayMonth(iso)} ${parts(iso)[0]}`;
}

/** Why a day is not a working day ("a Sunday", "Independence Day"), or null when it is one. */
export function closedBecause(iso: string, rules: NonWorkingDays): string | null {
  const [, month, day] = parts(iso);
  const holiday = rules.holidays.find((h) => h.month === month && h.day === day);
  if (holiday) return holiday.name;
  const dow = weekdayOf(iso);
  const name = weekdayNames[dow] ?? '';
  if (rules.weekly.includes(name.toLowerCase())) return `a ${name}`;
  const nth = Math.ceil(day / 7);
  if (dow === 6 && rules.saturdaysOfMonth.includes(nth)) {
    return `a bank holiday (the ${ordinalWords[nth - 1]} Saturday)`;
  }
  return null;
}

/** The first working day on or after `iso`, with the closed days passed over. */
export function nextWorkingDay(
  iso: string,
  rules: NonWorkingDays,
): { date: string; skipped: SkippedDay[] } {
  const skipped: SkippedDay[] = [];
  let date = iso;
  for (let reason = closedBecause(date, rules); reason; reason = closedBecause(date, rules)) {
    skipped.push({ date, reason });
    date = addDays(date, 1);
  }
  return { date, skipped };
}

/** "15 August is Independence Day and 16 August is a Sunday, so due on 17 August" */
export function shiftNote(due: Pick<Due, 'skipped' | 'date'>): string | null {
  if (due.skipped.length === 0) return null;
  const why = due.skipped.map((s) => `${dayMonth(s.date)} is ${s.reason}`);
  const list = why.length > 1 ? `${why.slice(0, -1).join(', ')} and ${why.at(-1)}` : why[0];
  return `${list}, so due on ${dayMonth(due.date)}`;
}

/** "20 December is a Sunday; this date does not move" */
export function fixedNote(due: Pick<Due, 'closedButFixed' | 'original'>): string | null {
  return due.closedButFixed
    ? `${dayMonth(due.original)} is ${due.closedButFixed}; this date does not move`
    : null;
}

/** "2025-26": the financial year that starts in April of `startYear`. */
function financialYear(startYear: number): string {
  return `${startYear}-${pad((startYear + 1) % 100)}`;
}

/** A period of an obligation and the month its due date falls in. */
interface Period {
  key: string;
  label: string;
  /** The period's last month, by which exceptions are named. */
  lastMonth: number;
  dueYear: number;
  dueMonth: number;
}

/** The month an exception moves a period's due date to: the first such month after the usual one's start. */
function exceptionMonth(year: number, month: number, to: number): [number, number] {
  const ahead = (((to - month) % 12) + 12) % 12;
  return shiftMonth(year, month, ahead);
}

/** Monthly and quarterly periods whose last month is (py, pm). */
function periodEndingIn(o: ResolvedObligation, py: number, pm: number): Period | null {
  const after = o.for === 'previous-period' ? 1 : 0;
  let [dueYear, dueMonth] = shiftMonth(py, pm, after);
  const moved = o.exceptions.find((e) => e.periodMonth === pm)?.month;
  if (moved) [dueYear, dueMonth] = exceptionMonth(dueYear, dueMonth, moved);
  if (o.frequency === 'monthly') {
    if (o.months && !o.months.includes(pm)) return null;
    const label = `${monthName(pm)} ${py}`;
    return { key: `${py}-${pad(pm)}`, label, lastMonth: pm, dueYear, dueMonth };
  }
  if (pm % 3 !== 0) return null;
  const q = pm === 3 ? 4 : pm / 3 - 1;
  const fy = financialYear(pm === 3 ? py - 1 : py);
  const label = `Q${q} ${fy} (${monthName(pm - 2)} to ${monthName(pm)} ${py})`;
  return { key: `${fy}-q${q}`, label, lastMonth: pm, dueYear, dueMonth };
}

/** The annual period falling due in `year`. */
function annualPeriod(o: ResolvedObligation, year: number): Period {
  const month = o.month ?? 1;
  // The financial year the date falls in starts in April of this year, or of the year before.
  const current = month >= 4 ? year : year - 1;
  const fy = financialYear(o.for === 'current-period' ? current : current - 1);
  return { key: fy, label: fy, lastMonth: month, dueYear: year, dueMonth: month };
}

/** Every period of `o` whose due date may fall between the two months (inclusive, with slack). */
function periodsAround(o: ResolvedObligation, from: string, to: string): Period[] {
  const [fy, fm] = parts(from);
  const [ty, tm] = parts(to);
  if (o.frequency === 'annual') {
    const years: Period[] = [];
    for (let y = fy - 1; y <= ty + 1; y++) years.push(annualPeriod(o, y));
    return years;
  }
  const found: Period[] = [];
  // Periods ending up to a year before the window: a moved exception can fall due months later.
  const months = (ty - fy) * 12 + (tm - fm) + 13;
  for (let i = 0; i <= months; i++) {
    const [py, pm] = shiftMonth(fy, fm, i - 12);
    const p = periodEndingIn(o, py, pm);
    if (p) found.push(p);
  }
  return found;
}

/** Whether the obligation is among the chosen registrations and applies in the chosen state. */
function chosen(o: ResolvedObligation, choice: Choice): string | null {
  if (choice.state && o.states && !o.states.includes(choice.state)) return null;
  return o.registrations.find((r) => choice.registrations.includes(r)) ?? null;
}

function dueOf(data: CalendarData, o: ResolvedObligation, p: Period, registration: string): Due {
  const day = o.exceptions.find((e) => e.periodMonth === p.lastMonth)?.day ?? o.day;
  const original = `${p.dueYear}-${pad(p.dueMonth)}-${pad(Math.min(day, daysInMonth(p.dueYear, p.dueMonth)))}`;
  const moved =
    o.shift === 'next-working-day'
      ? nextWorkingDay(original, data.nonWorkingDays)
      : { date: original, skipped: [] };
  return {
    uid: `${o.id}-${p.key}`,
    obligationId: o.id,
    name: o.name,
    description: o.description,
    registration,
    date: moved.date,
    period: p.label,
    href: o.href,
    original,
    skipped: moved.skipped,
    closedButFixed: o.shift === 'none' ? closedBecause(original, data.nonWorkingDays) : null,
    states: o.states,
  };
}

/**
 * Every due date with from <= date < to (YYYY-MM-DD), for the choice, sorted by date and then in
 * the order of the obligations in the data.
 */
export function dueDatesFor(data: CalendarData, from: string, to: string, choice: Choice): Due[] {
  const found: { due: Due; order: number }[] = [];
  data.obligations.forEach((o, order) => {
    const registration = chosen(o, choice);
    if (!registration) return;
    for (const p of periodsAround(o, from, to)) {
      const due = dueOf(data, o, p, registration);
      if (due.date >= from && due.date < to) found.push({ due, order });
    }
  });
  return found
    .sort((a, b) =>
      a.due.date < b.due.date ? -1 : a.due.date > b.due.date ? 1 : a.order - b.order,
    )
    .map((f) => f.due);
}

/** The undated obligations of the chosen registrations, in the order of the data. */
export function undatedFor(data: CalendarData, choice: Choice): UndatedObligation[] {
  return data.undated.filter((u) => choice.registrations.includes(u.registration));
}

/** The registrations that have at least one dated obligation. */
export function datedRegistrations(data: CalendarData): Registration[] {
  return data.registrations.filter((r) =>
    data.obligations.some((o) => o.registrations.includes(r.id)),
  );
}

/** The label of a registration, or its id. */
export function registrationLabel(data: CalendarData, id: string): string {
  return data.registrations.find((r) => r.id === id)?.label ?? id;
}
