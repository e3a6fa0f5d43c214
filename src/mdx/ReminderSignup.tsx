import { type FormEvent, useEffect, useState } from 'react';
import { FieldError, TextField } from '../features/leads/fields.tsx';
import { callReminders } from '../features/reminders/api.ts';
import { currentChoice } from '../features/reminders/choice.ts';
import { connectMemberCalendar } from '../features/reminders/member.ts';
import { describeWait } from '../lib/function-answer.ts';
import { SERVER_UNREACHABLE } from '../lib/network-errors.ts';

type State =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent'; email: string }
  | { kind: 'error'; message: string; fields: Record<string, string> };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What is wrong with the form before it is sent, by field. */
function checkForm(email: string, consent: boolean, registrations: string[]) {
  const fields: Record<string, string> = {};
  if (!EMAIL.test(email.trim()))
    fields.email = 'Enter your email address, such as name@company.in.';
  if (!consent) fields.consent = 'Tick the box to agree, so that we may email you the reminders.';
  if (registrations.length === 0)
    fields.registrations = 'Choose at least one registration in the calendar above.';
  return fields;
}

/**
 * "Email me reminders", below the compliance calendar: the calendar's chosen registrations and
 * state, an email address and consent. Double opt-in: the function emails a link to confirm and
 * sends nothing else until it is followed.
 */
export default function ReminderSignup() {
  const [state, setState] = useState<State>({ kind: 'idle' });
  // A signed-in member's calendar choice is kept with their account.
  useEffect(connectMemberCalendar, []);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get('email') ?? '').trim();
    const consent = form.get('consent') === 'on';
    const { registrations, state: region } = currentChoice();
    const fields = checkForm(email, consent, registrations);
    if (Object.keys(fields).length > 0)
      return setState({ kind: 'error', message: 'Check the fields marked below.', fields });
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
    setState({
      kind: 'error',
      fields: result.kind === 'invalid' ? result.fields : {},
      message:
        result.kind === 'invalid'
          ? [result.message ?? 'Check the fields marked below.', result.fields.state]
              .filter(Boolean)
              .join(' ')
          : result.kind === 'rate-limited'
            ? `Too many requests from here. Please try again in ${describeWait(result.retryAfterSeconds)}.`
            : SERVER_UNREACHABLE,
    });
  };

  if (state.kind === 'sent') {
    return (
      <div
        role="status"
        className="not-prose rounded-xl border border-emerald-300 bg-emerald-50 p-5"
      >
        <p className="font-semibold text-slate-900">Check your inbox</p>
        <p className="mt-1 text-slate-800">
          We sent a link to {state.email}. Follow it to confirm your reminders: until you do, we
          send nothing else, and the request lapses after 7 days.
        </p>
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
      aria-label="Email me reminders"
    >
      <p className="text-sm text-slate-700">
        For the registrations and state chosen above: an email 7 days and 1 day before each due
        date, at most one a day, with a link to stop them.
      </p>
      <FieldError id="reminders-registrations-error" message={fields.registrations} />
      <TextField
        id="reminders-email"
        name="email"
        type="email"
        autoComplete="email"
        label="Email"
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
            I agree that Anupalan may use my email address and these choices to send me due-date
            reminders, as described in the <a href="/privacy">privacy notice</a>.
          </span>
        </label>
        <FieldError id="reminders-consent-error" message={fields.consent} />
      </div>
      {/* Left empty by people; filled by bots, whose requests are then dropped. */}
      <div aria-hidden="true" className="hidden">
        <label>
          Website <input type="text" name="website" tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      <p>
        <button
          type="submit"
          disabled={state.kind === 'sending'}
          className="rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
        >
          {state.kind === 'sending' ? 'Sending...' : 'Email me reminders'}
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
