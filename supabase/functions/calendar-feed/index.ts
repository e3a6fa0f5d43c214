/**
 * calendar-feed: a subscriber's due dates as a calendar to subscribe to by URL
 * (`GET ?token=<feed token>`): the next twelve months of the registrations and state they chose,
 * one event per obligation and period with a stable UID, alarms seven days and one day before,
 * fetched again daily. An unknown or revoked token (the subscription stopped, or the member made
 * a new address) is 404. Its words are in the subscription's language (./feed.ts). Deployed
 * with --no-verify-jwt: calendar applications send no key.
 */

import { describeError } from '../_shared/errors.ts';
import { json } from '../_shared/http.ts';
import { readReminderConfig } from '../_shared/reminder-config.ts';
import { REMINDER_MESSAGES, TOKEN_PATTERN } from '../_shared/reminders.ts';
import { Subscriptions } from '../_shared/subscriptions.ts';
import { calendarOf } from './feed.ts';

const config = readReminderConfig((name) => Deno.env.get(name));
const store = new Subscriptions(config);

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
  const text = calendarOf(row, config.site, new Date());
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

async function answer(request: Request): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return json(405, { code: 'method_not_allowed', message: 'Use GET.' }, { Allow: 'GET, HEAD' });
  }
  try {
    return await feed(request);
  } catch (error) {
    console.error(`calendar-feed failed: ${describeError(error)}`);
    return json(500, {
      code: 'internal_error',
      message: 'The calendar could not be made just now.',
    });
  }
}

Deno.serve(async (request) => {
  const response = await answer(request);
  // The feed's address is its token: never passed on as a Referer.
  response.headers.set('Referrer-Policy', 'no-referrer');
  return response;
});
