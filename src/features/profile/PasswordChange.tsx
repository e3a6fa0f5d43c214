import type { SupabaseClient } from '@supabase/supabase-js';
import { type FormEvent, useState } from 'react';
import { Field, FormMessage, NewPasswordField, submitClass } from '../auth/fields.tsx';
import { authFailureMessage, isSessionEnded } from '../auth/messages.ts';

type Outcome = { tone: 'error' | 'success'; message: string } | null;

/**
 * A new password for the signed-in user, set with the current session; Supabase Auth then ends
 * every other session of theirs.
 */
export function PasswordChange({
  supabase,
  onSessionEnded,
}: {
  /** Null until the member's session has loaded: nothing can be sent before. */
  supabase: SupabaseClient | null;
  onSessionEnded: () => void;
}) {
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [attempt, setAttempt] = useState(0);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!supabase) return;
    const form = e.currentTarget;
    const data = new FormData(form);
    const password = String(data.get('password') ?? '');
    const repeated = String(data.get('password-again') ?? '');
    setAttempt((n) => n + 1);
    if (password !== repeated) {
      setOutcome({
        tone: 'error',
        message: 'The two passwords are not the same. Type them again.',
      });
      return;
    }
    setPending(true);
    setOutcome(null);
    const { error } = await supabase.auth.updateUser({ password }).catch((thrown) => ({
      error: thrown as unknown,
    }));
    setPending(false);
    if (error && isSessionEnded(error)) return onSessionEnded();
    if (error) {
      setOutcome({
        tone: 'error',
        message: authFailureMessage(error, 'We could not change your password. Please try again.'),
      });
      return;
    }
    form.reset();
    setOutcome({
      tone: 'success',
      message: 'Password changed. You stay signed in here; every other device has been signed out.',
    });
  };

  return (
    <form
      onSubmit={submit}
      className="grid gap-4"
      aria-labelledby="change-password"
      aria-describedby="password-outcome"
    >
      <h2 id="change-password" className="text-lg font-semibold text-slate-900">
        Change password
      </h2>
      <NewPasswordFields />
      <FormMessage
        id="password-outcome"
        message={outcome?.message ?? null}
        tone={outcome?.tone ?? 'error'}
        attempt={attempt}
      />
      <button type="submit" className={submitClass} disabled={pending || !supabase}>
        {pending ? 'Changing password...' : 'Change password'}
      </button>
    </form>
  );
}

/** The new password, typed twice. */
function NewPasswordFields() {
  return (
    <>
      <NewPasswordField
        id="password"
        note="Other devices signed in to your account will be signed out."
      />
      <Field
        id="password-again"
        label="New password again"
        name="password-again"
        type="password"
        autoComplete="new-password"
        required
      />
    </>
  );
}
