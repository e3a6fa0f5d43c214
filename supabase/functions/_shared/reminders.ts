// The one description of what the reminder functions accept, shared by the site's forms (through
// Vite) and the Edge Functions `reminders` and `send-reminders` (through Deno): both must accept
// and refuse exactly the same input. Registrations and states are checked against the calendar's
// choices (./calendar-choices.ts). `zod` stays a bare import, as in ./lead.ts.
import { z } from 'zod';
import { REGISTRATIONS, STATES } from './calendar-choices.ts';
import {
  type ReminderSchemaMessages,
  reminderSchema,
} from './generated/messages/reminder-schema.ts';
import { reminderWords } from './generated/messages/reminder-words.ts';
import {
  type Language,
  languageOr,
  languagePrefix,
  languages,
  originalLanguage,
} from './languages.ts';

/**
 * The languages reminders come in: the language of the page they were asked for on. The
 * confirmation, the digests and the calendar feed are written in it, and the function answers in
 * it. Every language of the site (content/languages.yaml).
 */
export const REMINDER_LANGUAGES: readonly Language[] = languages;
export type ReminderLanguage = Language;

/**
 * Stored with every subscription, so the record says what was agreed: each language's own words
 * (the catalogue's reminder-words.yaml), naming the privacy notice in that language.
 */
export const REMINDER_CONSENT_TEXTS: Record<ReminderLanguage, string> = Object.fromEntries(
  languages.map((l) => [
    l,
    (reminderWords[l] ?? reminderWords[originalLanguage]).consent({
      privacy: `${languagePrefix(l)}/privacy`,
    }),
  ]),
) as Record<ReminderLanguage, string>;

export const REMINDER_CONSENT_TEXT = REMINDER_CONSENT_TEXTS[originalLanguage];

/** An unconfirmed request lapses, and is erased, this many days after it was made. */
export const CONFIRMATION_DAYS = 7;

/** Confirmation, unsubscribe and feed tokens: 32 random bytes, base64url (256 bits). */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Every message the schemas give, in each language (the catalogue's reminder-schema.yaml). */
export interface ReminderMessages extends Omit<ReminderSchemaMessages, 'language'> {
  language: string;
}

/** The schemas' messages in a language, the list's codes put in ("en, hi"). */
function reminderMessagesIn(language: Language): ReminderMessages {
  const t = reminderSchema[language] ?? reminderSchema[originalLanguage];
  return { ...t, language: t.language({ codes: languages.join(', ') }) };
}

export const reminderMessages: Record<ReminderLanguage, ReminderMessages> = Object.fromEntries(
  languages.map((l) => [l, reminderMessagesIn(l)]),
) as Record<ReminderLanguage, ReminderMessages>;

export const REMINDER_MESSAGES = reminderMessages[originalLanguage];

const registrationIds = REGISTRATIONS.map((r) => r.id);

export const REMINDER_ACTIONS = [
  'subscribe',
  'confirm',
  'unsubscribe',
  'get',
  'update',
  'rotate-feed',
] as const;

/** Professional tax is a state's tax: its due dates need the state. */
function stateWhereNeeded(message: string) {
  return (choice: { registrations: string[]; state: string | null }, ctx: z.RefinementCtx) => {
    if (choice.registrations.includes('professional-tax') && choice.state === null) {
      ctx.addIssue({ code: 'custom', path: ['state'], message });
    }
  };
}

/** The schemas of the `reminders` function, with their messages in one language. */
function schemasWith(m: ReminderMessages) {
  const email = z
    .string({ error: m.emailRequired })
    .trim()
    .min(1, { error: m.emailRequired })
    .max(254, { error: m.emailTooLong })
    .pipe(z.email({ error: m.emailInvalid }))
    .transform((value) => value.toLowerCase());

  /** The chosen registrations, without repeats, in the calendar's order. */
  const registrations = z
    .array(
      z
        .string({ error: m.registrationUnknown })
        .refine((id) => registrationIds.includes(id), { error: m.registrationUnknown }),
      { error: m.registrationsRequired },
    )
    .min(1, { error: m.registrationsRequired })
    .transform((chosen) => registrationIds.filter((id) => chosen.includes(id)));

  /** A state or union territory, or none (null, or left out). */
  const state = z
    .string({ error: m.stateUnknown })
    .refine((name) => STATES.includes(name), { error: m.stateUnknown })
    .nullable()
    .optional()
    .transform((name) => name ?? null);

  const consent = z.literal(true, { error: m.consent });
  const token = z.string({ error: m.token }).regex(TOKEN_PATTERN, { error: m.token });
  const language = z.enum(REMINDER_LANGUAGES, { error: m.language });

  return {
    action: z.object({ action: z.enum(REMINDER_ACTIONS, { error: m.action }) }),

    /** The public form: a visitor asks for reminders (double opt-in follows). */
    subscribe: z
      .object({
        action: z.literal('subscribe'),
        email,
        registrations,
        state,
        consent,
        website: z.string().max(0, { error: m.honeypot }).optional(),
        // A page loaded before the field existed, or another client, leaves it out: the original.
        language: language.default(originalLanguage),
      })
      .superRefine(stateWhereNeeded(m.stateForProfessionalTax)),

    /** The link of a confirmation or of a reminder email, followed (on a page in `language`). */
    token: z.object({
      action: z.enum(['confirm', 'unsubscribe']),
      token,
      language: language.optional(),
    }),

    /**
     * A signed-in member sets their reminders. `language`, the page's they set them on, is the
     * language their emails and feed change to; without it they keep theirs.
     */
    memberUpdate: z
      .object({
        action: z.literal('update'),
        registrations,
        state,
        emailEnabled: z.boolean({ error: m.emailEnabled }),
        // Needed to turn the emails on; a member may keep their calendar choice without them.
        consent: z.boolean({ error: m.consent }).optional(),
        language: language.optional(),
      })
      .superRefine(stateWhereNeeded(m.stateForProfessionalTax))
      .superRefine((input, ctx) => {
        if (input.emailEnabled && input.consent !== true)
          ctx.addIssue({ code: 'custom', path: ['consent'], message: m.consent });
      }),
  };
}

/** Each language's schemas, with its messages (the original's where it has none). */
const schemas = Object.fromEntries(
  languages.map((l) => [l, schemasWith(reminderMessages[l] ?? reminderMessages[originalLanguage])]),
) as Record<Language, ReturnType<typeof schemasWith>>;

/** The schemas whose messages are in `language`; what they accept is the same in every one. */
export const reminderSchemasIn = (language: ReminderLanguage) => schemas[language];

/** The language a request asks to be answered in: its own, when it names one we have. */
export const languageOfBody = (body: Record<string, unknown>): ReminderLanguage =>
  languageOr(body.language);

export const actionSchema = schemas[originalLanguage].action;
export const subscribeSchema = schemas[originalLanguage].subscribe;
export const tokenSchema = schemas[originalLanguage].token;
export const memberUpdateSchema = schemas[originalLanguage].memberUpdate;

const M = REMINDER_MESSAGES;

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
/**
 * send-reminders' body: the day to run as (India's today when absent), or `outbox: true` to send
 * only the confirmation emails waiting in the outbox.
 */
export const sendRemindersSchema = z.object({
  date: isoDateSchema.optional(),
  outbox: z.literal(true).optional(),
});

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
