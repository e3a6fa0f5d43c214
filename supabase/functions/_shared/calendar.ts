// STAND-IN, TO BE REPLACED AT MERGE by the calendar engineer's module of the same path (branch
// r-cal), which CONTRACT.md section 1 describes. It has the same exports and signatures, so that
// the merge only swaps this file; it knows just enough of the data's shape (monthly, quarterly
// and annual obligations due after their period, the next working day where an obligation may
// move) for the reminders and the feed to be tested against a small fixture
// (calendar-data.stand-in.json). Pure TypeScript with no imports: Deno and the site import it.

export interface ResolvedObligation {
  id: string;
  name: string;
  description: string;
  registration: string;
  /** Only in these states (INDIAN_STATES names); everywhere when absent. */
  states?: string[];
  frequency: 'monthly' | 'quarterly' | 'annual';
  /** monthly: only periods ending in these months (1-12). */
  months?: number[];
  /** annual: the month it falls due in. */
  month?: number;
  /** Day of the month it falls due on (a day past the month's end is its last day). */
  day: number;
  /** The fact the day comes from, and where it is stated. */
  source?: { fact: string; url?: string };
  shift?: 'none' | 'next-working-day';
  href: string;
}

export interface CalendarData {
  registrations: { id: string; label: string }[];
  states: string[];
  obligations: ResolvedObligation[];
  undated: { id: string; name: string; registration: string; when: string; href: string }[];
  nonWorkingDays: {
    weekly: string[];
    saturdaysOfMonth: number[];
    holidays: { month: number; day: number; name: string }[];
  };
}

export interface Due {
  uid: string;
  obligationId: string;
  name: string;
  description: string;
  registration: string;
  date: string;
  period: string;
  href: string;
}

export interface Choice {
  registrations: string[];
  state: string | null;
}

const DAY_MS = 86_400_000;
const MONTHS = [
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
];
const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;
const utc = (date: string) => Date.parse(`${date}T00:00:00Z`);
const daysIn = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

export function addDays(date: string, days: number): string {
  return new Date(utc(date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Today's date in India (Asia/Kolkata), YYYY-MM-DD. */
export function todayInIndia(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Kolkata',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

function closed(date: string, rules: CalendarData['nonWorkingDays']): boolean {
  const t = new Date(utc(date));
  const [month, day] = [t.getUTCMonth() + 1, t.getUTCDate()];
  if (rules.holidays.some((h) => h.month === month && h.day === day)) return true;
  const dow = t.getUTCDay();
  if (rules.weekly.includes(WEEKDAYS[dow] ?? '')) return true;
  return dow === 6 && rules.saturdaysOfMonth.includes(Math.ceil(day / 7));
}

/** The period an obligation due in (year, month) is for, or null when none falls due then. */
function periodDueIn(o: ResolvedObligation, year: number, month: number): string | null {
  const [py, pm] = month === 1 ? [year - 1, 12] : [year, month - 1];
  if (o.frequency === 'annual') {
    if (o.month !== month) return null;
    const fyEnd = month >= 4 ? year : year - 1;
    return `${fyEnd - 1}-${pad(fyEnd % 100)}`;
  }
  if (o.frequency === 'quarterly') {
    if (pm % 3 !== 0) return null;
    const fyStart = pm <= 3 ? py - 1 : py;
    const quarter = pm <= 3 ? 4 : pm / 3 - 1;
    return `Q${quarter} ${fyStart}-${pad((fyStart + 1) % 100)}`;
  }
  if (o.months && !o.months.includes(pm)) return null;
  return `${MONTHS[pm - 1]} ${py}`;
}

function applies(o: ResolvedObligation, choice: Choice): boolean {
  if (!choice.registrations.includes(o.registration)) return false;
  return !o.states || (choice.state !== null && o.states.includes(choice.state));
}

/** Every due date with from <= date < to (YYYY-MM-DD), for the choice, sorted by date. */
export function dueDatesFor(data: CalendarData, from: string, to: string, choice: Choice): Due[] {
  const found: { due: Due; order: number }[] = [];
  const start = new Date(utc(from));
  const months = Math.ceil((utc(to) - utc(from)) / (28 * DAY_MS)) + 2;
  // From the month before `from`: a date moved to the next working day can cross a month's end.
  for (let i = -1; i <= months; i++) {
    const first = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + i, 1));
    const [year, month] = [first.getUTCFullYear(), first.getUTCMonth() + 1];
    data.obligations.forEach((o, order) => {
      const period = applies(o, choice) ? periodDueIn(o, year, month) : null;
      if (!period) return;
      let date = iso(year, month, Math.min(o.day, daysIn(year, month)));
      if (o.shift === 'next-working-day') {
        while (closed(date, data.nonWorkingDays)) date = addDays(date, 1);
      }
      if (date < from || date >= to) return;
      const uid = `${o.id}-${o.frequency === 'annual' ? year : iso(year, month, 1).slice(0, 7)}`;
      const { id, name, description, registration, href } = o;
      found.push({
        order,
        due: { uid, obligationId: id, name, description, registration, date, period, href },
      });
    });
  }
  return found
    .sort((a, b) => a.due.date.localeCompare(b.due.date) || a.order - b.order)
    .map((f) => f.due);
}
