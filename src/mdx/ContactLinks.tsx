import type { ReactNode } from 'react';
import { contact } from '../generated/messages/contact.ts';
import { site } from '../generated/site.ts';
import { useMessages } from '../lib/language.ts';

/** What the message is filled with, so that it can be cut where each link goes. */
const cut = '\uE000';
const marks = { email: `${cut}email${cut}`, phone: `${cut}phone${cut}` };

/**
 * The contact email (mailto) and phone (tel) from content/site.yaml, inline in prose: the
 * catalogue's sentence around them (content/messages/<language>/contact.yaml, `links`), which
 * places each link where its language puts it.
 */
export default function ContactLinks() {
  const t = useMessages(contact);
  const links: Record<string, ReactNode> = {
    email: (
      <a key="email" href={`mailto:${site.email}`}>
        {site.email}
      </a>
    ),
    phone: (
      <a key="phone" href={site.phoneHref}>
        {site.phone}
      </a>
    ),
  };
  // Text, a link's name, text, a link's name, text.
  const parts = t.links(marks).split(cut);
  return <>{parts.map((part, i) => (i % 2 === 1 ? links[part] : part || null))}</>;
}
