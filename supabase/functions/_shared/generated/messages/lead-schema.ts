// Generated from content/messages/<language>/lead-schema.yaml by `npm run content`. Do not edit.
import type { Language } from '../../languages.ts';

/**
 * `n` as the locale writes it (en-IN and hi-IN group digits the Indian way: 1,00,000). A number
 * under 1,000 with at most three decimals (42, 8.33, 0.75) is written as JavaScript writes it in
 * the locales listed, as the content build found that Intl writes such numbers there: the first
 * Intl.NumberFormat of a page loads the locale's number data, a task of 40 to 70 ms while the
 * page starts.
 */
const plainDigits: ReadonlySet<string> = new Set(["en-IN","hi-IN"]);
const numberFormats = new Map<string, Intl.NumberFormat>();
function formatNumber(locale: string, n: number): string {
  const digits = String(n);
  if (plainDigits.has(locale) && /^\d{1,3}(\.\d{1,3})?$/.test(digits) && !Object.is(n, -0)) {
    return digits;
  }
  let format = numberFormats.get(locale);
  if (!format) numberFormats.set(locale, (format = new Intl.NumberFormat(locale)));
  return format.format(n);
}

/** The lead-schema messages (English defines the keys and placeholders). */
export interface LeadSchemaMessages {
  nameEmpty: string;
  nameTooLong: string;
  emailEmpty: string;
  emailTooLong: string;
  emailInvalid: string;
  phone: string;
  companyEmpty: string;
  companyTooLong: string;
  employees: string;
  state: string;
  topicUnknown: string;
  topicsEmpty: string;
  messageNotText: string;
  messageTooLong: (p: { max: number }) => string;
  consent: string;
  honeypot: string;
  formExpired: string;
  securityCheck: string;
  securityCheckAgain: string;
  pageMissing: string;
  pageTooLong: string;
  pageInvalid: string;
  language: (p: { codes: string }) => string;
  checkupAnswers: string;
  checkupObligation: (p: { id: string }) => string;
  checkupNotSent: string;
}

/** In each language of content/languages.yaml (English's words where a translation has none). */
export const leadSchema: Readonly<Record<Language, LeadSchemaMessages>> = {
  en: {
    nameEmpty: "Enter your name",
    nameTooLong: "Shorten your name to 100 characters or fewer",
    emailEmpty: "Enter your work email",
    emailTooLong: "Shorten the email address to 254 characters or fewer",
    emailInvalid: "Enter an email address like name@company.com",
    phone: "Enter a 10-digit mobile number, or a landline with its STD code",
    companyEmpty: "Enter your company name",
    companyTooLong: "Shorten the company name to 200 characters or fewer",
    employees: "Choose how many people work at your company",
    state: "Choose your state or union territory",
    topicUnknown: "Choose from the listed topics",
    topicsEmpty: "Choose at least one thing you need help with",
    messageNotText: "Enter your message as text",
    messageTooLong: (p: { max: number }) => `Shorten your message to ${formatNumber("en-IN", p.max)} characters or fewer`,
    consent: "Tick the box to agree to how we use your details, so that we can reply",
    honeypot: "Leave this field empty",
    formExpired: "This form has expired. Reload the page and try again.",
    securityCheck: "Complete the security check",
    securityCheckAgain: "Complete the security check again",
    pageMissing: "The page address is missing",
    pageTooLong: "The page address is too long",
    pageInvalid: "The page address is not valid",
    language: (p: { codes: string }) => `Send the language as one of ${p.codes}`,
    checkupAnswers: "The check-up answers sent with this request are not complete. Open the check-up again and use its \"Ask us to handle these\" link.",
    checkupObligation: (p: { id: string }) => `The check-up list names an obligation we do not know ("${p.id}"). Open the check-up again and use its "Ask us to handle these" link.`,
    checkupNotSent: "Send the check-up as its answers and the ids of its obligations, or leave it out",
  },
  hi: {
    nameEmpty: "अपना नाम लिखें",
    nameTooLong: "नाम 100 अक्षरों या उससे कम में लिखें",
    emailEmpty: "अपने कार्यालय का ईमेल लिखें",
    emailTooLong: "ईमेल पता 254 अक्षरों या उससे कम में लिखें",
    emailInvalid: "ईमेल पता name@company.com जैसे रूप में लिखें",
    phone: "10 अंकों का मोबाइल नंबर, या STD कोड के साथ लैंडलाइन नंबर लिखें",
    companyEmpty: "अपनी कंपनी का नाम लिखें",
    companyTooLong: "कंपनी का नाम 200 अक्षरों या उससे कम में लिखें",
    employees: "चुनें कि आपकी कंपनी में कितने लोग काम करते हैं",
    state: "अपना राज्य या केंद्र शासित प्रदेश चुनें",
    topicUnknown: "दिए गए विषयों में से ही चुनें",
    topicsEmpty: "कम से कम एक विषय चुनें जिसमें आपको मदद चाहिए",
    messageNotText: "अपना संदेश शब्दों में लिखें",
    messageTooLong: (p: { max: number }) => `संदेश ${formatNumber("hi-IN", p.max)} अक्षरों या उससे कम में लिखें`,
    consent: "बॉक्स पर टिक करके बताएँ कि आप अपने विवरणों के इस उपयोग से सहमत हैं, ताकि हम आपको जवाब दे सकें",
    honeypot: "इस फ़ील्ड को खाली छोड़ें",
    formExpired: "इस फ़ॉर्म का समय समाप्त हो गया है। पेज दोबारा लोड करें और फिर से कोशिश करें।",
    securityCheck: "सुरक्षा जाँच पूरी करें",
    securityCheckAgain: "सुरक्षा जाँच फिर से पूरी करें",
    pageMissing: "पेज का पता नहीं मिला",
    pageTooLong: "पेज का पता बहुत लंबा है",
    pageInvalid: "पेज का पता सही नहीं है",
    language: (p: { codes: string }) => `भाषा इनमें से किसी एक के रूप में भेजें: ${p.codes}`,
    checkupAnswers: "इस अनुरोध के साथ भेजे गए अनुपालन जाँच के उत्तर अधूरे हैं। जाँच फिर से खोलें और उसका \"इन्हें संभालने के लिए हमसे कहें\" लिंक इस्तेमाल करें।",
    checkupObligation: (p: { id: string }) => `अनुपालन जाँच की सूची में ऐसा दायित्व है जिसे हम नहीं जानते ("${p.id}")। जाँच फिर से खोलें और उसका "इन्हें संभालने के लिए हमसे कहें" लिंक इस्तेमाल करें।`,
    checkupNotSent: "अनुपालन जाँच उसके उत्तरों और दायित्वों की सूची के रूप में भेजें, या उसे छोड़ दें",
  },
};
