import { type ReactNode, useEffect, useRef } from 'react';
import { SmartLink } from '../../components/SmartLink.tsx';
import { type ClientSite, site as englishSite } from '../../generated/site-client.ts';
import { type Language, useLanguage, usePackWords } from '../../lib/language.ts';

const linkClass = 'font-semibold underline underline-offset-2';

interface ConfirmationWords {
  title: string;
  /** `email` is the address, in bold. */
  sentTo: (email: ReactNode) => ReactNode;
  /** `hours` are the business hours in words, `call` the phone number as a link. */
  next: (hours: string, call: ReactNode) => ReactNode;
  /** For a signed-in visitor: `link` leads to their requests on their profile. */
  follow: (link: (text: string) => ReactNode) => ReactNode;
}

const words = {
  en: {
    title: 'Thank you. We have your request.',
    sentTo: (email) => <>We have sent an acknowledgement to {email}.</>,
    next: (hours, call) => (
      <>
        What happens next: a member of our compliance team reads your request and replies by email
        or phone, usually within one business day ({hours}), to arrange your free compliance
        assessment. If our email does not arrive, check your spam folder or call us at {call}.
      </>
    ),
    follow: (link) => <>You can follow it under {link('Your requests')} on your profile.</>,
  },
  hi: {
    title: 'धन्यवाद। आपका अनुरोध हमें मिल गया है।',
    sentTo: (email) => <>हमने {email} पर पावती भेज दी है।</>,
    next: (hours, call) => (
      <>
        आगे क्या होगा: हमारी अनुपालन टीम का एक सदस्य आपका अनुरोध पढ़ेगा और आम तौर पर एक कार्य-दिवस के भीतर (
        {hours}) ईमेल या फ़ोन से जवाब देगा, ताकि आपके मुफ़्त अनुपालन आकलन का समय तय हो सके। अगर हमारा ईमेल न
        मिले, तो अपना स्पैम फ़ोल्डर देखें या हमें {call} पर फ़ोन करें।
      </>
    ),
    follow: (link) => <>आप इसकी प्रगति अपनी प्रोफ़ाइल पर {link('आपके अनुरोध')} में देख सकते हैं।</>,
  },
} satisfies Record<Language, ConfirmationWords>;

/** What the visitor sees once the request is in: where the acknowledgement went, and what next. */
export function Confirmation({
  id,
  status,
}: {
  id: string;
  status: { email: string; signedIn: boolean };
}) {
  const language = useLanguage();
  const t = words[language];
  // Hours in the page's language, from its language pack (src/lib/language.ts).
  const site = usePackWords<ClientSite>('site', englishSite);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  const call = (
    <a href={site.phoneHref} className={linkClass}>
      {site.phone}
    </a>
  );
  const requests = (text: string) => (
    <SmartLink href="/profile" className={linkClass}>
      {text}
    </SmartLink>
  );
  return (
    <div
      ref={box}
      id={id}
      tabIndex={-1}
      role="status"
      aria-labelledby={`${id}-title`}
      className="rounded-lg border border-emerald-700 bg-emerald-50 p-5 text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <h3 id={`${id}-title`} className="text-lg font-semibold">
        {t.title}
      </h3>
      <p className="mt-2">{t.sentTo(<strong>{status.email}</strong>)}</p>
      <p className="mt-2">{t.next(site.hours, call)}</p>
      {status.signedIn ? <p className="mt-2">{t.follow(requests)}</p> : null}
    </div>
  );
}
