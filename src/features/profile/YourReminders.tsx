import type { SupabaseClient } from '@supabase/supabase-js';
import { type FormEvent, useEffect, useState } from 'react';
import { SmartLink } from '../../components/SmartLink.tsx';
import { account } from '../../generated/messages/account.ts';
import { accountErrors } from '../../generated/messages/account-errors.ts';
import { profile as profileWords } from '../../generated/messages/profile.ts';
import { type Language, languageOr, originalLanguage, useMessages } from '../../lib/language.ts';
import { withNodes } from '../../lib/message-nodes.tsx';
import { languageNames } from '../auth/member-language.ts';
import { callReminders, type FeedAddresses, feedOf } from '../reminders/api.ts';
import { reminderChoices } from '../reminders/choices.ts';
import { FeedAddress } from '../reminders/FeedAddress.tsx';

interface Settings {
  registrations: string[];
  state: string;
  /** The language of the emails and the calendar feed. */
  language: Language;
  emailEnabled: boolean;
}

type Load =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'loaded'; saved: Settings | null; feed: FeedAddresses | null };

const emptySettings: Settings = {
  registrations: [],
  state: '',
  language: 'en',
  emailEnabled: false,
};

function settingsOf(body: Record<string, unknown>): Settings | null {
  const s = body.subscription as Record<string, unknown> | null | undefined;
  if (!s) return null;
  return {
    registrations: Array.isArray(s.registrations) ? (s.registrations as string[]) : [],
    state: typeof s.state === 'string' ? s.state : '',
    language: languageOr(s.language),
    emailEnabled: s.emailEnabled === true && s.status === 'confirmed',
  };
}

/** The member's access token, for the reminders function (which asks Supabase Auth whose it is). */
async function tokenOf(supabase: SupabaseClient): Promise<string | null> {
  const { data } = await supabase.auth.getSession();
  return data.session?.access_token ?? null;
}

/**
 * "Your reminders": which registrations and state the member's calendar and reminders follow,
 * whether reminders come by email, and their personal calendar feed (copy, or make a new one).
 */
export function YourReminders({
  supabase,
  language,
}: {
  supabase: SupabaseClient;
  /** The member's own language (user_metadata), which their reminders follow; null: none yet. */
  language: Language | null;
}) {
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const t = useMessages(profileWords);
  const { unreachable } = useMessages(accountErrors);
  useEffect(() => {
    let cancelled = false;
    (async () => {
      const result = await callReminders({ action: 'get' }, await tokenOf(supabase));
      if (cancelled) return;
      if (result.kind !== 'ok')
        return setLoad({
          kind: 'failed',
          message: result.kind === 'failed' ? unreachable : t.remindersNotLoaded,
        });
      setLoad({ kind: 'loaded', saved: settingsOf(result.body), feed: feedOf(result.body) });
    })();
    return () => {
      cancelled = true;
    };
  }, [supabase, t, unreachable]);

  return (
    <section aria-labelledby="your-reminders" className="grid gap-3">
      <h2 id="your-reminders" className="text-lg font-semibold text-slate-900">
        {t.reminders}
      </h2>
      {load.kind === 'loading' ? (
        <p role="status" className="text-slate-700">
          {t.loadingReminders}
        </p>
      ) : load.kind === 'failed' ? (
        <p role="alert" className="text-red-800">
          {load.message}
        </p>
      ) : (
        <RemindersForm
          supabase={supabase}
          saved={load.saved}
          feed={load.feed}
          language={language ?? load.saved?.language ?? originalLanguage}
        />
      )}
    </section>
  );
}

/** The request that saves the settings: switching email on is the consent to it. */
function updateRequest(settings: Settings): Record<string, unknown> {
  return {
    action: 'update',
    registrations: settings.registrations,
    state: settings.state || null,
    emailEnabled: settings.emailEnabled,
    consent: settings.emailEnabled,
  };
}

type Save =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved' }
  /** The account's email is not confirmed: a link went to it, as to a visitor who asks. */
  | { kind: 'pending' }
  | { kind: 'error'; message: string; fields: Record<string, string> };

/** The member's reminder settings, saved together, and their calendar feed below them. */
function RemindersForm({
  supabase,
  saved,
  feed: initialFeed,
  language,
}: {
  supabase: SupabaseClient;
  saved: Settings | null;
  feed: FeedAddresses | null;
  /** The language the reminders come in. */
  language: Language;
}) {
  const [settings, setSettings] = useState<Settings>(saved ?? emptySettings);
  const [feed, setFeed] = useState(initialFeed);
  const [save, setSave] = useState<Save>({ kind: 'idle' });
  const [rotating, setRotating] = useState<'idle' | 'busy' | 'failed'>('idle');
  const t = useMessages(profileWords);
  const { unreachable } = useMessages(accountErrors);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSave({ kind: 'saving' });
    const result = await callReminders(updateRequest(settings), await tokenOf(supabase));
    if (result.kind === 'ok' && result.body.status === 'pending')
      return setSave({ kind: 'pending' });
    if (result.kind === 'ok') {
      setFeed(feedOf(result.body) ?? feed);
      return setSave({ kind: 'saved' });
    }
    setSave({
      kind: 'error',
      message:
        result.kind === 'invalid' || result.kind === 'refused'
          ? (result.message ?? t.checkFields)
          : result.kind === 'failed'
            ? unreachable
            : t.remindersNotSaved,
      fields: result.kind === 'invalid' ? result.fields : {},
    });
  };

  const rotate = async () => {
    setRotating('busy');
    const result = await callReminders({ action: 'rotate-feed' }, await tokenOf(supabase));
    const next = result.kind === 'ok' ? feedOf(result.body) : null;
    if (next) setFeed(next);
    setRotating(next ? 'idle' : 'failed');
  };

  const toggle = (id: string, on: boolean) =>
    setSettings((s) => ({
      ...s,
      registrations: on ? [...s.registrations, id] : s.registrations.filter((r) => r !== id),
    }));
  const fieldError = save.kind === 'error' ? save.fields : {};

  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <p className="text-sm text-slate-700">
        {withNodes(t.remindersIntro, {
          calendar: <SmartLink href="/tools/compliance-calendar">{t.calendar}</SmartLink>,
        })}
      </p>
      <RegistrationsChoice
        selected={settings.registrations}
        error={fieldError.registrations}
        onToggle={toggle}
      />
      <StateChoice
        value={settings.state}
        onChange={(state) => setSettings((s) => ({ ...s, state }))}
      />
      <RemindersLanguage language={language} />
      <EmailChoice
        checked={settings.emailEnabled}
        onChange={(emailEnabled) => setSettings((s) => ({ ...s, emailEnabled }))}
      />
      <SaveButtonAndStatus save={save} />
      <FeedSection feed={feed} rotating={rotating} onRotate={rotate} />
    </form>
  );
}

/** The language the reminders and the feed come in, which the member changes above. */
function RemindersLanguage({ language }: { language: Language }) {
  const t = useMessages(profileWords);
  const { emailLanguage } = useMessages(account);
  return (
    <p className="text-sm text-slate-700">
      {withNodes(t.remindersLanguage, {
        language: <span lang={language}>{languageNames[language].own}</span>,
        section: emailLanguage,
      })}
    </p>
  );
}

/** The registrations the calendar and reminders follow, with the error the server gave for them. */
function RegistrationsChoice({
  selected,
  error,
  onToggle,
}: {
  selected: string[];
  error: string | undefined;
  onToggle: (id: string, on: boolean) => void;
}) {
  const { registrations } = reminderChoices;
  const t = useMessages(profileWords);
  return (
    <fieldset aria-describedby={error ? 'reminders-registrations-error' : undefined}>
      <legend className="text-sm font-semibold text-slate-900">{t.registrations}</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {registrations.map((r) => (
          <label key={r.id} className="flex items-start gap-2 text-sm text-slate-900">
            <input
              type="checkbox"
              name="registrations"
              value={r.id}
              checked={selected.includes(r.id)}
              onChange={(e) => onToggle(r.id, e.currentTarget.checked)}
              className="mt-0.5 h-4 w-4"
            />
            {r.label}
          </label>
        ))}
      </div>
      {error ? (
        <p id="reminders-registrations-error" className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** Whether reminders come by email, with the consent that saving it gives. */
function EmailChoice({ checked, onChange }: { checked: boolean; onChange: (on: boolean) => void }) {
  const t = useMessages(profileWords);
  return (
    <label className="flex items-start gap-2 text-sm text-slate-900">
      <input
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.currentTarget.checked)}
        className="mt-0.5 h-4 w-4"
      />
      <span>
        {withNodes(t.emailMe, { privacy: <SmartLink href="/privacy">{t.privacy}</SmartLink> })}
      </span>
    </label>
  );
}

/** The form's submit button, and what became of the last save. */
function SaveButtonAndStatus({ save }: { save: Save }) {
  const t = useMessages(profileWords);
  const { saving } = useMessages(account);
  return (
    <>
      <p>
        <button
          type="submit"
          disabled={save.kind === 'saving'}
          className="rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
        >
          {save.kind === 'saving' ? saving : t.saveReminders}
        </button>
      </p>
      <SaveStatus save={save} />
    </>
  );
}

/** What became of the last save, said where a screen reader hears it. */
function SaveStatus({ save }: { save: Save }) {
  const t = useMessages(profileWords);
  return (
    <p role={save.kind === 'error' ? 'alert' : 'status'} className="text-sm">
      {save.kind === 'saved'
        ? t.remindersSaved
        : save.kind === 'pending'
          ? t.remindersPending
          : save.kind === 'error'
            ? save.message
            : ''}
    </p>
  );
}

/** The member's state or union territory, or none ("All of India"). */
function StateChoice({ value, onChange }: { value: string; onChange: (state: string) => void }) {
  const t = useMessages(profileWords);
  return (
    <div>
      <label htmlFor="reminders-state" className="block text-sm font-semibold text-slate-900">
        {t.state}
      </label>
      <select
        id="reminders-state"
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2.5"
      >
        <option value="">{t.allOfIndia}</option>
        {reminderChoices.states.map((s) => (
          <option key={s} value={s}>
            {s}
          </option>
        ))}
      </select>
    </div>
  );
}

function FeedSection({
  feed,
  rotating,
  onRotate,
}: {
  feed: FeedAddresses | null;
  rotating: 'idle' | 'busy' | 'failed';
  onRotate: () => void;
}) {
  const t = useMessages(profileWords);
  return (
    <div className="grid gap-3 border-t border-slate-200 pt-4">
      <h3 className="font-semibold text-slate-900">{t.feed}</h3>
      {feed ? (
        <FeedAddress feed={feed} id="profile-feed" />
      ) : (
        <p className="text-sm text-slate-700">{t.feedAfterSave}</p>
      )}
      {feed ? (
        <p>
          <button
            type="button"
            onClick={onRotate}
            disabled={rotating === 'busy'}
            className="rounded-lg border border-slate-300 px-3 py-2 text-sm font-medium disabled:opacity-60"
          >
            {rotating === 'busy' ? t.makingAddress : t.newAddress}
          </button>
        </p>
      ) : null}
      {rotating === 'failed' ? (
        <p role="alert" className="text-sm text-red-800">
          {t.addressNotMade}
        </p>
      ) : null}
    </div>
  );
}
