import type { SupabaseClient } from '@supabase/supabase-js';
import { type FormEvent, useRef, useState } from 'react';
import { SmartLink } from '../../components/SmartLink.tsx';
import { accountErrors } from '../../generated/messages/account-errors.ts';
import { profile as profileWords } from '../../generated/messages/profile.ts';
import { useMessages } from '../../lib/language.ts';
import { withNodes } from '../../lib/message-nodes.tsx';
import { Field, FormMessage } from '../auth/fields.tsx';
import { collectAccountData, downloadJson, exportFileName } from './account-data.ts';
import { deleteAccount } from './delete-account.ts';

export const secondaryButtonClass =
  'inline-flex w-full items-center justify-center rounded-lg border border-slate-300 px-5 py-2.5 font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:text-slate-500';

const dangerButtonClass =
  'inline-flex w-full items-center justify-center rounded-lg bg-red-700 px-5 py-2.5 font-semibold text-white hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:cursor-not-allowed disabled:bg-slate-400';

interface Props {
  /** Null until the member's session and profile have loaded: nothing can be sent before. */
  supabase: SupabaseClient | null;
  email: string | null;
  /** The session ended: the screen sends the user to sign in again. */
  onSessionEnded: () => void;
  /** The account is gone. */
  onDeleted: () => Promise<void>;
}

function DownloadData({ supabase, onSessionEnded }: Pick<Props, 'supabase' | 'onSessionEnded'>) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const t = useMessages(profileWords);
  const { unreachable } = useMessages(accountErrors);
  const download = async () => {
    if (!supabase) return;
    setPending(true);
    setError(null);
    const result = await collectAccountData(supabase);
    setPending(false);
    setAttempt((n) => n + 1);
    if (result.ok) return downloadJson(result.data, exportFileName(new Date()));
    if (result.reason === 'session') return onSessionEnded();
    setError(result.reason === 'network' ? unreachable : t.dataNotPrepared);
  };
  return (
    <div className="grid gap-3">
      <p className="text-sm text-slate-700">{t.dataIntro}</p>
      <FormMessage id="download-outcome" message={error} attempt={attempt} />
      <button
        type="button"
        onClick={download}
        disabled={pending || !supabase}
        aria-describedby="download-outcome"
        className={secondaryButtonClass}
      >
        {pending ? t.preparingData : t.downloadData}
      </button>
    </div>
  );
}

/** Invoker commands (not yet in React's types): the button opens the dialog natively. */
const showModal = { commandfor: 'delete-account', command: 'show-modal' };

function DeleteAccount({ supabase, email, onSessionEnded, onDeleted }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const t = useMessages(profileWords);
  const { unreachable } = useMessages(accountErrors);

  // The button opens the dialog by itself (`commandfor`), before the app has started too; this
  // opens it in a browser without invoker commands.
  const open = () => {
    setError(null);
    if (!dialog.current?.open) dialog.current?.showModal();
  };
  const close = () => dialog.current?.close();

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const typed = String(new FormData(e.currentTarget).get('confirm-email') ?? '').trim();
    if (!supabase || !email) return;
    setAttempt((n) => n + 1);
    // Checked here and again by the function: a wrong confirmation changes nothing.
    if (typed.toLowerCase() !== email.toLowerCase()) {
      setError(t.notYourEmail({ email }));
      return;
    }
    setPending(true);
    setError(null);
    const result = await deleteAccount(supabase, typed);
    if (result.ok) {
      await onDeleted();
      return;
    }
    setPending(false);
    if (result.reason === 'session') {
      close();
      return onSessionEnded();
    }
    setError(
      result.reason === 'network'
        ? t.notDeletedOffline({ unreachable })
        : (result.message ?? t.notDeleted),
    );
  };

  return (
    <div className="grid gap-3">
      <p className="text-sm text-slate-700">{t.deleteIntro}</p>
      <button type="button" onClick={open} className={dangerButtonClass} {...showModal}>
        {t.deleteAccount}
      </button>
      <dialog
        ref={dialog}
        id="delete-account"
        aria-labelledby="delete-title"
        aria-describedby="delete-what"
        className="m-auto w-[min(100%-2rem,28rem)] rounded-2xl p-6 shadow-xl backdrop:bg-slate-900/60"
      >
        <form onSubmit={submit} className="grid gap-4">
          <DeletionWarning />
          <Field
            id="confirm-email"
            name="confirm-email"
            type="email"
            label={email ? t.confirmEmailAs({ email }) : t.confirmEmail}
            autoComplete="off"
            required
            aria-invalid={error ? true : undefined}
            aria-errormessage={error ? 'delete-outcome' : undefined}
          />
          <FormMessage id="delete-outcome" message={error} attempt={attempt} />
          <DeleteButtons pending={pending} disabled={!supabase} onCancel={close} />
        </form>
      </dialog>
    </div>
  );
}

/** What deleting the account does, and what it leaves with the business. */
function DeletionWarning() {
  const t = useMessages(profileWords);
  const privacy = (
    <SmartLink href="/privacy" className="font-semibold text-brand-800 underline">
      {t.privacy}
    </SmartLink>
  );
  return (
    <>
      <h2 id="delete-title" className="text-lg font-semibold text-slate-900">
        {t.deleteHeading}
      </h2>
      <div id="delete-what" className="grid gap-2 text-sm text-slate-700">
        <p>{t.deleteWhat}</p>
        <p>{withNodes(t.deleteLeaves, { privacy })}</p>
      </div>
    </>
  );
}

/** The dialog's Cancel and Delete buttons. */
function DeleteButtons({
  pending,
  disabled,
  onCancel,
}: {
  pending: boolean;
  disabled: boolean;
  onCancel: () => void;
}) {
  const t = useMessages(profileWords);
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <button type="button" onClick={onCancel} className={secondaryButtonClass}>
        {t.cancel}
      </button>
      <button type="submit" disabled={pending || disabled} className={dangerButtonClass}>
        {pending ? t.deleting : t.deleteAccount}
      </button>
    </div>
  );
}

/** "Your data": download it, or delete the account. */
export function YourData(props: Props) {
  const t = useMessages(profileWords);
  return (
    <section aria-labelledby="your-data" className="grid gap-6">
      <h2 id="your-data" className="text-lg font-semibold text-slate-900">
        {t.data}
      </h2>
      <DownloadData supabase={props.supabase} onSessionEnded={props.onSessionEnded} />
      <DeleteAccount {...props} />
    </section>
  );
}
