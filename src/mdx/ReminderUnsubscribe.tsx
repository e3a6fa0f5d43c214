import { type FormEvent, useEffect, useState } from 'react';
import { callReminders, takeTokenFromAddress } from '../features/reminders/api.ts';
import { type Language, useLanguage } from '../lib/language.ts';
import { SERVER_UNREACHABLE, SERVER_UNREACHABLE_HI } from '../lib/network-errors.ts';

type State = 'ready' | 'sending' | 'done' | 'invalid' | 'failed';

const words = {
  en: {
    done: 'You are unsubscribed: we will send you no more reminders.',
    ask: 'Stop the due-date reminders sent to this address?',
    sending: 'Unsubscribing...',
    send: 'Unsubscribe',
    invalid:
      'This link is not valid any more: the reminders may already be stopped. If emails still arrive, use the link in the newest one.',
    unreachable: SERVER_UNREACHABLE,
  },
  hi: {
    done: 'आपके रिमाइंडर बंद हो गए हैं: हम आपको अब और रिमाइंडर नहीं भेजेंगे।',
    ask: 'इस पते पर भेजे जाने वाले नियत तारीखों के रिमाइंडर बंद करें?',
    sending: 'रिमाइंडर बंद किए जा रहे हैं...',
    send: 'रिमाइंडर बंद करें',
    invalid:
      'यह लिंक अब मान्य नहीं है: हो सकता है कि रिमाइंडर पहले ही बंद हो चुके हों। अगर ईमेल अब भी आ रहे हैं, तो सबसे नए ईमेल का लिंक इस्तेमाल करें।',
    unreachable: SERVER_UNREACHABLE_HI,
  },
} satisfies Record<Language, unknown>;

/**
 * The page an email's "Stop these reminders" link opens (/reminders/unsubscribe, and
 * /hi/reminders/unsubscribe in a Hindi email). Following the link changes nothing (mail scanners
 * follow links): the visitor presses the button to unsubscribe. The token leaves the address
 * bar as the page opens.
 */
export default function ReminderUnsubscribe() {
  const language = useLanguage();
  const t = words[language];
  const [state, setState] = useState<State>('ready');
  const [token, setToken] = useState<string | null>(null);
  useEffect(() => setToken(takeTokenFromAddress()), []);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!token) return setState('invalid');
    setState('sending');
    const result = await callReminders({ action: 'unsubscribe', token, language });
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
        {t.done}
      </p>
    );
  }
  return (
    <form onSubmit={submit} className="not-prose grid gap-3" aria-labelledby="unsubscribe-title">
      <p id="unsubscribe-title">{t.ask}</p>
      <p>
        <button
          type="submit"
          disabled={state === 'sending'}
          className="rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
        >
          {state === 'sending' ? t.sending : t.send}
        </button>
      </p>
      {state === 'invalid' ? (
        <p role="alert" className="text-red-800">
          {t.invalid}
        </p>
      ) : state === 'failed' ? (
        <p role="alert" className="text-red-800">
          {t.unreachable}
        </p>
      ) : null}
    </form>
  );
}
