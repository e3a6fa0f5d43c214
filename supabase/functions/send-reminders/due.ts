/**
 * What a digest sent on `date` is about: the due dates that fall one day and seven days later,
 * for each subscriber's choice (worked out once per distinct choice), and, for the database's
 * selection of recipients, which registrations have any such date in each state.
 */
import {
  addDays,
  type CalendarData,
  type Choice,
  type Due,
  dueDatesFor,
} from '../_shared/calendar.ts';

export interface DigestDues {
  /** Due the day after `date`. */
  tomorrow: Due[];
  /** Due seven days after `date`. */
  inAWeek: Due[];
}

export class DueDates {
  readonly tomorrow: string;
  readonly inAWeek: string;
  private readonly cache = new Map<string, DigestDues>();

  constructor(
    private readonly data: CalendarData,
    readonly date: string,
  ) {
    this.tomorrow = addDays(date, 1);
    this.inAWeek = addDays(date, 7);
  }

  forChoice(choice: Choice): DigestDues {
    const key = `${choice.state ?? ''}|${[...choice.registrations].sort().join(',')}`;
    let dues = this.cache.get(key);
    if (!dues) {
      dues = {
        tomorrow: dueDatesFor(this.data, this.tomorrow, addDays(this.tomorrow, 1), choice),
        inAWeek: dueDatesFor(this.data, this.inAWeek, addDays(this.inAWeek, 1), choice),
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
    const all = this.data.registrations.map((r) => r.id);
    const map: Record<string, string[]> = {};
    for (const state of ['', ...this.data.states]) {
      const dues = this.forChoice({ registrations: all, state: state || null });
      const registrations = new Set([...dues.tomorrow, ...dues.inAWeek].map((d) => d.registration));
      if (registrations.size > 0) map[state] = [...registrations];
    }
    return map;
  }
}
