// Generated from content/messages/<language>/lead-function.yaml by `npm run content`. Do not edit.
import type { Language } from '../../languages.ts';

/** The lead-function messages (English defines the keys and placeholders). */
export interface LeadFunctionMessages {
  validationFailed: string;
  tooFast: string;
  securityCheckMissing: string;
  securityCheckFailed: string;
  tooManyFromEmail: (p: { wait: string }) => string;
  tooManyFromNetwork: (p: { wait: string }) => string;
}

/** In each language of content/languages.yaml (English's words where a translation has none). */
export const leadFunction: Readonly<Record<Language, LeadFunctionMessages>> = {
  en: {
    validationFailed: "Some details need correcting: see the message next to each field.",
    tooFast: "That was quicker than a person can fill in the form. Check your details and send it again.",
    securityCheckMissing: "Complete the security check, then send the form.",
    securityCheckFailed: "The security check did not pass. Complete it again, then send the form.",
    tooManyFromEmail: (p: { wait: string }) => `We have already received several requests from this email address today. Please try again in ${p.wait}.`,
    tooManyFromNetwork: (p: { wait: string }) => `We have received several requests from your network in the last hour. Please try again in ${p.wait}.`,
  },
  hi: {
    validationFailed: "कुछ विवरण ठीक करने हैं: हर फ़ील्ड के पास दिया गया संदेश देखें।",
    tooFast: "फ़ॉर्म बहुत जल्दी भेजा गया — इतनी जल्दी कोई व्यक्ति उसे नहीं भर सकता। अपने विवरण जाँचें और फ़ॉर्म फिर से भेजें।",
    securityCheckMissing: "सुरक्षा जाँच पूरी करें, फिर फ़ॉर्म भेजें।",
    securityCheckFailed: "सुरक्षा जाँच सफल नहीं हुई। इसे फिर से पूरा करें, फिर फ़ॉर्म भेजें।",
    tooManyFromEmail: (p: { wait: string }) => `इस ईमेल पते से आज हमें पहले ही कई अनुरोध मिल चुके हैं। कृपया ${p.wait} बाद फिर से कोशिश करें।`,
    tooManyFromNetwork: (p: { wait: string }) => `पिछले एक घंटे में आपके नेटवर्क से हमें कई अनुरोध मिले हैं। कृपया ${p.wait} बाद फिर से कोशिश करें।`,
  },
};
