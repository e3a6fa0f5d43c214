import type { SupabaseClient } from '@supabase/supabase-js';
import { useEffect, useState } from 'react';
import { SmartLink } from '../../components/SmartLink.tsx';
import { accountErrors } from '../../generated/messages/account-errors.ts';
import { type ProfileMessages, profile as profileWords } from '../../generated/messages/profile.ts';
import { monthNames } from '../../lib/dates.ts';
import { useMessages } from '../../lib/language.ts';
import { withNodes } from '../../lib/message-nodes.tsx';
import { failureMessage } from '../../lib/network-errors.ts';

/** A request as its sender may read it back (Row Level Security returns only their own). */
interface LeadRow {
  id: string;
  created_at: string;
  topics: string[];
  status: string;
}

/** Each status a request can have, by the message that names it. */
const statusLabels = {
  new: 'statusNew',
  contacted: 'statusContacted',
  qualified: 'statusQualified',
  closed: 'statusClosed',
} as const;

/** A status in words: its message, or the stored value for one this screen does not know. */
function statusOf(status: string, t: ProfileMessages): string {
  return Object.hasOwn(statusLabels, status)
    ? t[statusLabels[status as keyof typeof statusLabels]]
    : status;
}

type State =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'loaded'; rows: LeadRow[] };

/** The date in the visitor's own time zone: a request sent late at night in India is that day's. */
const localDate = (iso: string) => {
  const d = new Date(iso);
  return `${d.getDate()} ${monthNames[d.getMonth()]} ${d.getFullYear()}`;
};

/** "Your requests": the signed-in user's compliance-assessment requests, newest first. */
export function YourRequests({ supabase }: { supabase: SupabaseClient }) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const t = useMessages(profileWords);
  const { unreachable } = useMessages(accountErrors);
  useEffect(() => {
    let cancelled = false;
    supabase
      .from('leads')
      .select('id, created_at, topics, status')
      .order('created_at', { ascending: false })
      .then(({ data, error }) => {
        if (cancelled) return;
        if (error || !data)
          return setState({
            kind: 'failed',
            message: failureMessage(error, t.requestsNotLoaded, unreachable),
          });
        // Sorted here too: the embedded backend does not apply `order`.
        const rows = [...(data as LeadRow[])].sort((a, b) =>
          b.created_at.localeCompare(a.created_at),
        );
        setState({ kind: 'loaded', rows });
      });
    return () => {
      cancelled = true;
    };
  }, [supabase, t, unreachable]);

  return (
    <section aria-labelledby="your-requests" className="grid gap-3">
      <h2 id="your-requests" className="text-lg font-semibold text-slate-900">
        {t.requests}
      </h2>
      <RequestList state={state} />
    </section>
  );
}

function RequestList({ state }: { state: State }) {
  const t = useMessages(profileWords);
  if (state.kind === 'loading') {
    return (
      <p role="status" className="text-slate-700">
        {t.loadingRequests}
      </p>
    );
  }
  if (state.kind === 'failed') {
    return (
      <p role="alert" className="text-red-800">
        {state.message}
      </p>
    );
  }
  if (state.rows.length === 0) {
    const assessment = (
      <SmartLink
        href="/contact#assessment"
        className="font-semibold text-brand-800 underline underline-offset-2"
      >
        {t.assessment}
      </SmartLink>
    );
    return <p className="text-slate-700">{withNodes(t.noRequests, { assessment })}</p>;
  }
  return (
    <ul className="grid gap-3">
      {state.rows.map((row) => (
        <li key={row.id} className="rounded-lg border border-slate-200 p-4">
          <dl className="grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
            <dt className="font-semibold text-slate-600">{t.sent}</dt>
            <dd className="text-slate-900">
              <time dateTime={row.created_at}>{localDate(row.created_at)}</time>
            </dd>
            <dt className="font-semibold text-slate-600">{t.topics}</dt>
            <dd className="text-slate-900">{row.topics.join(', ')}</dd>
            <dt className="font-semibold text-slate-600">{t.status}</dt>
            <dd className="text-slate-900">{statusOf(row.status, t)}</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}
