import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Container } from '../../components/ui.tsx';
import { useNavigate } from '../../lib/router.tsx';
import { toast } from '../../lib/toast.tsx';
import { AuthProvider, useAuth } from '../auth/AuthContext.tsx';
import { Field, submitClass } from '../auth/fields.tsx';
import { YourRequests } from './YourRequests.tsx';

interface Profile {
  first_name: string | null;
  last_name: string | null;
  email: string;
  phone: string | null;
  company: string | null;
}

function ProfileForm() {
  const { supabase, user, loading } = useAuth();
  const navigate = useNavigate();
  const [profile, setProfile] = useState<Profile | null>(null);
  const [saving, setSaving] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  // Signing out ends on the home page, not on the sign-in page a signed-out visitor is sent to.
  const leaving = useRef(false);

  useEffect(() => {
    if (!loading && !user && !leaving.current) navigate('/auth', { replace: true });
  }, [loading, user, navigate]);

  useEffect(() => {
    if (!supabase || !user) return;
    let cancelled = false;
    supabase
      .from('profiles')
      .select('*')
      .eq('id', user.id)
      .single()
      .then(({ data, error }) => {
        if (cancelled) return;
        if (error || !data) toast.error('Failed to load profile data');
        else setProfile(data as Profile);
      });
    return () => {
      cancelled = true;
    };
  }, [supabase, user]);

  if (loading || !user || !profile) {
    return (
      <p role="status" className="text-slate-700">
        Loading...
      </p>
    );
  }

  const save = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!supabase) return;
    const data = new FormData(e.currentTarget);
    const changes = {
      first_name: String(data.get('first_name') ?? '').trim() || null,
      last_name: String(data.get('last_name') ?? '').trim() || null,
      phone: String(data.get('phone') ?? '').trim() || null,
      company: String(data.get('company') ?? '').trim() || null,
    };
    setSaving(true);
    const { error } = await supabase.from('profiles').update(changes).eq('id', user.id);
    setSaving(false);
    if (error) {
      toast.error('Failed to update profile');
      return;
    }
    setProfile({ ...profile, ...changes });
    toast.success('Profile updated successfully');
  };

  const signOut = async () => {
    if (!supabase) return;
    setSigningOut(true);
    leaving.current = true;
    const { error } = await supabase.auth.signOut();
    setSigningOut(false);
    if (error) {
      leaving.current = false;
      toast.error('Failed to log out');
      return;
    }
    toast.success('Logged out successfully');
    navigate('/');
  };

  return (
    <>
      <form onSubmit={save} className="grid gap-4">
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
        <button type="submit" className={submitClass} disabled={saving}>
          {saving ? 'Saving...' : 'Save changes'}
        </button>
      </form>
      <button
        type="button"
        onClick={signOut}
        disabled={signingOut}
        className="mt-6 w-full rounded-lg border border-slate-300 px-5 py-2.5 font-semibold text-slate-800 hover:bg-slate-50 disabled:text-slate-500"
      >
        Sign out
      </button>
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
