// The one description of a lead submission, shared by the site's form (through Vite) and the
// submit-lead Edge Function (through Deno): both must accept and refuse exactly the same input.
// `zod` stays a bare import: Vite finds it in node_modules, Deno through the function's deno.json.

import { z } from 'zod';
import {
  ANSWER_FLAGS,
  ENTITY_KINDS,
  MAX_PEOPLE,
  MAX_TURNOVER,
  SUPPLIES,
} from './checkup-answers.ts';
import { CHECKUP_OBLIGATION_IDS } from './checkup-ids.ts';
import {
  type LeadSchemaMessages,
  leadSchema as leadSchemaMessages,
} from './generated/messages/lead-schema.ts';
import { type LeadWordsMessages, leadWords } from './generated/messages/lead-words.ts';
import {
  type Language,
  languageOr,
  languagePrefix,
  languages,
  originalLanguage,
} from './languages.ts';

export const EMPLOYEE_RANGES = ['1-9', '10-19', '20-49', '50-199', '200-999', '1000+'] as const;

export const LEAD_TOPICS = [
  'PF & ESI',
  'Labour laws',
  'POSH',
  'GST',
  'Company law',
  'Business registration',
  'Compliance audit',
  'Startup support',
  'Legal support',
] as const;

/** The 28 states, then the 8 union territories, as the Government of India names them. */
export const INDIAN_STATES = [
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chhattisgarh',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
  'Andaman and Nicobar Islands',
  'Chandigarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Jammu and Kashmir',
  'Ladakh',
  'Lakshadweep',
  'Puducherry',
] as const;

export const MESSAGE_MAX_LENGTH = 2000;

/**
 * The languages a lead can come in: the language of the page it was sent from. The form shows
 * its words and messages in it, the lead is stored with it, and the business replies in it. Every language of the site (content/languages.yaml).
 */
export const LEAD_LANGUAGES: readonly Language[] = languages;
export type LeadLanguage = Language;
export type LeadTopic = (typeof LEAD_TOPICS)[number];
export type IndianState = (typeof INDIAN_STATES)[number];

/** Each topic's key in the catalogue (content/messages/<language>/lead-words.yaml). */
const topicKeys = {
  'PF & ESI': 'topicPfEsi',
  'Labour laws': 'topicLabourLaws',
  POSH: 'topicPosh',
  GST: 'topicGst',
  'Company law': 'topicCompanyLaw',
  'Business registration': 'topicBusinessRegistration',
  'Compliance audit': 'topicComplianceAudit',
  'Startup support': 'topicStartupSupport',
  'Legal support': 'topicLegalSupport',
} as const satisfies Record<LeadTopic, keyof LeadWordsMessages>;

const leadWordsIn = (language: Language): LeadWordsMessages =>
  leadWords[language] ?? leadWords[originalLanguage];

/** The topics as a language's pages name them (the stored value stays the English one). */
export function leadTopicNamesIn(language: Language): Record<LeadTopic, string> {
  const t = leadWordsIn(language);
  return Object.fromEntries(LEAD_TOPICS.map((topic) => [topic, t[topicKeys[topic]]])) as Record<
    LeadTopic,
    string
  >;
}

/**
 * Shown beside the consent checkbox and stored with every lead, so the record says what was
 * agreed: each language's own words, naming the privacy notice in that language.
 */
export const CONSENT_TEXTS: Record<LeadLanguage, string> = Object.fromEntries(
  languages.map((l) => [l, leadWordsIn(l).consent({ privacy: `${languagePrefix(l)}/privacy` })]),
) as Record<LeadLanguage, string>;

export const CONSENT_TEXT = CONSENT_TEXTS[originalLanguage];

/** Every message the schema gives, in each language (the catalogue's lead-schema.yaml). */
export interface LeadMessages extends Omit<LeadSchemaMessages, 'messageTooLong' | 'language'> {
  messageTooLong: string;
  language: string;
}

/** The schema's messages in a language, with the limits put in. */
function leadMessagesIn(language: Language): LeadMessages {
  const t = leadSchemaMessages[language] ?? leadSchemaMessages[originalLanguage];
  return {
    ...t,
    // Written when it is shown: the limit (2,000) is formatted by Intl, whose number data a page
    // would otherwise load while it starts, a task of 40 ms or more.
    get messageTooLong() {
      return t.messageTooLong({ max: MESSAGE_MAX_LENGTH });
    },
    // The codes of the list: "en, hi".
    language: t.language({ codes: languages.join(', ') }),
  };
}

export const LEAD_MESSAGES: Record<LeadLanguage, LeadMessages> = Object.fromEntries(
  languages.map((l) => [l, leadMessagesIn(l)]),
) as Record<LeadLanguage, LeadMessages>;

export const PHONE_ERROR = LEAD_MESSAGES[originalLanguage].phone;

/**
 * Turns an Indian phone number as people type it into E.164 (+91 and ten digits), or null.
 *
 * The national number is always ten digits: a mobile starts with 6-9; a landline is its STD code
 * (without the trunk 0) followed by the subscriber number, so a landline written without its STD
 * code is too short and refused. Accepted around it: +91 or 91, a trunk 0, spaces, dashes, dots
 * and brackets.
 */
export function normaliseIndianPhone(input: string): string | null {
  const compact = input.replace(/[\s\-.()]/g, '');
  if (!/^\+?\d+$/.test(compact)) return null;
  let national: string;
  if (compact.startsWith('+')) {
    if (!compact.startsWith('+91')) return null;
    national = compact.slice(3);
    if (national.length === 11 && national.startsWith('0')) national = national.slice(1);
  } else if (compact.length === 12 && compact.startsWith('91')) {
    national = compact.slice(2);
  } else if (compact.length === 11 && compact.startsWith('0')) {
    national = compact.slice(1);
  } else {
    national = compact;
  }
  return /^[1-9]\d{9}$/.test(national) ? `+91${national}` : null;
}

export { CHECKUP_OBLIGATION_IDS };

const count = z.number().int().min(0).max(MAX_PEOPLE);

/** The check-up's answers, whole (src/tools/checkup.ts's `CheckupAnswers`). */
export const checkupAnswersSchema = z
  .strictObject({
    entity: z.enum(ENTITY_KINDS),
    state: z.enum(INDIAN_STATES),
    otherStates: z.array(z.enum(INDIAN_STATES)).max(INDIAN_STATES.length),
    employees: count,
    contractWorkers: count,
    turnover: z.number().min(0).max(MAX_TURNOVER),
    supply: z.enum(SUPPLIES),
    flags: z.array(z.enum(ANSWER_FLAGS)).max(ANSWER_FLAGS.length),
  })
  .refine((a) => a.contractWorkers <= a.employees);
export type CheckupAnswersInput = z.output<typeof checkupAnswersSchema>;

/**
 * A check-up sent with a lead: the answers, and the ids of the obligations the visitor's list
 * showed (each must be one of the rules'). One message for answers that are not whole, one
 * naming an unknown obligation.
 */
function checkupWith(m: LeadMessages) {
  return z
    .strictObject(
      {
        answers: z.unknown().transform((value, ctx) => {
          const parsed = checkupAnswersSchema.safeParse(value);
          if (parsed.success) return parsed.data;
          ctx.addIssue({ code: 'custom', message: m.checkupAnswers });
          return z.NEVER;
        }),
        obligations: z
          .array(z.string({ error: m.checkupNotSent }), { error: m.checkupNotSent })
          .max(CHECKUP_OBLIGATION_IDS.length, { error: m.checkupNotSent })
          .superRefine((ids, ctx) => {
            const unknown = ids.find((id) => !CHECKUP_OBLIGATION_IDS.includes(id));
            if (unknown !== undefined)
              ctx.addIssue({
                code: 'custom',
                message: m.checkupObligation({ id: unknown.slice(0, 60) }),
              });
          })
          .transform((ids) => CHECKUP_OBLIGATION_IDS.filter((id) => ids.includes(id))),
      },
      { error: m.checkupNotSent },
    )
    .optional();
}

const requiredText = (empty: string, max: number, tooLong: string) =>
  z.string({ error: empty }).trim().min(1, { error: empty }).max(max, { error: tooLong });

function schemaWith(m: LeadMessages) {
  return z.object({
    name: requiredText(m.nameEmpty, 100, m.nameTooLong),
    email: z
      .string({ error: m.emailEmpty })
      .trim()
      .min(1, { error: m.emailEmpty })
      .max(254, { error: m.emailTooLong })
      .pipe(z.email({ error: m.emailInvalid }))
      .transform((email) => email.toLowerCase()),
    phone: z.string({ error: m.phone }).transform((phone, ctx) => {
      const e164 = normaliseIndianPhone(phone);
      if (e164 === null) {
        ctx.addIssue({ code: 'custom', message: m.phone });
        return z.NEVER;
      }
      return e164;
    }),
    company: requiredText(m.companyEmpty, 200, m.companyTooLong),
    employees: z.enum(EMPLOYEE_RANGES, { error: m.employees }),
    state: z.enum(INDIAN_STATES, { error: m.state }),
    topics: z
      .array(z.enum(LEAD_TOPICS, { error: m.topicUnknown }), { error: m.topicsEmpty })
      .min(1, { error: m.topicsEmpty })
      .transform((topics) => LEAD_TOPICS.filter((topic) => topics.includes(topic))),
    message: z
      .string({ error: m.messageNotText })
      .trim()
      .max(MESSAGE_MAX_LENGTH, { error: () => m.messageTooLong })
      .optional()
      .transform((message) => message || undefined),
    consent: z.literal(true, { error: m.consent }),
    website: z.string().max(0, { error: m.honeypot }).optional(),
    startedAt: z
      .number({ error: m.formExpired })
      .int({ error: m.formExpired })
      .positive({ error: m.formExpired }),
    idempotencyKey: z.uuid({ error: m.formExpired }),
    turnstileToken: z
      .string({ error: m.securityCheck })
      .max(2048, { error: m.securityCheckAgain })
      .optional(),
    sourcePath: z
      .string({ error: m.pageMissing })
      .max(500, { error: m.pageTooLong })
      .regex(/^\/\S*$/, { error: m.pageInvalid }),
    // A page loaded before the field existed, or another client, leaves it out: the original.
    language: z.enum(LEAD_LANGUAGES, { error: m.language }).default(originalLanguage),
    // Sent when the form was opened from the compliance check-up, unless the visitor left it out.
    checkup: checkupWith(m),
  });
}

/** Each language's schema, with its messages (the original's where it has none). */
const schemas = Object.fromEntries(
  languages.map((l) => [l, schemaWith(LEAD_MESSAGES[l] ?? LEAD_MESSAGES[originalLanguage])]),
) as Record<Language, ReturnType<typeof schemaWith>>;

/** The schema whose messages are in `language`; what it accepts is the same in every one. */
export const leadSchemaIn = (language: LeadLanguage) => schemas[language];

export const leadSchema = schemas[originalLanguage];

/** The language a submission asks to be answered in: its own, when it names one we have. */
export const languageOfBody = (body: Record<string, unknown>): LeadLanguage =>
  languageOr(body.language);

/** What the form holds and sends (before normalisation). */
export type LeadInput = z.input<typeof leadSchema>;
/** What the server stores (after normalisation: E.164 phone, lower-case email, topics in list order). */
export type Lead = z.output<typeof leadSchema>;
export type LeadField = keyof LeadInput;

/** One message per field, the first zod reports for it: the shape of a 400's `fields`. */
export function leadFieldErrors(error: z.ZodError): Partial<Record<LeadField, string>> {
  const fields: Partial<Record<LeadField, string>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && field in leadSchema.shape && !(field in fields)) {
      fields[field as LeadField] = issue.message;
    }
  }
  return fields;
}
