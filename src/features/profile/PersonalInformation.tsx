import type { SupabaseClient } from '@supabase/supabase-js';
import { type FormEvent, useState } from 'react';
import { account } from '../../generated/messages/account.ts';
import { accountErrors } from '../../generated/messages/account-errors.ts';
import { profile as profileWords } from '../../generated/messages/profile.ts';
import { useMessages } from '../../lib/language.ts';
import { failureMessage } from '../../lib/network-errors.ts';
import { toast } from '../../lib/toast.ts';
import { Field, FormMessage, submitClass } from '../auth/fields.tsx';
import type { Profile } from './useProfile.ts';

type Outcome = { tone: 'error' | 'success'; message: string } | null;

/** A form field as typed, trimmed; an empty one is no value. */
const optional = (data: FormData, name: string) => String(data.get(name) ?? '').trim() || null;

/** The profile's own details; the email is shown but cannot be changed. */
export function PersonalInformation({
  supabase,
  userId,
  profile,
  onSaved,
}: {
  /** The three are null until the member's session and profile have loaded. */
  supabase: SupabaseClient | null;
  userId: string | null;
  profile: Profile | null;
  onSaved: (profile: Profile) => void;
}) {
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState<Outcome>(null);
  const [attempt, setAttempt] = useState(0);
  const t = useMessages(profileWords);
  const a = useMessages(account);
  const { unreachable } = useMessages(accountErrors);

  const save = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!supabase || !userId || !profile) return;
    const data = new FormData(e.currentTarget);
    const changes = {
      first_name: optional(data, 'first_name'),
      last_name: optional(data, 'last_name'),
      phone: optional(data, 'phone'),
      company: optional(data, 'company'),
    };
    setSaving(true);
    setSaved(null);
    const { error } = await supabase.from('profiles').update(changes).eq('id', userId);
    setSaving(false);
    setAttempt((n) => n + 1);
    if (error) {
      setSaved({
        tone: 'error',
        message: failureMessage(error, t.notSaved, unreachable),
      });
      return;
    }
    onSaved({ ...profile, ...changes });
    setSaved({ tone: 'success', message: t.updated });
    toast.success(t.updated);
  };

  return (
    <form onSubmit={save} className="grid gap-4" aria-describedby="profile-outcome">
      <h2 className="text-lg font-semibold text-slate-900">{t.details}</h2>
      <ProfileFields profile={profile} />
      <FormMessage
        id="profile-outcome"
        message={saved?.message ?? null}
        tone={saved?.tone ?? 'error'}
        attempt={attempt}
      />
      <button type="submit" className={submitClass} disabled={saving || !profile}>
        {saving ? a.saving : t.saveChanges}
      </button>
    </form>
  );
}

/**
 * The fields start from the profile's values (`defaultValue`): when the profile arrives after the
 * member began typing, the browser fills in only the fields they have not changed.
 */
function ProfileFields({ profile }: { profile: Profile | null }) {
  const t = useMessages(profileWords);
  const a = useMessages(account);
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          id="first_name"
          label={t.firstName}
          name="first_name"
          autoComplete="given-name"
          defaultValue={profile?.first_name ?? ''}
        />
        <Field
          id="last_name"
          label={t.lastName}
          name="last_name"
          autoComplete="family-name"
          defaultValue={profile?.last_name ?? ''}
        />
      </div>
      <Field
        id="email"
        label={a.email}
        name="email"
        type="email"
        value={profile?.email ?? ''}
        disabled
        readOnly
        note={t.emailFixed}
      />
      <Field
        id="phone"
        label={t.phone}
        name="phone"
        type="tel"
        autoComplete="tel"
        defaultValue={profile?.phone ?? ''}
      />
      <Field
        id="company"
        label={t.company}
        name="company"
        autoComplete="organization"
        defaultValue={profile?.company ?? ''}
      />
    </>
  );
}
