/**
 * The registrations and states a member can choose for reminders: the calendar data's lists
 * (supabase/functions/_shared/generated/calendar-data.json, the one source of calendar data).
 */
export const reminderChoices: {
  registrations: { id: string; label: string }[];
  states: string[];
} = { registrations: [], states: [] };
