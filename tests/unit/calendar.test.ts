import { afterEach, describe, expect, it } from 'vitest';
import { buildContent } from '../../scripts/content/build.ts';
import { calendarDays } from '../../scripts/content/calendar.ts';
import type { Fact } from '../../src/content/schema.ts';
import { calendarFileSchema } from '../../src/content/schema.ts';
import { dueDays } from '../../src/generated/calendar-build.ts';
import { calendar } from '../../src/generated/data/calendar.ts';
import {
  type CalendarDate,
  closedBecause,
  type DueDate,
  dueDates,
  fixedNote,
  groupByMonth,
  isoDate,
  parseIsoDate,
  shiftNote,
  todayIn,
  weekday,
} from '../../src/tools/calendar.ts';
import { fixture } from '../support/fixture.ts';

const d = parseIsoDate;
const iso = (x: { due: CalendarDate }) => isoDate(x.due);
const of = (dates: DueDate[], id: string) => dates.filter((x) => x.obligation.id === id);

/** The real calendar (content/data/calendar.yaml) from a start date. */
const real = (start: string, categories?: string[]) =>
  dueDates(calendar, dueDays, d(start), categories ? { categories } : {});

/** A made-up calendar, to test rules the real obligations do not exercise. */
function testCalendar(
  obligations: Record<string, unknown>[],
): ReturnType<typeof calendarFileSchema.parse> {
  return calendarFileSchema.parse({
    categories: [{ id: 'test', label: 'Test' }],
    nonWorkingDays: calendar.nonWorkingDays,
    obligations: obligations.map((o, i) => ({
      id: `o${i}`,
      name: `Obligation ${i}`,
      description: 'D',
      category: 'test',
      frequency: 'monthly',
      for: 'previous-period',
      shift: 'next-working-day',
      shiftRule: 'R',
      href: '/',
      ...o,
    })),
  });
}

describe('the calendar data', () => {
  it('has the monthly obligations the issue names, each with a day from the facts', () => {
    const ids = calendar.obligations.map((o) => o.id);
    for (const id of ['gstr-1', 'gstr-3b', 'pf-ecr', 'esi', 'tds-deposit']) {
      expect(ids).toContain(id);
    }
    for (const o of calendar.obligations) expect(dueDays[o.day]).toBeGreaterThan(0);
  });

  it('moves only the dates whose rule allows it: PF and ESI, not GST or TDS', () => {
    const shift = Object.fromEntries(calendar.obligations.map((o) => [o.id, o.shift]));
    expect(shift['pf-ecr']).toBe('next-working-day');
    expect(shift.esi).toBe('next-working-day');
    for (const id of ['gstr-1', 'gstr-3b', 'pmt-06', 'iff', 'cmp-08', 'tds-deposit']) {
      expect(shift[id]).toBe('none');
    }
  });

  it('refuses a day that is not a day-of-month fact, naming the field', () => {
    const facts: Record<string, Fact> = {
      'a.day': {
        label: 'A day',
        value: 15,
        unit: 'day-of-month',
        source: { title: 'S', url: 'https://example.in/s' },
        checkedOn: '2026-11-21',
      },
      'a.rate': {
        label: 'A rate',
        value: 12,
        unit: 'percent',
        source: { title: 'S', url: 'https://example.in/s' },
        checkedOn: '2026-11-21',
      },
    };
    const cal = testCalendar([{ day: 'a.day' }, { day: 'a.rate' }, { day: 'a.missing' }]);
    const { days, problems } = calendarDays(cal, facts);
    expect(days).toEqual({ 'a.day': 15 });
    expect(problems.map((p) => [p.field, p.message])).toEqual([
      ['obligations[1].day', expect.stringContaining('unit is percent')],
      ['obligations[2].day', expect.stringContaining('does not have')],
    ]);
  });

  it('stops the build when an obligation names a fact that is not a day of the month', () => {
    const root = fixture({
      'content/data/calendar.yaml': [
        'categories: [{ id: pf-esi, label: PF and ESI }]',
        'nonWorkingDays: { why: W, weekly: [sunday], saturdaysOfMonth: [], holidays: [] }',
        'obligations:',
        '  - { id: pf, name: PF, description: D, category: pf-esi, frequency: monthly,',
        '      for: previous-period, day: pf.employeeRate, shift: none, shiftRule: R, href: / }',
        '',
      ].join('\n'),
    });
    expect(() => buildContent(root)).toThrow(
      'content/data/calendar.yaml: obligations[0].day: names the fact "pf.employeeRate", whose unit is percent',
    );
  });
});

describe('due dates', () => {
  it('lists twelve months from today inclusive, sorted, each monthly obligation twelve times', () => {
    const dates = real('2026-11-21');
    expect(iso(dates[0] as DueDate) >= '2026-11-21').toBe(true);
    expect(iso(dates.at(-1) as DueDate) < '2027-11-21').toBe(true);
    expect(dates.map(iso)).toEqual([...dates.map(iso)].sort());
    for (const id of ['gstr-1', 'gstr-3b', 'pf-ecr', 'esi', 'tds-deposit', 'wages']) {
      expect(of(dates, id)).toHaveLength(12);
    }
    // The start day itself counts: GSTR-3B for October 2026 is due on 20 November.
    expect(of(real('2026-11-20'), 'gstr-3b')[0]).toMatchObject({ period: 'October 2026' });
    expect(iso(of(real('2026-11-20'), 'gstr-3b')[0] as DueDate)).toBe('2026-11-20');
    expect(iso(of(real('2026-11-21'), 'gstr-3b')[0] as DueDate)).toBe('2026-12-20');
  });

  it('moves PF on a Sunday to the Monday, and says why', () => {
    // 15 March 2026 is a Sunday.
    expect(weekday(d('2026-03-15'))).toBe(0);
    const pf = of(real('2026-03-01'), 'pf-ecr')[0] as DueDate;
    expect(pf.period).toBe('February 2026');
    expect(isoDate(pf.original)).toBe('2026-03-15');
    expect(iso(pf)).toBe('2026-03-16');
    expect(shiftNote(pf)).toBe('15 March is a Sunday, so due on 16 March');
  });

  it('moves ESI past a national holiday and the Sunday after it', () => {
    // 15 August 2026 is Independence Day (a Saturday), and 16 August a Sunday.
    const esi = of(real('2026-08-01'), 'esi')[0] as DueDate;
    expect(esi.period).toBe('July 2026');
    expect(iso(esi)).toBe('2026-08-17');
    expect(shiftNote(esi)).toBe(
      '15 August is Independence Day and 16 August is a Sunday, so due on 17 August',
    );
  });

  it('keeps a GST date that falls on a Sunday, and says it does not move', () => {
    // 20 December 2026 is a Sunday.
    const gstr3b = of(real('2026-12-01'), 'gstr-3b')[0] as DueDate;
    expect(iso(gstr3b)).toBe('2026-12-20');
    expect(gstr3b.skipped).toEqual([]);
    expect(fixedNote(gstr3b)).toBe('20 December is a Sunday; this date does not move');
  });

  it('treats the second and fourth Saturdays as bank holidays, not the others', () => {
    const rules = calendar.nonWorkingDays;
    expect(closedBecause(d('2026-10-10'), rules)).toBe('a bank holiday (the second Saturday)');
    expect(closedBecause(d('2026-10-24'), rules)).toBe('a bank holiday (the fourth Saturday)');
    expect(closedBecause(d('2026-10-17'), rules)).toBeNull();
    expect(closedBecause(d('2026-10-02'), rules)).toBe('Gandhi Jayanti');
    expect(closedBecause(d('2027-01-26'), rules)).toBe('Republic Day');
    const cal = testCalendar([{ day: 'x.tenth' }]);
    const moved = dueDates(cal, { 'x.tenth': 10 }, d('2026-10-01'))[0] as DueDate;
    expect(iso(moved)).toBe('2026-10-12');
  });

  it('crosses the year boundary: December returns fall due in January of the next year', () => {
    const dates = real('2026-12-21');
    const gstr1 = of(dates, 'gstr-1')[0] as DueDate;
    expect(gstr1.period).toBe('December 2026');
    expect(iso(gstr1)).toBe('2027-01-11');
    const months = groupByMonth(dates).map((g) => g.label);
    expect(months.slice(0, 3)).toEqual(['December 2026', 'January 2027', 'February 2027']);
    expect(months.at(-1)).toBe('December 2027');
  });

  it('puts a day past the end of the month on its last day (a 30th or 31st in February)', () => {
    const cal = testCalendar([
      { day: 'x.thirtyFirst', shift: 'none' },
      { day: 'x.thirtieth', shift: 'none' },
    ]);
    const days = { 'x.thirtyFirst': 31, 'x.thirtieth': 30 };
    const feb = (start: string) =>
      dueDates(cal, days, d(start), { months: 1 }).filter((x) => x.due.month === 2);
    expect(feb('2027-02-01').map(iso)).toEqual(['2027-02-28', '2027-02-28']);
    expect(feb('2028-02-01').map(iso)).toEqual(['2028-02-29', '2028-02-29']);
    const april = dueDates(cal, days, d('2027-04-01'), { months: 1 });
    expect(april.map(iso)).toEqual(['2027-04-30', '2027-04-30']);
  });

  it('gives March TDS its own date: 30 April, not the 7th', () => {
    const tds = of(real('2027-04-01'), 'tds-deposit');
    expect(tds.slice(0, 2).map((x) => [x.period, iso(x)])).toEqual([
      ['March 2027', '2027-04-30'],
      ['April 2027', '2027-05-07'],
    ]);
  });

  it('lists quarterly returns once a quarter, for the financial-year quarter just ended', () => {
    const dates = real('2026-11-21');
    expect(of(dates, 'gstr-1-quarterly').map((x) => [x.period, iso(x)])).toEqual([
      ['October to December 2026', '2027-01-13'],
      ['January to March 2027', '2027-04-13'],
      ['April to June 2027', '2027-07-13'],
      ['July to September 2027', '2027-10-13'],
    ]);
    expect(of(dates, 'cmp-08').map(iso)).toEqual([
      '2027-01-18',
      '2027-04-18',
      '2027-07-18',
      '2027-10-18',
    ]);
  });

  it('has IFF and PMT-06 only for the first two months of a quarter', () => {
    const dates = real('2026-11-21');
    const dueMonths = (id: string) => of(dates, id).map((x) => x.due.month);
    expect(dueMonths('pmt-06')).toEqual([11, 12, 2, 3, 5, 6, 8, 9]);
    expect(dueMonths('iff')).toEqual([12, 2, 3, 5, 6, 8, 9, 11]);
    expect(of(dates, 'pmt-06')[0]?.period).toBe('October 2026');
  });

  it('filters by category', () => {
    const pfEsi = real('2026-11-21', ['pf-esi']);
    expect(new Set(pfEsi.map((x) => x.obligation.id))).toEqual(new Set(['pf-ecr', 'esi']));
    expect(pfEsi).toHaveLength(24);
    const two = real('2026-11-21', ['tds', 'labour']);
    expect(new Set(two.map((x) => x.obligation.category))).toEqual(new Set(['tds', 'labour']));
    expect(real('2026-11-21', [])).toEqual([]);
  });
});

describe('dates without time-zone quirks', () => {
  const original = process.env.TZ;
  afterEach(() => {
    process.env.TZ = original;
  });

  it("takes today from India's clock, whatever the machine's zone", () => {
    // 19:00 UTC on 20 November is 00:30 on 21 November in India.
    const at = new Date('2026-11-20T19:00:00Z');
    expect(todayIn('Asia/Kolkata', at)).toEqual(d('2026-11-21'));
    process.env.TZ = 'America/Los_Angeles';
    expect(todayIn('Asia/Kolkata', at)).toEqual(d('2026-11-21'));
  });

  it('gives the same dates in any zone', () => {
    process.env.TZ = 'Pacific/Kiritimati';
    const east = real('2026-11-21').map((x) => `${x.obligation.id} ${iso(x)}`);
    process.env.TZ = 'America/Los_Angeles';
    const west = real('2026-11-21').map((x) => `${x.obligation.id} ${iso(x)}`);
    expect(east).toEqual(west);
  });

  it('rejects a date that does not exist', () => {
    expect(() => parseIsoDate('2027-02-29')).toThrow(/February has no day 29/);
    expect(() => parseIsoDate('21/11/2026')).toThrow(/YYYY-MM-DD/);
  });
});
