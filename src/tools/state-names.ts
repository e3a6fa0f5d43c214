/**
 * The States and Union territories as a Hindi page names them, for the GST check's and the
 * compliance calendar's choice of State: the value a form keeps stays the English name, only what
 * the visitor reads changes. The same names as the lead form's (INDIAN_STATE_NAMES_HI in
 * supabase/functions/_shared/lead.ts, which tests/unit/tools-hi.test.tsx compares with this);
 * not imported from there, as that module brings the form's validation library with it.
 */
import type { IndianState } from '../../supabase/functions/_shared/lead.ts';
import type { Language } from '../lib/languages.ts';

export const hindiStateNames: Readonly<Record<IndianState, string>> = {
  'Andhra Pradesh': 'आंध्र प्रदेश',
  'Arunachal Pradesh': 'अरुणाचल प्रदेश',
  Assam: 'असम',
  Bihar: 'बिहार',
  Chhattisgarh: 'छत्तीसगढ़',
  Goa: 'गोवा',
  Gujarat: 'गुजरात',
  Haryana: 'हरियाणा',
  'Himachal Pradesh': 'हिमाचल प्रदेश',
  Jharkhand: 'झारखंड',
  Karnataka: 'कर्नाटक',
  Kerala: 'केरल',
  'Madhya Pradesh': 'मध्य प्रदेश',
  Maharashtra: 'महाराष्ट्र',
  Manipur: 'मणिपुर',
  Meghalaya: 'मेघालय',
  Mizoram: 'मिज़ोरम',
  Nagaland: 'नागालैंड',
  Odisha: 'ओडिशा',
  Punjab: 'पंजाब',
  Rajasthan: 'राजस्थान',
  Sikkim: 'सिक्किम',
  'Tamil Nadu': 'तमिलनाडु',
  Telangana: 'तेलंगाना',
  Tripura: 'त्रिपुरा',
  'Uttar Pradesh': 'उत्तर प्रदेश',
  Uttarakhand: 'उत्तराखंड',
  'West Bengal': 'पश्चिम बंगाल',
  'Andaman and Nicobar Islands': 'अंडमान और निकोबार द्वीपसमूह',
  Chandigarh: 'चंडीगढ़',
  'Dadra and Nagar Haveli and Daman and Diu': 'दादरा और नगर हवेली और दमन और दीव',
  Delhi: 'दिल्ली',
  'Jammu and Kashmir': 'जम्मू और कश्मीर',
  Ladakh: 'लद्दाख',
  Lakshadweep: 'लक्षद्वीप',
  Puducherry: 'पुदुचेरी',
};

/** A State's name in a language (its English name when the table has no other). */
export function stateNameIn(name: string, language: Language): string {
  return language === 'hi' ? (hindiStateNames[name as IndianState] ?? name) : name;
}

/**
 * State names in the order a reader of the language looks for them: as given in English, by
 * their Hindi names in Hindi (Devanagari's code points follow the order of its alphabet).
 */
export function statesInOrder(names: readonly string[], language: Language): string[] {
  if (language === 'en') return [...names];
  const named = names.map((n) => [n, stateNameIn(n, language)] as const);
  return named.sort(([, a], [, b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([n]) => n);
}
