// The compliance calendar in a language other than English, shared by the site (through Vite)
// and the Edge Functions (through Deno): its words (a translation's names, descriptions and
// labels, put over the English data by `withWords`) and its dates, periods and notes as that
// language writes them. The dates themselves always come from the one set of rules in
// ./calendar.ts, so a translation can never move one. Pure TypeScript that imports only that.
import {
  type CalendarData,
  type Due,
  dayMonth,
  longDate,
  monthName,
  type ResolvedObligation,
  type UndatedObligation,
  weekdayNames,
  weekdayOf,
} from './calendar.ts';
import { type CalendarPhrases, calendarPhrases } from './calendar-phrases.ts';
import { dateInLocale, dateWordsIn } from './dates-in-locale.ts';
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

/**
 * The months as a language's locale names them, by the original's names: the content build's
 * words (dateWordsIn), or Intl's where it has none.
 */
function monthNamesIn(language: Language): ReadonlyMap<string, string> {
  let months = monthsIn.get(language);
  if (!months) {
    let names = dateWordsIn[language]?.months;
    if (!names) {
      const format = new Intl.DateTimeFormat(localeOf(language), {
        month: 'long',
        timeZone: 'UTC',
      });
      names = Array.from({ length: 12 }, (_, m) => format.format(Date.UTC(2026, m, 1)));
    }
    months = new Map(names.map((name, m) => [monthName(m + 1), name]));
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

/**
 * "15 March 2026", or in Hindi "15 मार्च 2026" (its locale's: ./dates-in-locale.ts). The
 * original's are ./calendar.ts's.
 */
export function longDateIn(iso: string, language: CalendarLanguage): string {
  return isOriginal(language) ? longDate(iso) : dateInLocale(iso, language, 'long');
}

/** "15 March", or in Hindi "15 मार्च" (as longDateIn). */
export function dayMonthIn(iso: string, language: CalendarLanguage): string {
  return isOriginal(language) ? dayMonth(iso) : dateInLocale(iso, language, 'dayMonth');
}

/**
 * A date with its day of the week: "Monday 21 December 2026"; in Hindi "सोमवार, 21 दिसंबर 2026"
 * (its locale's: ./dates-in-locale.ts).
 */
export function weekdayDateIn(iso: string, language: CalendarLanguage): string {
  return isOriginal(language)
    ? `${weekdayIn(iso, language).long} ${longDate(iso)}`
    : dateInLocale(iso, language, 'weekday');
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
  // Another language's as its locale names them (its date words, or Intl): सोमवार, सोम.
  const words = dateWordsIn[language];
  if (words) return { long: words.weekdays[day] ?? '', short: words.shortWeekdays[day] ?? '' };
  const date = new Date(`${iso}T00:00:00Z`);
  const name = (weekday: 'long' | 'short') =>
    new Intl.DateTimeFormat(localeOf(language), { weekday, timeZone: 'UTC' }).format(date);
  return { long: name('long'), short: name('short') };
}

/**
 * The calendar's sentences in a language, and the language its dates are written in: its own,
 * or the original's where it has none.
 */
function phrasesOf(language: CalendarLanguage): [CalendarPhrases, CalendarLanguage] {
  const own = calendarPhrases[language];
  return own ? [own, language] : [originalPhrases, originalLanguage];
}

const originalPhrases: CalendarPhrases = (() => {
  const phrases = calendarPhrases[originalLanguage];
  if (!phrases)
    throw new Error(`the catalogue's calendar-phrases.yaml has no words for ${originalLanguage}`);
  return phrases;
})();

/**
 * A due date's period ("October 2026", "Q2 2026-27 (July to September 2026)", "2025-26") in the
 * language: "अक्टूबर 2026", "Q2 2026-27 (जुलाई से सितंबर 2026)".
 */
export function periodIn(period: string, language: CalendarLanguage): string {
  const own = calendarPhrases[language];
  return own ? withMonthsIn(period, language).replaceAll(originalPhrases.to, own.to) : period;
}

/**
 * Why the day `iso` is closed, from ./calendar.ts's reason (in the original's words): a weekly
 * day off or a bank-holiday Saturday in the language's words (the weekday's name its locale's);
 * a national holiday by the name the data gives it (in the language when the data has its words:
 * `withWords`).
 */
function closedReasonIn(
  reason: string,
  iso: string,
  language: CalendarLanguage,
  phrases: CalendarPhrases,
): string {
  if (/^a bank holiday \(the \w+ Saturday\)$/.test(reason)) {
    const ordinal = phrases.ordinals[Math.ceil(Number(iso.slice(8, 10)) / 7) - 1];
    return ordinal === undefined ? reason : phrases.bankSaturday({ ordinal });
  }
  const weekday = /^an? (\w+)$/.exec(reason)?.[1];
  return (weekdayNames as readonly string[]).includes(weekday ?? '')
    ? phrases.weekday({ weekday: weekdayIn(iso, language).long })
    : reason;
}

/**
 * The note on a due date that moved over closed days (shiftNote) or falls on one and does not
 * move (fixedNote), in the language, without the final full stop.
 */
export function dueNoteIn(
  due: Pick<Due, 'skipped' | 'date' | 'closedButFixed' | 'original'>,
  language: CalendarLanguage,
): string | null {
  const [phrases, words] = phrasesOf(language);
  const closedOn = (iso: string, reason: string) =>
    phrases.closedOn({
      day: dayMonthIn(iso, words),
      reason: closedReasonIn(reason, iso, words, phrases),
    });
  if (due.skipped.length > 0) {
    const why = due.skipped.map((s) => closedOn(s.date, s.reason));
    const list =
      why.length > 1 ? `${why.slice(0, -1).join(', ')}${phrases.and}${why.at(-1)}` : (why[0] ?? '');
    return phrases.moved({ list, date: dayMonthIn(due.date, words) });
  }
  if (!due.closedButFixed) return null;
  return phrases.fixed({
    day: dayMonthIn(due.original, words),
    reason: closedReasonIn(due.closedButFixed, due.original, words, phrases),
  });
}
