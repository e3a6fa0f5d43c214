// Generated from content/messages/<language>/reminder-schema.yaml by `npm run content`. Do not edit.
import type { Language } from '../../languages.ts';

/** The reminder-schema messages (English defines the keys and placeholders). */
export interface ReminderSchemaMessages {
  emailRequired: string;
  emailTooLong: string;
  emailInvalid: string;
  registrationsRequired: string;
  registrationUnknown: string;
  stateUnknown: string;
  stateForProfessionalTax: string;
  consent: string;
  emailEnabled: string;
  honeypot: string;
  token: string;
  action: string;
  date: string;
  language: (p: { codes: string }) => string;
}

/** In each language of content/languages.yaml (English's words where a translation has none). */
export const reminderSchema: Readonly<Record<Language, ReminderSchemaMessages>> = {
  en: {
    emailRequired: "Enter your email address",
    emailTooLong: "Shorten the email address to 254 characters or fewer",
    emailInvalid: "Enter an email address like name@company.com",
    registrationsRequired: "Choose at least one registration to be reminded about",
    registrationUnknown: "Choose from the listed registrations",
    stateUnknown: "Choose your state or union territory",
    stateForProfessionalTax: "Choose the state where you pay professional tax",
    consent: "Tick the box to agree to receive reminder emails",
    emailEnabled: "Choose whether to receive reminder emails",
    honeypot: "Leave this field empty",
    token: "This link is incomplete. Open it again from the email, or copy the whole address.",
    action: "Choose what to do: subscribe, confirm, unsubscribe, get, update or rotate-feed",
    date: "Give the date as YYYY-MM-DD",
    language: (p: { codes: string }) => `Send the language as one of ${p.codes}`,
  },
  hi: {
    emailRequired: "अपना ईमेल पता लिखें",
    emailTooLong: "ईमेल पता 254 अक्षरों या उससे कम में लिखें",
    emailInvalid: "ईमेल पता name@company.com जैसे रूप में लिखें",
    registrationsRequired: "कम से कम एक पंजीकरण चुनें जिसके रिमाइंडर आपको चाहिए",
    registrationUnknown: "दिए गए पंजीकरणों में से ही चुनें",
    stateUnknown: "अपना राज्य या केंद्र शासित प्रदेश चुनें",
    stateForProfessionalTax: "वह राज्य चुनें जहाँ आप प्रोफ़ेशनल टैक्स चुकाते हैं",
    consent: "रिमाइंडर ईमेल पाने के लिए बॉक्स पर टिक करके सहमति दें",
    emailEnabled: "चुनें कि आपको रिमाइंडर ईमेल चाहिए या नहीं",
    honeypot: "इस फ़ील्ड को खाली छोड़ें",
    token: "यह लिंक अधूरा है। इसे ईमेल से फिर से खोलें, या पूरा पता कॉपी करें।",
    action: "चुनें कि क्या करना है: subscribe, confirm, unsubscribe, get, update या rotate-feed",
    date: "तारीख YYYY-MM-DD के रूप में दें",
    language: (p: { codes: string }) => `भाषा इनमें से किसी एक के रूप में भेजें: ${p.codes}`,
  },
};
