import { type Language, originalLanguage } from './languages.ts';

export interface Suggestion {
  label: string;
  href: string;
}

/** The not-found page's suggestions: the first rule whose words the path contains wins. */
const rules: { words: string[]; links: Suggestion[] }[] = [
  {
    words: ['resource', 'webinar', 'checklist'],
    links: [
      { label: 'Compliance resources', href: '/resources' },
      { label: 'Webinars', href: '/resources/webinars' },
      { label: 'Compliance checklists', href: '/resources/checklists' },
    ],
  },
  {
    words: ['service', 'compliance'],
    links: [
      { label: 'All services', href: '/services' },
      { label: 'PF & ESI compliance', href: '/services/pf-esi' },
      { label: 'Labour law compliance', href: '/services/labour-laws' },
    ],
  },
  {
    words: ['framework', 'law', 'regulation'],
    links: [
      { label: 'Companies Act', href: '/frameworks/companies-act' },
      { label: 'GST', href: '/frameworks/gst' },
      { label: 'Labour laws', href: '/frameworks/labour-laws' },
    ],
  },
];

const fallback: Suggestion[] = [
  { label: 'Home', href: '/' },
  { label: 'All services', href: '/services' },
  { label: 'Contact us', href: '/contact' },
];

/** The suggestions of a language: rules by words in the path, else the fallback. */
export interface Suggestions {
  rules: { words: string[]; links: Suggestion[] }[];
  fallback: Suggestion[];
}

/** Each language's: a path under /hi gets Hindi pages (there are no Hindi resources pages). */
export const suggestions: Record<Language, Suggestions> = {
  en: { rules, fallback },
  hi: {
    rules: [
      {
        words: ['service', 'compliance'],
        links: [
          { label: 'सभी सेवाएँ', href: '/hi/services' },
          { label: 'PF और ESI अनुपालन', href: '/hi/services/pf-esi' },
          { label: 'श्रम कानून अनुपालन', href: '/hi/services/labour-laws' },
        ],
      },
      {
        words: ['framework', 'law', 'regulation'],
        links: [
          { label: 'कंपनी अधिनियम', href: '/hi/frameworks/companies-act' },
          { label: 'GST', href: '/hi/frameworks/gst' },
          { label: 'श्रम कानून', href: '/hi/frameworks/labour-laws' },
        ],
      },
    ],
    fallback: [
      { label: 'होम', href: '/hi' },
      { label: 'सभी सेवाएँ', href: '/hi/services' },
      { label: 'संपर्क करें', href: '/hi/contact' },
    ],
  },
};

export function notFoundSuggestions(
  pathname: string,
  language: Language = originalLanguage,
): Suggestion[] {
  const from = suggestions[language];
  const path = pathname.toLowerCase();
  return from.rules.find((r) => r.words.some((w) => path.includes(w)))?.links ?? from.fallback;
}

/** Every page a set of suggestions links to. */
export const suggestionHrefs = (from: Suggestions): string[] =>
  [...from.rules.flatMap((r) => r.links), ...from.fallback].map((s) => s.href);
