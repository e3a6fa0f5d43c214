import type { SupabaseClient } from '@supabase/supabase-js';
import { type FormEvent, useState } from 'react';
import { failureMessage } from '../../lib/network-errors.ts';
import { toast } from '../../lib/toast.tsx';
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
        message: failureMessage(error, 'Your changes were not saved. Please try again.'),
      });
      return;
    }
    onSaved({ ...profile, ...changes });
    setSaved({ tone: 'success', message: 'Profile updated successfully' });
    toast.success('Profile updated successfully');
  };

  return (
    <form onSubmit={save} className="grid gap-4" aria-describedby="profile-outcome">
      <h2 className="text-lg font-semibold text-slate-900">Personal information</h2>
      <ProfileFields profile={profile} />
      <FormMessage
        id="profile-outcome"
        message={saved?.message ?? null}
        tone={saved?.tone ?? 'error'}
        attempt={attempt}
      />
      <button type="submit" className={submitClass} disabled={saving || !profile}>
        {saving ? 'Saving...' : 'Save changes'}
      </button>
    </form>
  );
}

/**
 * The fields start from the profile's values (`defaultValue`): when the profile arrives after the
 * member began typing, the browser fills in only the fields they have not changed.
 */
function ProfileFields({ profile }: { profile: Profile | null }) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          id="first_name"
          label="First name"
          name="first_name"
          autoComplete="given-name"
          defaultValue={profile?.first_name ?? ''}
        />
        <Field
          id="last_name"
          label="Last name"
          name="last_name"
          autoComplete="family-name"
          defaultValue={profile?.last_name ?? ''}
        />
      </div>
      <Field
        id="email"
        label="Email"
        name="email"
        type="email"
        value={profile?.email ?? ''}
        disabled
        readOnly
        note="You cannot change your email address"
      />
      <Field
        id="phone"
        label="Phone"
        name="phone"
        type="tel"
        autoComplete="tel"
        defaultValue={profile?.phone ?? ''}
      />
      <Field
        id="company"
        label="Company"
        name="company"
        autoComplete="organization"
        defaultValue={profile?.company ?? ''}
      />
    </>
  );
}
