import type { InputHTMLAttributes } from 'react';

/** A labelled input in the site's form style. */
export function Field({
  label,
  note,
  id,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { label: string; note?: string; id: string }) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-900">
        {label}
      </label>
      <input
        id={id}
        aria-describedby={note ? `${id}-note` : undefined}
        className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2.5 text-base text-slate-900 shadow-sm focus:border-brand-600 focus:outline-2 focus:outline-brand-600 disabled:bg-slate-100 disabled:text-slate-600"
        {...input}
      />
      {note ? (
        <p id={`${id}-note`} className="mt-1 text-sm text-slate-600">
          {note}
        </p>
      ) : null}
    </div>
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
