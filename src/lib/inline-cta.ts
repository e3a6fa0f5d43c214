/** What the calls to action between a long page's sections say, taken in turn. */
export const inlineCtaPhrasings = [
  ['Not sure what applies to your organisation?', 'Get a free compliance assessment'],
  ['Want an expert to check your filings and registers?', 'Book a free assessment'],
  ['Prefer to have this handled for you?', 'Talk to a compliance expert'],
] as const;

export const inlineCtaHref = '/contact#assessment';

export const inlineCtaText = (n: number) =>
  inlineCtaPhrasings[n % inlineCtaPhrasings.length] ?? inlineCtaPhrasings[0];
