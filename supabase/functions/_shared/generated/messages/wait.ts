// Generated from content/messages/<language>/wait.yaml by `npm run content`. Do not edit.
import type { Language } from '../../languages.ts';

/** `n` as the locale writes it (en-IN and hi-IN group digits the Indian way: 1,00,000). */
const numberFormats = new Map<string, Intl.NumberFormat>();
function formatNumber(locale: string, n: number): string {
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
