import { type FormEvent, useState } from 'react';
import { callReminders, tokenFromAddress } from '../features/reminders/api.ts';
import { SERVER_UNREACHABLE } from '../lib/network-errors.ts';

type State = 'ready' | 'sending' | 'done' | 'invalid' | 'failed';

/**
 * The page an email's "Stop these reminders" link opens. Following the link changes nothing (mail
 * scanners follow links): the visitor presses the button to unsubscribe.
 */
export default function ReminderUnsubscribe() {
  const [state, setState] = useState<State>('ready');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const token = tokenFromAddress();
    if (!token) return setState('invalid');
    setState('sending');
    const result = await callReminders({ action: 'unsubscribe', token });
    setState(
      result.kind === 'ok'
        ? 'done'
        : result.kind === 'invalid-token' || result.kind === 'invalid'
          ? 'invalid'
          : 'failed',
    );
  };
  if (state === 'done') {
    return (
      <p role="status" className="not-prose text-lg font-semibold text-slate-900">
        You are unsubscribed: we will send you no more reminders.
      </p>
    );
  }
  return (
    <form onSubmit={submit} className="not-prose grid gap-3" aria-labelledby="unsubscribe-title">
      <p id="unsubscribe-title">Stop the due-date reminders sent to this address?</p>
      <p>
        <button
          type="submit"
          disabled={state === 'sending'}
          className="rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
        >
          {state === 'sending' ? 'Unsubscribing...' : 'Unsubscribe'}
        </button>
      </p>
      {state === 'invalid' ? (
        <p role="alert" className="text-red-800">
          This link is not valid any more: the reminders may already be stopped. If emails still
          arrive, use the link in the newest one.
        </p>
      ) : state === 'failed' ? (
        <p role="alert" className="text-red-800">
          {SERVER_UNREACHABLE}
        </p>
      ) : null}
    </form>
  );
}
