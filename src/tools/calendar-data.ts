/**
 * The compliance calendar's data, as `npm run content`, the build and the dev server write it
 * from content/data/calendar.yaml and content/facts.yaml: the one source the site and the Edge
 * Functions read (scripts/content/calendar.ts).
 */
import type { CalendarData } from '../../supabase/functions/_shared/calendar.ts';
import data from '../../supabase/functions/_shared/generated/calendar-data.json';

export const calendarData = data as CalendarData;
