import type { NotFoundMessages } from '../generated/messages/not-found.ts';
import { type Language, originalLanguage, pathIn } from './languages.ts';

export interface Suggestion {
  label: string;
  href: string;
}

/** A suggestion before it is put in a language: its label's message and its original path. */
interface Link {
  label: keyof NotFoundMessages;
  href: string;
}

/** The not-found page's suggestions: the first rule whose words the path contains wins. */
const rules: { words: string[]; links: Link[] }[] = [
  {
    words: ['resource', 'webinar', 'checklist'],
    links: [
      { label: 'resources', href: '/resources' },
      { label: 'webinars', href: '/resources/webinars' },
      { label: 'checklists', href: '/resources/checklists' },
    ],
  },
  {
    words: ['service', 'compliance'],
    links: [
      { label: 'services', href: '/services' },
      { label: 'pfEsi', href: '/services/pf-esi' },
      { label: 'labourLaws', href: '/services/labour-laws' },
    ],
  },
  {
    words: ['framework', 'law', 'regulation'],
    links: [
      { label: 'companiesAct', href: '/frameworks/companies-act' },
      { label: 'gst', href: '/frameworks/gst' },
      { label: 'labourLawsFramework', href: '/frameworks/labour-laws' },
    ],
  },
];

const fallback: Link[] = [
  { label: 'homeLink', href: '/' },
  { label: 'services', href: '/services' },
  { label: 'contact', href: '/contact' },
];

/** Every page the suggestions link to, in the original language. */
export const suggestionHrefs: string[] = [...rules.flatMap((r) => r.links), ...fallback].map(
  (s) => s.href,
);

/**
 * The suggestions for an address with no page: by the words in its path, else the fallback; their
 * labels are the not-found messages `t` (content/messages/<language>/not-found.yaml) and their
 * pages those of `language`.
 */
export function notFoundSuggestions(
  pathname: string,
  t: NotFoundMessages,
  language: Language = originalLanguage,
): Suggestion[] {
  const path = pathname.toLowerCase();
  const links = rules.find((r) => r.words.some((w) => path.includes(w)))?.links ?? fallback;
  return links.map((l) => ({ label: t[l.label], href: pathIn(language, l.href) }));
}
