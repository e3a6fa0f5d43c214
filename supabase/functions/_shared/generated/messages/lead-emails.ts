// Generated from content/messages/<language>/lead-emails.yaml by `npm run content`. Do not edit.
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

/** The form for `n`: an exact one (=0), else the locale's plural category's (Intl.PluralRules). */
const pluralRules = new Map<string, Intl.PluralRules>();
function plural(locale: string, n: number, forms: { other: string } & Record<string, string>): string {
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
  return forms[`=${n}`] ?? forms[rules.select(n)] ?? forms.other;
}

/** The lead-emails messages (English defines the keys and placeholders). */
export interface LeadEmailsMessages {
  subject: string;
  hello: string;
  received: (p: { topics: string }) => string;
  checkup: (p: { count: number }) => string;
  next: string;
  notYou: string;
  privacy: (p: { privacy: string }) => string;
  privacyNotice: string;
  reference: (p: { reference: string }) => string;
}

/** In each language of content/languages.yaml (English's words where a translation has none). */
export const leadEmails: Readonly<Record<Language, LeadEmailsMessages>> = {
  en: {
    subject: "We have received your request for a compliance assessment",
    hello: "Hello,",
    received: (p: { topics: string }) => `Thank you for asking Anupalan for a free compliance assessment. We have received your
request about: ${p.topics}.`,
    checkup: (p: { count: number }) => `Your check-up listed ${plural("en-IN", p.count, { "one": `${formatNumber("en-IN", p.count)} obligation`, "other": `${formatNumber("en-IN", p.count)} obligations` })}; we will go through each with you:`,
    next: "A compliance expert will review it and contact you by phone or email to arrange the\nassessment. If you have anything to add, reply to this email.",
    notYou: "If you did not make this request, reply to this email and we will delete your details.",
    privacy: (p: { privacy: string }) => `How we use your details: ${p.privacy}`,
    privacyNotice: "How we use your details is explained in the privacy notice on our website.",
    reference: (p: { reference: string }) => `Your reference: ${p.reference}`,
  },
  hi: {
    subject: "अनुपालन आकलन के लिए आपका अनुरोध हमें मिल गया है",
    hello: "नमस्ते,",
    received: (p: { topics: string }) => `Anupalan से मुफ़्त अनुपालन आकलन का अनुरोध करने के लिए धन्यवाद। इन विषयों पर आपका
अनुरोध हमें मिल गया है: ${p.topics}।`,
    checkup: (p: { count: number }) => `आपकी अनुपालन जाँच में ${formatNumber("hi-IN", p.count)} दायित्व आए; हम हर एक पर आपके साथ बात करेंगे:`,
    next: "हमारे अनुपालन विशेषज्ञ इसे देखेंगे और आकलन का समय तय करने के लिए आपसे फ़ोन या ईमेल पर\nसंपर्क करेंगे। अगर आप कुछ और बताना चाहते हैं, तो इसी ईमेल का जवाब दें।",
    notYou: "अगर यह अनुरोध आपने नहीं भेजा है, तो इस ईमेल का जवाब दें; हम आपके विवरण मिटा देंगे।",
    privacy: (p: { privacy: string }) => `हम आपके विवरणों का उपयोग कैसे करते हैं: ${p.privacy}`,
    privacyNotice: "हम आपके विवरणों का उपयोग कैसे करते हैं, यह हमारी वेबसाइट की गोपनीयता सूचना में बताया गया है।",
    reference: (p: { reference: string }) => `आपकी संदर्भ संख्या: ${p.reference}`,
  },
};
