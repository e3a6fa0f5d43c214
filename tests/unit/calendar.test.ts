import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildContent } from '../../scripts/content/build.ts';
import { calendarDataFile, calendarDays, resolveCalendar } from '../../scripts/content/calendar.ts';
import { formatProblem } from '../../scripts/content/problems.ts';
import type { Fact } from '../../src/content/schema.ts';
import { calendarFileSchema } from '../../src/content/schema.ts';
import { calendar } from '../../src/generated/data/calendar.ts';
import { facts } from '../../src/generated/facts.ts';
import {
  addIsoDays,
  addMonths,
  type CalendarData,
  type Choice,
  closedBecause,
  type Due,
  dueDatesFor,
  everything,
  fixedNote,
  groupByMonth,
  parseIsoDate,
  shiftNote,
  todayIn,
  todayInIndia,
  undatedFor,
  weekdayOf,
} from '../../src/tools/calendar.ts';
import { validChoice } from '../../src/tools/calendar-choice.ts';
import { calendarData as data, loadCalendarData } from '../../src/tools/calendar-data.ts';
import { INDIAN_STATES } from '../../supabase/functions/_shared/lead.ts';
import { contentProblems, fixture } from '../support/fixture.ts';

const all = everything(data);
const only = (...registrations: string[]): Choice => ({ registrations, state: null });
/** Twelve months of the real calendar from `start`. */
const year = (start: string, choice: Choice = all) =>
  dueDatesFor(data, start, addMonths(start, 12), choice);
const of = (dates: Due[], id: string) => dates.filter((x) => x.obligationId === id);
const days = (dates: Due[]) => dates.map((x) => x.date);

/** A made-up calendar, to test rules the real obligations do not exercise. */
function testCalendar(obligations: Record<string, unknown>[]): CalendarData {
  const file = calendarFileSchema.parse({
    registrations: [
      { id: 'test', label: 'Test' },
      { id: 'other', label: 'Other' },
    ],
    nonWorkingDays: calendar.nonWorkingDays,
    obligations: obligations.map((o, i) => ({
      id: `o${i}`,
      name: `Obligation ${i}`,
      description: 'D',
      registration: 'test',
      frequency: 'monthly',
      for: 'previous-period',
      day: 'x.day',
      shift: 'next-working-day',
      shiftRule: 'R',
      href: '/',
      ...o,
    })),
  });
  const dayFacts = Object.fromEntries(
    [10, 15, 20, 30, 31].map((n): [string, Fact] => [
      `x.d${n}`,
      {
        label: 'L',
        value: n,
        unit: 'day-of-month',
        source: { title: 'S', url: 'https://example.in/s', kind: 'official' },
        checkedOn: '2026-11-21',
      },
    ]),
  );
  return resolveCalendar(file, { ...dayFacts, 'x.day': dayFacts['x.d15'] as Fact }).data;
}

describe('the calendar data', () => {
  it('is the file the build wrote for the site and the functions, resolved from the facts', () => {
    const written = JSON.parse(
      readFileSync(calendarDataFile(path.resolve(import.meta.dirname, '..', '..')), 'utf8'),
    );
    expect(written).toEqual(resolveCalendar(calendar, facts).data);
    expect(data.states).toEqual([...INDIAN_STATES]);
  });

  it('has the registrations the contract names, each labelled with its name first', () => {
    const labels = Object.fromEntries(data.registrations.map((r) => [r.id, r.label]));
    expect(labels).toMatchObject({
      'gst-monthly': 'GST: monthly returns',
      'gst-qrmp': 'GST: quarterly returns (QRMP)',
      pf: 'PF',
      esi: 'ESI',
      tds: 'TDS',
      'professional-tax': 'Professional tax',
      company: 'Company (private limited)',
      llp: 'LLP',
      posh: 'POSH',
    });
  });

  it('takes every day from a day-of-month fact, with that fact’s source', () => {
    for (const o of calendar.obligations) {
      expect(facts[o.day]?.unit, o.id).toBe('day-of-month');
      const resolved = data.obligations.find((x) => x.id === o.id);
      expect(resolved?.day).toBe(facts[o.day]?.value);
      expect(resolved?.sources.map((s) => s.fact)).toContain(o.day);
    }
  });

  it('moves only the dates whose rule allows it: PF and ESI, not GST, TDS or MCA forms', () => {
    const shift = Object.fromEntries(data.obligations.map((o) => [o.id, o.shift]));
    expect(shift['pf-ecr']).toBe('next-working-day');
    expect(shift.esi).toBe('next-working-day');
    for (const id of ['gstr-1', 'gstr-3b', 'pmt-06', 'tds-deposit', 'tds-statement', 'dpt-3'])
      expect(shift[id]).toBe('none');
  });

  it('lists the AGM-based company filings as undated, with the facts’ days in words', () => {
    const undated = undatedFor(data, only('company'));
    const aoc4 = undated.find((u) => u.id === 'aoc-4');
    expect(aoc4?.when).toContain(`Within ${facts['companies.aoc4Days']?.value} days of the AGM`);
    expect(undated.map((u) => u.id)).toEqual(expect.arrayContaining(['mgt-7', 'adt-1']));
    expect(undatedFor(data, only('pf'))).toEqual([]);
    for (const u of data.undated) expect(u.when).not.toMatch(/\{\{/);
  });

  it('refuses a day that is not a day-of-month fact, naming the field', () => {
    const file = calendarFileSchema.parse({
      registrations: [{ id: 'r', label: 'R' }],
      nonWorkingDays: calendar.nonWorkingDays,
      obligations: ['a.day', 'a.rate', 'a.missing'].map((day, i) => ({
        id: `o${i}`,
        name: 'N',
        description: 'D',
        registration: 'r',
        frequency: 'monthly',
        for: 'previous-period',
        day,
        shift: 'none',
        shiftRule: 'R',
        href: '/',
      })),
    });
    const source = { title: 'S', url: 'https://example.in/s', kind: 'official' } as const;
    const { days, problems } = calendarDays(file, {
      'a.day': { label: 'A', value: 15, unit: 'day-of-month', source, checkedOn: '2026-11-21' },
      'a.rate': { label: 'A', value: 12, unit: 'percent', source, checkedOn: '2026-11-21' },
    });
    expect(days).toEqual({ 'a.day': 15 });
    expect(problems.map((p) => [p.field, p.message])).toEqual([
      ['obligations[1].day', expect.stringContaining('unit is percent')],
      ['obligations[2].day', expect.stringContaining('does not have')],
    ]);
  });

  it('refuses an annual obligation without its month, an unknown state or registration', () => {
    const base = {
      id: 'o',
      name: 'N',
      description: 'D',
      registration: 'r',
      for: 'previous-period',
      day: 'a.day',
      shift: 'none',
      shiftRule: 'R',
      href: '/',
    };
    const issues = (obligations: Record<string, unknown>[]) =>
      calendarFileSchema
        .safeParse({
          registrations: [{ id: 'r', label: 'R' }],
          nonWorkingDays: calendar.nonWorkingDays,
          obligations,
        })
        .error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];
    expect(issues([{ ...base, frequency: 'monthly', states: ['Bombay'] }])).toEqual([
      ['obligations.0.states.0', expect.stringContaining('state or union territory')],
    ]);
    expect(
      issues([
        { ...base, frequency: 'annual' },
        { ...base, id: 'q', frequency: 'quarterly', registration: 'nope', month: 4 },
      ]),
    ).toEqual([
      ['obligations.0.month', expect.stringContaining('required for an annual obligation')],
      ['obligations.1.registration', expect.stringContaining('one of the registrations')],
      ['obligations.1.month', expect.stringContaining('only for annual obligations')],
    ]);
  });

  it('stops the build when an obligation names a fact that is not a day of the month', () => {
    const root = fixture({
      'content/data/calendar.yaml': [
        'registrations: [{ id: pf, label: PF }]',
        'nonWorkingDays: { why: W, weekly: [sunday], saturdaysOfMonth: [], holidays: [] }',
        'obligations:',
        '  - { id: pf, name: PF, description: D, registration: pf, frequency: monthly,',
        '      for: previous-period, day: pf.employeeRate, shift: none, shiftRule: R, href: / }',
        '',
      ].join('\n'),
    });
    expect(() => buildContent(root)).toThrow(
      'content/data/calendar.yaml: obligations[0].day: names the fact "pf.employeeRate", whose unit is percent',
    );
  });
});

describe('the calendar in Hindi (content/hi/data/calendar.yaml)', () => {
  it('gives every due date on the same day as the English, with the Hindi words', async () => {
    const hindi = await loadCalendarData('hi');
    const inHindi = dueDatesFor(hindi, '2026-11-21', '2027-11-21', everything(hindi));
    const inEnglish = year('2026-11-21');
    expect(inHindi.map((d) => [d.uid, d.date, d.period, d.href])).toEqual(
      inEnglish.map((d) => [d.uid, d.date, d.period, d.href]),
    );
    const gstr3b = inHindi.find((d) => d.obligationId === 'gstr-3b');
    expect(gstr3b?.name).toBe('GSTR-3B (मासिक रिटर्न भरने वाले)');
    expect(gstr3b?.description).toBe(
      'पिछले महीने का सारांश रिटर्न: कर देनदारी, इनपुट टैक्स क्रेडिट, और नकद में देय कर का भुगतान।',
    );
    expect(hindi.nonWorkingDays.holidays.map((h) => h.name)).toEqual([
      'गणतंत्र दिवस',
      'स्वतंत्रता दिवस',
      'गांधी जयंती',
    ]);
  });

  it('writes every word in Hindi, keeping acronyms, and quotes the facts in Hindi', async () => {
    const hindi = await loadCalendarData('hi');
    const devanagari = /[\u0900-\u097F]/;
    const acronym = /^[A-Z]+$/;
    for (const r of hindi.registrations)
      expect(devanagari.test(r.label) || acronym.test(r.label), r.id).toBe(true);
    for (const o of hindi.obligations)
      for (const words of [o.name, o.description, o.shiftRule])
        expect(words, o.id).toMatch(devanagari);
    for (const u of hindi.undated) {
      expect(u.name, u.id).toMatch(devanagari);
      expect(u.when, u.id).toMatch(devanagari);
      expect(u.when, u.id).not.toMatch(/\{\{|\bdays?\b/);
    }
    const aoc4 = hindi.undated.find((u) => u.id === 'aoc-4');
    expect(aoc4?.when).toBe(
      'खातों को स्वीकार करने वाली AGM के 30 दिन के भीतर। एक व्यक्ति कंपनी वित्त वर्ष की समाप्ति के 180 दिन के भीतर दाखिल करती है।',
    );
    expect(hindi.undated.find((u) => u.id === 'final-wages')?.when).toContain('2 कार्य दिवस');
  });
});

describe('the check of a translated calendar', () => {
  const dayFacts = [
    'x.day:',
    '  label: Day',
    '  value: 20',
    '  unit: day-of-month',
    '  source: { title: S, url: "https://example.in/s", kind: official }',
    '  checkedOn: 2026-11-21',
    'x.days:',
    '  label: Days',
    '  value: 30',
    '  unit: days',
    '  source: { title: S, url: "https://example.in/s", kind: official }',
    '  checkedOn: 2026-11-21',
    'x.other:',
    '  label: Other days',
    '  value: 60',
    '  unit: days',
    '  source: { title: S, url: "https://example.in/s", kind: official }',
    '  checkedOn: 2026-11-21',
    '',
  ].join('\n');
  const obligation = (id: string, name: string, description: string) =>
    `  - { id: ${id}, name: ${name}, description: "${description}", registration: r, frequency: monthly, for: previous-period, day: x.day, shift: none, shiftRule: R, href: / }`;
  const english = [
    'registrations: [{ id: r, label: Returns }]',
    'nonWorkingDays:',
    '  why: W',
    '  weekly: [sunday]',
    '  saturdaysOfMonth: []',
    '  holidays: [{ month: 8, day: 15, name: Independence Day }]',
    'obligations:',
    obligation('a', 'Return A', 'Under rule 61.'),
    obligation('b', 'Return B', 'The quarter’s return.'),
    'undated:',
    '  - { id: u, name: U, registration: r, when: "Within {{fact:x.days}} of the event.", href: / }',
    '',
  ].join('\n');
  const translation = {
    registrations: '[{ id: r, label: रिटर्न }]',
    holidays: '[{ month: 8, day: 15, name: स्वतंत्रता दिवस }]',
    a: '  - { id: a, name: रिटर्न A, description: "नियम 61 के तहत।", shiftRule: नियम }',
    b: '  - { id: b, name: रिटर्न B, description: "तिमाही का रिटर्न।", shiftRule: नियम }',
    when: '"घटना के {{fact:x.days}} के भीतर।"',
  };
  const hindi = (t: Partial<typeof translation> = {}, order: ('a' | 'b')[] = ['a', 'b']) => {
    const w = { ...translation, ...t };
    return [
      `registrations: ${w.registrations}`,
      `nonWorkingDays: { why: डब्ल्यू, holidays: ${w.holidays} }`,
      'obligations:',
      ...order.map((id) => w[id]),
      'undated:',
      `  - { id: u, name: यू, when: ${w.when} }`,
      '',
    ].join('\n');
  };
  const build = (words: string) =>
    fixture(
      { 'content/data/calendar.yaml': english, 'content/hi/data/calendar.yaml': words },
      { facts: dayFacts },
    );
  const problems = (words: string) => contentProblems(build(words)).map(formatProblem);

  it('takes a translation with the same items in the same order, and keeps the English rules', () => {
    const built = buildContent(build(hindi()));
    const inHindi = built.dataIn.hi?.calendar;
    expect(inHindi?.obligations.map((o) => [o.id, o.name, o.day, o.registration])).toEqual([
      ['a', 'रिटर्न A', 'x.day', 'r'],
      ['b', 'रिटर्न B', 'x.day', 'r'],
    ]);
    expect(inHindi?.nonWorkingDays).toMatchObject({
      weekly: ['sunday'],
      holidays: [{ month: 8, day: 15, name: 'स्वतंत्रता दिवस' }],
    });
    expect(resolveCalendar(inHindi ?? calendar, built.facts, 'hi').data.undated[0]?.when).toBe(
      'घटना के 30 दिन के भीतर।',
    );
  });

  it('refuses a translation that leaves out an item, naming the file and the item', () => {
    expect(problems(hindi({}, ['a']))).toEqual([
      'content/hi/data/calendar.yaml:3: obligations: has no obligation "b", which content/data/calendar.yaml has (obligations[1].id): translate every item, in the same order',
    ]);
  });

  it('refuses a changed id, a holiday on another day and items in another order', () => {
    expect(problems(hindi({ a: translation.a.replace('id: a,', 'id: a-new,') }))).toEqual([
      'content/hi/data/calendar.yaml:3: obligations: has no obligation "a", which content/data/calendar.yaml has (obligations[0].id): translate every item, in the same order',
      'content/hi/data/calendar.yaml:4: obligations[0].id: obligation "a-new" is not in content/data/calendar.yaml: keep each item\'s id (a holiday\'s month and day) as it is',
    ]);
    expect(problems(hindi({ holidays: '[{ month: 8, day: 16, name: स्वतंत्रता दिवस }]' }))).toEqual([
      'content/hi/data/calendar.yaml:2: nonWorkingDays.holidays: has no holiday on month 8, day 15, which content/data/calendar.yaml has (nonWorkingDays.holidays[0]): translate every item, in the same order',
      "content/hi/data/calendar.yaml:2: nonWorkingDays.holidays[0]: holiday on month 8, day 16 is not in content/data/calendar.yaml: keep each item's id (a holiday's month and day) as it is",
    ]);
    expect(problems(hindi({}, ['b', 'a']))).toEqual([
      'content/hi/data/calendar.yaml:4: obligations[0].id: is obligation "b"; content/data/calendar.yaml has "a" here: keep the same order',
      'content/hi/data/calendar.yaml:5: obligations[1].id: is obligation "a"; content/data/calendar.yaml has "b" here: keep the same order',
    ]);
  });

  it('refuses a fact the English does not quote, a fact left out and a changed figure', () => {
    expect(problems(hindi({ when: '"घटना के {{fact:x.other}} के भीतर।"' }))).toEqual([
      'content/hi/data/calendar.yaml:7: undated[0].when: quotes {{fact:x.other}}, which the English of "u" does not: quote the same facts as content/data/calendar.yaml',
      'content/hi/data/calendar.yaml:7: undated[0].when: leaves out {{fact:x.days}}, which the English of "u" quotes: keep it as it is',
    ]);
    expect(problems(hindi({ a: translation.a.replace('नियम 61', 'नियम 62') }))).toEqual([
      'content/hi/data/calendar.yaml:4: obligations[0].description: writes the figures (62) where the English of "a" writes (61): keep every figure as it is',
    ]);
  });

  it('refuses a rule in the translation: the dates stay in the English file', () => {
    const withDay = hindi({
      a: translation.a.replace('shiftRule: नियम', 'shiftRule: नियम, day: x.other'),
    });
    expect(problems(withDay)).toEqual([
      'content/hi/data/calendar.yaml:4: obligations[0].day: is not a field of this collection (check the spelling; see README "Frontmatter")',
    ]);
  });
});

describe('dueDatesFor', () => {
  it('monthly: each month once, for the month before, twelve times in twelve months', () => {
    const dates = year('2026-11-21');
    for (const id of ['gstr-1', 'gstr-3b', 'pf-ecr', 'esi', 'tds-deposit', 'wages'])
      expect(of(dates, id)).toHaveLength(12);
    const gstr3b = of(dates, 'gstr-3b')[0] as Due;
    expect(gstr3b).toMatchObject({
      period: 'November 2026',
      date: '2026-12-20',
      uid: 'gstr-3b-2026-11',
    });
  });

  it('takes dates from `from` inclusive to `to` exclusive, sorted', () => {
    const dates = dueDatesFor(data, '2026-11-20', '2026-12-20', only('gst-monthly'));
    expect(days(dates)).toEqual(['2026-11-20', '2026-12-11']);
    expect(dates[0]).toMatchObject({ obligationId: 'gstr-3b', period: 'October 2026' });
    const twelve = year('2026-11-21');
    expect(days(twelve)).toEqual([...days(twelve)].sort());
    expect(twelve[0]).toMatchObject({ obligationId: 'pmt-06', date: '2026-11-25' });
    expect((twelve.at(-1)?.date ?? '') < '2027-11-21').toBe(true);
    expect(dueDatesFor(data, '2026-11-21', '2026-11-21', all)).toEqual([]);
  });

  it('quarterly: for the financial-year quarter just ended, with the January-March statement in May', () => {
    const dates = year('2026-11-21');
    expect(of(dates, 'gstr-1-quarterly').map((x) => [x.period, x.date])).toEqual([
      ['Q3 2026-27 (October to December 2026)', '2027-01-13'],
      ['Q4 2026-27 (January to March 2027)', '2027-04-13'],
      ['Q1 2027-28 (April to June 2027)', '2027-07-13'],
      ['Q2 2027-28 (July to September 2027)', '2027-10-13'],
    ]);
    expect(of(dates, 'tds-statement').map((x) => [x.uid, x.date])).toEqual([
      ['tds-statement-2026-27-q3', '2027-01-31'],
      ['tds-statement-2026-27-q4', '2027-05-31'],
      ['tds-statement-2027-28-q1', '2027-07-31'],
      ['tds-statement-2027-28-q2', '2027-10-31'],
    ]);
  });

  it('annual: once a year in its month, for the financial year it names', () => {
    const dates = year('2026-11-21');
    expect(of(dates, 'gstr-9').map((x) => [x.uid, x.date, x.period])).toEqual([
      ['gstr-9-2025-26', '2026-12-31', '2025-26'],
    ]);
    expect(of(dates, 'dpt-3').map((x) => [x.date, x.period])).toEqual([['2027-06-30', '2026-27']]);
    expect(of(dates, 'llp-form-11').map((x) => x.date)).toEqual(['2027-05-30']);
    // Advance tax is for the year the instalment falls in.
    const advance = dates.filter((x) => x.obligationId.startsWith('advance-tax'));
    expect(advance.map((x) => [x.date, x.period])).toEqual([
      ['2026-12-15', '2026-27'],
      ['2027-03-15', '2026-27'],
      ['2027-06-15', '2027-28'],
      ['2027-09-15', '2027-28'],
    ]);
    expect(of(dates, 'msme-1-april-september')[0]).toMatchObject({
      date: '2027-10-31',
      period: '2027-28',
    });
  });

  it('has IFF and PMT-06 only for the first two months of a quarter', () => {
    const dates = year('2026-11-21');
    const dueMonths = (id: string) => of(dates, id).map((x) => Number(x.date.slice(5, 7)));
    expect(dueMonths('pmt-06')).toEqual([11, 12, 2, 3, 5, 6, 8, 9]);
    expect(dueMonths('iff')).toEqual([12, 2, 3, 5, 6, 8, 9, 11]);
  });

  it('filters by registration, showing a shared obligation once under a chosen registration', () => {
    const pf = year('2026-11-21', only('pf'));
    expect(new Set(pf.map((x) => x.obligationId))).toEqual(new Set(['pf-ecr']));
    const qrmp = year('2026-11-21', only('gst-qrmp'));
    expect(of(qrmp, 'gstr-9')).toMatchObject([{ registration: 'gst-qrmp' }]);
    const both = year('2026-11-21', only('gst-monthly', 'gst-qrmp'));
    expect(of(both, 'gstr-9')).toMatchObject([{ registration: 'gst-monthly' }]);
    expect(year('2026-11-21', only())).toEqual([]);
  });

  it('filters by state: a state keeps its own dates, and none leaves nothing out', () => {
    const pt = (state: string | null) =>
      new Set(
        year('2026-11-21', { registrations: ['professional-tax', 'gst-qrmp'], state }).map(
          (x) => x.obligationId,
        ),
      );
    const maharashtra = pt('Maharashtra');
    expect(maharashtra.has('pt-maharashtra-monthly')).toBe(true);
    expect(maharashtra.has('pt-karnataka')).toBe(false);
    expect(maharashtra.has('gstr-3b-quarterly-22')).toBe(true);
    expect(maharashtra.has('gstr-3b-quarterly-24')).toBe(false);
    const delhi = pt('Delhi');
    expect([...delhi].filter((id) => id.startsWith('pt-'))).toEqual([]);
    expect(delhi.has('gstr-3b-quarterly-24')).toBe(true);
    const anywhere = pt(null);
    for (const id of [
      'pt-maharashtra-monthly',
      'pt-karnataka',
      'gstr-3b-quarterly-22',
      'gstr-3b-quarterly-24',
    ])
      expect(anywhere.has(id)).toBe(true);
  });

  it('moves PF on a Sunday to the Monday, and says why', () => {
    // 15 March 2026 is a Sunday.
    expect(weekdayOf('2026-03-15')).toBe(0);
    const pf = of(dueDatesFor(data, '2026-03-01', '2026-04-01', only('pf')), 'pf-ecr')[0] as Due;
    expect(pf).toMatchObject({
      period: 'February 2026',
      original: '2026-03-15',
      date: '2026-03-16',
    });
    expect(shiftNote(pf)).toBe('15 March is a Sunday, so due on 16 March');
  });

  it('moves ESI past a national holiday and the Sunday after it', () => {
    // 15 August 2026 is Independence Day (a Saturday), and 16 August a Sunday.
    const esi = of(dueDatesFor(data, '2026-08-01', '2026-09-01', only('esi')), 'esi')[0] as Due;
    expect(esi).toMatchObject({ period: 'July 2026', date: '2026-08-17' });
    expect(shiftNote(esi)).toBe(
      '15 August is Independence Day and 16 August is a Sunday, so due on 17 August',
    );
  });

  it('keeps a GST date that falls on a Sunday, and says it does not move', () => {
    // 20 December 2026 is a Sunday.
    const gstr3b = of(year('2026-12-01'), 'gstr-3b')[0] as Due;
    expect(gstr3b).toMatchObject({ date: '2026-12-20', skipped: [] });
    expect(fixedNote(gstr3b)).toBe('20 December is a Sunday; this date does not move');
  });

  it('treats the second and fourth Saturdays as bank holidays, not the others', () => {
    const rules = data.nonWorkingDays;
    expect(closedBecause('2026-10-10', rules)).toBe('a bank holiday (the second Saturday)');
    expect(closedBecause('2026-10-24', rules)).toBe('a bank holiday (the fourth Saturday)');
    expect(closedBecause('2026-10-17', rules)).toBeNull();
    expect(closedBecause('2026-10-02', rules)).toBe('Gandhi Jayanti');
    expect(closedBecause('2027-01-26', rules)).toBe('Republic Day');
    const cal = testCalendar([{ day: 'x.d10' }]);
    const moved = dueDatesFor(cal, '2026-10-01', '2026-11-01', only('test'))[0] as Due;
    expect(moved.date).toBe('2026-10-12');
  });

  it('moves a date across a month end and keeps it in the window it lands in', () => {
    // 31 October 2027 is a Sunday: a moving obligation due then falls on 1 November.
    const cal = testCalendar([{ day: 'x.d31' }]);
    const nov = dueDatesFor(cal, '2027-11-01', '2027-12-01', only('test'));
    expect(nov.map((x) => [x.uid, x.original, x.date])).toEqual([
      ['o0-2027-09', '2027-10-31', '2027-11-01'],
      ['o0-2027-10', '2027-11-30', '2027-11-30'],
    ]);
    // October's window has none: the date due on 31 October moved into November.
    const oct = dueDatesFor(cal, '2027-10-01', '2027-11-01', only('test'));
    expect(oct.map((x) => x.uid)).toEqual([]);
  });

  it('puts a day past the end of the month on its last day (a 30th or 31st in February)', () => {
    const cal = testCalendar([
      { day: 'x.d31', shift: 'none' },
      { day: 'x.d30', shift: 'none' },
    ]);
    const feb = (y: number) => days(dueDatesFor(cal, `${y}-02-01`, `${y}-03-01`, only('test')));
    expect(feb(2027)).toEqual(['2027-02-28', '2027-02-28']);
    expect(feb(2028)).toEqual(['2028-02-29', '2028-02-29']);
  });

  it('gives March TDS its own date: 30 April, not the 7th', () => {
    const tds = of(dueDatesFor(data, '2027-04-01', '2027-06-01', only('tds')), 'tds-deposit');
    expect(tds.map((x) => [x.period, x.date])).toEqual([
      ['March 2027', '2027-04-30'],
      ['April 2027', '2027-05-07'],
    ]);
  });

  it('crosses the year boundary: December returns fall due in January', () => {
    const dates = year('2026-12-21');
    expect(of(dates, 'gstr-1')[0]).toMatchObject({ period: 'December 2026', date: '2027-01-11' });
    const months = groupByMonth(dates).map((g) => g.label);
    expect(months.slice(0, 2)).toEqual(['December 2026', 'January 2027']);
    expect(months.at(-1)).toBe('December 2027');
  });

  it('gives each obligation and period one uid, the same in any window', () => {
    const a = year('2026-11-21');
    expect(new Set(a.map((x) => x.uid)).size).toBe(a.length);
    const b = dueDatesFor(data, '2027-03-01', '2027-04-01', all);
    const inA = new Map(a.map((x) => [x.uid, x]));
    for (const x of b) expect(inA.get(x.uid)).toEqual(x);
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
    expect(todayInIndia(at)).toBe('2026-11-21');
    expect(todayIn('Asia/Kolkata', at)).toEqual(parseIsoDate('2026-11-21'));
    process.env.TZ = 'America/Los_Angeles';
    expect(todayInIndia(at)).toBe('2026-11-21');
  });

  it("gives India's date as Intl does, either side of India's midnight", () => {
    const intl = (at: Date) =>
      parseIsoDate(new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(at));
    for (const iso of [
      '2026-11-20T18:29:59.999Z',
      '2026-11-20T18:30:00Z',
      '2026-12-31T18:29:59Z',
      '2026-12-31T18:30:00Z',
      '2028-02-28T18:30:00Z',
      '2027-06-15T05:00:00Z',
    ]) {
      const at = new Date(iso);
      expect(todayIn('Asia/Kolkata', at)).toEqual(intl(at));
    }
    expect(todayIn('UTC', new Date('2026-11-20T18:30:00Z'))).toEqual(parseIsoDate('2026-11-20'));
  });

  it('adds days and months across month and year ends', () => {
    expect(addIsoDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addIsoDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonths('2026-11-26', 12)).toBe('2027-11-26');
  });

  it('gives the same dates in any zone', () => {
    process.env.TZ = 'Pacific/Kiritimati';
    const east = year('2026-11-21').map((x) => x.uid + x.date);
    process.env.TZ = 'America/Los_Angeles';
    expect(year('2026-11-21').map((x) => x.uid + x.date)).toEqual(east);
  });

  it('rejects a date that does not exist', () => {
    expect(() => parseIsoDate('2027-02-29')).toThrow(/February has no day 29/);
    expect(() => parseIsoDate('21/11/2026')).toThrow(/YYYY-MM-DD/);
  });
});

describe('a kept choice', () => {
  it('keeps only the registrations and the state the data knows', () => {
    expect(validChoice(data, { registrations: ['pf', 'nope', 'esi'], state: 'Karnataka' })).toEqual(
      {
        registrations: ['pf', 'esi'],
        state: 'Karnataka',
      },
    );
    expect(validChoice(data, { registrations: ['pf'], state: 'Atlantis' })).toEqual({
      registrations: ['pf'],
      state: null,
    });
    expect(validChoice(data, 'pf')).toBeNull();
    expect(validChoice(data, { state: 'Goa' })).toBeNull();
  });
});
