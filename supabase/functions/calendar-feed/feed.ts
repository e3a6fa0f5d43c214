/**
 * A subscriber's calendar: the due dates of the next twelve months for the registrations and
 * state they chose, in their language (the names, descriptions, periods and registrations as its
 * pages write them; the same UIDs and dates in every language), with links to the site's pages.
 */
import { addDays, dueDatesFor, registrationLabel, todayInIndia } from '../_shared/calendar.ts';
import { calendarDataIn } from '../_shared/calendar-data.ts';
import { periodIn } from '../_shared/calendar-language.ts';
import { sitePage } from '../_shared/reminder-links.ts';
import type { ReminderLanguage } from '../_shared/reminders.ts';
import { stateNameIn } from '../_shared/state-names.ts';
import type { SubscriptionRow } from '../_shared/subscriptions.ts';
import { feedText } from './ics.ts';

const words = {
  en: {
    product: 'EN',
    name: 'Anupalan: your compliance due dates',
    description: (chosen: string, state: string | null) =>
      `Due dates for ${chosen}${state ? ` in ${state}` : ''}.`,
    guide: 'Guide',
    assessment: 'Free compliance assessment',
  },
  hi: {
    product: 'HI',
    name: 'Anupalan: आपकी अनुपालन नियत तारीखें',
    description: (chosen: string, state: string | null) =>
      `${state ? `${state} में ` : ''}${chosen} की नियत तारीखें।`,
    guide: 'गाइड (अंग्रेज़ी में)',
    assessment: 'मुफ़्त अनुपालन आकलन',
  },
} satisfies Record<ReminderLanguage, unknown>;

/** The same day a year on (28 February for the 29th), the end of the feed's window. */
function yearOn(today: string): string {
  const next = `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`;
  return next.endsWith('-02-29') ? addDays(next.replace(/29$/, '28'), 1) : next;
}

export function calendarOf(
  row: Pick<SubscriptionRow, 'registrations' | 'state' | 'language'>,
  site: string,
  now: Date,
): string {
  const { language } = row;
  const t = words[language];
  const data = calendarDataIn[language];
  const host = new URL(site).hostname;
  const today = todayInIndia(now);
  const dues = dueDatesFor(data, today, yearOn(today), {
    registrations: row.registrations,
    state: row.state,
  });
  const chosen = row.registrations.map((id) => registrationLabel(data, id)).join(', ');
  const assessment = `${sitePage(site, language, '/contact')}#assessment`;
  return feedText({
    product: t.product,
    name: t.name,
    description: t.description(chosen, row.state ? stateNameIn(row.state, language) : null),
    stamp: now,
    events: dues.map((due) => ({
      uid: `${due.uid}@${host}`,
      date: due.date,
      summary: `${due.name}: ${periodIn(due.period, language)}`,
      description: `${due.description}\n\n${t.guide}: ${site}${due.href}\n${t.assessment}: ${assessment}`,
      url: `${site}${due.href}`,
      category: registrationLabel(data, due.registration),
    })),
  });
}
