import type { SupabaseClient } from '@supabase/supabase-js';
import { type FormEvent, useState } from 'react';
import { profile as profileWords } from '../../generated/messages/profile.ts';
import { useMessages } from '../../lib/language.ts';
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
  const t = useMessages(profileWords);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!supabase) return;
    const form = e.currentTarget;
    const data = new FormData(form);
    const password = String(data.get('password') ?? '');
    const repeated = String(data.get('password-again') ?? '');
    setAttempt((n) => n + 1);
    if (password !== repeated) {
      setOutcome({ tone: 'error', message: t.passwordsDiffer });
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
        message: authFailureMessage(error, t.passwordNotChanged),
      });
      return;
    }
    form.reset();
    setOutcome({ tone: 'success', message: t.passwordChanged });
  };

  return (
    <form
      onSubmit={submit}
      className="grid gap-4"
      aria-labelledby="change-password"
      aria-describedby="password-outcome"
    >
      <h2 id="change-password" className="text-lg font-semibold text-slate-900">
        {t.changePassword}
      </h2>
      <NewPasswordFields />
      <FormMessage
        id="password-outcome"
        message={outcome?.message ?? null}
        tone={outcome?.tone ?? 'error'}
        attempt={attempt}
      />
      <button type="submit" className={submitClass} disabled={pending || !supabase}>
        {pending ? t.changingPassword : t.changePassword}
      </button>
    </form>
  );
}

/** The new password, typed twice. */
function NewPasswordFields() {
  const t = useMessages(profileWords);
  return (
    <>
      <NewPasswordField id="password" note={t.otherDevicesNote} />
      <Field
        id="password-again"
        label={t.newPasswordAgain}
        name="password-again"
        type="password"
        autoComplete="new-password"
        required
      />
    </>
  );
}
