// Generated from content/messages/<language>/state-names.yaml by `npm run content`. Do not edit.
import type { Language } from '../../languages.ts';

/** The state-names messages (English defines the keys and placeholders). */
export interface StateNamesMessages {
  andhraPradesh: string;
  arunachalPradesh: string;
  assam: string;
  bihar: string;
  chhattisgarh: string;
  goa: string;
  gujarat: string;
  haryana: string;
  himachalPradesh: string;
  jharkhand: string;
  karnataka: string;
  kerala: string;
  madhyaPradesh: string;
  maharashtra: string;
  manipur: string;
  meghalaya: string;
  mizoram: string;
  nagaland: string;
  odisha: string;
  punjab: string;
  rajasthan: string;
  sikkim: string;
  tamilNadu: string;
  telangana: string;
  tripura: string;
  uttarPradesh: string;
  uttarakhand: string;
  westBengal: string;
  andamanAndNicobarIslands: string;
  chandigarh: string;
  dadraAndNagarHaveliAndDamanAndDiu: string;
  delhi: string;
  jammuAndKashmir: string;
  ladakh: string;
  lakshadweep: string;
  puducherry: string;
}

/** In each language of content/languages.yaml (English's words where a translation has none). */
export const stateNames: Readonly<Record<Language, StateNamesMessages>> = {
  en: {
    andhraPradesh: "Andhra Pradesh",
    arunachalPradesh: "Arunachal Pradesh",
    assam: "Assam",
    bihar: "Bihar",
    chhattisgarh: "Chhattisgarh",
    goa: "Goa",
    gujarat: "Gujarat",
    haryana: "Haryana",
    himachalPradesh: "Himachal Pradesh",
    jharkhand: "Jharkhand",
    karnataka: "Karnataka",
    kerala: "Kerala",
    madhyaPradesh: "Madhya Pradesh",
    maharashtra: "Maharashtra",
    manipur: "Manipur",
    meghalaya: "Meghalaya",
    mizoram: "Mizoram",
    nagaland: "Nagaland",
    odisha: "Odisha",
    punjab: "Punjab",
    rajasthan: "Rajasthan",
    sikkim: "Sikkim",
    tamilNadu: "Tamil Nadu",
    telangana: "Telangana",
    tripura: "Tripura",
    uttarPradesh: "Uttar Pradesh",
    uttarakhand: "Uttarakhand",
    westBengal: "West Bengal",
    andamanAndNicobarIslands: "Andaman and Nicobar Islands",
    chandigarh: "Chandigarh",
    dadraAndNagarHaveliAndDamanAndDiu: "Dadra and Nagar Haveli and Daman and Diu",
    delhi: "Delhi",
    jammuAndKashmir: "Jammu and Kashmir",
    ladakh: "Ladakh",
    lakshadweep: "Lakshadweep",
    puducherry: "Puducherry",
  },
  hi: {
    andhraPradesh: "आंध्र प्रदेश",
    arunachalPradesh: "अरुणाचल प्रदेश",
    assam: "असम",
    bihar: "बिहार",
    chhattisgarh: "छत्तीसगढ़",
    goa: "गोवा",
    gujarat: "गुजरात",
    haryana: "हरियाणा",
    himachalPradesh: "हिमाचल प्रदेश",
    jharkhand: "झारखंड",
    karnataka: "कर्नाटक",
    kerala: "केरल",
    madhyaPradesh: "मध्य प्रदेश",
    maharashtra: "महाराष्ट्र",
    manipur: "मणिपुर",
    meghalaya: "मेघालय",
    mizoram: "मिज़ोरम",
    nagaland: "नागालैंड",
    odisha: "ओडिशा",
    punjab: "पंजाब",
    rajasthan: "राजस्थान",
    sikkim: "सिक्किम",
    tamilNadu: "तमिलनाडु",
    telangana: "तेलंगाना",
    tripura: "त्रिपुरा",
    uttarPradesh: "उत्तर प्रदेश",
    uttarakhand: "उत्तराखंड",
    westBengal: "पश्चिम बंगाल",
    andamanAndNicobarIslands: "अंडमान और निकोबार द्वीपसमूह",
    chandigarh: "चंडीगढ़",
    dadraAndNagarHaveliAndDamanAndDiu: "दादरा और नगर हवेली और दमन और दीव",
    delhi: "दिल्ली",
    jammuAndKashmir: "जम्मू और कश्मीर",
    ladakh: "लद्दाख",
    lakshadweep: "लक्षद्वीप",
    puducherry: "पुदुचेरी",
  },
};
