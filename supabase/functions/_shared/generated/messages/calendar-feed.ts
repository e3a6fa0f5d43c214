// Generated from content/messages/<language>/calendar-feed.yaml by `npm run content`. Do not edit.
import type { Language } from '../../languages.ts';

/** The calendar-feed messages (English defines the keys and placeholders). */
export interface CalendarFeedMessages {
  name: string;
  description: (p: { chosen: string }) => string;
  descriptionInState: (p: { chosen: string; state: string }) => string;
  guide: string;
  assessment: string;
}

/** In each language of content/languages.yaml (English's words where a translation has none). */
export const calendarFeed: Readonly<Record<Language, CalendarFeedMessages>> = {
  en: {
    name: "Anupalan: your compliance due dates",
    description: (p: { chosen: string }) => `Due dates for ${p.chosen}.`,
    descriptionInState: (p: { chosen: string; state: string }) => `Due dates for ${p.chosen} in ${p.state}.`,
    guide: "Guide",
    assessment: "Free compliance assessment",
  },
  hi: {
    name: "Anupalan: आपकी अनुपालन नियत तारीखें",
    description: (p: { chosen: string }) => `${p.chosen} की नियत तारीखें।`,
    descriptionInState: (p: { chosen: string; state: string }) => `${p.state} में ${p.chosen} की नियत तारीखें।`,
    guide: "गाइड (अंग्रेज़ी में)",
    assessment: "मुफ़्त अनुपालन आकलन",
  },
};
