/**
 * What the lead form holds, and its validation through the schema the submit-lead function uses,
 * so that the form refuses exactly what the server would.
 */
import {
  type Lead,
  type LeadInput,
  type LeadLanguage,
  leadFieldErrors,
  leadSchemaIn,
} from '../../../supabase/functions/_shared/lead.ts';

export interface LeadFormValues {
  name: string;
  email: string;
  phone: string;
  company: string;
  employees: string;
  state: string;
  topics: string[];
  message: string;
  consent: boolean;
  /** The honeypot: people never see it, so it stays empty unless a bot fills it. */
  website: string;
}

/** The fields a visitor fills, in the order they appear (the first with an error gets focus). */
export const visibleFields = [
  'name',
  'email',
  'phone',
  'company',
  'employees',
  'state',
  'topics',
  'message',
  'consent',
] as const;
export type VisibleField = (typeof visibleFields)[number];

export type FieldErrors = Partial<Record<VisibleField, string>>;

export const emptyValues: LeadFormValues = {
  name: '',
  email: '',
  phone: '',
  company: '',
  employees: '',
  state: '',
  topics: [],
  message: '',
  consent: false,
  website: '',
};

/**
 * What the form adds to the visitor's answers: who this fill is, where it came from and in what
 * language (the page's: the messages below are in it, and the business replies in it).
 */
export interface FillMeta {
  startedAt: number;
  idempotencyKey: string;
  sourcePath: string;
  language: LeadLanguage;
  turnstileToken?: string;
  /** The compliance check-up the form was opened from, when the visitor sends it. */
  checkup?: LeadInput['checkup'];
}

export type Validation =
  | { ok: true; input: LeadInput; lead: Lead }
  | { ok: false; fields: FieldErrors; other: string[] };

export function validateLead(values: LeadFormValues, meta: FillMeta): Validation {
  const input: LeadInput = {
    ...values,
    employees: values.employees as LeadInput['employees'],
    state: values.state as LeadInput['state'],
    topics: values.topics as LeadInput['topics'],
    consent: values.consent as true,
    ...meta,
  };
  // The honeypot is the server's to judge: a person never sees it, and a bot learns nothing here.
  const parsed = leadSchemaIn(meta.language).safeParse({ ...input, website: undefined });
  if (parsed.success) return { ok: true, input, lead: parsed.data };
  return splitErrors(leadFieldErrors(parsed.error));
}

/** Messages by field: those of visible fields go beside them, the rest only in the summary. */
export function splitErrors(all: Partial<Record<string, string>>): {
  ok: false;
  fields: FieldErrors;
  other: string[];
} {
  const fields: FieldErrors = {};
  const other: string[] = [];
  for (const [name, message] of Object.entries(all)) {
    if (!message || name === 'website') continue;
    if ((visibleFields as readonly string[]).includes(name)) fields[name as VisibleField] = message;
    else if (!other.includes(message)) other.push(message);
  }
  return { ok: false, fields, other };
}

/** The current message for one field, or none: checked after the first submit, as it is left. */
export function fieldError(
  values: LeadFormValues,
  meta: FillMeta,
  field: VisibleField,
): string | undefined {
  const result = validateLead(values, meta);
  return result.ok ? undefined : result.fields[field];
}
