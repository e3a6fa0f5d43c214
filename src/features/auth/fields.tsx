import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';
import { account } from '../../generated/messages/account.ts';
import { useMessages } from '../../lib/language.ts';

const controlClass =
  'mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2.5 text-base text-slate-900 shadow-sm focus:border-brand-600 focus:outline-2 focus:outline-brand-600 disabled:bg-slate-100 disabled:text-slate-600';

/** What every field shows around its control: a label above, a note and an error below. */
interface FieldText {
  id: string;
  label: string;
  note?: string;
  /** Said beside the control, which is then marked invalid. */
  error?: string | null;
}

/** The control's own attributes that tie it to its label, note and error. */
const controlProps = ({ id, note, error }: FieldText) => ({
  id,
  'aria-describedby':
    [note && `${id}-note`, error && `${id}-error`].filter(Boolean).join(' ') || undefined,
  'aria-invalid': error ? true : undefined,
  className: controlClass,
});

function Labelled({ id, label, note, error, children }: FieldText & { children: ReactNode }) {
  const t = useMessages(account);
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-900">
        {label}
      </label>
      {children}
      {note ? (
        <p id={`${id}-note`} className="mt-1 text-sm text-slate-600">
          {note}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          <span className="sr-only">{t.error}</span>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled input in the site's form style. */
export function Field({
  label,
  note,
  error,
  id,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & FieldText) {
  const text = { id, label, note, error };
  return (
    <Labelled {...text}>
      <input {...controlProps(text)} {...input} />
    </Labelled>
  );
}

/** A labelled select in the site's form style; its options are the children. */
export function SelectField({
  label,
  note,
  error,
  id,
  children,
  ...select
}: SelectHTMLAttributes<HTMLSelectElement> & FieldText) {
  const text = { id, label, note, error };
  return (
    <Labelled {...text}>
      <select {...controlProps(text)} {...select}>
        {children}
      </select>
    </Labelled>
  );
}

/**
 * The new password, at least 6 characters, as the sign-in page (after a reset link) and the
 * profile ask for it; `note` says what saving it does to the other sessions.
 */
export function NewPasswordField({ id, note }: { id: string; note: string }) {
  const t = useMessages(account);
  return (
    <Field
      id={id}
      label={t.newPassword}
      name="password"
      type="password"
      autoComplete="new-password"
      minLength={6}
      required
      note={`${t.passwordLength} ${note}`}
    />
  );
}

export const submitClass =
  'inline-flex w-full items-center justify-center rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:bg-slate-400';

/**
 * A form's outcome, beside its submit button: an error (announced at once, and again when the
 * same error comes back: `attempt` remounts it) or a confirmation (announced politely).
 */
export function FormMessage({
  id,
  message,
  tone = 'error',
  attempt = 0,
}: {
  id: string;
  message: string | null;
  tone?: 'error' | 'success' | 'info';
  attempt?: number;
}) {
  const styles = {
    error: 'border-red-300 bg-red-50 text-red-900',
    success: 'border-emerald-300 bg-emerald-50 text-emerald-900',
    info: 'border-amber-300 bg-amber-50 text-amber-950',
  };
  return (
    <div id={id} role={tone === 'error' ? 'alert' : 'status'}>
      {message ? (
        <p key={attempt} className={`rounded-lg border p-3 text-sm ${styles[tone]}`}>
          {message}
        </p>
      ) : null}
    </div>
  );
}
