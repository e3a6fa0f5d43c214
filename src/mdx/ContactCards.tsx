import { ClockIcon, MailIcon, PhoneIcon, PinIcon } from '../components/icons.tsx';
import { contact } from '../generated/messages/contact.ts';
import { sites } from '../generated/site.ts';
import { messagesIn, useLanguage } from '../lib/language.ts';

/**
 * Phone, email, location and business hours from content/site.yaml, as four cards; the city and
 * the hours as the page's language writes them (content/<language>/site.yaml).
 */
export default function ContactCards() {
  const language = useLanguage();
  const t = messagesIn(contact, language);
  const site = sites[language];
  const cards = [
    { icon: PhoneIcon, title: t.phone, body: site.phone, href: site.phoneHref },
    { icon: MailIcon, title: t.email, body: site.email, href: `mailto:${site.email}` },
    {
      icon: PinIcon,
      title: t.location,
      body: t.place({
        locality: site.address.localityName ?? site.address.locality,
      }),
      href: undefined,
    },
    { icon: ClockIcon, title: t.hours, body: site.hours, href: undefined },
  ];
  return (
    <ul className="not-prose my-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
      {cards.map(({ icon: Icon, title, body, href }) => (
        <li
          key={title}
          className="min-w-0 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          <span className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-brand-100 text-brand-800">
            <Icon />
          </span>
          <h3 className="mt-4 font-semibold text-slate-900">{title}</h3>
          {href ? (
            <a
              href={href}
              className="mt-1 block text-brand-800 [overflow-wrap:anywhere] underline-offset-2 hover:underline"
            >
              {body}
            </a>
          ) : (
            <p className="mt-1 text-slate-700">{body}</p>
          )}
        </li>
      ))}
    </ul>
  );
}
