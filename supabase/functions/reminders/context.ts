/** What every action of the function works with: its settings, the table and the mailer. */

import type { z } from 'zod';
import { json } from '../_shared/http.ts';
import { mailer } from '../_shared/mail.ts';
import { readReminderConfig } from '../_shared/reminder-config.ts';
import { reminderFieldErrors } from '../_shared/reminders.ts';
import { Subscriptions } from '../_shared/subscriptions.ts';

export const config = readReminderConfig((name) => Deno.env.get(name));
export const store = new Subscriptions(config);
export const send = mailer(config.mail);

export function validationFailed(error: z.ZodError): Response {
  return json(400, {
    code: 'validation_failed',
    message: 'Some details need correcting: see the message next to each field.',
    fields: reminderFieldErrors(error),
  });
}

export const invalidToken = () =>
  json(400, {
    code: 'invalid_token',
    message:
      'This link has expired or has already been used. If you confirmed before, your reminders are on; if not, ask for them again.',
  });

export const addDaysFromNow = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString();
