import { useEffect, useState } from 'react';
import {
  callReminders,
  type FeedAddresses,
  feedOf,
  tokenFromAddress,
} from '../features/reminders/api.ts';
import { FeedAddress } from '../features/reminders/FeedAddress.tsx';
import { SERVER_UNREACHABLE } from '../lib/network-errors.ts';

type State =
  | { kind: 'confirming' }
  | { kind: 'confirmed'; feed: FeedAddresses | null }
  | { kind: 'invalid'; message: string }
  | { kind: 'failed' };

const EXPIRED =
  'This confirmation link has expired or was already used. Ask for reminders again on the compliance calendar; a new link arrives by email.';

/**
 * The page a reminder confirmation email links to: it confirms the request with the link's token
 * as soon as it opens, says so, and offers the calendar feed.
 */
export default function ReminderConfirm() {
  const [state, setState] = useState<State>({ kind: 'confirming' });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs it on "Try again"
  useEffect(() => {
    const token = tokenFromAddress();
    if (!token) return setState({ kind: 'invalid', message: EXPIRED });
    let cancelled = false;
    setState({ kind: 'confirming' });
    callReminders({ action: 'confirm', token }).then((result) => {
      if (cancelled) return;
      if (result.kind === 'ok') setState({ kind: 'confirmed', feed: feedOf(result.body) });
      else if (result.kind === 'invalid-token' || result.kind === 'invalid')
        setState({ kind: 'invalid', message: EXPIRED });
      else setState({ kind: 'failed' });
    });
    return () => {
      cancelled = true;
    };
  }, [attempt]);

  return (
    <div className="not-prose grid gap-4" data-reminder-confirm="">
      {state.kind === 'confirming' ? (
        <p role="status">Confirming your reminders...</p>
      ) : state.kind === 'confirmed' ? (
        <>
          <h2 className="text-xl font-semibold text-slate-900" role="status">
            Your reminders are confirmed
          </h2>
          <p>
            We will email you 7 days and 1 day before each due date you chose, at most one email a
            day. Every email has a link to stop them.
          </p>
          {state.feed ? (
            <>
              <h3 className="mt-2 text-lg font-semibold text-slate-900">
                Your dates in your calendar app
              </h3>
              <FeedAddress feed={state.feed} id="reminder-feed" />
            </>
          ) : null}
        </>
      ) : state.kind === 'invalid' ? (
        <p role="alert" className="text-red-800">
          {state.message}{' '}
          <a href="/tools/compliance-calendar#email-me-reminders">Go to the calendar</a>
        </p>
      ) : (
        <div role="alert" className="grid gap-2 text-red-800">
          <p>{SERVER_UNREACHABLE}</p>
          <p>
            <button
              type="button"
              className="rounded-lg border border-slate-300 px-3 py-2 text-slate-900"
              onClick={() => setAttempt((n) => n + 1)}
            >
              Try again
            </button>
          </p>
        </div>
      )}
    </div>
  );
}
