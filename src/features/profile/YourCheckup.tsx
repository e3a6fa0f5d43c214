/**
 * "Your compliance check-up" on /profile: the answers the member saved from the check-up, in
 * words, a link that opens the check-up with them (to see the list again, change and save them),
 * and "Remove". The check-up's words and code load with the section, not with the profile.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { useEffect, useState } from 'react';
import { SmartLink } from '../../components/SmartLink.tsx';
import { accountErrors } from '../../generated/messages/account-errors.ts';
import { type ProfileMessages, profile as profileWords } from '../../generated/messages/profile.ts';
import { messagesIn, originalLanguage, useMessages } from '../../lib/language.ts';
import { withNodes } from '../../lib/message-nodes.tsx';
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

async function loadShown(supabase: SupabaseClient, t: ProfileMessages): Promise<Shown | null> {
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
  const people = w.people({ n: a.employees });
  const workforce =
    a.contractWorkers > 0 ? t.peopleWithContractors({ people, n: a.contractWorkers }) : people;
  return {
    rows: [
      [f.entity, w[words.entityKeys[a.entity]]],
      [f.state, a.state],
      [f.otherStates, a.otherStates.length > 0 ? a.otherStates.join(', ') : t.none],
      [f.employees, workforce],
      [f.turnover, a.turnover === 0 ? t.none : input.formatLakh(a.turnover)],
      [f.supply, f[words.supplyKeys[a.supply]]],
      [
        t.also,
        a.flags.length > 0 ? a.flags.map((x) => w[words.flagKeys[x]]).join(' ') : t.nothingTicked,
      ],
    ],
    href: `${CHECKUP_PATH}?${checkup.answersToParams(a)}`,
  };
}

export function YourCheckup({ supabase, userId }: { supabase: SupabaseClient; userId: string }) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [removing, setRemoving] = useState<'idle' | 'pending' | 'failed'>('idle');
  const t = useMessages(profileWords);
  const { unreachable } = useMessages(accountErrors);
  useEffect(() => {
    let cancelled = false;
    loadShown(supabase, t).then(
      (shown) => {
        if (!cancelled) setState(shown ? { kind: 'saved', shown } : { kind: 'none' });
      },
      (error: unknown) => {
        if (!cancelled)
          setState({
            kind: 'failed',
            message: failureMessage(error, t.checkupNotLoaded, unreachable),
          });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [supabase, t, unreachable]);

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
        {t.checkup}
      </h2>
      <CheckupBody state={state} />
      {state.kind === 'saved' ? (
        <p className="flex flex-wrap items-center gap-4">
          <SmartLink
            href={state.shown.href}
            className="font-semibold text-brand-800 underline underline-offset-2"
          >
            {t.openCheckup}
          </SmartLink>
          <button
            type="button"
            onClick={remove}
            disabled={removing === 'pending'}
            className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-800 disabled:opacity-60"
          >
            {removing === 'pending' ? t.removing : t.remove}
          </button>
          {removing === 'failed' ? (
            <span role="alert" className="basis-full text-sm text-red-800">
              {t.notRemoved}
            </span>
          ) : null}
        </p>
      ) : null}
    </section>
  );
}

function CheckupBody({ state }: { state: State }) {
  const t = useMessages(profileWords);
  if (state.kind === 'loading')
    return (
      <p role="status" className="text-slate-700">
        {t.loadingCheckup}
      </p>
    );
  if (state.kind === 'failed')
    return (
      <p role="alert" className="text-red-800">
        {state.message}
      </p>
    );
  if (state.kind === 'none') {
    const findOut = (
      <a href={CHECKUP_PATH} className="font-semibold text-brand-800 underline underline-offset-2">
        {t.findOut}
      </a>
    );
    return (
      <p role="status" className="text-slate-700">
        {withNodes(t.noCheckup, { findOut })}
      </p>
    );
  }
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
