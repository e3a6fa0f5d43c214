/**
 * The calendar's current choice of registrations and state, as the reminders form sends it.
 * Connected at merge to the calendar's own store of the visitor's choice.
 */
export function currentChoice(): { registrations: string[]; state: string | null } {
  return { registrations: [], state: null };
}
