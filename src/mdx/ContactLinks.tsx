import type { ReactNode } from 'react';
import { contact } from '../generated/messages/contact.ts';
import { site } from '../generated/site.ts';
import { useMessages } from '../lib/language.ts';
import { withNodes } from '../lib/message-nodes.tsx';

/**
 * The contact email (mailto) and phone (tel) from content/site.yaml, inline in prose: the
 * catalogue's sentence around them (content/messages/<language>/contact.yaml, `links`), which
 * places each link where its language puts it.
 */
export default function ContactLinks() {
  const t = useMessages(contact);
  const links: Record<'email' | 'phone', ReactNode> = {
    email: <a href={`mailto:${site.email}`}>{site.email}</a>,
    phone: <a href={site.phoneHref}>{site.phone}</a>,
  };
  return withNodes(t.links, links);
}
