// The calendar data the reminder functions read: the registrations, states, obligations and
// non-working days that dueDatesFor (./calendar.ts) works from. The one source of calendar data,
// written by `npm run content`, the build and the dev server from content/data/calendar.yaml and
// content/facts.yaml. A static import, so that `supabase functions deploy` bundles the data with
// each function: run `npm run content` before deploying.
import type { CalendarData } from './calendar.ts';
import data from './generated/calendar-data.json' with { type: 'json' };

export const calendarData: CalendarData = data as CalendarData;
