// The compliance check-up's answers as the site and the Edge Functions both know them: the kinds
// of business, the yes-or-no answers, what a business supplies, and the lead form's head-count
// range for a number of people. No imports, so that the shared lead schema (./lead.ts) and the
// rules' schema (src/content/checkup-schema.ts) can both build on it.

/** The kinds of business the check-up asks about, in the order the form lists them. */
export const ENTITY_KINDS = [
  'proprietorship',
  'partnership',
  'llp',
  'private-company',
  'opc',
  'public-company',
  'unregistered',
] as const;
export type EntityKind = (typeof ENTITY_KINDS)[number];

/** Each kind of business as the English form and the business's email name it. */
export const ENTITY_NAMES_EN: Record<EntityKind, string> = {
  proprietorship: 'Proprietorship',
  partnership: 'Partnership firm',
  llp: 'Limited liability partnership (LLP)',
  'private-company': 'Private limited company',
  opc: 'One person company (OPC)',
  'public-company': 'Public company',
  unregistered: 'Not registered yet',
};

/** The yes-or-no answers a rule may ask for. */
export const ANSWER_FLAGS = [
  'hazardous',
  'ecommerce',
  'interstate',
  'salaries',
  'rent',
  'contractors',
  'premises',
] as const;
export type AnswerFlag = (typeof ANSWER_FLAGS)[number];

export const SUPPLIES = ['goods', 'services', 'both'] as const;
export type Supply = (typeof SUPPLIES)[number];

/** The largest head count an address or an account may carry (seven digits). */
export const MAX_PEOPLE = 9_999_999;
/** The largest turnover, in rupees: 999,999,999.99 lakh, as an address may write it. */
export const MAX_TURNOVER = 99_999_999_999_999;

/**
 * The lead form's range (EMPLOYEE_RANGES of ./lead.ts) for a head count. A business employing
 * no one yet is its founders: the smallest range.
 */
export function employeeRangeOf(
  people: number,
): '1-9' | '10-19' | '20-49' | '50-199' | '200-999' | '1000+' {
  if (people >= 1000) return '1000+';
  if (people >= 200) return '200-999';
  if (people >= 50) return '50-199';
  if (people >= 20) return '20-49';
  if (people >= 10) return '10-19';
  return '1-9';
}
