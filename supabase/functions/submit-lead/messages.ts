/**
 * What the function tells the visitor, in the lead's language: the form shows these beside its
 * fields or above its button. The field messages themselves come from the shared schema.
 */
import type { LeadLanguage } from '../_shared/lead.ts';
import { describeWait, hindiWait } from '../_shared/rate-limit.ts';

export interface FunctionMessages {
  validationFailed: string;
  tooFast: string;
  securityCheckMissing: string;
  securityCheckFailed: string;
  tooManyFromEmail: (waitSeconds: number) => string;
  tooManyFromNetwork: (waitSeconds: number) => string;
}

export const functionMessages: Record<LeadLanguage, FunctionMessages> = {
  en: {
    validationFailed: 'Some details need correcting: see the message next to each field.',
    tooFast:
      'That was quicker than a person can fill in the form. Check your details and send it again.',
    securityCheckMissing: 'Complete the security check, then send the form.',
    securityCheckFailed: 'The security check did not pass. Complete it again, then send the form.',
    tooManyFromEmail: (wait) =>
      `We have already received several requests from this email address today. Please try again in ${describeWait(wait)}.`,
    tooManyFromNetwork: (wait) =>
      `We have received several requests from your network in the last hour. Please try again in ${describeWait(wait)}.`,
  },
  hi: {
    validationFailed: 'कुछ विवरण ठीक करने हैं: हर फ़ील्ड के पास दिया गया संदेश देखें।',
    tooFast:
      'फ़ॉर्म बहुत जल्दी भेजा गया — इतनी जल्दी कोई व्यक्ति उसे नहीं भर सकता। अपने विवरण जाँचें और फ़ॉर्म फिर से भेजें।',
    securityCheckMissing: 'सुरक्षा जाँच पूरी करें, फिर फ़ॉर्म भेजें।',
    securityCheckFailed: 'सुरक्षा जाँच सफल नहीं हुई। इसे फिर से पूरा करें, फिर फ़ॉर्म भेजें।',
    tooManyFromEmail: (wait) =>
      `इस ईमेल पते से आज हमें पहले ही कई अनुरोध मिल चुके हैं। कृपया ${hindiWait(wait)} बाद फिर से कोशिश करें।`,
    tooManyFromNetwork: (wait) =>
      `पिछले एक घंटे में आपके नेटवर्क से हमें कई अनुरोध मिले हैं। कृपया ${hindiWait(wait)} बाद फिर से कोशिश करें।`,
  },
};
