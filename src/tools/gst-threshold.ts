/**
 * Whether a business must register for GST: the turnover limit for what it supplies and where
 * from (section 22 of the CGST Act and notification 10/2019-Central Tax), and the cases in
 * section 24 where registration is compulsory whatever the turnover.
 */
import {
  gst_registrationDays,
  gst_thresholdGoods,
  gst_thresholdServices,
  gst_thresholdSpecial,
} from '../generated/fact-values.ts';
import { formatLakh, formatRupees, lakhToRupees } from './input.ts';

/** Supplies goods only, or services (alone or with goods). */
export type SupplyKind = 'goods' | 'services';

/**
 * special: a special category State under section 22(1), explanation (iii) (article 279A(4)(g)
 * of the Constitution less the States that chose the general limit), with the lower limit for
 * every supplier. goods-general: did not adopt the higher limit for goods (notification 10/2019,
 * exception (c)). goods-higher: adopted it.
 */
export type StateClass = 'special' | 'goods-general' | 'goods-higher';

export interface GstState {
  name: string;
  union: boolean;
  class: StateClass;
}

/**
 * The States and Union territories by limit. The special category States and the States left out
 * of the higher goods limit are as named in section 22 and notification 10/2019-Central Tax (as
 * they stood when last checked, 21 November 2026); we know of no State that has changed its
 * choice since, but a State can, so the page asks readers to check a recent notification.
 */
export const gstStates: readonly GstState[] = [
  { name: 'Andaman and Nicobar Islands', union: true, class: 'goods-higher' },
  { name: 'Andhra Pradesh', union: false, class: 'goods-higher' },
  { name: 'Arunachal Pradesh', union: false, class: 'goods-general' },
  { name: 'Assam', union: false, class: 'goods-higher' },
  { name: 'Bihar', union: false, class: 'goods-higher' },
  { name: 'Chandigarh', union: true, class: 'goods-higher' },
  { name: 'Chhattisgarh', union: false, class: 'goods-higher' },
  {
    name: 'Dadra and Nagar Haveli and Daman and Diu',
    union: true,
    class: 'goods-higher',
  },
  { name: 'Delhi', union: true, class: 'goods-higher' },
  { name: 'Goa', union: false, class: 'goods-higher' },
  { name: 'Gujarat', union: false, class: 'goods-higher' },
  { name: 'Haryana', union: false, class: 'goods-higher' },
  { name: 'Himachal Pradesh', union: false, class: 'goods-higher' },
  { name: 'Jammu and Kashmir', union: true, class: 'goods-higher' },
  { name: 'Jharkhand', union: false, class: 'goods-higher' },
  { name: 'Karnataka', union: false, class: 'goods-higher' },
  { name: 'Kerala', union: false, class: 'goods-higher' },
  { name: 'Ladakh', union: true, class: 'goods-higher' },
  { name: 'Lakshadweep', union: true, class: 'goods-higher' },
  { name: 'Madhya Pradesh', union: false, class: 'goods-higher' },
  { name: 'Maharashtra', union: false, class: 'goods-higher' },
  { name: 'Manipur', union: false, class: 'special' },
  { name: 'Meghalaya', union: false, class: 'goods-general' },
  { name: 'Mizoram', union: false, class: 'special' },
  { name: 'Nagaland', union: false, class: 'special' },
  { name: 'Odisha', union: false, class: 'goods-higher' },
  { name: 'Puducherry', union: true, class: 'goods-general' },
  { name: 'Punjab', union: false, class: 'goods-higher' },
  { name: 'Rajasthan', union: false, class: 'goods-higher' },
  { name: 'Sikkim', union: false, class: 'goods-general' },
  { name: 'Tamil Nadu', union: false, class: 'goods-higher' },
  { name: 'Telangana', union: false, class: 'goods-general' },
  { name: 'Tripura', union: false, class: 'special' },
  { name: 'Uttar Pradesh', union: false, class: 'goods-higher' },
  { name: 'Uttarakhand', union: false, class: 'goods-general' },
  { name: 'West Bengal', union: false, class: 'goods-higher' },
];

const names = (c: StateClass) =>
  gstStates
    .filter((s) => s.class === c)
    .map((s) => s.name)
    .join(', ');
/** "Manipur, Mizoram, Nagaland, Tripura". */
export const specialStates = names('special');
/** The States and Union territories that kept the general limit for goods. */
export const goodsGeneralStates = names('goods-general');

/** The cases of section 24 of the CGST Act a visitor can tick, with the clause that applies. */
export const compulsoryCases = {
  interStateGoods: {
    label: 'Makes inter-State supplies of goods',
    clause: 'section 24(i)',
  },
  ecommerceSeller: {
    label: 'Sells through an e-commerce operator that collects tax at source',
    clause: 'section 24(ix)',
  },
  casual: {
    label:
      'Supplies as a casual taxable person (occasional supplies from a State with no fixed place of business there)',
    clause: 'section 24(ii)',
  },
  reverseCharge: {
    label: 'Must pay tax under reverse charge on what it buys',
    clause: 'section 24(iii)',
  },
  nonResident: {
    label: 'Is a non-resident taxable person',
    clause: 'section 24(v)',
  },
  agent: {
    label: 'Supplies on behalf of other taxable persons, as an agent or otherwise',
    clause: 'section 24(vii)',
  },
  isd: {
    label: 'Is an Input Service Distributor',
    clause: 'section 24(viii)',
  },
  deductorOrOperator: {
    label: 'Must deduct tax at source (section 51) or is an e-commerce operator that collects it',
    clause: 'section 24(vi) and (x)',
  },
} as const;

export type CompulsoryCase = keyof typeof compulsoryCases;

export interface GstInput {
  supply: SupplyKind;
  /** One of gstStates' names. */
  state: string;
  /** Aggregate turnover in the financial year, in rupees. */
  turnover: number;
  /** Supplies ice cream, pan masala or tobacco, which the higher goods limit leaves out. */
  excludedGoods: boolean;
  compulsory: readonly CompulsoryCase[];
}

export interface GstResult {
  required: boolean;
  /** The turnover limit for this business, in rupees. */
  threshold: number;
  /** Why that limit applies. */
  thresholdReason: string;
  /** The one-sentence answer shown first. */
  summary: string;
  reasons: string[];
}

export function stateNamed(name: string): GstState | undefined {
  return gstStates.find((s) => s.name === name);
}

export function checkGstRegistration(input: GstInput): GstResult {
  const { supply, turnover, excludedGoods, compulsory } = input;
  const state = stateNamed(input.state);
  if (!state) throw new Error(`Unknown State or Union territory "${input.state}"`);
  const where = `${state.union ? 'the Union territory of ' : ''}${state.name}`;

  let threshold: number;
  let thresholdReason: string;
  if (state.class === 'special') {
    threshold = lakhToRupees(gst_thresholdSpecial);
    thresholdReason = `${state.name} is one of the special category States (${specialStates}), where the limit is ${formatLakh(threshold)} for suppliers of goods and of services alike (CGST Act, section 22(1), proviso).`;
  } else if (supply === 'services') {
    threshold = lakhToRupees(gst_thresholdServices);
    thresholdReason = `A supplier of services, or of goods and services together, in ${where} must register above ${formatLakh(threshold)} (CGST Act, section 22(1)).`;
  } else if (state.class === 'goods-general') {
    threshold = lakhToRupees(gst_thresholdServices);
    thresholdReason = `${state.name} did not adopt the higher limit for goods (notification 10/2019-Central Tax leaves out ${goodsGeneralStates}), so the general limit of ${formatLakh(threshold)} applies (CGST Act, section 22(1)).`;
  } else if (excludedGoods) {
    threshold = lakhToRupees(gst_thresholdServices);
    thresholdReason = `The higher limit for goods does not extend to suppliers of ice cream and other edible ice, pan masala, or tobacco and its substitutes, so the general limit of ${formatLakh(threshold)} applies (notification 10/2019-Central Tax).`;
  } else {
    threshold = lakhToRupees(gst_thresholdGoods);
    thresholdReason = `A business that supplies only goods from ${where} is exempt from registration up to ${formatLakh(threshold)} (notification 10/2019-Central Tax, in force since 1 April 2019).`;
  }

  const overLimit = turnover > threshold;
  const cases = compulsory.map((c) => compulsoryCases[c]);
  const required = overLimit || cases.length > 0;
  const reasons: string[] = [thresholdReason];
  reasons.push(
    overLimit
      ? `Aggregate turnover of ${formatRupees(turnover)} is above ${formatLakh(threshold)}: apply for registration within ${gst_registrationDays} days of becoming liable (CGST Act, section 25(1)).`
      : `Aggregate turnover of ${formatRupees(turnover)} is not above ${formatLakh(threshold)}, so turnover alone does not require registration. Registration is required once it goes above the limit in the financial year.`,
  );
  for (const c of cases) {
    reasons.push(
      `Registration is compulsory whatever the turnover for a business that ${c.label.charAt(0).toLowerCase()}${c.label.slice(1)} (CGST Act, ${c.clause}).`,
    );
  }
  if (compulsory.includes('ecommerceSeller')) {
    reasons.push(
      'Since 1 October 2023 a seller of goods through an e-commerce operator may instead enrol on the GST portal without registering, if it sells within one State only, makes no inter-State supply and its turnover is within the section 22 limit (notification 34/2023-Central Tax). Suppliers of services through an operator below the limit are exempt too (notification 65/2017-Central Tax).',
    );
  }

  const summary = required
    ? `Registration is required${overLimit ? '' : ' whatever the turnover'}.`
    : 'Registration is not required yet: you may still register voluntarily.';
  return { required, threshold, thresholdReason, summary, reasons };
}
