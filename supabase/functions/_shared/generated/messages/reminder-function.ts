// Generated from content/messages/<language>/reminder-function.yaml by `npm run content`. Do not edit.
import type { Language } from '../../languages.ts';

/** The reminder-function messages (English defines the keys and placeholders). */
export interface ReminderFunctionMessages {
  validationFailed: string;
  invalidToken: string;
  tooManyFromEmail: (p: { wait: string }) => string;
  tooManyFromNetwork: (p: { wait: string }) => string;
  tooSoonForEmail: (p: { wait: string }) => string;
  sessionExpired: string;
  notSubscribed: string;
  emailUnconfirmed: string;
}

/** In each language of content/languages.yaml (English's words where a translation has none). */
export const reminderFunction: Readonly<Record<Language, ReminderFunctionMessages>> = {
  en: {
    validationFailed: "Some details need correcting: see the message next to each field.",
    invalidToken: "This link has expired or has already been used. If you confirmed before, your reminders are on; if not, ask for them again.",
    tooManyFromEmail: (p: { wait: string }) => `We have already sent several confirmation emails to this address today. Please try again in ${p.wait}.`,
    tooManyFromNetwork: (p: { wait: string }) => `We have received several requests from your network in the last hour. Please try again in ${p.wait}.`,
    tooSoonForEmail: (p: { wait: string }) => `This address was asked for a few minutes ago. Please try again in ${p.wait}.`,
    sessionExpired: "Your session has ended. Sign in again to manage your reminders.",
    notSubscribed: "Choose your reminders first: the calendar feed comes with them.",
    emailUnconfirmed: "Your account’s email address has not been confirmed, so your choice cannot be kept with it. Turn the emails on to be sent a confirmation link.",
  },
  hi: {
    validationFailed: "कुछ विवरण ठीक करने हैं: हर फ़ील्ड के पास दिया गया संदेश देखें।",
    invalidToken: "इस लिंक की अवधि समाप्त हो गई है या इसका उपयोग पहले ही हो चुका है। अगर आपने पहले पुष्टि की थी, तो आपके रिमाइंडर चालू हैं; अगर नहीं, तो उन्हें फिर से माँगें।",
    tooManyFromEmail: (p: { wait: string }) => `इस पते पर हम आज पहले ही कई पुष्टि-ईमेल भेज चुके हैं। कृपया ${p.wait} बाद फिर से कोशिश करें।`,
    tooManyFromNetwork: (p: { wait: string }) => `पिछले एक घंटे में आपके नेटवर्क से हमें कई अनुरोध मिले हैं। कृपया ${p.wait} बाद फिर से कोशिश करें।`,
    tooSoonForEmail: (p: { wait: string }) => `इस पते के लिए कुछ मिनट पहले ही अनुरोध आया था। कृपया ${p.wait} बाद फिर से कोशिश करें।`,
    sessionExpired: "आपका सत्र समाप्त हो गया है। अपने रिमाइंडर बदलने के लिए फिर से साइन इन करें।",
    notSubscribed: "पहले अपने रिमाइंडर चुनें: कैलेंडर फ़ीड उनके साथ मिलती है।",
    emailUnconfirmed: "आपके खाते के ईमेल पते की पुष्टि नहीं हुई है, इसलिए आपकी पसंद उसके साथ नहीं रखी जा सकती। पुष्टि-लिंक पाने के लिए ईमेल चालू करें।",
  },
};
