import type { ReactNode } from 'react';
import { site } from '../generated/site.ts';
import { type Language, useWords } from '../lib/language.ts';

/** The sentence's words around the two links; Hindi puts each verb after its address. */
const words = {
  en: {
    links: (email: ReactNode, phone: ReactNode) => (
      <>
        email us at {email} or call {phone}
      </>
    ),
  },
  hi: {
    links: (email: ReactNode, phone: ReactNode) => (
      <>
        हमें {email} पर ईमेल करें या {phone} पर फ़ोन करें
      </>
    ),
  },
} satisfies Record<Language, { links: (email: ReactNode, phone: ReactNode) => ReactNode }>;

/** The contact email (mailto) and phone (tel) from content/site.yaml, inline in prose. */
export default function ContactLinks() {
  const t = useWords(words);
  return t.links(
    <a href={`mailto:${site.email}`}>{site.email}</a>,
    <a href={site.phoneHref}>{site.phone}</a>,
  );
}
