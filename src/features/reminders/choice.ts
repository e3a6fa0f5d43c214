/**
 * The calendar's current choice of registrations and state, as the reminders form sends it: what
 * the visitor chose in the calendar on the page (kept in this browser), or, before they chose,
 * every registration the calendar then shows that needs no state (professional tax is a state's,
 * so the reminders need a state chosen for it).
 */
import type { CalendarData } from '../../tools/calendar.ts';
import { loadChoice } from '../../tools/calendar-choice.ts';
import { reminderChoices } from './choices.ts';

const lists = {
  registrations: reminderChoices.registrations,
  states: reminderChoices.states,
} as unknown as CalendarData;

export function currentChoice(): { registrations: string[]; state: string | null } {
  return (
    loadChoice(lists) ?? {
      registrations: reminderChoices.registrations
        .map((r) => r.id)
        .filter((id) => id !== 'professional-tax'),
      state: null,
    }
  );
}
