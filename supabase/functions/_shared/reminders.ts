// The one description of what the reminder functions accept, shared by the site's forms (through
// Vite) and the Edge Functions `reminders` and `send-reminders` (through Deno): both must accept
// and refuse exactly the same input. Registrations and states are checked against the calendar's
// choices (./calendar-choices.ts). `zod` stays a bare import, as in ./lead.ts.
import { z } from 'zod';
import { REGISTRATIONS, STATES } from './calendar-choices.ts';

/** Shown beside the consent checkbox and stored with every subscription. */
export const REMINDER_CONSENT_TEXT =
  'I agree that Anupalan may email me reminders of the compliance due dates I chose, and a ' +
  'calendar of them, as described in the privacy notice at /privacy. I can stop the emails ' +
  'with the link in any of them.';

/** An unconfirmed request lapses, and is erased, this many days after it was made. */
export const CONFIRMATION_DAYS = 7;

/** Confirmation, unsubscribe and feed tokens: 32 random bytes, base64url (256 bits). */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const REMINDER_MESSAGES = {
  emailRequired: 'Enter your email address',
  emailTooLong: 'Shorten the email address to 254 characters or fewer',
  emailInvalid: 'Enter an email address like name@company.com',
  registrationsRequired: 'Choose at least one registration to be reminded about',
  registrationUnknown: 'Choose from the listed registrations',
  stateUnknown: 'Choose your state or union territory',
  stateForProfessionalTax: 'Choose the state where you pay professional tax',
  consent: 'Tick the box to agree to receive reminder emails',
  emailEnabled: 'Choose whether to receive reminder emails',
  honeypot: 'Leave this field empty',
  token: 'This link is incomplete. Open it again from the email, or copy the whole address.',
  action: 'Choose what to do: subscribe, confirm, unsubscribe, get, update or rotate-feed',
  date: 'Give the date as YYYY-MM-DD',
} as const;

const M = REMINDER_MESSAGES;
const registrationIds = REGISTRATIONS.map((r) => r.id);

const email = z
  .string({ error: M.emailRequired })
  .trim()
  .min(1, { error: M.emailRequired })
  .max(254, { error: M.emailTooLong })
  .pipe(z.email({ error: M.emailInvalid }))
  .transform((value) => value.toLowerCase());

/** The chosen registrations, without repeats, in the calendar's order. */
const registrations = z
  .array(
    z
      .string({ error: M.registrationUnknown })
      .refine((id) => registrationIds.includes(id), { error: M.registrationUnknown }),
    { error: M.registrationsRequired },
  )
  .min(1, { error: M.registrationsRequired })
  .transform((chosen) => registrationIds.filter((id) => chosen.includes(id)));

/** A state or union territory, or none (null, or left out). */
const state = z
  .string({ error: M.stateUnknown })
  .refine((name) => STATES.includes(name), { error: M.stateUnknown })
  .nullable()
  .optional()
  .transform((name) => name ?? null);

/** Professional tax is a state's tax: its due dates need the state. */
function stateWhereNeeded(
  choice: { registrations: string[]; state: string | null },
  ctx: z.RefinementCtx,
) {
  if (choice.registrations.includes('professional-tax') && choice.state === null) {
    ctx.addIssue({ code: 'custom', path: ['state'], message: M.stateForProfessionalTax });
  }
}

const consent = z.literal(true, { error: M.consent });
const token = z.string({ error: M.token }).regex(TOKEN_PATTERN, { error: M.token });

export const REMINDER_ACTIONS = [
  'subscribe',
  'confirm',
  'unsubscribe',
  'get',
  'update',
  'rotate-feed',
] as const;
export const actionSchema = z.object({ action: z.enum(REMINDER_ACTIONS, { error: M.action }) });

/** The public form: a visitor asks for reminders (double opt-in follows). */
export const subscribeSchema = z
  .object({
    action: z.literal('subscribe'),
    email,
    registrations,
    state,
    consent,
    website: z.string().max(0, { error: M.honeypot }).optional(),
  })
  .superRefine(stateWhereNeeded);

/** The link of a confirmation or of a reminder email, followed. */
export const tokenSchema = z.object({
  action: z.enum(['confirm', 'unsubscribe']),
  token,
});

/** A signed-in member sets their reminders. */
export const memberUpdateSchema = z
  .object({
    action: z.literal('update'),
    registrations,
    state,
    emailEnabled: z.boolean({ error: M.emailEnabled }),
    // Needed to turn the emails on; a member may keep their calendar choice without them.
    consent: z.boolean({ error: M.consent }).optional(),
  })
  .superRefine(stateWhereNeeded)
  .superRefine((input, ctx) => {
    if (input.emailEnabled && input.consent !== true)
      ctx.addIssue({ code: 'custom', path: ['consent'], message: M.consent });
  });

/** A calendar date written YYYY-MM-DD that exists. */
export const isoDateSchema = z
  .string({ error: M.date })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: M.date })
  .refine(
    (value) => {
      const time = Date.parse(`${value}T00:00:00Z`);
      return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
    },
    { error: M.date },
  );

/** send-reminders' body: the day to run as (India's today when absent). */
export const sendRemindersSchema = z.object({ date: isoDateSchema.optional() });

export type SubscribeInput = z.input<typeof subscribeSchema>;
export type Subscription = z.output<typeof subscribeSchema>;
export type MemberUpdateInput = z.input<typeof memberUpdateSchema>;
export type MemberUpdate = z.output<typeof memberUpdateSchema>;

/** One message per field, the first zod reports for it: the shape of a 400's `fields`. */
export function reminderFieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && !(field in fields)) fields[field] = issue.message;
  }
  return fields;
}
