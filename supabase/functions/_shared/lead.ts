// The one description of a lead submission, shared by the site's form (through Vite) and the
// submit-lead Edge Function (through Deno): both must accept and refuse exactly the same input.
// `zod` stays a bare import: Vite finds it in node_modules, Deno through the function's deno.json.
import { z } from 'zod';

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

/** Shown beside the consent checkbox and stored with every lead, so the record says what was agreed. */
export const CONSENT_TEXT =
  'I agree that Anupalan may use these details to reply to my request, to assess my compliance ' +
  'needs and to contact me about the services I asked about, as described in the privacy notice ' +
  'at /privacy.';

export const PHONE_ERROR = 'Enter a 10-digit mobile number, or a landline with its STD code';

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

const requiredText = (empty: string, max: number, tooLong: string) =>
  z.string({ error: empty }).trim().min(1, { error: empty }).max(max, { error: tooLong });

const FORM_EXPIRED = 'This form has expired. Reload the page and try again.';

export const leadSchema = z.object({
  name: requiredText('Enter your name', 100, 'Shorten your name to 100 characters or fewer'),
  email: z
    .string({ error: 'Enter your work email' })
    .trim()
    .min(1, { error: 'Enter your work email' })
    .max(254, { error: 'Shorten the email address to 254 characters or fewer' })
    .pipe(z.email({ error: 'Enter an email address like name@company.com' }))
    .transform((email) => email.toLowerCase()),
  phone: z.string({ error: PHONE_ERROR }).transform((phone, ctx) => {
    const e164 = normaliseIndianPhone(phone);
    if (e164 === null) {
      ctx.addIssue({ code: 'custom', message: PHONE_ERROR });
      return z.NEVER;
    }
    return e164;
  }),
  company: requiredText(
    'Enter your company name',
    200,
    'Shorten the company name to 200 characters or fewer',
  ),
  employees: z.enum(EMPLOYEE_RANGES, { error: 'Choose how many people work at your company' }),
  state: z.enum(INDIAN_STATES, { error: 'Choose your state or union territory' }),
  topics: z
    .array(z.enum(LEAD_TOPICS, { error: 'Choose from the listed topics' }), {
      error: 'Choose at least one thing you need help with',
    })
    .min(1, { error: 'Choose at least one thing you need help with' })
    .transform((topics) => LEAD_TOPICS.filter((topic) => topics.includes(topic))),
  message: z
    .string({ error: 'Enter your message as text' })
    .trim()
    .max(MESSAGE_MAX_LENGTH, {
      error: `Shorten your message to ${MESSAGE_MAX_LENGTH.toLocaleString('en-IN')} characters or fewer`,
    })
    .optional()
    .transform((message) => message || undefined),
  consent: z.literal(true, {
    error: 'Tick the box to agree to how we use your details, so that we can reply',
  }),
  website: z.string().max(0, { error: 'Leave this field empty' }).optional(),
  startedAt: z
    .number({ error: FORM_EXPIRED })
    .int({ error: FORM_EXPIRED })
    .positive({ error: FORM_EXPIRED }),
  idempotencyKey: z.uuid({ error: FORM_EXPIRED }),
  turnstileToken: z
    .string({ error: 'Complete the security check' })
    .max(2048, { error: 'Complete the security check again' })
    .optional(),
  sourcePath: z
    .string({ error: 'The page address is missing' })
    .max(500, { error: 'The page address is too long' })
    .regex(/^\/\S*$/, { error: 'The page address is not valid' }),
});

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
