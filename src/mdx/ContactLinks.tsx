import { Fragment, type ReactNode } from 'react';
import { contact } from '../generated/messages/contact.ts';
import { site } from '../generated/site.ts';
import { useMessages } from '../lib/language.ts';

/** What the message is filled with, so that it can be cut where each link goes. */
const marks = { email: '\uE000email\uE000', phone: '\uE000phone\uE000' };
const markRe = /\uE000(email|phone)\uE000/;

/**
 * The contact email (mailto) and phone (tel) from content/site.yaml, inline in prose: the
 * catalogue's sentence around them (content/messages/<language>/contact.yaml, `links`), which
 * places each link where its language puts it.
 */
export default function ContactLinks() {
  const t = useMessages(contact);
  const links: Record<string, ReactNode> = {
    email: <a href={`mailto:${site.email}`}>{site.email}</a>,
    phone: <a href={site.phoneHref}>{site.phone}</a>,
  };
  // split() with a capturing group: text, a link's name, text, a link's name, text.
  const parts = t.links(marks).split(markRe);
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 ? <Fragment key={part}>{links[part]}</Fragment> : part === '' ? null : part,
      )}
    </>
  );
}
