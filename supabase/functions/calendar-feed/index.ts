/**
 * calendar-feed: a subscriber's due dates as a calendar to subscribe to by URL
 * (`GET ?token=<feed token>`): the next twelve months of the registrations and state they chose,
 * one event per obligation and period with a stable UID, alarms seven days and one day before,
 * fetched again daily. An unknown or revoked token (the subscription stopped, or the member made
 * a new address) is 404. Deployed with --no-verify-jwt: calendar applications send no key.
 */

import { addDays, dueDatesFor, todayInIndia } from '../_shared/calendar.ts';
import { REGISTRATIONS } from '../_shared/calendar-choices.ts';
import { calendarData } from '../_shared/calendar-data.ts';
import { json } from '../_shared/http.ts';
import { readReminderConfig } from '../_shared/reminder-config.ts';
import { REMINDER_MESSAGES, TOKEN_PATTERN } from '../_shared/reminders.ts';
import { type SubscriptionRow, Subscriptions } from '../_shared/subscriptions.ts';
import { feedText } from './ics.ts';

const config = readReminderConfig((name) => Deno.env.get(name));
const store = new Subscriptions(config);
const host = new URL(config.site).hostname;

const labelOf = (id: string) => REGISTRATIONS.find((r) => r.id === id)?.label ?? id;

/** The same day a year on (28 February for the 29th), the end of the feed's window. */
function yearOn(today: string): string {
  const next = `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`;
  return next.endsWith('-02-29') ? addDays(next.replace(/29$/, '28'), 1) : next;
}

function calendarOf(row: SubscriptionRow, now: Date): string {
  const today = todayInIndia(now);
  const dues = dueDatesFor(calendarData, today, yearOn(today), {
    registrations: row.registrations,
    state: row.state,
  });
  return feedText({
    name: 'Anupalan: your compliance due dates',
    description: `Due dates for ${row.registrations.map(labelOf).join(', ')}${row.state ? ` in ${row.state}` : ''}.`,
    stamp: now,
    events: dues.map((due) => ({
      uid: `${due.uid}@${host}`,
      date: due.date,
      summary: `${due.name}: ${due.period}`,
      description: `${due.description}\n\nGuide: ${config.site}${due.href}\nFree compliance assessment: ${config.site}/contact#assessment`,
      url: `${config.site}${due.href}`,
      category: labelOf(due.registration),
    })),
  });
}

async function feed(request: Request): Promise<Response> {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  if (!TOKEN_PATTERN.test(token)) {
    return json(400, {
      code: 'validation_failed',
      message: 'The calendar address is incomplete: copy the whole address again.',
      fields: { token: REMINDER_MESSAGES.token },
    });
  }
  const row = await store.findBy('feed_token', token);
  if (row?.status !== 'confirmed') {
    return json(404, {
      code: 'not_found',
      message: 'This calendar address no longer works. Your reminders page gives the current one.',
    });
  }
  const text = calendarOf(row, new Date());
  return new Response(request.method === 'HEAD' ? null : text, {
    status: 200,
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'inline; filename="anupalan-due-dates.ics"',
      // Personal: no shared cache keeps it.
      'Cache-Control': 'private, max-age=3600',
    },
  });
}

Deno.serve(async (request) => {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return json(405, { code: 'method_not_allowed', message: 'Use GET.' }, { Allow: 'GET, HEAD' });
  }
  try {
    return await feed(request);
  } catch (error) {
    console.error('calendar-feed failed:', error);
    return json(500, {
      code: 'internal_error',
      message: 'The calendar could not be made just now.',
    });
  }
});
