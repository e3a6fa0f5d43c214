/**
 * The compliance calendar's words in one language, apart from its rules: what a translation
 * (content/hi/data/calendar.yaml) changes. The build writes a language's words as
 * src/generated/calendar-words.<language>.json; the site puts them over the English calendar
 * data (`withWords`), so that every language's dates come from the one set of rules.
 */
import type {
  CalendarData,
  ResolvedObligation,
  UndatedObligation,
} from '../../supabase/functions/_shared/calendar.ts';

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
