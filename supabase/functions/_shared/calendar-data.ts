// The calendar data the reminder functions read: the registrations, states, obligations and
// non-working days that dueDatesFor (./calendar.ts) works from.
//
// STAND-IN, TO BE SWITCHED AT MERGE: the one source is ./generated/calendar-data.json, written by
// `npm run content`, the build and the dev server (branch r-cal, CONTRACT.md section 1). It does
// not exist on this branch, so this reads a small fixture of the same shape. At the merge, import
// './generated/calendar-data.json' here instead and delete calendar-data.stand-in.json. A static
// import, so that `supabase functions deploy` bundles the data with each function.
import type { CalendarData } from './calendar.ts';
import data from './calendar-data.stand-in.json' with { type: 'json' };

export const calendarData: CalendarData = data as CalendarData;
