import { useCallback } from 'react';
import { Container } from '../../components/ui.tsx';
import { useNavigate } from '../../lib/router.tsx';
import { toast } from '../../lib/toast.tsx';
import { AuthProvider, useAuth } from '../auth/AuthContext.tsx';
import { PasswordChange } from './PasswordChange.tsx';
import { PersonalInformation } from './PersonalInformation.tsx';
import { SignOut } from './SignOut.tsx';
import { useProfile, useSignInRedirect } from './useProfile.ts';
import { YourData } from './YourData.tsx';
import { YourReminders } from './YourReminders.tsx';
import { YourRequests } from './YourRequests.tsx';

const sectionClass = 'mt-8 border-t border-slate-200 pt-6';

function ProfileForm() {
  const { supabase, user, loading } = useAuth();
  const navigate = useNavigate();
  const leaving = useSignInRedirect(user, loading);
  const sessionEnded = useCallback(async () => {
    // Forget the dead session here too; the redirect to sign-in then runs.
    await supabase?.auth.signOut({ scope: 'local' });
  }, [supabase]);
  const { profile, setProfile, loadError } = useProfile(supabase, user, sessionEnded);

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

  const deleted = async () => {
    leaving.current = true;
    // The session died with the account; this only forgets it in this browser.
    await supabase.auth.signOut({ scope: 'local' });
    toast.success('Your account has been deleted');
    navigate('/');
  };

  return (
    <>
      <PersonalInformation
        supabase={supabase}
        userId={user.id}
        profile={profile}
        onSaved={setProfile}
      />
      <SignOut supabase={supabase} leaving={leaving} />
      <div className={sectionClass}>
        <PasswordChange supabase={supabase} onSessionEnded={sessionEnded} />
      </div>
      <div className={sectionClass}>
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

/** The signed-in user's reminders and requests, once the session is known. */
function Requests() {
  const { supabase, user } = useAuth();
  if (!supabase || !user) return null;
  return (
    <>
      <div className={cardClass}>
        <YourReminders key={user.id} supabase={supabase} />
      </div>
      <div className={cardClass}>
        <YourRequests key={user.id} supabase={supabase} />
      </div>
    </>
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
