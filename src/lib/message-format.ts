/**
 * What the message catalogue's generated functions call at run time (content/messages/, written
 * to src/generated/messages/ by `npm run content`): a number in a language's locale, and a plural
 * form chosen by Intl.PluralRules. The messages themselves were parsed when they were generated,
 * so the browser carries no message parser.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();

/** `n` as the locale writes it (en-IN and hi-IN group digits the Indian way: 1,00,000). */
export function formatNumber(locale: string, n: number): string {
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale);
    numberFormats.set(locale, format);
  }
  return format.format(n);
}

/** The form of a plural message for `n`: an exact one (`=0`), else the locale's category's. */
export function plural(
  locale: string,
  n: number,
  forms: { other: string } & Record<string, string>,
): string {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  return forms[`=${n}`] ?? forms[rules.select(n)] ?? forms.other;
}
