import { describe, expect, it } from 'vitest';
import {
  CONSENT_TEXT,
  EMPLOYEE_RANGES,
  INDIAN_STATES,
  LEAD_TOPICS,
  type LeadInput,
  leadFieldErrors,
  leadSchema,
  normaliseIndianPhone,
  PHONE_ERROR,
} from '../../supabase/functions/_shared/lead.ts';

const valid: LeadInput = {
  name: 'Asha Verma',
  email: 'asha@example.in',
  phone: '98765 43210',
  company: 'Verma Textiles',
  employees: '50-199',
  state: 'Maharashtra',
  topics: ['PF & ESI'],
  message: 'We are opening a second factory.',
  consent: true,
  website: '',
  startedAt: 1_767_225_600_000,
  idempotencyKey: '0b6f4f4e-8d0c-4c5a-9a43-2f6c1e0d9b7a',
  sourcePath: '/contact',
};

/** The message for `field` when `change` is applied to a valid submission, or undefined. */
function errorFor(change: Record<string, unknown>): Record<string, string | undefined> {
  const result = leadSchema.safeParse({ ...valid, ...change });
  return result.success ? {} : leadFieldErrors(result.error);
}

describe('normaliseIndianPhone', () => {
  it.each([
    ['9876543210', '+919876543210'],
    ['98765 43210', '+919876543210'],
    ['98765-43210', '+919876543210'],
    ['+91 98765 43210', '+919876543210'],
    ['+91-98765-43210', '+919876543210'],
    ['+919876543210', '+919876543210'],
    ['91 98765 43210', '+919876543210'],
    ['098765 43210', '+919876543210'],
    ['6000000000', '+916000000000'],
    ['011-2345 6789', '+911123456789'],
    ['011 2345 6789', '+911123456789'],
    ['+91 11 2345 6789', '+911123456789'],
    ['+91 (0)11 2345 6789', '+911123456789'],
    ['(080) 2345 6789', '+918023456789'],
    ['0522-261 2345', '+915222612345'],
  ])('turns %s into %s', (input, e164) => {
    expect(normaliseIndianPhone(input)).toBe(e164);
  });

  it.each([
    ['', 'nothing'],
    ['98765 4321', 'nine digits'],
    ['98765 432100', 'eleven digits'],
    ['2345 6789', 'a landline without its STD code'],
    ['0123456789', 'a national number starting with 0'],
    ['00 98765 43210', 'a doubled trunk prefix'],
    ['+1 415 555 0100', 'a number outside India'],
    ['+91 98765 4321', 'too short after +91'],
    ['98765x43210', 'letters'],
    ['98765_43210', 'other separators'],
  ])('refuses %j (%s)', (input) => {
    expect(normaliseIndianPhone(input)).toBeNull();
  });
});

describe('leadSchema', () => {
  it('accepts a complete submission and normalises it', () => {
    const lead = leadSchema.parse({
      ...valid,
      name: '  Asha Verma ',
      email: ' Asha@Example.IN ',
      phone: '+91 98765-43210',
      topics: ['GST', 'PF & ESI', 'GST'],
    });
    expect(lead).toMatchObject({
      name: 'Asha Verma',
      email: 'asha@example.in',
      phone: '+919876543210',
      topics: ['PF & ESI', 'GST'],
    });
  });

  it('treats an empty message as none, and the Turnstile token and honeypot as optional', () => {
    const { website: _website, ...withoutHoneypot } = valid;
    const lead = leadSchema.parse({ ...withoutHoneypot, message: '   ' });
    expect(lead.message).toBeUndefined();
    expect(lead.turnstileToken).toBeUndefined();
  });

  it('ignores fields it does not know, such as a user id', () => {
    const lead = leadSchema.parse({ ...valid, user_id: '6e0c1a4e-0000-4000-8000-000000000000' });
    expect(lead).not.toHaveProperty('user_id');
  });

  it.each([
    [{ name: '' }, 'name', 'Enter your name'],
    [{ name: '   ' }, 'name', 'Enter your name'],
    [{ name: 'a'.repeat(101) }, 'name', 'Shorten your name to 100 characters or fewer'],
    [{ email: '' }, 'email', 'Enter your work email'],
    [{ email: 'asha@' }, 'email', 'Enter an email address like name@company.com'],
    [{ email: 'asha example.in' }, 'email', 'Enter an email address like name@company.com'],
    [
      { email: `${'a'.repeat(250)}@x.in` },
      'email',
      'Shorten the email address to 254 characters or fewer',
    ],
    [{ phone: '' }, 'phone', PHONE_ERROR],
    [{ phone: '12345' }, 'phone', PHONE_ERROR],
    [{ phone: undefined }, 'phone', PHONE_ERROR],
    [{ company: '' }, 'company', 'Enter your company name'],
    [
      { company: 'c'.repeat(201) },
      'company',
      'Shorten the company name to 200 characters or fewer',
    ],
    [{ employees: '5' }, 'employees', 'Choose how many people work at your company'],
    [{ employees: undefined }, 'employees', 'Choose how many people work at your company'],
    [{ state: 'Bombay' }, 'state', 'Choose your state or union territory'],
    [{ state: '' }, 'state', 'Choose your state or union territory'],
    [{ topics: [] }, 'topics', 'Choose at least one thing you need help with'],
    [{ topics: undefined }, 'topics', 'Choose at least one thing you need help with'],
    [{ topics: ['Taxes'] }, 'topics', 'Choose from the listed topics'],
    [{ message: 'm'.repeat(2001) }, 'message', 'Shorten your message to 2,000 characters or fewer'],
    [
      { consent: false },
      'consent',
      'Tick the box to agree to how we use your details, so that we can reply',
    ],
    [
      { consent: undefined },
      'consent',
      'Tick the box to agree to how we use your details, so that we can reply',
    ],
    [{ website: 'http://spam.example' }, 'website', 'Leave this field empty'],
    [
      { startedAt: undefined },
      'startedAt',
      'This form has expired. Reload the page and try again.',
    ],
    [
      { startedAt: 'yesterday' },
      'startedAt',
      'This form has expired. Reload the page and try again.',
    ],
    [
      { idempotencyKey: 'not-a-uuid' },
      'idempotencyKey',
      'This form has expired. Reload the page and try again.',
    ],
    [{ sourcePath: 'contact' }, 'sourcePath', 'The page address is not valid'],
    [{ sourcePath: undefined }, 'sourcePath', 'The page address is missing'],
    [{ turnstileToken: 't'.repeat(2049) }, 'turnstileToken', 'Complete the security check again'],
  ])('refuses %j: %s says "%s"', (change, field, message) => {
    expect(errorFor(change)[field]).toBe(message);
  });

  it('accepts a message of exactly 2,000 characters', () => {
    expect(errorFor({ message: 'm'.repeat(2000) })).toEqual({});
  });

  it('reports one message per field, for every field at fault', () => {
    const fields = errorFor({ name: '', email: 'x', topics: [], consent: false });
    expect(Object.keys(fields).sort()).toEqual(['consent', 'email', 'name', 'topics']);
  });
});

describe('lead lists and consent', () => {
  it('lists all 28 states and 8 union territories once each', () => {
    expect(INDIAN_STATES).toHaveLength(36);
    expect(new Set(INDIAN_STATES).size).toBe(36);
    expect(INDIAN_STATES).toEqual(
      expect.arrayContaining(['Ladakh', 'Dadra and Nagar Haveli and Daman and Diu', 'Telangana']),
    );
  });

  it('offers the six company sizes and nine topics', () => {
    expect(EMPLOYEE_RANGES).toEqual(['1-9', '10-19', '20-49', '50-199', '200-999', '1000+']);
    expect(LEAD_TOPICS).toHaveLength(9);
  });

  it('says what the details are used for and names the privacy notice', () => {
    expect(CONSENT_TEXT).toMatch(/contact me/);
    expect(CONSENT_TEXT).toContain('/privacy');
  });
});
