// Generated from content/messages/<language>/reminder-digest.yaml by `npm run content`. Do not edit.
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

/** The reminder-digest messages (English defines the keys and placeholders). */
export interface ReminderDigestMessages {
  hello: string;
  intro: string;
  tomorrow: (p: { date: string }) => string;
  inAWeek: (p: { days: number; date: string }) => string;
  item: (p: { name: string; period: string }) => string;
  guide: string;
  offer: string;
  ask: string;
  because: (p: { chosen: string }) => string;
  inState: (p: { state: string }) => string;
  stop: string;
  change: string;
  fullStop: string;
  subjectTomorrow: (p: { name: string; more: string }) => string;
  subjectOn: (p: { name: string; weekday: string; day: string; more: string }) => string;
  more: (p: { n: number }) => string;
}

/** In each language of content/languages.yaml (English's words where a translation has none). */
export const reminderDigest: Readonly<Record<Language, ReminderDigestMessages>> = {
  en: {
    hello: "Hello,",
    intro: "These compliance due dates are coming up for the registrations you chose.",
    tomorrow: (p: { date: string }) => `Due tomorrow, ${p.date}`,
    inAWeek: (p: { days: number; date: string }) => `Due in ${plural("en-IN", p.days, { "one": `${formatNumber("en-IN", p.days)} day`, "other": `${formatNumber("en-IN", p.days)} days` })}, ${p.date}`,
    item: (p: { name: string; period: string }) => `${p.name}, for ${p.period}`,
    guide: "Guide",
    offer: "Would you like experts to take these off your hands?",
    ask: "Ask for a free compliance assessment",
    because: (p: { chosen: string }) => `You receive this email because you asked Anupalan for reminders for: ${p.chosen}.`,
    inState: (p: { state: string }) => ` (${p.state})`,
    stop: "Stop these reminders",
    change: "Change what you are reminded about",
    fullStop: ".",
    subjectTomorrow: (p: { name: string; more: string }) => `Reminder: ${p.name} due tomorrow${p.more}`,
    subjectOn: (p: { name: string; weekday: string; day: string; more: string }) => `Reminder: ${p.name} due on ${p.weekday} ${p.day}${p.more}`,
    more: (p: { n: number }) => `${plural("en-IN", p.n, { "=0": ``, "other": `, and ${formatNumber("en-IN", p.n)} more` })}`,
  },
  hi: {
    hello: "नमस्ते,",
    intro: "आपके चुने हुए पंजीकरणों की ये अनुपालन नियत तारीखें पास आ रही हैं।",
    tomorrow: (p: { date: string }) => `कल (${p.date}) देय`,
    inAWeek: (p: { days: number; date: string }) => `${formatNumber("hi-IN", p.days)} दिन बाद (${p.date}) देय`,
    item: (p: { name: string; period: string }) => `${p.name}, अवधि: ${p.period}`,
    guide: "गाइड (अंग्रेज़ी में)",
    offer: "क्या आप चाहेंगे कि हमारे विशेषज्ञ ये काम आपके लिए संभालें?",
    ask: "मुफ़्त अनुपालन आकलन माँगें",
    because: (p: { chosen: string }) => `आपको यह ईमेल इसलिए मिला है क्योंकि आपने Anupalan से इनके रिमाइंडर माँगे थे: ${p.chosen}।`,
    inState: (p: { state: string }) => ` (${p.state})`,
    stop: "ये रिमाइंडर बंद करें",
    change: "अपने रिमाइंडर बदलें (पेज अंग्रेज़ी में है)",
    fullStop: "।",
    subjectTomorrow: (p: { name: string; more: string }) => `रिमाइंडर: ${p.name} की नियत तारीख कल है${p.more}`,
    subjectOn: (p: { name: string; weekday: string; day: string; more: string }) => `रिमाइंडर: ${p.name} की नियत तारीख ${p.weekday}, ${p.day} है${p.more}`,
    more: (p: { n: number }) => `${plural("hi-IN", p.n, { "=0": ``, "one": `, और ${formatNumber("hi-IN", p.n)} अन्य तारीख भी`, "other": `, और ${formatNumber("hi-IN", p.n)} अन्य तारीखें भी` })}`,
  },
};
