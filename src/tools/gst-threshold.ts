/**
 * Whether a business must register for GST: the turnover limit for what it supplies and where
 * from (section 22 of the CGST Act and notification 10/2019-Central Tax), and the cases in
 * section 24 where registration is compulsory whatever the turnover.
 */
import { dateInLocale } from '../../supabase/functions/_shared/dates-in-locale.ts';
import {
  gst_registrationDays,
  gst_thresholdGoods,
  gst_thresholdServices,
  gst_thresholdSpecial,
} from '../generated/fact-values.ts';
import { gstThreshold } from '../generated/messages/gst-threshold.ts';
import { type Language, messagesIn, originalLanguage } from '../lib/language.ts';
import { formatLakh, formatRupees, lakhToRupees } from './input.ts';
import { stateNameIn } from './state-names.ts';

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

const names = (c: StateClass, language: Language = originalLanguage) =>
  gstStates
    .filter((s) => s.class === c)
    .map((s) => stateNameIn(s.name, language))
    .join(', ');
/** "Manipur, Mizoram, Nagaland, Tripura". */
export const specialStates = names('special');
/** The States and Union territories that kept the general limit for goods. */
export const goodsGeneralStates = names('goods-general');

/**
 * The cases of section 24 of the CGST Act a visitor can tick; each one's label, words and clause
 * are the catalogue's (content/messages/<language>/gst-threshold.yaml: `<case>Label`…).
 */
export const compulsoryCases = [
  'interStateGoods',
  'ecommerceSeller',
  'casual',
  'reverseCharge',
  'nonResident',
  'agent',
  'isd',
  'deductorOrOperator',
] as const;

export type CompulsoryCase = (typeof compulsoryCases)[number];

/**
 * When notification 10/2019-Central Tax (the higher limit for goods) and notification
 * 34/2023-Central Tax (enrolment of e-commerce sellers of goods) came into force.
 */
const HIGHER_GOODS_LIMIT_FROM = Date.UTC(2019, 3, 1);
const ECOMMERCE_ENROLMENT_FROM = Date.UTC(2023, 9, 1);

/** A date as the language's locale writes it: "1 April 2019", "1 अप्रैल 2019" (dates-in-locale.ts). */
const dateIn = (date: number, language: Language) =>
  dateInLocale(new Date(date).toISOString().slice(0, 10), language, 'long');

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

/** The turnover limit for a supplier in a State, and which of the reasons above gives it. */
function limitFor(
  state: GstState,
  input: Pick<GstInput, 'supply' | 'excludedGoods'>,
): {
  threshold: number;
  reason: 'special' | 'servicesReason' | 'goodsGeneral' | 'excludedGoodsReason' | 'goodsHigher';
} {
  if (state.class === 'special')
    return { threshold: lakhToRupees(gst_thresholdSpecial), reason: 'special' };
  if (input.supply === 'services')
    return { threshold: lakhToRupees(gst_thresholdServices), reason: 'servicesReason' };
  if (state.class === 'goods-general')
    return { threshold: lakhToRupees(gst_thresholdServices), reason: 'goodsGeneral' };
  if (input.excludedGoods)
    return { threshold: lakhToRupees(gst_thresholdServices), reason: 'excludedGoodsReason' };
  return { threshold: lakhToRupees(gst_thresholdGoods), reason: 'goodsHigher' };
}

export function checkGstRegistration(
  input: GstInput,
  language: Language = originalLanguage,
): GstResult {
  const { turnover, compulsory } = input;
  const state = stateNamed(input.state);
  if (!state) throw new Error(`Unknown State or Union territory "${input.state}"`);
  // The result's sentences in the language (content/messages/<language>/gst-threshold.yaml).
  const w = messagesIn(gstThreshold, language);
  const { threshold, reason } = limitFor(state, input);
  const name = stateNameIn(state.name, language);
  const f = {
    state: name,
    where: state.union ? w.whereUnion({ name }) : name,
    limit: formatLakh(threshold, language),
    turnover: formatRupees(turnover),
  };
  const thresholdReason =
    reason === 'special'
      ? w.special({ ...f, list: names('special', language) })
      : reason === 'goodsGeneral'
        ? w.goodsGeneral({ ...f, list: names('goods-general', language) })
        : reason === 'goodsHigher'
          ? w.goodsHigher({ ...f, from: dateIn(HIGHER_GOODS_LIMIT_FROM, language) })
          : w[reason](f);

  const overLimit = turnover > threshold;
  const required = overLimit || compulsory.length > 0;
  const reasons: string[] = [thresholdReason];
  reasons.push(overLimit ? w.overLimit({ ...f, days: gst_registrationDays }) : w.underLimit(f));
  for (const c of compulsory)
    reasons.push(w.compulsory({ who: w[`${c}Who`], clause: w[`${c}Clause`] }));
  if (compulsory.includes('ecommerceSeller'))
    reasons.push(w.ecommerceEnrolment({ from: dateIn(ECOMMERCE_ENROLMENT_FROM, language) }));

  const summary = required ? (overLimit ? w.required : w.requiredWhatever) : w.notRequired;
  return { required, threshold, thresholdReason, summary, reasons };
}
