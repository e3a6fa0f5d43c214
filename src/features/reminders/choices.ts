/**
 * The registrations and states a member can choose for reminders: the calendar data's lists
 * (written beside it by `npm run content`, the one source of calendar data).
 */
import { REGISTRATIONS, STATES } from '../../../supabase/functions/_shared/calendar-choices.ts';

export const reminderChoices = { registrations: REGISTRATIONS, states: STATES };
