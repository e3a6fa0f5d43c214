import { type FormEvent, useEffect, useState } from 'react';
import { waitIn } from '../../supabase/functions/_shared/rate-limit.ts';
import { FieldError, TextField } from '../features/leads/fields.tsx';
import { callReminders } from '../features/reminders/api.ts';
import { currentChoice } from '../features/reminders/choice.ts';
import { connectMemberCalendar } from '../features/reminders/member.ts';
import { formFields } from '../generated/messages/form-fields.ts';
import { network } from '../generated/messages/network.ts';
import {
  type ReminderSignupMessages,
  reminderSignup,
} from '../generated/messages/reminder-signup.ts';
import { pathIn, useLanguage, useMessages } from '../lib/language.ts';
import { withNodes } from '../lib/message-nodes.tsx';

type State =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent'; email: string }
  | { kind: 'error'; message: string; fields: Record<string, string> };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What the form says when the function did not take the request. */
interface FailureWords {
  checkFields: string;
  tooMany: (seconds: number | null) => string;
  unreachable: string;
}

/** What is wrong with the form before it is sent, by field. */
function checkForm(
  email: string,
  consent: boolean,
  registrations: string[],
  t: ReminderSignupMessages,
) {
  const fields: Record<string, string> = {};
  if (!EMAIL.test(email.trim())) fields.email = t.emailInvalid;
  if (!consent) fields.consent = t.consentMissing;
  if (registrations.length === 0) fields.registrations = t.registrationsMissing;
  return fields;
}

/**
 * "Email me reminders", below the compliance calendar: the calendar's chosen registrations and
 * state, an email address and consent. Double opt-in: the function emails a link to confirm and
 * sends nothing else until it is followed. The page's language goes with the request: the
 * function answers in it, and the confirmation, the reminders and the calendar feed are in it.
 */
export default function ReminderSignup() {
  const language = useLanguage();
  const t = useMessages(reminderSignup);
  const failureWords: FailureWords = {
    checkFields: t.checkFields,
    tooMany: (seconds) => t.tooMany({ wait: waitIn(seconds, language) }),
    unreachable: useMessages(network).unreachable,
  };
  const [state, setState] = useState<State>({ kind: 'idle' });
  // A signed-in member's calendar choice is kept with their account, and so is this page's
  // language when they change it here.
  useEffect(() => connectMemberCalendar(language), [language]);
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
      language,
    });
    if (result.kind === 'ok') return setState({ kind: 'sent', email });
    setState(failure(result, failureWords));
  };

  if (state.kind === 'sent') {
    return <Sent title={t.sentTitle} text={t.sentText({ email: state.email })} />;
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
      <ConsentField error={fields.consent} t={t} />
      <Honeypot />
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

/** What takes the form's place once the request is sent. */
function Sent({ title, text }: { title: string; text: string }) {
  return (
    <div role="status" className="not-prose rounded-xl border border-emerald-300 bg-emerald-50 p-5">
      <p className="font-semibold text-slate-900">{title}</p>
      <p className="mt-1 text-slate-800">{text}</p>
    </div>
  );
}

/** The consent to reminders, with the privacy notice linked, and its error. */
function ConsentField({ error, t }: { error: string | undefined; t: ReminderSignupMessages }) {
  const privacy = <a href={pathIn(useLanguage(), '/privacy')}>{t.privacy}</a>;
  return (
    <div>
      <label className="flex items-start gap-2 text-sm text-slate-900">
        <input
          id="reminders-consent"
          type="checkbox"
          name="consent"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'reminders-consent-error' : undefined}
          className="mt-0.5 h-4 w-4"
        />
        <span>{withNodes(t.consent, { privacy })}</span>
      </label>
      <FieldError id="reminders-consent-error" message={error} />
    </div>
  );
}

/** Left empty by people; filled by bots, whose requests are then dropped. */
function Honeypot() {
  const label = useMessages(formFields).honeypot;
  return (
    <div aria-hidden="true" className="hidden">
      <label>
        {label} <input type="text" name="website" tabIndex={-1} autoComplete="off" />
      </label>
    </div>
  );
}

/** What the form shows when the function did not take the request. */
function failure(
  result: Exclude<Awaited<ReturnType<typeof callReminders>>, { kind: 'ok' }>,
  t: FailureWords,
): State {
  if (result.kind === 'invalid') {
    // The function says what is wrong in the page's language.
    const { fields } = result;
    // The state is the calendar's, above the form: its message goes with the form's.
    const message = [result.message ?? t.checkFields, fields.state].filter(Boolean).join(' ');
    return { kind: 'error', fields, message };
  }
  return {
    kind: 'error',
    fields: {},
    message: result.kind === 'rate-limited' ? t.tooMany(result.retryAfterSeconds) : t.unreachable,
  };
}
