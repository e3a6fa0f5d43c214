// Generated from content/messages/<language>/update-dates.yaml by `npm run content`. Do not edit.
import type { Language } from '../../languages.ts';

/** The update-dates messages (English defines the keys and placeholders). */
export interface UpdateDatesMessages {
  inForce: (p: { date: string }) => string;
  notified: (p: { date: string }) => string;
}

/** In each language of content/languages.yaml (English's words where a translation has none). */
export const updateDates: Readonly<Record<Language, UpdateDatesMessages>> = {
  en: {
    inForce: (p: { date: string }) => `In force from ${p.date}`,
    notified: (p: { date: string }) => `Notified on ${p.date}`,
  },
  hi: {
    inForce: (p: { date: string }) => `${p.date} से लागू`,
    notified: (p: { date: string }) => `${p.date} को अधिसूचित`,
  },
};
