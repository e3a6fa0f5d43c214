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
import { type Language, originalLanguage } from '../lib/languages.ts';
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

/**
 * The same cases on a Hindi page: the box's label, and who the case is about, as the reason
 * names them ("… के लिए पंजीकरण अनिवार्य है").
 */
export const compulsoryCasesHi: Record<
  CompulsoryCase,
  { label: string; who: string; clause: string }
> = {
  interStateGoods: {
    label: 'माल की अंतर-राज्यीय आपूर्ति करता है',
    who: 'माल की अंतर-राज्यीय आपूर्ति करने वाले व्यवसाय',
    clause: 'धारा 24(i)',
  },
  ecommerceSeller: {
    label: 'ऐसे ई-कॉमर्स ऑपरेटर के ज़रिए बेचता है जो स्रोत पर कर संग्रह (TCS) करता है',
    who: 'स्रोत पर कर संग्रह करने वाले ई-कॉमर्स ऑपरेटर के ज़रिए बेचने वाले व्यवसाय',
    clause: 'धारा 24(ix)',
  },
  casual: {
    label:
      'आकस्मिक कराधेय व्यक्ति के रूप में आपूर्ति करता है (ऐसे राज्य से कभी-कभार आपूर्ति, जहाँ उसका कोई स्थायी कारोबार स्थल नहीं है)',
    who: 'आकस्मिक कराधेय व्यक्ति के रूप में आपूर्ति करने वाले व्यवसाय',
    clause: 'धारा 24(ii)',
  },
  reverseCharge: {
    label: 'अपनी खरीद पर रिवर्स चार्ज के तहत कर देने के लिए बाध्य है',
    who: 'अपनी खरीद पर रिवर्स चार्ज के तहत कर देने वाले व्यवसाय',
    clause: 'धारा 24(iii)',
  },
  nonResident: {
    label: 'अनिवासी कराधेय व्यक्ति है',
    who: 'अनिवासी कराधेय व्यक्ति',
    clause: 'धारा 24(v)',
  },
  agent: {
    label: 'अन्य कराधेय व्यक्तियों की ओर से आपूर्ति करता है, एजेंट के रूप में या अन्यथा',
    who: 'अन्य कराधेय व्यक्तियों की ओर से आपूर्ति करने वाले व्यवसाय',
    clause: 'धारा 24(vii)',
  },
  isd: {
    label: 'इनपुट सेवा वितरक (Input Service Distributor) है',
    who: 'इनपुट सेवा वितरक',
    clause: 'धारा 24(viii)',
  },
  deductorOrOperator: {
    label: 'धारा 51 के तहत स्रोत पर कर काटने के लिए बाध्य है, या स्वयं कर संग्रह करने वाला ई-कॉमर्स ऑपरेटर है',
    who: 'स्रोत पर कर काटने वाले (धारा 51) या कर संग्रह करने वाले ई-कॉमर्स ऑपरेटर',
    clause: 'धारा 24(vi) और (x)',
  },
};

/** A case's label as the page's language writes it. */
export const compulsoryCaseLabel = (key: CompulsoryCase, language: Language): string =>
  compulsoryCaseWords[language][key].label;

/** The cases' words by language. */
const compulsoryCaseWords: Record<Language, Record<CompulsoryCase, { label: string }>> = {
  en: compulsoryCases,
  hi: compulsoryCasesHi,
};

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

/** The figures a reason is made of, already written out for the page. */
interface Figures {
  /** The State's name in the page's language. */
  state: string;
  /** "the Union territory of Delhi", "Maharashtra". */
  where: string;
  limit: string;
  turnover: string;
}

/** The result's sentences by language; the figures are the same in both. */
const words = {
  en: {
    special: (f: Figures, list: string) =>
      `${f.state} is one of the special category States (${list}), where the limit is ${f.limit} for suppliers of goods and of services alike (CGST Act, section 22(1), proviso).`,
    services: (f: Figures) =>
      `A supplier of services, or of goods and services together, in ${f.where} must register above ${f.limit} (CGST Act, section 22(1)).`,
    goodsGeneral: (f: Figures, list: string) =>
      `${f.state} did not adopt the higher limit for goods (notification 10/2019-Central Tax leaves out ${list}), so the general limit of ${f.limit} applies (CGST Act, section 22(1)).`,
    excludedGoods: (f: Figures) =>
      `The higher limit for goods does not extend to suppliers of ice cream and other edible ice, pan masala, or tobacco and its substitutes, so the general limit of ${f.limit} applies (notification 10/2019-Central Tax).`,
    goodsHigher: (f: Figures) =>
      `A business that supplies only goods from ${f.where} is exempt from registration up to ${f.limit} (notification 10/2019-Central Tax, in force since 1 April 2019).`,
    where: (state: GstState, name: string) =>
      `${state.union ? 'the Union territory of ' : ''}${name}`,
    overLimit: (f: Figures) =>
      `Aggregate turnover of ${f.turnover} is above ${f.limit}: apply for registration within ${gst_registrationDays} days of becoming liable (CGST Act, section 25(1)).`,
    underLimit: (f: Figures) =>
      `Aggregate turnover of ${f.turnover} is not above ${f.limit}, so turnover alone does not require registration. Registration is required once it goes above the limit in the financial year.`,
    compulsory: (key: CompulsoryCase) => {
      const c = compulsoryCases[key];
      return `Registration is compulsory whatever the turnover for a business that ${c.label.charAt(0).toLowerCase()}${c.label.slice(1)} (CGST Act, ${c.clause}).`;
    },
    ecommerceEnrolment:
      'Since 1 October 2023 a seller of goods through an e-commerce operator may instead enrol on the GST portal without registering, if it sells within one State only, makes no inter-State supply and its turnover is within the section 22 limit (notification 34/2023-Central Tax). Suppliers of services through an operator below the limit are exempt too (notification 65/2017-Central Tax).',
    required: (overLimit: boolean) =>
      `Registration is required${overLimit ? '' : ' whatever the turnover'}.`,
    notRequired: 'Registration is not required yet: you may still register voluntarily.',
  },
  hi: {
    special: (f: Figures, list: string) =>
      `${f.state} विशेष श्रेणी राज्यों (${list}) में से एक है, जहाँ माल और सेवाओं, दोनों के आपूर्तिकर्ताओं के लिए सीमा ${f.limit} है (CGST अधिनियम, धारा 22(1), परंतुक)।`,
    services: (f: Figures) =>
      `${f.where} में सेवाओं की, या माल और सेवाओं दोनों की, आपूर्ति करने वाले व्यवसाय को टर्नओवर ${f.limit} से अधिक होने पर पंजीकरण कराना होता है (CGST अधिनियम, धारा 22(1))।`,
    goodsGeneral: (f: Figures, list: string) =>
      `${f.state} ने माल के लिए ऊँची सीमा नहीं अपनाई (अधिसूचना 10/2019-Central Tax में ${list} शामिल नहीं हैं), इसलिए ${f.limit} की सामान्य सीमा लागू होती है (CGST अधिनियम, धारा 22(1))।`,
    excludedGoods: (f: Figures) =>
      `माल के लिए ऊँची सीमा आइसक्रीम और अन्य खाद्य बर्फ़, पान मसाला, या तंबाकू और उसके विकल्पों के आपूर्तिकर्ताओं पर लागू नहीं होती, इसलिए ${f.limit} की सामान्य सीमा लागू होती है (अधिसूचना 10/2019-Central Tax)।`,
    goodsHigher: (f: Figures) =>
      `${f.where} से केवल माल की आपूर्ति करने वाले व्यवसाय को ${f.limit} तक के टर्नओवर पर पंजीकरण से छूट है (अधिसूचना 10/2019-Central Tax, 1 अप्रैल 2019 से लागू)।`,
    where: (state: GstState, name: string) => `${state.union ? 'केंद्र शासित प्रदेश ' : ''}${name}`,
    overLimit: (f: Figures) =>
      `${f.turnover} का सकल टर्नओवर ${f.limit} से अधिक है: दायी होने के ${gst_registrationDays} दिनों के भीतर पंजीकरण के लिए आवेदन करें (CGST अधिनियम, धारा 25(1))।`,
    underLimit: (f: Figures) =>
      `${f.turnover} का सकल टर्नओवर ${f.limit} से अधिक नहीं है, इसलिए केवल टर्नओवर के कारण पंजीकरण ज़रूरी नहीं है। वित्त वर्ष में टर्नओवर सीमा से ऊपर जाते ही पंजीकरण ज़रूरी हो जाता है।`,
    compulsory: (key: CompulsoryCase) => {
      const c = compulsoryCasesHi[key];
      return `${c.who} के लिए पंजीकरण अनिवार्य है, टर्नओवर चाहे जितना हो (CGST अधिनियम, ${c.clause})।`;
    },
    ecommerceEnrolment:
      '1 अक्टूबर 2023 से, ई-कॉमर्स ऑपरेटर के ज़रिए माल बेचने वाला विक्रेता पंजीकरण कराने के बजाय GST पोर्टल पर नामांकन (enrolment) करा सकता है, अगर वह केवल एक राज्य के भीतर बेचता है, कोई अंतर-राज्यीय आपूर्ति नहीं करता और उसका टर्नओवर धारा 22 की सीमा के भीतर है (अधिसूचना 34/2023-Central Tax)। ऑपरेटर के ज़रिए सेवाएँ देने वाले जिन आपूर्तिकर्ताओं का टर्नओवर सीमा से कम है, उन्हें भी छूट है (अधिसूचना 65/2017-Central Tax)।',
    required: (overLimit: boolean) =>
      overLimit ? 'पंजीकरण ज़रूरी है।' : 'पंजीकरण ज़रूरी है, टर्नओवर चाहे जितना हो।',
    notRequired: 'अभी पंजीकरण ज़रूरी नहीं है: फिर भी आप स्वेच्छा से पंजीकरण करा सकते हैं।',
  },
} satisfies Record<Language, unknown>;

/** The turnover limit for a supplier in a State, and which of the reasons above gives it. */
function limitFor(
  state: GstState,
  input: Pick<GstInput, 'supply' | 'excludedGoods'>,
): {
  threshold: number;
  reason: 'special' | 'services' | 'goodsGeneral' | 'excludedGoods' | 'goodsHigher';
} {
  if (state.class === 'special')
    return { threshold: lakhToRupees(gst_thresholdSpecial), reason: 'special' };
  if (input.supply === 'services')
    return { threshold: lakhToRupees(gst_thresholdServices), reason: 'services' };
  if (state.class === 'goods-general')
    return { threshold: lakhToRupees(gst_thresholdServices), reason: 'goodsGeneral' };
  if (input.excludedGoods)
    return { threshold: lakhToRupees(gst_thresholdServices), reason: 'excludedGoods' };
  return { threshold: lakhToRupees(gst_thresholdGoods), reason: 'goodsHigher' };
}

export function checkGstRegistration(
  input: GstInput,
  language: Language = originalLanguage,
): GstResult {
  const { turnover, compulsory } = input;
  const state = stateNamed(input.state);
  if (!state) throw new Error(`Unknown State or Union territory "${input.state}"`);
  const w = words[language];
  const { threshold, reason } = limitFor(state, input);
  const name = stateNameIn(state.name, language);
  const f: Figures = {
    state: name,
    where: w.where(state, name),
    limit: formatLakh(threshold, language),
    turnover: formatRupees(turnover),
  };
  const thresholdReason =
    reason === 'special'
      ? w.special(f, names('special', language))
      : reason === 'goodsGeneral'
        ? w.goodsGeneral(f, names('goods-general', language))
        : w[reason](f);

  const overLimit = turnover > threshold;
  const required = overLimit || compulsory.length > 0;
  const reasons: string[] = [thresholdReason];
  reasons.push(overLimit ? w.overLimit(f) : w.underLimit(f));
  for (const c of compulsory) reasons.push(w.compulsory(c));
  if (compulsory.includes('ecommerceSeller')) reasons.push(w.ecommerceEnrolment);

  const summary = required ? w.required(overLimit) : w.notRequired;
  return { required, threshold, thresholdReason, summary, reasons };
}
