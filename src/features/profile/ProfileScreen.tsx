import { useCallback } from 'react';
import { Container } from '../../components/ui.tsx';
import { account } from '../../generated/messages/account.ts';
import { profile as profileWords } from '../../generated/messages/profile.ts';
import { useMessages } from '../../lib/language.ts';
import { useNavigate } from '../../lib/router.tsx';
import { toast } from '../../lib/toast.ts';
import { AuthProvider, useAuth } from '../auth/AuthContext.tsx';
import { asLanguage, LANGUAGE_KEY } from '../auth/member-language.ts';
import { PasswordChange } from './PasswordChange.tsx';
import { PersonalInformation } from './PersonalInformation.tsx';
import { SignOut } from './SignOut.tsx';
import { useProfile, useSignInRedirect } from './useProfile.ts';
import { YourCheckup } from './YourCheckup.tsx';
import { YourData } from './YourData.tsx';
import { YourLanguage } from './YourLanguage.tsx';
import { YourReminders } from './YourReminders.tsx';
import { YourRequests } from './YourRequests.tsx';

const sectionClass = 'mt-8 border-t border-slate-200 pt-6';

function ProfileForm() {
  const { supabase, user, loading } = useAuth();
  const navigate = useNavigate();
  const t = useMessages(profileWords);
  const loadingText = useMessages(account).loading;
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
  // The forms are on the page (and in its HTML) before the profile is: what a member types
  // while it loads is kept (src/app/carry-over.ts), and the fields they have not touched are
  // filled in once it arrives. Nothing is sent before then.
  const ready = !loading && user && profile && supabase ? { user, profile, supabase } : null;

  const deleted = async () => {
    leaving.current = true;
    // The session died with the account; this only forgets it in this browser.
    await supabase?.auth.signOut({ scope: 'local' });
    toast.success(t.deleted);
    navigate('/');
  };

  return (
    <div data-carry="" className="contents">
      {ready ? null : (
        <p role="status" className="mb-4 text-slate-700">
          {loadingText}
        </p>
      )}
      <PersonalInformation
        supabase={ready?.supabase ?? null}
        userId={ready?.user.id ?? null}
        profile={ready?.profile ?? null}
        onSaved={setProfile}
      />
      {ready ? <SignOut supabase={ready.supabase} leaving={leaving} /> : null}
      <div className={sectionClass}>
        <YourLanguage supabase={ready?.supabase ?? null} user={ready?.user ?? null} />
      </div>
      <div className={sectionClass}>
        <PasswordChange supabase={ready?.supabase ?? null} onSessionEnded={sessionEnded} />
      </div>
      <div className={sectionClass}>
        <YourData
          supabase={ready?.supabase ?? null}
          email={ready?.profile.email ?? null}
          onSessionEnded={sessionEnded}
          onDeleted={deleted}
        />
      </div>
    </div>
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
        <YourCheckup key={user.id} supabase={supabase} userId={user.id} />
      </div>
      <div className={cardClass}>
        <YourReminders
          key={user.id}
          supabase={supabase}
          language={asLanguage(user.user_metadata?.[LANGUAGE_KEY])}
        />
      </div>
      <div className={cardClass}>
        <YourRequests key={user.id} supabase={supabase} />
      </div>
    </>
  );
}

export default function ProfileScreen() {
  const t = useMessages(profileWords);
  return (
    <Container className="py-12 sm:py-16">
      <div className="mx-auto max-w-xl">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t.heading}</h1>
        <p className="mt-2 text-slate-700">{t.intro}</p>
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
