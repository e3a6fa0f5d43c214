import { useEffect, useRef } from 'react';
import { SmartLink } from '../../components/SmartLink.tsx';
import { site } from '../../generated/site-client.ts';
import type { Status } from './useLeadForm.ts';

/** What the visitor sees once the request is in: where the acknowledgement went, and what next. */
export function Confirmation({
  id,
  status,
}: {
  id: string;
  status: Extract<Status, { kind: 'sent' }>;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
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
        Thank you. We have your request.
      </h3>
      <p className="mt-2">
        We have sent an acknowledgement to <strong>{status.email}</strong>.
      </p>
      <p className="mt-2">
        What happens next: a member of our compliance team reads your request and replies by email
        or phone, usually within one business day ({site.hours}), to arrange your free compliance
        assessment. If our email does not arrive, check your spam folder or call us at{' '}
        <a href={site.phoneHref} className="font-semibold underline underline-offset-2">
          {site.phone}
        </a>
        .
      </p>
      {status.signedIn ? (
        <p className="mt-2">
          You can follow it under{' '}
          <SmartLink href="/profile" className="font-semibold underline underline-offset-2">
            Your requests
          </SmartLink>{' '}
          on your profile.
        </p>
      ) : null}
    </div>
  );
}
