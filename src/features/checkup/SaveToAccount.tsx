/**
 * The compliance check-up's "Save to my account", for a signed-in member only: saves the answers
 * with their profile and the list's registrations and state as their calendar choice. Its code
 * beyond this button (supabase-js, the schema) loads when it is pressed.
 */
import { useEffect, useState } from 'react';
import { saveToAccount } from '../../generated/messages/save-to-account.ts';
import { useLanguage, useMessages } from '../../lib/language.ts';
import { hasStoredSession } from '../../lib/supabase-session.ts';
import type { CheckupAnswers } from '../../tools/checkup.ts';

type State = 'idle' | 'pending' | 'saved' | 'failed';

/** Loads the check-up's saved-answers module (and supabase-js) when a member acts. */
export const savedAnswers = () => import('./saved.ts');

export function SaveToAccount({
  answers,
  registrations,
  className,
}: {
  answers: CheckupAnswers;
  registrations: string[];
  className: string;
}) {
  const language = useLanguage();
  const t = useMessages(saveToAccount);
  // Known only in the browser, after the first render: the server's HTML has no button.
  const [member, setMember] = useState(false);
  const [state, setState] = useState<State>('idle');
  useEffect(() => setMember(hasStoredSession()), []);
  // Changed answers are not saved yet.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the answers change
  useEffect(() => setState('idle'), [answers]);
  if (!member) return null;
  const save = () => {
    setState('pending');
    savedAnswers()
      .then((m) => m.saveAnswers(answers, registrations, language))
      .then(
        () => setState('saved'),
        () => setState('failed'),
      );
  };
  return (
    <>
      <button
        type="button"
        onClick={save}
        disabled={state === 'pending'}
        className={className}
        data-testid="checkup-save"
      >
        {state === 'pending' ? t.saving : t.save}
      </button>
      <span
        role={state === 'failed' ? 'alert' : 'status'}
        className={`basis-full text-sm ${state === 'failed' ? 'text-red-800' : 'text-slate-700'}`}
      >
        {state === 'saved' ? t.saved : state === 'failed' ? t.failed : null}
      </span>
    </>
  );
}

/**
 * Fills the check-up with a signed-in member's saved answers, when the address carries none;
 * `apply` receives them. Returns the effect's clean-up.
 */
export function fillFromSavedAnswers(apply: (answers: CheckupAnswers) => void): () => void {
  if (!hasStoredSession()) return () => {};
  let cancelled = false;
  savedAnswers()
    .then((m) => m.loadSavedAnswers())
    .then(
      (answers) => {
        if (answers && !cancelled) apply(answers);
      },
      () => {
        // Not readable now: the check-up starts empty, as for any visitor.
      },
    );
  return () => {
    cancelled = true;
  };
}
