/**
 * What a digest sent on `date` is about: the due dates that fall one day and seven days later,
 * for each subscriber's choice, with the words of their language (worked out once per distinct
 * choice and language: the dates are the same in every language), and, for the database's
 * selection of recipients, which registrations have any such date in each state.
 */
import {
  addDays,
  type CalendarData,
  type Choice,
  type Due,
  dueDatesFor,
} from '../_shared/calendar.ts';
import type { CalendarLanguage } from '../_shared/calendar-language.ts';
import { originalLanguage } from '../_shared/languages.ts';

/** How many days ahead of the digest's date its second list looks. */
export const DAYS_AHEAD = 7;

export interface DigestDues {
  /** Due the day after `date`. */
  tomorrow: Due[];
  /** Due DAYS_AHEAD days after `date`. */
  inAWeek: Due[];
}

export class DueDates {
  readonly tomorrow: string;
  readonly inAWeek: string;
  private readonly cache = new Map<string, DigestDues>();

  /** `data`: the calendar with each language's words (calendarDataIn). */
  constructor(
    private readonly data: Record<CalendarLanguage, CalendarData>,
    readonly date: string,
  ) {
    this.tomorrow = addDays(date, 1);
    this.inAWeek = addDays(date, DAYS_AHEAD);
  }

  forChoice(choice: Choice, language: CalendarLanguage = originalLanguage): DigestDues {
    const key = `${language}|${choice.state ?? ''}|${[...choice.registrations].sort().join(',')}`;
    let dues = this.cache.get(key);
    if (!dues) {
      const data = this.data[language];
      dues = {
        tomorrow: dueDatesFor(data, this.tomorrow, addDays(this.tomorrow, 1), choice),
        inAWeek: dueDatesFor(data, this.inAWeek, addDays(this.inAWeek, 1), choice),
      };
      this.cache.set(key, dues);
    }
    return dues;
  }

  /**
   * State (the empty string: none) to the registrations with a due date in the digest's window
   * there; states where nothing is due are left out. What public.reminder_recipients selects by.
   */
  byState(): Record<string, string[]> {
    const all = this.data[originalLanguage].registrations.map((r) => r.id);
    const map: Record<string, string[]> = {};
    for (const state of ['', ...this.data[originalLanguage].states]) {
      const dues = this.forChoice({ registrations: all, state: state || null });
      const registrations = new Set([...dues.tomorrow, ...dues.inAWeek].map((d) => d.registration));
      if (registrations.size > 0) map[state] = [...registrations];
    }
    return map;
  }
}
