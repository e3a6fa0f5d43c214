/**
 * The lead form's words in each language: its labels, hints, choices, button and what it says
 * when a request cannot go. The validation messages are the shared schema's
 * (supabase/functions/_shared/lead.ts), in the same two languages.
 */
import type { ReactNode } from 'react';
import {
  CONSENT_TEXTS,
  INDIAN_STATE_NAMES_HI,
  type IndianState,
  LEAD_TOPIC_NAMES_HI,
  type LeadTopic,
} from '../../../supabase/functions/_shared/lead.ts';
import { hindiWait } from '../../../supabase/functions/_shared/rate-limit.ts';
import { describeWait } from '../../lib/function-answer.ts';
import type { Language } from '../../lib/language.ts';

export interface LeadFormWords {
  name: string;
  email: string;
  phone: string;
  phoneHint: string;
  company: string;
  employees: string;
  employeesPlaceholder: string;
  state: string;
  statePlaceholder: string;
  stateName: (state: IndianState) => string;
  topics: string;
  topicsHint: string;
  topicName: (topic: LeadTopic) => string;
  message: string;
  consent: string;
  /** The words of the consent text that link to the privacy notice, and where. */
  privacyLink: { text: string; href: string };
  send: string;
  sending: string;
  problemTitle: string;
  /** The request did not reach us; `call` is the phone number, as a link. */
  failed: (call: ReactNode) => ReactNode;
  /** Too many requests: wait `wait` (in words) or call. */
  rateLimited: (wait: string, call: ReactNode) => ReactNode;
  wait: (seconds: number | null) => string;
  securityCheck: string;
  checkDetails: string;
  /** The line above the fields when the form was opened from the compliance check-up. */
  fromCheckup: (count: number, names: string) => string;
  checkupLeaveOut: string;
  checkupLeftOut: string;
  checkupInclude: string;
}

export const leadFormWords = {
  en: {
    name: 'Name',
    email: 'Work email',
    phone: 'Phone',
    phoneHint: 'A 10-digit mobile number, or a landline with its STD code',
    company: 'Company',
    employees: 'Employees',
    employeesPlaceholder: 'Choose a range',
    state: 'State or union territory',
    statePlaceholder: 'Choose one',
    stateName: (state) => state,
    topics: 'What do you need help with?',
    topicsHint: 'Choose one or more.',
    topicName: (topic) => topic,
    message: 'Message (optional)',
    consent: CONSENT_TEXTS.en,
    privacyLink: { text: 'privacy notice', href: '/privacy' },
    send: 'Send request',
    sending: 'Sending...',
    problemTitle: 'There is a problem with your request',
    failed: (call) => <>We could not send your request. Please try again, or call us at {call}.</>,
    rateLimited: (wait, call) => (
      <>
        You have sent several requests in a short time. Please wait {wait} before trying again, or
        call us at {call}.
      </>
    ),
    wait: describeWait,
    securityCheck: 'Complete the security check',
    checkDetails: 'Check your details.',
    fromCheckup: (count, names) =>
      count === 0
        ? 'From your check-up: none of the obligations it knows applies yet. We send your answers with your request.'
        : `From your check-up: ${count} ${count === 1 ? 'obligation' : 'obligations'} — ${names}. We send this list with your request.`,
    checkupLeaveOut: 'Leave it out',
    checkupLeftOut: 'Your check-up list will not be sent with this request.',
    checkupInclude: 'Send it after all',
  },
  hi: {
    name: 'नाम',
    email: 'कार्यालय का ईमेल',
    phone: 'फ़ोन नंबर',
    phoneHint: '10 अंकों का मोबाइल नंबर, या STD कोड के साथ लैंडलाइन नंबर',
    company: 'कंपनी का नाम',
    employees: 'कर्मचारियों की संख्या',
    employeesPlaceholder: 'संख्या चुनें',
    state: 'राज्य या केंद्र शासित प्रदेश',
    statePlaceholder: 'चुनें',
    stateName: (state) => INDIAN_STATE_NAMES_HI[state],
    topics: 'आपको किन विषयों में मदद चाहिए?',
    topicsHint: 'एक या अधिक विषय चुनें।',
    topicName: (topic) => LEAD_TOPIC_NAMES_HI[topic],
    message: 'संदेश (वैकल्पिक)',
    consent: CONSENT_TEXTS.hi,
    privacyLink: { text: 'गोपनीयता सूचना', href: '/hi/privacy' },
    send: 'अनुरोध भेजें',
    sending: 'भेजा जा रहा है...',
    problemTitle: 'आपके अनुरोध में कुछ जानकारी ठीक करनी है',
    failed: (call) => <>हम आपका अनुरोध नहीं भेज सके। कृपया फिर से कोशिश करें, या हमें {call} पर फ़ोन करें।</>,
    rateLimited: (wait, call) => (
      <>
        आपने थोड़े समय में कई अनुरोध भेजे हैं। कृपया {wait} बाद फिर से कोशिश करें, या हमें {call} पर फ़ोन करें।
      </>
    ),
    wait: hindiWait,
    securityCheck: 'सुरक्षा जाँच पूरी करें',
    checkDetails: 'अपने विवरण जाँच लें।',
    fromCheckup: (count, names) =>
      count === 0
        ? 'आपकी अनुपालन जाँच से: अभी उसका कोई दायित्व लागू नहीं होता। आपके उत्तर आपके अनुरोध के साथ भेजे जाएँगे।'
        : `आपकी अनुपालन जाँच से: ${count} दायित्व — ${names}। यह सूची आपके अनुरोध के साथ भेजी जाएगी।`,
    checkupLeaveOut: 'इसे न भेजें',
    checkupLeftOut: 'आपकी अनुपालन जाँच की सूची इस अनुरोध के साथ नहीं भेजी जाएगी।',
    checkupInclude: 'फिर भी भेजें',
  },
} satisfies Record<Language, LeadFormWords>;
