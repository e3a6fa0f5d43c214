import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { Container } from '../../components/ui.tsx';
import { failureMessage } from '../../lib/network-errors.ts';
import { useNavigate } from '../../lib/router.tsx';
import { toast } from '../../lib/toast.tsx';
import { AuthProvider, useAuth } from '../auth/AuthContext.tsx';
import { Field, FormMessage, submitClass } from '../auth/fields.tsx';
import { authFailureMessage, isSessionEnded } from '../auth/messages.ts';
import { signInAgainPath } from '../auth/return-path.ts';
import { PasswordChange } from './PasswordChange.tsx';
import { YourData } from './YourData.tsx';
import { YourRequests } from './YourRequests.tsx';

interface Profile {
  first_name: string | null;
  last_name: string | null;
  email: string;
  phone: string | null;
  company: string | null;
}

type Outcome = { tone: 'error' | 'success'; message: string } | null;

function ProfileForm() {
  const { supabase, user, loading } = useAuth();
  const navigate = useNavigate();
  const [profile, setProfile] = useState<Profile | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState<Outcome>(null);
  const [signingOut, setSigningOut] = useState<'local' | 'global' | null>(null);
  const [signOutError, setSignOutError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  // Signing out or deleting ends on the home page, not on the sign-in page a signed-out visitor
  // is sent to.
  const leaving = useRef(false);
  // A user who was here and is no longer signed in had their session end (expired, or ended
  // on another device): sign-in says so and brings them back.
  const hadUser = useRef(false);
  if (user) hadUser.current = true;

  useEffect(() => {
    if (loading || user || leaving.current) return;
    navigate(hadUser.current ? signInAgainPath('/profile') : '/auth?next=%2Fprofile', {
      replace: true,
    });
  }, [loading, user, navigate]);

  const sessionEnded = useCallback(async () => {
    // Forget the dead session here too; the redirect above then runs.
    await supabase?.auth.signOut({ scope: 'local' });
  }, [supabase]);

  useEffect(() => {
    if (!supabase || !user) return;
    let cancelled = false;
    const load = async () => {
      // The session in storage is asked about first: one ended on another device (signed out
      // everywhere, a new password) is forgotten here, and the redirect above runs.
      const check = await supabase.auth.getUser();
      if (cancelled) return;
      if (isSessionEnded(check.error)) return sessionEnded();
      const { data, error } = await supabase
        .from('profiles')
        .select('*')
        .eq('id', user.id)
        .single();
      if (cancelled) return;
      if (error || !data)
        setLoadError(
          failureMessage(
            check.error ?? error,
            'We could not load your profile. Reload the page to try again.',
          ),
        );
      else setProfile(data as Profile);
    };
    load().catch((error: unknown) => {
      if (!cancelled) setLoadError(failureMessage(error, 'We could not load your profile.'));
    });
    return () => {
      cancelled = true;
    };
  }, [supabase, user, sessionEnded]);

  if (loadError) {
    return (
      <p role="alert" className="text-red-800">
        {loadError}
      </p>
    );
  }
  if (loading || !user || !profile || !supabase) {
    return (
      <p role="status" className="text-slate-700">
        Loading...
      </p>
    );
  }

  const save = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const changes = {
      first_name: String(data.get('first_name') ?? '').trim() || null,
      last_name: String(data.get('last_name') ?? '').trim() || null,
      phone: String(data.get('phone') ?? '').trim() || null,
      company: String(data.get('company') ?? '').trim() || null,
    };
    setSaving(true);
    setSaved(null);
    const { error } = await supabase.from('profiles').update(changes).eq('id', user.id);
    setSaving(false);
    setAttempt((n) => n + 1);
    if (error) {
      setSaved({
        tone: 'error',
        message: failureMessage(error, 'Your changes were not saved. Please try again.'),
      });
      return;
    }
    setProfile({ ...profile, ...changes });
    setSaved({ tone: 'success', message: 'Profile updated successfully' });
    toast.success('Profile updated successfully');
  };

  const signOut = async (scope: 'local' | 'global') => {
    setSigningOut(scope);
    setSignOutError(null);
    leaving.current = true;
    const { error } = await supabase.auth.signOut({ scope });
    setSigningOut(null);
    setAttempt((n) => n + 1);
    if (error) {
      leaving.current = false;
      setSignOutError(authFailureMessage(error, 'We could not sign you out. Please try again.'));
      return;
    }
    toast.success(scope === 'global' ? 'Signed out on every device' : 'Logged out successfully');
    navigate('/');
  };

  const deleted = async () => {
    leaving.current = true;
    // The session died with the account; this only forgets it in this browser.
    await supabase.auth.signOut({ scope: 'local' });
    toast.success('Your account has been deleted');
    navigate('/');
  };

  return (
    <>
      <form onSubmit={save} className="grid gap-4" aria-describedby="profile-outcome">
        <h2 className="text-lg font-semibold text-slate-900">Personal information</h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            id="first_name"
            label="First name"
            name="first_name"
            autoComplete="given-name"
            defaultValue={profile.first_name ?? ''}
          />
          <Field
            id="last_name"
            label="Last name"
            name="last_name"
            autoComplete="family-name"
            defaultValue={profile.last_name ?? ''}
          />
        </div>
        <Field
          id="email"
          label="Email"
          name="email"
          type="email"
          value={profile.email}
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
          defaultValue={profile.phone ?? ''}
        />
        <Field
          id="company"
          label="Company"
          name="company"
          autoComplete="organization"
          defaultValue={profile.company ?? ''}
        />
        <FormMessage
          id="profile-outcome"
          message={saved?.message ?? null}
          tone={saved?.tone ?? 'error'}
          attempt={attempt}
        />
        <button type="submit" className={submitClass} disabled={saving}>
          {saving ? 'Saving...' : 'Save changes'}
        </button>
      </form>
      <div className="mt-6 grid gap-3">
        <FormMessage id="sign-out-outcome" message={signOutError} attempt={attempt} />
        <button
          type="button"
          onClick={() => signOut('local')}
          disabled={signingOut !== null}
          className="w-full rounded-lg border border-slate-300 px-5 py-2.5 font-semibold text-slate-800 hover:bg-slate-50 disabled:text-slate-500"
        >
          {signingOut === 'local' ? 'Signing out...' : 'Sign out'}
        </button>
        <button
          type="button"
          onClick={() => signOut('global')}
          disabled={signingOut !== null}
          aria-describedby="sign-out-everywhere-note"
          className="w-full rounded-lg border border-slate-300 px-5 py-2.5 font-semibold text-slate-800 hover:bg-slate-50 disabled:text-slate-500"
        >
          {signingOut === 'global' ? 'Signing out...' : 'Sign out everywhere'}
        </button>
        <p id="sign-out-everywhere-note" className="text-sm text-slate-600">
          Signs you out on this and every other device and browser.
        </p>
      </div>
      <div className="mt-8 border-t border-slate-200 pt-6">
        <PasswordChange supabase={supabase} onSessionEnded={sessionEnded} />
      </div>
      <div className="mt-8 border-t border-slate-200 pt-6">
        <YourData
          supabase={supabase}
          email={profile.email}
          onSessionEnded={sessionEnded}
          onDeleted={deleted}
        />
      </div>
    </>
  );
}

const cardClass = 'mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm';

/** The signed-in user's requests, once the session is known. */
function Requests() {
  const { supabase, user } = useAuth();
  if (!supabase || !user) return null;
  return (
    <div className={cardClass}>
      <YourRequests key={user.id} supabase={supabase} />
    </div>
  );
}

export default function ProfileScreen() {
  return (
    <Container className="py-12 sm:py-16">
      <div className="mx-auto max-w-xl">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Your profile</h1>
        <p className="mt-2 text-slate-700">
          Keep your details up to date so that our compliance experts can reach you.
        </p>
        <AuthProvider>
          <div className={cardClass}>
            <ProfileForm />
          </div>
          <Requests />
        </AuthProvider>
      </div>
    </Container>
  );
}
