/**
 * content/data/calendar.yaml checked against the facts and resolved into the calendar's one
 * source of data: every day an obligation names must be a day-of-month fact (so that a due date
 * is never typed twice), and `{{fact:id}}` in an undated obligation's `when` must name a fact.
 * The result (CalendarData of supabase/functions/_shared/calendar.ts) is written as
 * supabase/functions/_shared/generated/calendar-data.json, which the site and the Edge
 * Functions read. Also the files the calendar adds to the site, which links may point to.
 */
import path from 'node:path';
import type { DataOf, Fact } from '../../src/content/schema.ts';
import { formatFact } from '../../src/lib/facts.ts';
import { calendarIcsPath } from '../../src/tools/calendar.ts';
import type {
  CalendarData,
  ObligationSource,
  ResolvedObligation,
} from '../../supabase/functions/_shared/calendar.ts';
import { INDIAN_STATES } from '../../supabase/functions/_shared/lead.ts';
import { fieldPath, type Problem } from './problems.ts';

const file = 'content/data/calendar.yaml';

/** Where `npm run content`, the build and the dev server write the calendar's data. */
export const calendarDataFile = (root: string) =>
  path.join(root, 'supabase', 'functions', '_shared', 'generated', 'calendar-data.json');

type Calendar = DataOf<'calendar'>;

/** What is wrong with `fact` as the day of a due date, or null. */
function dayProblem(id: string, fact: Fact | undefined): string | null {
  if (!fact) return `names the fact "${id}", which content/facts.yaml does not have`;
  if (fact.unit !== 'day-of-month')
    return `names the fact "${id}", whose unit is ${fact.unit}; a due day needs a day-of-month fact`;
  const v = fact.value;
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 1 || v > 31)
    return `names the fact "${id}", whose value ${JSON.stringify(v)} is not a day of the month (1 to 31)`;
  return null;
}

/** The day of the month of every fact the calendar names, and what is wrong with any of them. */
export function calendarDays(
  calendar: Calendar,
  facts: Record<string, Fact>,
): { days: Record<string, number>; problems: Problem[] } {
  const days: Record<string, number> = {};
  const problems: Problem[] = [];
  calendar.obligations.forEach((o, i) => {
    const named: { id: string; at: PropertyKey[] }[] = [
      { id: o.day, at: ['obligations', i, 'day'] },
      ...o.exceptions.map((e, j) => ({
        id: e.day,
        at: ['obligations', i, 'exceptions', j, 'day'],
      })),
    ];
    for (const { id, at } of named) {
      const problem = dayProblem(id, facts[id]);
      if (problem) problems.push({ file, field: fieldPath(at), message: problem });
      else days[id] = facts[id]?.value as number;
    }
  });
  return { days, problems };
}

const factToken = /\{\{\s*fact:([\w.-]+)\s*\}\}/g;

/** `when` with its {{fact:id}} replaced by the facts as they read, and the ids it lacks. */
function withFacts(text: string, facts: Record<string, Fact>): { text: string; missing: string[] } {
  const missing: string[] = [];
  const replaced = text.replace(factToken, (whole, id: string) => {
    const fact = facts[id];
    if (!fact) missing.push(id);
    return fact ? formatFact(fact) : whole;
  });
  return { text: replaced, missing };
}

function sourceOf(id: string, facts: Record<string, Fact>): ObligationSource[] {
  const f = facts[id];
  if (!f) return [];
  return [
    {
      fact: id,
      title: f.source.title,
      url: f.source.url,
      checkedOn: f.checkedOn ?? null,
      unconfirmed: f.unconfirmed ?? null,
    },
  ];
}

function resolveObligation(
  o: Calendar['obligations'][number],
  days: Record<string, number>,
  facts: Record<string, Fact>,
): ResolvedObligation {
  const dayOf = (id: string) => days[id] ?? 1;
  const factIds = [...new Set([o.day, ...o.exceptions.map((e) => e.day)])];
  return {
    id: o.id,
    name: o.name,
    description: o.description,
    registration: o.registration,
    registrations: [o.registration, ...o.alsoFor.filter((r) => r !== o.registration)],
    states: o.states ?? null,
    frequency: o.frequency,
    months: o.months ?? null,
    month: o.month ?? null,
    for: o.for,
    day: dayOf(o.day),
    exceptions: o.exceptions.map((e) => ({
      periodMonth: e.periodMonth,
      day: dayOf(e.day),
      month: e.month ?? null,
    })),
    shift: o.shift,
    shiftRule: o.shiftRule,
    href: o.href,
    sources: factIds.flatMap((id) => sourceOf(id, facts)),
  };
}

/**
 * The calendar as the site and the functions read it, with each day resolved from its fact, and
 * the problems that stop the build (the days' and the undated obligations' facts).
 */
export function resolveCalendar(
  calendar: Calendar,
  facts: Record<string, Fact>,
): { data: CalendarData; problems: Problem[] } {
  const { days, problems } = calendarDays(calendar, facts);
  const undated = calendar.undated.map((u, i) => {
    const { text, missing } = withFacts(u.when, facts);
    for (const id of missing) {
      problems.push({
        file,
        field: fieldPath(['undated', i, 'when']),
        message: `quotes the fact "${id}", which content/facts.yaml does not have`,
      });
    }
    return { id: u.id, name: u.name, registration: u.registration, when: text, href: u.href };
  });
  const { weekly, saturdaysOfMonth, holidays } = calendar.nonWorkingDays;
  return {
    data: {
      registrations: calendar.registrations.map((r) => ({ id: r.id, label: r.label })),
      states: [...INDIAN_STATES],
      obligations: calendar.obligations.map((o) => resolveObligation(o, days, facts)),
      undated,
      nonWorkingDays: { weekly: [...weekly], saturdaysOfMonth: [...saturdaysOfMonth], holidays },
    },
    problems,
  };
}

/**
 * The .ics files the build writes for the calendar (site paths): one with every due date and one
 * per registration that has dated obligations.
 */
export function calendarFilePaths(calendar: Calendar | undefined): string[] {
  if (!calendar) return [];
  const dated = calendar.registrations.filter((r) =>
    calendar.obligations.some((o) => o.registration === r.id || o.alsoFor.includes(r.id)),
  );
  return [calendarIcsPath(), ...dated.map((r) => calendarIcsPath(r.id))];
}
