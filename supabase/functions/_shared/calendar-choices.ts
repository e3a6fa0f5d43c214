// What a subscriber may choose: the registrations they hold and their state. The reminder schema
// (./reminders.ts) checks choices against these, in the site's forms and in the functions alike.
// Written beside the calendar data by `npm run content` (./generated/calendar-choices.json), so
// that a form's bundle takes the two lists and not every obligation.
import choices from './generated/calendar-choices.json' with { type: 'json' };

export const REGISTRATIONS: readonly { id: string; label: string }[] = choices.registrations;

export const STATES: readonly string[] = choices.states;
