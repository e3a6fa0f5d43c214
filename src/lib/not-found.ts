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

export function notFoundSuggestions(pathname: string): Suggestion[] {
  const path = pathname.toLowerCase();
  return rules.find((r) => r.words.some((w) => path.includes(w)))?.links ?? fallback;
}

export const allSuggestionHrefs = [...rules.flatMap((r) => r.links), ...fallback].map(
  (s) => s.href,
);
