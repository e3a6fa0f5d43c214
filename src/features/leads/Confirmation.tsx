import { useEffect, useRef } from 'react';
import { SmartLink } from '../../components/SmartLink.tsx';
import { leadConfirmation } from '../../generated/messages/lead-confirmation.ts';
import { type ClientSite, site as englishSite } from '../../generated/site-client.ts';
import { useMessages, usePackWords } from '../../lib/language.ts';
import { withNodes } from '../../lib/message-nodes.tsx';

const linkClass = 'font-semibold underline underline-offset-2';

/** What the visitor sees once the request is in: where the acknowledgement went, and what next. */
export function Confirmation({
  id,
  status,
}: {
  id: string;
  status: { email: string; signedIn: boolean };
}) {
  const t = useMessages(leadConfirmation);
  // Hours in the page's language, from its language pack (src/lib/language.ts).
  const site = usePackWords<ClientSite>('site', englishSite);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  const call = (
    <a href={site.phoneHref} className={linkClass}>
      {site.phone}
    </a>
  );
  const requests = (
    <SmartLink href="/profile" className={linkClass}>
      {t.requests}
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
      <p className="mt-2">{withNodes(t.sentTo, { email: <strong>{status.email}</strong> })}</p>
      <p className="mt-2">{withNodes(t.next, { hours: site.hours, call })}</p>
      {status.signedIn ? <p className="mt-2">{withNodes(t.follow, { requests })}</p> : null}
    </div>
  );
}
