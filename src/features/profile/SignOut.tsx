import type { SupabaseClient } from '@supabase/supabase-js';
import { type RefObject, useState } from 'react';
import { profile as profileWords } from '../../generated/messages/profile.ts';
import { useMessages } from '../../lib/language.ts';
import { useNavigate } from '../../lib/router.tsx';
import { toast } from '../../lib/toast.ts';
import { FormMessage } from '../auth/fields.tsx';
import { authFailureMessage } from '../auth/messages.ts';

type Scope = 'local' | 'global';

const buttonClass =
  'w-full rounded-lg border border-slate-300 px-5 py-2.5 font-semibold text-slate-800 hover:bg-slate-50 disabled:text-slate-500';

/**
 * Sign out here, or on every device, then go to the home page. `leaving` is set meanwhile: the
 * screen does not treat the session's end as one that ended on its own.
 */
export function SignOut({
  supabase,
  leaving,
}: {
  supabase: SupabaseClient;
  leaving: RefObject<boolean>;
}) {
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState<Scope | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const t = useMessages(profileWords);

  const signOut = async (scope: Scope) => {
    setSigningOut(scope);
    setError(null);
    leaving.current = true;
    const { error } = await supabase.auth.signOut({ scope });
    setSigningOut(null);
    setAttempt((n) => n + 1);
    if (error) {
      leaving.current = false;
      setError(authFailureMessage(error, t.signOutFailed));
      return;
    }
    toast.success(scope === 'global' ? t.signedOutEverywhere : t.loggedOut);
    navigate('/');
  };

  return (
    <div className="mt-6 grid gap-3">
      <FormMessage id="sign-out-outcome" message={error} attempt={attempt} />
      <button
        type="button"
        onClick={() => signOut('local')}
        disabled={signingOut !== null}
        className={buttonClass}
      >
        {signingOut === 'local' ? t.signingOut : t.signOut}
      </button>
      <button
        type="button"
        onClick={() => signOut('global')}
        disabled={signingOut !== null}
        aria-describedby="sign-out-everywhere-note"
        className={buttonClass}
      >
        {signingOut === 'global' ? t.signingOut : t.signOutEverywhere}
      </button>
      <p id="sign-out-everywhere-note" className="text-sm text-slate-600">
        {t.signOutEverywhereNote}
      </p>
    </div>
  );
}
