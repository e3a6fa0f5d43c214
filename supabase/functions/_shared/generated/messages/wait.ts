// Generated from content/messages/<language>/wait.yaml by `npm run content`. Do not edit.
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

/** The wait messages (English defines the keys and placeholders). */
export interface WaitMessages {
  minutes: (p: { n: number }) => string;
  hours: (p: { n: number }) => string;
  aFewMinutes: string;
}

/** In each language of content/languages.yaml (English's words where a translation has none). */
export const wait: Readonly<Record<Language, WaitMessages>> = {
  en: {
    minutes: (p: { n: number }) => `${plural("en-IN", p.n, { "one": `${formatNumber("en-IN", p.n)} minute`, "other": `${formatNumber("en-IN", p.n)} minutes` })}`,
    hours: (p: { n: number }) => `${plural("en-IN", p.n, { "one": `${formatNumber("en-IN", p.n)} hour`, "other": `${formatNumber("en-IN", p.n)} hours` })}`,
    aFewMinutes: "a few minutes",
  },
  hi: {
    minutes: (p: { n: number }) => `${formatNumber("hi-IN", p.n)} मिनट`,
    hours: (p: { n: number }) => `${formatNumber("hi-IN", p.n)} घंटे`,
    aFewMinutes: "कुछ मिनट",
  },
};
