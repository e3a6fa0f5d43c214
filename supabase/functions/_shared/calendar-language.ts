// The compliance calendar in a language other than English, shared by the site (through Vite)
// and the Edge Functions (through Deno): its words (a translation's names, descriptions and
// labels, put over the English data by `withWords`) and its dates, periods and notes as that
// language writes them. The dates themselves always come from the one set of rules in
// ./calendar.ts, so a translation can never move one. Pure TypeScript that imports only that.
import {
  type CalendarData,
  type Due,
  dayMonth,
  fixedNote,
  longDate,
  type ResolvedObligation,
  shiftNote,
  type UndatedObligation,
  weekdayNames,
  weekdayOf,
} from './calendar.ts';
import { isOriginal, type Language, localeOf, originalLanguage } from './languages.ts';

/** The languages the calendar is written in (content/languages.yaml); the original is the data's own. */
export type CalendarLanguage = Language;

/** The calendar's words in one language, apart from its rules: what a translation changes. */
export interface CalendarWords {
  /** Each registration's label, by id. */
  registrations: Record<string, string>;
  obligations: Record<string, Pick<ResolvedObligation, 'name' | 'description' | 'shiftRule'>>;
  /** `when` with its facts as they read in the language. */
  undated: Record<string, Pick<UndatedObligation, 'name' | 'when'>>;
  /** Each national holiday's name, by "<month>-<day>" ("8-15"). */
  holidays: Record<string, string>;
}

const holidayKey = (h: { month: number; day: number }) => `${h.month}-${h.day}`;

/** The words of a calendar, by id. */
export function calendarWords(data: CalendarData): CalendarWords {
  return {
    registrations: Object.fromEntries(data.registrations.map((r) => [r.id, r.label])),
    obligations: Object.fromEntries(
      data.obligations.map((o) => [
        o.id,
        { name: o.name, description: o.description, shiftRule: o.shiftRule },
      ]),
    ),
    undated: Object.fromEntries(data.undated.map((u) => [u.id, { name: u.name, when: u.when }])),
    holidays: Object.fromEntries(data.nonWorkingDays.holidays.map((h) => [holidayKey(h), h.name])),
  };
}

/** The calendar with another language's words; anything they lack keeps its own. */
export function withWords(data: CalendarData, words: CalendarWords): CalendarData {
  return {
    ...data,
    registrations: data.registrations.map((r) => ({
      ...r,
      label: words.registrations[r.id] ?? r.label,
    })),
    obligations: data.obligations.map((o) => ({ ...o, ...words.obligations[o.id] })),
    undated: data.undated.map((u) => ({ ...u, ...words.undated[u.id] })),
    nonWorkingDays: {
      ...data.nonWorkingDays,
      holidays: data.nonWorkingDays.holidays.map((h) => ({
        ...h,
        name: words.holidays[holidayKey(h)] ?? h.name,
      })),
    },
  };
}

const monthsIn = new Map<Language, ReadonlyMap<string, string>>();

/** The months as a language's locale names them (Intl), by the original's names. */
function monthNamesIn(language: Language): ReadonlyMap<string, string> {
  let months = monthsIn.get(language);
  if (!months) {
    const name = (locale: string) =>
      new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
    const from = name(localeOf(originalLanguage));
    const to = name(localeOf(language));
    const firsts = Array.from({ length: 12 }, (_, m) => new Date(Date.UTC(2026, m, 1)));
    months = new Map(firsts.map((d) => [from.format(d), to.format(d)]));
    monthsIn.set(language, months);
  }
  return months;
}

/**
 * The original's month names in a date or period as the language writes them: "15 March 2026"
 * → "15 मार्च 2026" in Hindi (the month names of its locale).
 */
export function withMonthsIn(text: string, language: CalendarLanguage): string {
  if (isOriginal(language)) return text;
  const months = monthNamesIn(language);
  return text.replace(/\b[A-Z][a-z]+\b/g, (month) => months.get(month) ?? month);
}

/** Sunday first, as weekdayNames. */
const hindiWeekdays = ['रविवार', 'सोमवार', 'मंगलवार', 'बुधवार', 'गुरुवार', 'शुक्रवार', 'शनिवार'];
const hindiOrdinals: Record<string, string> = {
  first: 'पहला',
  second: 'दूसरा',
  third: 'तीसरा',
  fourth: 'चौथा',
  fifth: 'पाँचवाँ',
};

/** "15 March 2026", or in Hindi "15 मार्च 2026". */
export function longDateIn(iso: string, language: CalendarLanguage): string {
  return withMonthsIn(longDate(iso), language);
}

/** "15 March", or in Hindi "15 मार्च". */
export function dayMonthIn(iso: string, language: CalendarLanguage): string {
  return withMonthsIn(dayMonth(iso), language);
}

/** The day of the week of a date in full ("Monday", "सोमवार") and short ("Mon", "सोम"). */
export function weekdayIn(
  iso: string,
  language: CalendarLanguage,
): { long: string; short: string } {
  const day = weekdayOf(iso);
  if (isOriginal(language)) {
    const long = weekdayNames[day] ?? '';
    return { long, short: long.slice(0, 3) };
  }
  // Another language's as its locale names them (Intl): सोमवार, सोम.
  const date = new Date(`${iso}T00:00:00Z`);
  const name = (weekday: 'long' | 'short') =>
    new Intl.DateTimeFormat(localeOf(language), { weekday, timeZone: 'UTC' }).format(date);
  return { long: name('long'), short: name('short') };
}

/** The "to" of a period's range in the languages other than the original. */
const periodTo: Partial<Record<CalendarLanguage, string>> = { hi: ' से ' };

/**
 * A due date's period ("October 2026", "Q2 2026-27 (July to September 2026)", "2025-26") in the
 * language: "अक्टूबर 2026", "Q2 2026-27 (जुलाई से सितंबर 2026)".
 */
export function periodIn(period: string, language: CalendarLanguage): string {
  const to = periodTo[language];
  return to === undefined ? period : withMonthsIn(period, language).replaceAll(' to ', to);
}

/**
 * Why a day is closed, from ./calendar.ts's English reason: a weekday or a bank-holiday Saturday
 * in Hindi; a national holiday by the name the data gives it (in Hindi when the data has the
 * Hindi words: `withWords`).
 */
function closedReasonHi(reason: string): string {
  const saturday = /^a bank holiday \(the (\w+) Saturday\)$/.exec(reason);
  if (saturday?.[1] && hindiOrdinals[saturday[1]])
    return `बैंक अवकाश (महीने का ${hindiOrdinals[saturday[1]]} शनिवार)`;
  const weekday = /^an? (\w+)$/.exec(reason)?.[1];
  const index = (weekdayNames as readonly string[]).indexOf(weekday ?? '');
  return index >= 0 ? (hindiWeekdays[index] ?? reason) : reason;
}

/**
 * The note on a due date that moved over closed days (shiftNote) or falls on one and does not
 * move (fixedNote), in the language, without the final full stop.
 */
export function dueNoteIn(
  due: Pick<Due, 'skipped' | 'date' | 'closedButFixed' | 'original'>,
  language: CalendarLanguage,
): string | null {
  if (isOriginal(language)) return shiftNote(due) ?? fixedNote(due);
  if (due.skipped.length > 0) {
    const why = due.skipped.map(
      (s) => `${dayMonthIn(s.date, language)} को ${closedReasonHi(s.reason)} है`,
    );
    const list = why.length > 1 ? `${why.slice(0, -1).join(', ')} और ${why.at(-1)}` : why[0];
    return `${list}, इसलिए नियत तारीख ${dayMonthIn(due.date, language)} है`;
  }
  return due.closedButFixed
    ? `${dayMonthIn(due.original, language)} को ${closedReasonHi(due.closedButFixed)} है; यह तारीख आगे नहीं खिसकती`
    : null;
}
