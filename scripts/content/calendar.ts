/**
 * content/data/calendar.yaml checked against the facts and resolved into the calendar's one
 * source of data: every day an obligation names must be a day-of-month fact (so that a due date
 * is never typed twice), and `{{fact:id}}` in an undated obligation's `when` must name a fact.
 * The result (CalendarData of supabase/functions/_shared/calendar.ts) is written as
 * supabase/functions/_shared/generated/calendar-data.json, which the site and the Edge
 * Functions read. A translation's words (content/hi/data/calendar.yaml) are checked against the
 * English file here too (`calendarInLanguage`). Also the files the calendar adds to the site,
 * which links may point to.
 */
import path from 'node:path';
import type { CalendarWordsFile, DataOf, Fact } from '../../src/content/schema.ts';
import { formatFact } from '../../src/lib/facts.ts';
import { type Language, languages, originalLanguage } from '../../src/lib/languages.ts';
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
function withFacts(
  text: string,
  facts: Record<string, Fact>,
  language: Language,
): { text: string; missing: string[] } {
  const missing: string[] = [];
  const replaced = text.replace(factToken, (whole, id: string) => {
    const fact = facts[id];
    if (!fact) missing.push(id);
    return fact ? formatFact(fact, language) : whole;
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
 * the problems that stop the build (the days' and the undated obligations' facts). In another
 * language (the English calendar with a translation's words, `calendarInLanguage`), `facts` are
 * that language's (ContentBuild's factsIn), so that `when` quotes them as its pages do.
 */
export function resolveCalendar(
  calendar: Calendar,
  facts: Record<string, Fact>,
  language: Language = originalLanguage,
): { data: CalendarData; problems: Problem[] } {
  const { days, problems } = calendarDays(calendar, facts);
  const undated = calendar.undated.map((u, i) => {
    const { text, missing } = withFacts(u.when, facts, language);
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
 * The .ics files the build writes for the calendar (site paths), in each language: one with every
 * due date and one per registration that has dated obligations.
 */
export function calendarFilePaths(calendar: Calendar | undefined): string[] {
  if (!calendar) return [];
  const dated = calendar.registrations.filter((r) =>
    calendar.obligations.some((o) => o.registration === r.id || o.alsoFor.includes(r.id)),
  );
  return languages.flatMap((language) => [
    calendarIcsPath(undefined, language),
    ...dated.map((r) => calendarIcsPath(r.id, language)),
  ]);
}

const englishFile = 'content/data/calendar.yaml';

/** The {{fact:id}} ids a text quotes. */
const factsQuoted = (text: string) => new Set([...text.matchAll(factToken)].map((m) => m[1]));

/** The figures a text writes (outside its facts), in order: "rule 61(1)" → 61, 1. */
const figuresIn = (text: string) =>
  [...text.replace(factToken, '').matchAll(/\d+(?:\.\d+)?/g)].map((m) => m[0]).sort();

/** An item of a list as the messages name it (`"gstr-3b"`, `on month 8, day 15`), and where. */
type Keyed = { key: string; at: PropertyKey[] };

/** What is wrong at a field of the translation. */
type Drift = { at: PropertyKey[]; message: string };

const byId = (list: readonly { id: string }[], section: string): Keyed[] =>
  list.map((x, i) => ({ key: `"${x.id}"`, at: [section, i, 'id'] }));

const byDay = (list: readonly { month: number; day: number }[]): Keyed[] =>
  list.map((h, i) => ({
    key: `on month ${h.month}, day ${h.day}`,
    at: ['nonWorkingDays', 'holidays', i],
  }));

/** Where a translated list lacks an item of the English, has one it lacks, or another order. */
function itemDrift(
  section: PropertyKey[],
  what: string,
  english: readonly Keyed[],
  translated: readonly Keyed[],
): Drift[] {
  const has = new Set(translated.map((t) => t.key));
  const known = new Set(english.map((e) => e.key));
  const drift: Drift[] = [
    ...english
      .filter((e) => !has.has(e.key))
      .map((e) => ({
        at: section,
        message: `has no ${what} ${e.key}, which ${englishFile} has (${fieldPath(e.at)}): translate every item, in the same order`,
      })),
    ...translated
      .filter((t) => !known.has(t.key))
      .map((t) => ({
        at: t.at,
        message: `${what} ${t.key} is not in ${englishFile}: keep each item's id (a holiday's month and day) as it is`,
      })),
  ];
  if (drift.length > 0 || english.length !== translated.length) return drift;
  return translated.flatMap((t, i) => {
    const e = english[i];
    return e && e.key !== t.key
      ? [
          {
            at: t.at,
            message: `is ${what} ${t.key}; ${englishFile} has ${e.key} here: keep the same order`,
          },
        ]
      : [];
  });
}

/** Where translated words quote other facts, or write other figures, than their English. */
function wordDrift(at: PropertyKey[], english: string, translated: string, item: string): Drift[] {
  const wanted = factsQuoted(english);
  const quoted = factsQuoted(translated);
  const drift: Drift[] = [
    ...[...quoted]
      .filter((id) => !wanted.has(id))
      .map((id) => ({
        at,
        message: `quotes {{fact:${id}}}, which the English of ${item} does not: quote the same facts as ${englishFile}`,
      })),
    ...[...wanted]
      .filter((id) => !quoted.has(id))
      .map((id) => ({
        at,
        message: `leaves out {{fact:${id}}}, which the English of ${item} quotes: keep it as it is`,
      })),
  ];
  const figures = figuresIn(translated).join(', ');
  const englishFigures = figuresIn(english).join(', ');
  if (figures !== englishFigures)
    drift.push({
      at,
      message: `writes the figures (${figures || 'none'}) where the English of ${item} writes (${englishFigures || 'none'}): keep every figure as it is`,
    });
  return drift;
}

/** The words of every item the translation shares with the English, against the English's. */
function wordsDrift(calendar: Calendar, words: CalendarWordsFile): Drift[] {
  const englishOf = <T extends { id: string }>(list: readonly T[], id: string) =>
    list.find((x) => x.id === id);
  /** Each field of a translated item against the English item with its id. */
  const fieldsOf = <T extends { id: string }, F extends keyof T & string>(
    section: string,
    english: readonly T[],
    translated: readonly (Pick<T, F> & { id: string })[],
    fields: readonly F[],
  ) =>
    translated.flatMap((t, i) => {
      const e = englishOf(english, t.id);
      return e
        ? fields.flatMap((f) => wordDrift([section, i, f], String(e[f]), String(t[f]), `"${t.id}"`))
        : [];
    });
  return [
    ...wordDrift(
      ['nonWorkingDays', 'why'],
      calendar.nonWorkingDays.why,
      words.nonWorkingDays.why,
      'nonWorkingDays',
    ),
    ...fieldsOf('registrations', calendar.registrations, words.registrations, ['label']),
    ...fieldsOf('obligations', calendar.obligations, words.obligations, [
      'name',
      'description',
      'shiftRule',
    ]),
    ...fieldsOf('undated', calendar.undated, words.undated, ['name', 'when']),
  ];
}

/** The English calendar, item by item, with a translation that has the same items in order. */
function withTranslatedWords(calendar: Calendar, words: CalendarWordsFile): Calendar {
  return {
    ...calendar,
    registrations: calendar.registrations.map((r, i) => ({
      ...r,
      label: words.registrations[i]?.label ?? r.label,
    })),
    nonWorkingDays: {
      ...calendar.nonWorkingDays,
      why: words.nonWorkingDays.why,
      holidays: calendar.nonWorkingDays.holidays.map((h, i) => ({
        ...h,
        name: words.nonWorkingDays.holidays[i]?.name ?? h.name,
      })),
    },
    obligations: calendar.obligations.map((o, i) => {
      const w = words.obligations[i];
      return w ? { ...o, name: w.name, description: w.description, shiftRule: w.shiftRule } : o;
    }),
    undated: calendar.undated.map((u, i) => {
      const w = words.undated[i];
      return w ? { ...u, name: w.name, when: w.when } : u;
    }),
  };
}

/**
 * The English calendar with a translation's words (content/<language>/data/calendar.yaml), and
 * what keeps the translation from being used: an item of the English missing, an item the English
 * does not have, the items in another order, or words that quote other facts, or write other
 * figures, than the English item's. The translation holds the words only
 * (calendarWordsFileSchema), so its dates cannot differ. `lineOf` gives a field's line in it.
 */
export function calendarInLanguage(
  calendar: Calendar,
  words: CalendarWordsFile,
  file: string,
  lineOf: (at: readonly PropertyKey[]) => number | undefined = () => undefined,
): { calendar: Calendar; problems: Problem[] } {
  const drift = [
    ...itemDrift(
      ['registrations'],
      'registration',
      byId(calendar.registrations, 'registrations'),
      byId(words.registrations, 'registrations'),
    ),
    ...itemDrift(
      ['nonWorkingDays', 'holidays'],
      'holiday',
      byDay(calendar.nonWorkingDays.holidays),
      byDay(words.nonWorkingDays.holidays),
    ),
    ...itemDrift(
      ['obligations'],
      'obligation',
      byId(calendar.obligations, 'obligations'),
      byId(words.obligations, 'obligations'),
    ),
    ...itemDrift(
      ['undated'],
      'undated obligation',
      byId(calendar.undated, 'undated'),
      byId(words.undated, 'undated'),
    ),
    ...wordsDrift(calendar, words),
  ];
  const problems = drift.map(({ at, message }) => ({
    file,
    line: lineOf(at),
    field: fieldPath(at),
    message,
  }));
  return {
    calendar: problems.length > 0 ? calendar : withTranslatedWords(calendar, words),
    problems,
  };
}
