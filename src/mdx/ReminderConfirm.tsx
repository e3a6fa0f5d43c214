import { useEffect, useState } from 'react';
import {
  callReminders,
  type FeedAddresses,
  feedOf,
  takeTokenFromAddress,
} from '../features/reminders/api.ts';
import { FeedAddress } from '../features/reminders/FeedAddress.tsx';
import { network } from '../generated/messages/network.ts';
import { reminderConfirm } from '../generated/messages/reminder-confirm.ts';
import { pathIn, useLanguage, useMessages } from '../lib/language.ts';

type State =
  | { kind: 'reading' }
  | { kind: 'ready'; token: string }
  | { kind: 'confirming'; token: string }
  | { kind: 'confirmed'; feed: FeedAddresses | null }
  | { kind: 'invalid' }
  | { kind: 'failed'; token: string };

/**
 * The page a reminder confirmation email links to (/reminders/confirm, and /hi/reminders/confirm
 * in a Hindi email). Opening it changes nothing (mail scanners open links, and the double opt-in
 * must be the person's): it takes the token out of the address bar and asks for a press, then
 * confirms, says so, and offers the calendar feed.
 */
export default function ReminderConfirm() {
  const language = useLanguage();
  const t = useMessages(reminderConfirm);
  const { unreachable } = useMessages(network);
  // The sign-up form itself, whose id is the same in every language (its heading's is its words).
  const calendar = pathIn(language, '/tools/compliance-calendar#reminders-form');
  const [state, setState] = useState<State>({ kind: 'reading' });
  useEffect(() => {
    const token = takeTokenFromAddress();
    setState(token ? { kind: 'ready', token } : { kind: 'invalid' });
  }, []);
  const confirm = async (token: string) => {
    setState({ kind: 'confirming', token });
    const result = await callReminders({ action: 'confirm', token, language });
    if (result.kind === 'ok') setState({ kind: 'confirmed', feed: feedOf(result.body) });
    else if (result.kind === 'invalid-token' || result.kind === 'invalid')
      setState({ kind: 'invalid' });
    else setState({ kind: 'failed', token });
  };
  const button = (label: string, token: string, primary: boolean) => (
    <p>
      <button
        type="button"
        className={
          primary
            ? 'rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800'
            : 'rounded-lg border border-slate-300 px-3 py-2 text-slate-900'
        }
        onClick={() => void confirm(token)}
      >
        {label}
      </button>
    </p>
  );

  return (
    <div className="not-prose grid gap-4" data-reminder-confirm="">
      {state.kind === 'reading' ? null : state.kind === 'ready' ? (
        <>
          <p>{t.ask}</p>
          {button(t.confirm, state.token, true)}
        </>
      ) : state.kind === 'confirming' ? (
        <p role="status">{t.confirming}</p>
      ) : state.kind === 'confirmed' ? (
        <>
          <h2 className="text-xl font-semibold text-slate-900" role="status">
            {t.confirmed}
          </h2>
          <p>{t.what}</p>
          {state.feed ? (
            <>
              <h3 className="mt-2 text-lg font-semibold text-slate-900">{t.feed}</h3>
              <FeedAddress feed={state.feed} id="reminder-feed" />
            </>
          ) : null}
        </>
      ) : state.kind === 'invalid' ? (
        <p role="alert" className="text-red-800">
          {t.expired} <a href={calendar}>{t.toCalendar}</a>
        </p>
      ) : (
        <div role="alert" className="grid gap-2 text-red-800">
          <p>{unreachable}</p>
          {button(t.tryAgain, state.token, false)}
        </div>
      )}
    </div>
  );
}
