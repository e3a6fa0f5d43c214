/**
 * Checks content/data/calendar.yaml against the facts: every day an obligation names must be a
 * day-of-month fact, so that a due date is never typed twice. Also the files the calendar adds
 * to the site, which links may point to.
 */
import type { DataOf, Fact } from '../../src/content/schema.ts';
import { calendarIcsPath } from '../../src/tools/calendar.ts';
import { fieldPath, type Problem } from './problems.ts';

const file = 'content/data/calendar.yaml';

/** The day of the month of every fact the calendar names, and what is wrong with any of them. */
export function calendarDays(
  calendar: DataOf<'calendar'>,
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
      const fact = facts[id];
      const problem = !fact
        ? `names the fact "${id}", which content/facts.yaml does not have`
        : fact.unit !== 'day-of-month'
          ? `names the fact "${id}", whose unit is ${fact.unit}; a due day needs a day-of-month fact`
          : typeof fact.value !== 'number' ||
              !Number.isInteger(fact.value) ||
              fact.value < 1 ||
              fact.value > 31
            ? `names the fact "${id}", whose value ${JSON.stringify(fact.value)} is not a day of the month (1 to 31)`
            : null;
      if (problem) problems.push({ file, field: fieldPath(at), message: problem });
      else days[id] = fact?.value as number;
    }
  });
  return { days, problems };
}

/** The .ics files the build writes for the calendar (site paths). */
export function calendarFilePaths(calendar: DataOf<'calendar'> | undefined): string[] {
  if (!calendar) return [];
  return [calendarIcsPath(), ...calendar.categories.map((c) => calendarIcsPath(c.id))];
}
