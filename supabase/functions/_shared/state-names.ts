/**
 * The States and Union territories as a Hindi page names them (the value a form keeps stays the
 * English name): one table for the lead form (lead.ts types it by its list of states), the site's
 * GST check and compliance calendar (src/tools/state-names.ts) and the reminder emails and feed,
 * in a module of its own so that those do not bring the form's validation library with them.
 */
import type { Language } from './languages.ts';

export const HINDI_STATE_NAMES = {
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
  return stateNames[language]?.[name as keyof typeof HINDI_STATE_NAMES] ?? name;
}

/** The tables by language; the original's names are the data's own. */
const stateNames: Partial<Record<Language, Readonly<Record<string, string>>>> = {
  hi: HINDI_STATE_NAMES,
};
