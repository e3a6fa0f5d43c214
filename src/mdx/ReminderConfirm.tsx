import { useEffect, useState } from 'react';
import {
  callReminders,
  type FeedAddresses,
  feedOf,
  takeTokenFromAddress,
} from '../features/reminders/api.ts';
import { FeedAddress } from '../features/reminders/FeedAddress.tsx';
import { type Language, useLanguage } from '../lib/language.ts';
import { SERVER_UNREACHABLE, SERVER_UNREACHABLE_HI } from '../lib/network-errors.ts';

type State =
  | { kind: 'reading' }
  | { kind: 'ready'; token: string }
  | { kind: 'confirming'; token: string }
  | { kind: 'confirmed'; feed: FeedAddresses | null }
  | { kind: 'invalid' }
  | { kind: 'failed'; token: string };

const words = {
  en: {
    ask: 'Press the button to start the reminders you asked for.',
    confirm: 'Confirm my reminders',
    confirming: 'Confirming your reminders...',
    confirmed: 'Your reminders are confirmed',
    what: 'We will email you 7 days and 1 day before each due date you chose, at most one email a day. Every email has a link to stop them.',
    feed: 'Your dates in your calendar app',
    expired:
      'This confirmation link has expired or was already used. Ask for reminders again on the compliance calendar; a new link arrives by email.',
    toCalendar: 'Go to the calendar',
    calendar: '/tools/compliance-calendar#email-me-reminders',
    unreachable: SERVER_UNREACHABLE,
    tryAgain: 'Try again',
  },
  hi: {
    ask: 'आपने जो रिमाइंडर माँगे थे, उन्हें शुरू करने के लिए बटन दबाएँ।',
    confirm: 'मेरे रिमाइंडर की पुष्टि करें',
    confirming: 'आपके रिमाइंडर की पुष्टि की जा रही है...',
    confirmed: 'आपके रिमाइंडर की पुष्टि हो गई है',
    what: 'आपकी चुनी हुई हर नियत तारीख से 7 दिन और 1 दिन पहले हम आपको ईमेल भेजेंगे, दिन में अधिकतम एक। हर ईमेल में इन्हें बंद करने का लिंक होता है।',
    feed: 'आपकी तारीखें आपके कैलेंडर ऐप में',
    expired:
      'पुष्टि के इस लिंक की अवधि समाप्त हो गई है या इसका उपयोग पहले ही हो चुका है। अनुपालन कैलेंडर पर रिमाइंडर फिर से माँगें; नया लिंक ईमेल से आएगा।',
    toCalendar: 'कैलेंडर पर जाएँ',
    // The form itself: the heading above it has an id made of its Hindi words.
    calendar: '/hi/tools/compliance-calendar#reminders-form',
    unreachable: SERVER_UNREACHABLE_HI,
    tryAgain: 'फिर से कोशिश करें',
  },
} satisfies Record<Language, unknown>;

/**
 * The page a reminder confirmation email links to (/reminders/confirm, and /hi/reminders/confirm
 * in a Hindi email). Opening it changes nothing (mail scanners open links, and the double opt-in
 * must be the person's): it takes the token out of the address bar and asks for a press, then
 * confirms, says so, and offers the calendar feed.
 */
export default function ReminderConfirm() {
  const language = useLanguage();
  const t = words[language];
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
          {t.expired} <a href={t.calendar}>{t.toCalendar}</a>
        </p>
      ) : (
        <div role="alert" className="grid gap-2 text-red-800">
          <p>{t.unreachable}</p>
          {button(t.tryAgain, state.token, false)}
        </div>
      )}
    </div>
  );
}
