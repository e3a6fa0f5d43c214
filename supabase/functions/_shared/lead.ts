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
import { type Language, languageOr, languages, originalLanguage } from './languages.ts';
import { HINDI_STATE_NAMES } from './state-names.ts';

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

/** The topics as a Hindi page names them (the stored value stays the English one). */
export const LEAD_TOPIC_NAMES_HI: Record<LeadTopic, string> = {
  'PF & ESI': 'PF और ESI',
  'Labour laws': 'श्रम कानून',
  POSH: 'POSH',
  GST: 'GST',
  'Company law': 'कंपनी कानून',
  'Business registration': 'व्यवसाय पंजीकरण',
  'Compliance audit': 'अनुपालन ऑडिट',
  'Startup support': 'स्टार्टअप सहायता',
  'Legal support': 'कानूनी सहायता',
};

/** The states and union territories as a Hindi page names them (the stored value stays English). */
export const INDIAN_STATE_NAMES_HI: Record<IndianState, string> = HINDI_STATE_NAMES;

/**
 * Shown beside the consent checkbox and stored with every lead, so the record says what was
 * agreed: each language's own words, the Hindi naming the Hindi privacy notice.
 */
export const CONSENT_TEXTS: Record<LeadLanguage, string> = {
  en:
    'I agree that Anupalan may use these details to reply to my request, to assess my compliance ' +
    'needs and to contact me about the services I asked about, as described in the privacy notice ' +
    'at /privacy.',
  hi:
    'मैं सहमत हूँ कि Anupalan इन विवरणों का उपयोग मेरे अनुरोध का जवाब देने, मेरी अनुपालन ' +
    'ज़रूरतों का आकलन करने और जिन सेवाओं के बारे में मैंने पूछा है उनके बारे में मुझसे संपर्क ' +
    'करने के लिए कर सकता है, जैसा कि /hi/privacy पर दी गई गोपनीयता सूचना में बताया गया है।',
};

export const CONSENT_TEXT = CONSENT_TEXTS.en;

/** Every message the schema gives, in each language. */
export interface LeadMessages {
  nameEmpty: string;
  nameTooLong: string;
  emailEmpty: string;
  emailTooLong: string;
  emailInvalid: string;
  phone: string;
  companyEmpty: string;
  companyTooLong: string;
  employees: string;
  state: string;
  topicUnknown: string;
  topicsEmpty: string;
  messageNotText: string;
  messageTooLong: string;
  consent: string;
  honeypot: string;
  formExpired: string;
  securityCheck: string;
  securityCheckAgain: string;
  pageMissing: string;
  pageTooLong: string;
  pageInvalid: string;
  language: string;
  /** The check-up's answers sent with a lead are not whole or not valid. */
  checkupAnswers: string;
  /** `{id}` is replaced with the obligation the list names. */
  checkupObligation: string;
  checkupNotSent: string;
}

const maxMessage = MESSAGE_MAX_LENGTH.toLocaleString('en-IN');

export const LEAD_MESSAGES: Record<LeadLanguage, LeadMessages> = {
  en: {
    nameEmpty: 'Enter your name',
    nameTooLong: 'Shorten your name to 100 characters or fewer',
    emailEmpty: 'Enter your work email',
    emailTooLong: 'Shorten the email address to 254 characters or fewer',
    emailInvalid: 'Enter an email address like name@company.com',
    phone: 'Enter a 10-digit mobile number, or a landline with its STD code',
    companyEmpty: 'Enter your company name',
    companyTooLong: 'Shorten the company name to 200 characters or fewer',
    employees: 'Choose how many people work at your company',
    state: 'Choose your state or union territory',
    topicUnknown: 'Choose from the listed topics',
    topicsEmpty: 'Choose at least one thing you need help with',
    messageNotText: 'Enter your message as text',
    messageTooLong: `Shorten your message to ${maxMessage} characters or fewer`,
    consent: 'Tick the box to agree to how we use your details, so that we can reply',
    honeypot: 'Leave this field empty',
    formExpired: 'This form has expired. Reload the page and try again.',
    securityCheck: 'Complete the security check',
    securityCheckAgain: 'Complete the security check again',
    pageMissing: 'The page address is missing',
    pageTooLong: 'The page address is too long',
    pageInvalid: 'The page address is not valid',
    language: 'Send the language as en (English) or hi (Hindi)',
    checkupAnswers:
      'The check-up answers sent with this request are not complete. Open the check-up again and use its "Ask us to handle these" link.',
    checkupObligation:
      'The check-up list names an obligation we do not know ("{id}"). Open the check-up again and use its "Ask us to handle these" link.',
    checkupNotSent:
      'Send the check-up as its answers and the ids of its obligations, or leave it out',
  },
  hi: {
    nameEmpty: 'अपना नाम लिखें',
    nameTooLong: 'नाम 100 अक्षरों या उससे कम में लिखें',
    emailEmpty: 'अपने कार्यालय का ईमेल लिखें',
    emailTooLong: 'ईमेल पता 254 अक्षरों या उससे कम में लिखें',
    emailInvalid: 'ईमेल पता name@company.com जैसे रूप में लिखें',
    phone: '10 अंकों का मोबाइल नंबर, या STD कोड के साथ लैंडलाइन नंबर लिखें',
    companyEmpty: 'अपनी कंपनी का नाम लिखें',
    companyTooLong: 'कंपनी का नाम 200 अक्षरों या उससे कम में लिखें',
    employees: 'चुनें कि आपकी कंपनी में कितने लोग काम करते हैं',
    state: 'अपना राज्य या केंद्र शासित प्रदेश चुनें',
    topicUnknown: 'दिए गए विषयों में से ही चुनें',
    topicsEmpty: 'कम से कम एक विषय चुनें जिसमें आपको मदद चाहिए',
    messageNotText: 'अपना संदेश शब्दों में लिखें',
    messageTooLong: `संदेश ${maxMessage} अक्षरों या उससे कम में लिखें`,
    consent: 'बॉक्स पर टिक करके बताएँ कि आप अपने विवरणों के इस उपयोग से सहमत हैं, ताकि हम आपको जवाब दे सकें',
    honeypot: 'इस फ़ील्ड को खाली छोड़ें',
    formExpired: 'इस फ़ॉर्म का समय समाप्त हो गया है। पेज दोबारा लोड करें और फिर से कोशिश करें।',
    securityCheck: 'सुरक्षा जाँच पूरी करें',
    securityCheckAgain: 'सुरक्षा जाँच फिर से पूरी करें',
    pageMissing: 'पेज का पता नहीं मिला',
    pageTooLong: 'पेज का पता बहुत लंबा है',
    pageInvalid: 'पेज का पता सही नहीं है',
    language: 'भाषा en (अंग्रेज़ी) या hi (हिंदी) के रूप में भेजें',
    checkupAnswers:
      'इस अनुरोध के साथ भेजे गए अनुपालन जाँच के उत्तर अधूरे हैं। जाँच फिर से खोलें और उसका "इन्हें संभालने के लिए हमसे कहें" लिंक इस्तेमाल करें।',
    checkupObligation:
      'अनुपालन जाँच की सूची में ऐसा दायित्व है जिसे हम नहीं जानते ("{id}")। जाँच फिर से खोलें और उसका "इन्हें संभालने के लिए हमसे कहें" लिंक इस्तेमाल करें।',
    checkupNotSent: 'अनुपालन जाँच उसके उत्तरों और दायित्वों की सूची के रूप में भेजें, या उसे छोड़ दें',
  },
};

export const PHONE_ERROR = LEAD_MESSAGES.en.phone;

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
                message: m.checkupObligation.replace('{id}', unknown.slice(0, 60)),
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
      .max(MESSAGE_MAX_LENGTH, { error: m.messageTooLong })
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
