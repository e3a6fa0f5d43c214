/**
 * A subscriber's calendar: the due dates of the next twelve months for the registrations and
 * state they chose, in their language (the names, descriptions, periods and registrations as its
 * pages write them; the same UIDs and dates in every language), with links to the site's pages.
 * The words are the catalogue's (content/messages/<language>/calendar-feed.yaml).
 */
import { addDays, dueDatesFor, registrationLabel, todayInIndia } from '../_shared/calendar.ts';
import { calendarDataIn } from '../_shared/calendar-data.ts';
import { periodIn } from '../_shared/calendar-language.ts';
import { calendarFeed } from '../_shared/generated/messages/calendar-feed.ts';
import { originalLanguage } from '../_shared/languages.ts';
import { sitePage } from '../_shared/reminder-links.ts';
import { stateNameIn } from '../_shared/state-names.ts';
import type { SubscriptionRow } from '../_shared/subscriptions.ts';
import { feedText } from './ics.ts';

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
  const t = calendarFeed[language] ?? calendarFeed[originalLanguage];
  const data = calendarDataIn[language];
  const host = new URL(site).hostname;
  const today = todayInIndia(now);
  const dues = dueDatesFor(data, today, yearOn(today), {
    registrations: row.registrations,
    state: row.state,
  });
  const chosen = row.registrations.map((id) => registrationLabel(data, id)).join(', ');
  const state = row.state ? stateNameIn(row.state, language) : null;
  const assessment = `${sitePage(site, language, '/contact')}#assessment`;
  return feedText({
    // The PRODID's language: EN, HI.
    product: language.toUpperCase(),
    name: t.name,
    description: state ? t.descriptionInState({ chosen, state }) : t.description({ chosen }),
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
