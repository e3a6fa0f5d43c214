// Generated from content/messages/<language>/reminder-emails.yaml by `npm run content`. Do not edit.
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

/** The reminder-emails messages (English defines the keys and placeholders). */
export interface ReminderEmailsMessages {
  subject: string;
  hello: string;
  asked: string;
  askedInState: (p: { state: string }) => string;
  confirmWithin: (p: { days: number }) => string;
  button: string;
  orOpen: string;
  lapse: (p: { days: number }) => string;
  privacy: string;
  fullStop: string;
}

/** In each language of content/languages.yaml (English's words where a translation has none). */
export const reminderEmails: Readonly<Record<Language, ReminderEmailsMessages>> = {
  en: {
    subject: "Confirm your compliance reminders",
    hello: "Hello,",
    asked: "Someone, we hope you, asked Anupalan to email this address reminders of compliance due dates for:",
    askedInState: (p: { state: string }) => `Someone, we hope you, asked Anupalan to email this address reminders of compliance due dates (state: ${p.state}) for:`,
    confirmWithin: (p: { days: number }) => `To start them, confirm within ${plural("en-IN", p.days, { "one": `${formatNumber("en-IN", p.days)} day`, "other": `${formatNumber("en-IN", p.days)} days` })}`,
    button: "Confirm my reminders",
    orOpen: "Or open this address:",
    lapse: (p: { days: number }) => `If you did not ask for this, ignore this email: we send nothing more, and the request is erased after ${plural("en-IN", p.days, { "one": `${formatNumber("en-IN", p.days)} day`, "other": `${formatNumber("en-IN", p.days)} days` })}.`,
    privacy: "How we use your details",
    fullStop: ".",
  },
  hi: {
    subject: "अपने अनुपालन रिमाइंडर की पुष्टि करें",
    hello: "नमस्ते,",
    asked: "Anupalan को इस ईमेल पते पर अनुपालन की नियत तारीखों के रिमाइंडर भेजने का अनुरोध मिला है; हमें उम्मीद है कि यह अनुरोध आपने ही किया है। चुने गए पंजीकरण:",
    askedInState: (p: { state: string }) => `Anupalan को इस ईमेल पते पर अनुपालन की नियत तारीखों के रिमाइंडर भेजने का अनुरोध मिला है; हमें उम्मीद है कि यह अनुरोध आपने ही किया है। चुने गए पंजीकरण (राज्य: ${p.state}):`,
    confirmWithin: (p: { days: number }) => `इन्हें शुरू करने के लिए ${formatNumber("hi-IN", p.days)} दिनों के भीतर पुष्टि करें`,
    button: "मेरे रिमाइंडर की पुष्टि करें",
    orOpen: "या यह पता खोलें:",
    lapse: (p: { days: number }) => `अगर आपने यह अनुरोध नहीं किया था, तो इस ईमेल को अनदेखा करें: हम और कुछ नहीं भेजेंगे, और ${formatNumber("hi-IN", p.days)} दिन बाद यह अनुरोध मिटा दिया जाएगा।`,
    privacy: "हम आपके विवरणों का उपयोग कैसे करते हैं",
    fullStop: "।",
  },
};
