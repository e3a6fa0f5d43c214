/** What every action of the function works with: its settings, the tables and the mailer. */

import type { z } from 'zod';
import { requireBackgroundWork } from '../_shared/background.ts';
import { json } from '../_shared/http.ts';
import { mailer } from '../_shared/mail.ts';
import { Outbox } from '../_shared/outbox.ts';
import { readReminderConfig } from '../_shared/reminder-config.ts';
import { type ReminderLanguage, reminderFieldErrors } from '../_shared/reminders.ts';
import { Subscriptions } from '../_shared/subscriptions.ts';
import { functionMessages } from './messages.ts';

export const config = readReminderConfig((name) => Deno.env.get(name));
export const store = new Subscriptions(config);
export const outbox = new Outbox(config);
export const send = mailer(config.mail);
// Confirmation emails are sent after the answer: without background work, refuse to start.
requireBackgroundWork();

export function validationFailed(error: z.ZodError, language: ReminderLanguage): Response {
  return json(400, {
    code: 'validation_failed',
    message: functionMessages[language].validationFailed,
    fields: reminderFieldErrors(error),
  });
}

export const invalidToken = (language: ReminderLanguage) =>
  json(400, { code: 'invalid_token', message: functionMessages[language].invalidToken });

export const addDaysFromNow = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString();
