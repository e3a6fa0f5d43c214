import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { FieldError, TextField } from '../features/leads/fields.tsx';
import { callReminders } from '../features/reminders/api.ts';
import { currentChoice } from '../features/reminders/choice.ts';
import { connectMemberCalendar } from '../features/reminders/member.ts';
import { describeWait } from '../lib/function-answer.ts';
import { type Language, useWords } from '../lib/language.ts';
import { SERVER_UNREACHABLE } from '../lib/network-errors.ts';

type State =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent'; email: string }
  | { kind: 'error'; message: string; fields: Record<string, string> };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * "1 मिनट", "23 मिनट", "5 घंटे": describeWait in Hindi. The lead schema's module has the same
 * (hindiWait), but importing it would bring zod into this form's code.
 */
function hindiWait(seconds: number | null): string {
  if (seconds === null) return 'कुछ मिनट';
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes < 120 ? `${minutes} मिनट` : `${Math.ceil(minutes / 60)} घंटे`;
}

interface SignupWords {
  label: string;
  intro: string;
  email: string;
  consent: (privacy: (text: string) => ReactNode) => ReactNode;
  privacyHref: string;
  honeypot: string;
  send: string;
  sending: string;
  sentTitle: string;
  sentText: (email: string) => string;
  checkFields: string;
  /** The summary of a 400: the function's own message, where the page is in its language. */
  serverSummary: (message: string | null) => string;
  emailInvalid: string;
  consentMissing: string;
  registrationsMissing: string;
  tooMany: (seconds: number | null) => string;
  unreachable: string;
  /**
   * The function's messages by field, in the page's language. The function writes them in
   * English; a Hindi page says each in Hindi by the field it is about.
   */
  fromServer: (fields: Record<string, string>) => Record<string, string>;
}

const words = {
  en: {
    label: 'Email me reminders',
    intro:
      'For the registrations and state chosen above: an email 7 days and 1 day before each due ' +
      'date, at most one a day, with a link to stop them.',
    email: 'Email',
    consent: (privacy) => (
      <>
        I agree that Anupalan may use my email address and these choices to send me due-date
        reminders, as described in the {privacy('privacy notice')}.
      </>
    ),
    privacyHref: '/privacy',
    honeypot: 'Website',
    send: 'Email me reminders',
    sending: 'Sending...',
    sentTitle: 'Check your inbox',
    sentText: (email) =>
      `We sent a link to ${email}. Follow it to confirm your reminders: until you do, we send nothing else, and the request lapses after 7 days.`,
    checkFields: 'Check the fields marked below.',
    serverSummary: (message) => message ?? 'Check the fields marked below.',
    emailInvalid: 'Enter your email address, such as name@company.in.',
    consentMissing: 'Tick the box to agree, so that we may email you the reminders.',
    registrationsMissing: 'Choose at least one registration in the calendar above.',
    tooMany: (seconds) =>
      `Too many requests from here. Please try again in ${describeWait(seconds)}.`,
    unreachable: SERVER_UNREACHABLE,
    fromServer: (fields) => fields,
  },
  hi: {
    label: 'मुझे ईमेल से रिमाइंडर भेजें',
    intro:
      'ऊपर चुने गए पंजीकरणों और राज्य के लिए: हर नियत तारीख से 7 दिन और 1 दिन पहले एक ईमेल, ' +
      'दिन में अधिकतम एक, साथ में इन्हें बंद करने का लिंक।',
    email: 'ईमेल',
    consent: (privacy) => (
      <>
        मैं सहमत हूँ कि Anupalan मेरे ईमेल पते और इन विकल्पों का उपयोग करके मुझे नियत तारीखों के रिमाइंडर भेज सकता है,
        जैसा कि {privacy('गोपनीयता सूचना')} में बताया गया है।
      </>
    ),
    privacyHref: '/hi/privacy',
    honeypot: 'वेबसाइट',
    send: 'मुझे ईमेल से रिमाइंडर भेजें',
    sending: 'भेजा जा रहा है...',
    sentTitle: 'अपना इनबॉक्स देखें',
    sentText: (email) =>
      `हमने ${email} पर एक लिंक भेजा है। अपने रिमाइंडर की पुष्टि करने के लिए उस लिंक को खोलें: जब तक आप पुष्टि नहीं करते, हम और कुछ नहीं भेजते, और 7 दिन बाद यह अनुरोध समाप्त हो जाता है।`,
    checkFields: 'नीचे चिह्नित फ़ील्ड जाँचें।',
    serverSummary: () => 'नीचे चिह्नित फ़ील्ड जाँचें।',
    emailInvalid: 'अपना ईमेल पता लिखें, जैसे name@company.in।',
    consentMissing: 'बॉक्स पर टिक करके सहमति दें, ताकि हम आपको रिमाइंडर ईमेल कर सकें।',
    registrationsMissing: 'ऊपर के कैलेंडर में कम से कम एक पंजीकरण चुनें।',
    tooMany: (seconds) =>
      `यहाँ से बहुत सारे अनुरोध आए हैं। कृपया ${hindiWait(seconds)} बाद फिर से कोशिश करें।`,
    unreachable:
      'हम अपने सर्वर तक नहीं पहुँच सके। अपना इंटरनेट कनेक्शन जाँचें, फिर थोड़ी देर बाद ' + 'फिर से कोशिश करें।',
    fromServer: (fields) => {
      const said: Record<string, string> = {
        email: 'अपना ईमेल पता name@company.in जैसे रूप में लिखें।',
        consent: 'बॉक्स पर टिक करके सहमति दें, ताकि हम आपको रिमाइंडर ईमेल कर सकें।',
        registrations: 'ऊपर के कैलेंडर में दिए गए पंजीकरणों में से कम से कम एक चुनें।',
        // The state is asked for where professional tax needs it; the message says so.
        state: /professional tax/i.test(fields.state ?? '')
          ? 'प्रोफेशनल टैक्स के रिमाइंडर के लिए ऊपर के कैलेंडर में वह राज्य चुनें जहाँ आप यह कर चुकाते हैं।'
          : 'ऊपर के कैलेंडर में अपना राज्य या केंद्र शासित प्रदेश चुनें।',
      };
      return Object.fromEntries(
        Object.keys(fields).map((field) => [field, said[field] ?? 'इस जानकारी को जाँचें।']),
      );
    },
  },
} satisfies Record<Language, SignupWords>;

/** What is wrong with the form before it is sent, by field. */
function checkForm(email: string, consent: boolean, registrations: string[], t: SignupWords) {
  const fields: Record<string, string> = {};
  if (!EMAIL.test(email.trim())) fields.email = t.emailInvalid;
  if (!consent) fields.consent = t.consentMissing;
  if (registrations.length === 0) fields.registrations = t.registrationsMissing;
  return fields;
}

/**
 * "Email me reminders", below the compliance calendar: the calendar's chosen registrations and
 * state, an email address and consent. Double opt-in: the function emails a link to confirm and
 * sends nothing else until it is followed.
 */
export default function ReminderSignup() {
  const t = useWords(words);
  const [state, setState] = useState<State>({ kind: 'idle' });
  // A signed-in member's calendar choice is kept with their account.
  useEffect(connectMemberCalendar, []);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get('email') ?? '').trim();
    const consent = form.get('consent') === 'on';
    const { registrations, state: region } = currentChoice();
    const fields = checkForm(email, consent, registrations, t);
    if (Object.keys(fields).length > 0)
      return setState({ kind: 'error', message: t.checkFields, fields });
    setState({ kind: 'sending' });
    const result = await callReminders({
      action: 'subscribe',
      email,
      registrations,
      state: region,
      consent,
      website: String(form.get('website') ?? ''),
    });
    if (result.kind === 'ok') return setState({ kind: 'sent', email });
    setState(failure(result, t));
  };

  if (state.kind === 'sent') {
    return (
      <div
        role="status"
        className="not-prose rounded-xl border border-emerald-300 bg-emerald-50 p-5"
      >
        <p className="font-semibold text-slate-900">{t.sentTitle}</p>
        <p className="mt-1 text-slate-800">{t.sentText(state.email)}</p>
      </div>
    );
  }
  const fields = state.kind === 'error' ? state.fields : {};
  return (
    <form
      id="reminders-form"
      onSubmit={submit}
      noValidate
      className="not-prose grid gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
      aria-label={t.label}
    >
      <p className="text-sm text-slate-700">{t.intro}</p>
      <FieldError id="reminders-registrations-error" message={fields.registrations} />
      <TextField
        id="reminders-email"
        name="email"
        type="email"
        autoComplete="email"
        label={t.email}
        error={fields.email}
      />
      <div>
        <label className="flex items-start gap-2 text-sm text-slate-900">
          <input
            id="reminders-consent"
            type="checkbox"
            name="consent"
            aria-invalid={fields.consent ? true : undefined}
            aria-describedby={fields.consent ? 'reminders-consent-error' : undefined}
            className="mt-0.5 h-4 w-4"
          />
          <span>
            {t.consent((text) => (
              <a href={t.privacyHref}>{text}</a>
            ))}
          </span>
        </label>
        <FieldError id="reminders-consent-error" message={fields.consent} />
      </div>
      {/* Left empty by people; filled by bots, whose requests are then dropped. */}
      <div aria-hidden="true" className="hidden">
        <label>
          {t.honeypot} <input type="text" name="website" tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      <p>
        <button
          type="submit"
          disabled={state.kind === 'sending'}
          className="rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
        >
          {state.kind === 'sending' ? t.sending : t.send}
        </button>
      </p>
      {state.kind === 'error' ? (
        <p role="alert" className="text-sm font-medium text-red-800">
          {state.message}
        </p>
      ) : null}
    </form>
  );
}

/** What the form shows when the function did not take the request. */
function failure(
  result: Exclude<Awaited<ReturnType<typeof callReminders>>, { kind: 'ok' }>,
  t: SignupWords,
): State {
  if (result.kind === 'invalid') {
    const fields = t.fromServer(result.fields);
    // The state is the calendar's, above the form: its message goes with the form's.
    const message = [t.serverSummary(result.message), fields.state].filter(Boolean).join(' ');
    return { kind: 'error', fields, message };
  }
  return {
    kind: 'error',
    fields: {},
    message: result.kind === 'rate-limited' ? t.tooMany(result.retryAfterSeconds) : t.unreachable,
  };
}
