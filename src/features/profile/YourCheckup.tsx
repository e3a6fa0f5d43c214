/**
 * "Your compliance check-up" on /profile: the answers the member saved from the check-up, in
 * words, a link that opens the check-up with them (to see the list again, change and save them),
 * and "Remove". The check-up's words and code load with the section, not with the profile.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { useEffect, useState } from 'react';
import { SmartLink } from '../../components/SmartLink.tsx';
import { messagesIn, originalLanguage } from '../../lib/language.ts';
import { failureMessage } from '../../lib/network-errors.ts';

/** Each answer as a label and its value, and the check-up's address with them. */
interface Shown {
  rows: [string, string][];
  href: string;
}

type State =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'none' }
  | { kind: 'saved'; shown: Shown };

const CHECKUP_PATH = '/tools/compliance-check';

async function loadShown(supabase: SupabaseClient): Promise<Shown | null> {
  const [saved, checkup, words, messages, form, input] = await Promise.all([
    import('../checkup/saved.ts'),
    import('../../tools/checkup.ts'),
    import('../../tools/checkup-words.ts'),
    import('../../generated/messages/checkup.ts'),
    import('../../generated/messages/compliance-check.ts'),
    import('../../tools/input.ts'),
  ]);
  const a = await saved.loadSavedAnswers(supabase);
  if (!a) return null;
  // The profile is in the original language.
  const w = messagesIn(messages.checkup, originalLanguage);
  const f = messagesIn(form.complianceCheck, originalLanguage);
  const people = `${w.people({ n: a.employees })}${a.contractWorkers > 0 ? `, ${a.contractWorkers.toLocaleString('en-IN')} of them through contractors` : ''}`;
  return {
    rows: [
      [f.entity, w[words.entityKeys[a.entity]]],
      [f.state, a.state],
      [f.otherStates, a.otherStates.length > 0 ? a.otherStates.join(', ') : 'None'],
      [f.employees, people],
      [f.turnover, a.turnover === 0 ? 'None' : input.formatLakh(a.turnover)],
      [f.supply, f[words.supplyKeys[a.supply]]],
      [
        'Also',
        a.flags.length > 0
          ? a.flags.map((x) => w[words.flagKeys[x]]).join(' ')
          : 'Nothing else ticked.',
      ],
    ],
    href: `${CHECKUP_PATH}?${checkup.answersToParams(a)}`,
  };
}

export function YourCheckup({ supabase, userId }: { supabase: SupabaseClient; userId: string }) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [removing, setRemoving] = useState<'idle' | 'pending' | 'failed'>('idle');
  useEffect(() => {
    let cancelled = false;
    loadShown(supabase).then(
      (shown) => {
        if (!cancelled) setState(shown ? { kind: 'saved', shown } : { kind: 'none' });
      },
      (error: unknown) => {
        if (!cancelled)
          setState({
            kind: 'failed',
            message: failureMessage(error, 'We could not load your check-up answers.'),
          });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [supabase]);

  const remove = async () => {
    setRemoving('pending');
    try {
      const { removeSavedAnswers } = await import('../checkup/saved.ts');
      await removeSavedAnswers(supabase, userId);
      setRemoving('idle');
      setState({ kind: 'none' });
    } catch {
      setRemoving('failed');
    }
  };

  return (
    <section aria-labelledby="your-checkup" className="grid gap-3" data-testid="your-checkup">
      <h2 id="your-checkup" className="text-lg font-semibold text-slate-900">
        Your compliance check-up
      </h2>
      <CheckupBody state={state} />
      {state.kind === 'saved' ? (
        <p className="flex flex-wrap items-center gap-4">
          <SmartLink
            href={state.shown.href}
            className="font-semibold text-brand-800 underline underline-offset-2"
          >
            Open in the check-up
          </SmartLink>
          <button
            type="button"
            onClick={remove}
            disabled={removing === 'pending'}
            className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-800 disabled:opacity-60"
          >
            {removing === 'pending' ? 'Removing...' : 'Remove'}
          </button>
          {removing === 'failed' ? (
            <span role="alert" className="basis-full text-sm text-red-800">
              We could not remove your answers. Check your connection and try again.
            </span>
          ) : null}
        </p>
      ) : null}
    </section>
  );
}

function CheckupBody({ state }: { state: State }) {
  if (state.kind === 'loading')
    return (
      <p role="status" className="text-slate-700">
        Loading your check-up answers...
      </p>
    );
  if (state.kind === 'failed')
    return (
      <p role="alert" className="text-red-800">
        {state.message}
      </p>
    );
  if (state.kind === 'none')
    return (
      <p role="status" className="text-slate-700">
        You have not saved check-up answers.{' '}
        <a
          href={CHECKUP_PATH}
          className="font-semibold text-brand-800 underline underline-offset-2"
        >
          Find out what applies to your business
        </a>{' '}
        and save them here.
      </p>
    );
  return (
    <dl className="grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
      {state.shown.rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold text-slate-600">{label}</dt>
          <dd className="text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
