import type { SupabaseClient } from '@supabase/supabase-js';
import { type FormEvent, useEffect, useState } from 'react';
import { TabList, TabPanel, TabsRoot, TabTrigger } from '../../components/tabs.tsx';
import { Container } from '../../components/ui.tsx';
import { account } from '../../generated/messages/account.ts';
import { accountErrors } from '../../generated/messages/account-errors.ts';
import { signIn } from '../../generated/messages/sign-in.ts';
import { type Language, languageOr, originalLanguage, useMessages } from '../../lib/language.ts';
import { useNavigate } from '../../lib/router.tsx';
import { toast } from '../../lib/toast.ts';
import { AuthProvider, useAuth } from './AuthContext.tsx';
import { type Arrival, RECOVERY_REDIRECT, readArrival } from './arrival.ts';
import { Field, FormMessage, NewPasswordField, submitClass } from './fields.tsx';
import { LanguageSelect } from './LanguageSelect.tsx';
import { LANGUAGE_KEY, signUpLanguage } from './member-language.ts';
import { authFailureMessage } from './messages.ts';

const tabClass =
  'flex-1 rounded-md px-4 py-2 text-sm font-semibold text-slate-700 focus-visible:outline-2 focus-visible:outline-brand-600 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow';

const linkClass =
  'w-fit cursor-pointer list-none text-sm font-semibold text-brand-800 underline [&::-webkit-details-marker]:hidden';

const panelClass = 'pt-6 data-[state=inactive]:hidden';

const formValues = (e: FormEvent<HTMLFormElement>) => {
  const data = new FormData(e.currentTarget);
  return {
    email: String(data.get('email') ?? ''),
    password: String(data.get('password') ?? ''),
    language: languageOr(data.get('language')),
  };
};

type FormValues = ReturnType<typeof formValues>;

/**
 * One form's submit: calls the auth API with the form's values and holds `pending` meanwhile. A
 * failure is said in words beside the button (`error`); on success `done` runs (a navigation,
 * a confirmation).
 */
function useAuthAction(
  call: (supabase: SupabaseClient, values: FormValues) => Promise<{ error: unknown }>,
  fallback: string,
  done?: (values: FormValues) => void,
) {
  const { supabase } = useAuth();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!supabase) return;
    const values = formValues(e);
    setPending(true);
    setError(null);
    let failure: unknown = null;
    try {
      failure = (await call(supabase, values)).error;
    } catch (thrown) {
      failure = thrown;
    }
    setPending(false);
    setAttempt((n) => n + 1);
    if (failure) {
      setError(authFailureMessage(failure, fallback));
      return;
    }
    done?.(values);
  };
  return { submit, pending, disabled: pending || !supabase, error, attempt };
}

function LoginForm({ next, notice }: { next: string | null; notice: string | null }) {
  const navigate = useNavigate();
  const t = useMessages(signIn);
  const a = useMessages(account);
  const { submit, pending, disabled, error, attempt } = useAuthAction(
    (supabase, values) => supabase.auth.signInWithPassword(values),
    t.loginFailed,
    () => {
      toast.success(t.loggedIn);
      navigate(next ?? '/profile');
    },
  );
  return (
    <form onSubmit={submit} className="grid gap-4" aria-describedby="login-outcome">
      {notice ? <FormMessage id="login-notice" message={notice} tone="info" /> : null}
      <Field
        id="login-email"
        label={a.email}
        name="email"
        type="email"
        autoComplete="email"
        required
      />
      <Field
        id="login-password"
        label={t.password}
        name="password"
        type="password"
        autoComplete="current-password"
        required
      />
      <FormMessage id="login-outcome" message={error} attempt={attempt} />
      <button type="submit" className={submitClass} disabled={disabled}>
        {pending ? t.loggingIn : t.logIn}
      </button>
    </form>
  );
}

/**
 * Registration. The account's language (user_metadata.language, the language of every email we
 * send the member, the confirmation first) starts as the language of the page the visitor came
 * from: a Hindi page's sign-in link is /auth?lang=hi.
 */
function RegisterForm({ language }: { language: Language }) {
  const [registered, setRegistered] = useState<string | null>(null);
  const t = useMessages(signIn);
  const a = useMessages(account);
  const { submit, pending, disabled, error, attempt } = useAuthAction(
    (supabase, { email, password, language: chosen }) =>
      supabase.auth.signUp({
        email,
        password,
        options: {
          emailRedirectTo: `${window.location.origin}/auth`,
          data: { [LANGUAGE_KEY]: chosen },
        },
      }),
    t.registerFailed,
    ({ email }) => {
      toast.success(t.registered);
      setRegistered(email);
    },
  );
  return (
    <form onSubmit={submit} className="grid gap-4" aria-describedby="register-outcome">
      <Field
        id="register-email"
        label={a.email}
        name="email"
        type="email"
        autoComplete="email"
        required
      />
      <Field
        id="register-password"
        label={t.password}
        name="password"
        type="password"
        autoComplete="new-password"
        minLength={6}
        required
        note={a.passwordLength}
      />
      <LanguageSelect
        key={language}
        id="register-language"
        label={a.emailLanguage}
        value={language}
      />
      {registered && !error ? (
        <FormMessage
          id="register-outcome"
          tone="success"
          message={`${t.registered} ${t.linkSentTo({ email: registered })}`}
        />
      ) : (
        <FormMessage id="register-outcome" message={error} attempt={attempt} />
      )}
      <button type="submit" className={submitClass} disabled={disabled}>
        {pending ? t.creatingAccount : t.createAccount}
      </button>
    </form>
  );
}

/** The language of the new account's emails, which /profile changes later. */
/**
 * "Forgot password?" under the login form: a disclosure (native, so it opens before the app has
 * started) with the form that sends a reset link. `open` forces it open, as a failed reset link
 * does, with `notice` saying why.
 */
function ForgotPassword({ open, notice }: { open: boolean; notice: string | null }) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const t = useMessages(signIn);
  const { submit, pending, disabled, error, attempt } = useAuthAction(
    (supabase, { email }) =>
      supabase.auth.resetPasswordForEmail(email, {
        redirectTo: `${window.location.origin}${RECOVERY_REDIRECT}`,
      }),
    t.resetFailed,
    ({ email }) => setSentTo(email),
  );
  return (
    <details open={open || undefined} className="mt-4">
      <summary className={linkClass}>{t.forgotPassword}</summary>
      <form onSubmit={submit} className="mt-4 grid gap-4" aria-describedby="forgot-outcome">
        <h2 className="text-lg font-semibold text-slate-900">{t.resetHeading}</h2>
        {notice ? <FormMessage id="forgot-notice" message={notice} /> : null}
        <p className="text-sm text-slate-700">{t.resetIntro}</p>
        <Field
          id="forgot-email"
          label={t.resetEmail}
          name="email"
          type="email"
          autoComplete="email"
          required
        />
        {sentTo && !error ? (
          <FormMessage
            id="forgot-outcome"
            tone="success"
            message={t.resetSent({ email: sentTo })}
          />
        ) : (
          <FormMessage id="forgot-outcome" message={error} attempt={attempt} />
        )}
        <button type="submit" className={submitClass} disabled={disabled}>
          {pending ? t.sending : t.sendResetLink}
        </button>
      </form>
    </details>
  );
}

/** The new password, chosen after a reset link: every other session of the user then ends. */
function NewPasswordForm() {
  const navigate = useNavigate();
  const t = useMessages(signIn);
  const a = useMessages(account);
  const { submit, pending, disabled, error, attempt } = useAuthAction(
    (supabase, { password }) => supabase.auth.updateUser({ password }),
    t.newPasswordFailed,
    () => {
      toast.success(t.passwordChanged);
      navigate('/profile');
    },
  );
  return (
    <form onSubmit={submit} className="grid gap-4" aria-describedby="new-password-outcome">
      <h2 className="text-lg font-semibold text-slate-900">{t.newPasswordHeading}</h2>
      <NewPasswordField id="new-password" note={t.newPasswordNote} />
      <FormMessage id="new-password-outcome" message={error} attempt={attempt} />
      <button type="submit" className={submitClass} disabled={disabled}>
        {pending ? a.saving : t.savePassword}
      </button>
    </form>
  );
}

function AuthPanel() {
  const { user, event, loading } = useAuth();
  const navigate = useNavigate();
  const [tab, setTab] = useState('login');
  const [arrival, setArrival] = useState<Arrival>({ kind: 'plain' });
  const [next, setNext] = useState<string | null>(null);
  const [language, setLanguage] = useState<Language>(originalLanguage);
  const t = useMessages(signIn);
  const loadingText = useMessages(account).loading;
  const { sessionEnded } = useMessages(accountErrors);

  useEffect(() => {
    // Runs before the provider's effect loads supabase-js, which empties the fragment.
    const read = readArrival(new URL(window.location.href));
    setArrival(read.arrival);
    setNext(read.next);
    setLanguage(signUpLanguage(window.location.search));
    if (read.arrival.kind === 'link-failed') {
      if (read.arrival.link === 'recovery') setTab('login');
      // A reload should not say it again.
      const { pathname, search } = window.location;
      window.history.replaceState(window.history.state, '', `${pathname}${search}`);
    }
  }, []);

  const recovering = event === 'PASSWORD_RECOVERY' || arrival.kind === 'recovery';

  // A signed-in visitor goes on to their profile, unless a failed link has something to say.
  const stay = recovering || arrival.kind === 'link-failed';
  useEffect(() => {
    if (!loading && user && !stay) navigate(next ?? '/profile', { replace: true });
  }, [loading, user, stay, next, navigate]);

  if (recovering && (loading || user)) {
    return loading ? <p role="status">{loadingText}</p> : <NewPasswordForm />;
  }
  // A reset link whose session could not be started failed as an expired one does.
  const resetFailed = (arrival.kind === 'link-failed' && arrival.link === 'recovery') || recovering;
  const notice =
    arrival.kind === 'session-ended'
      ? sessionEnded
      : arrival.kind === 'link-failed' && !resetFailed
        ? t.signupLinkFailed
        : null;
  // Both panels are in the HTML, so that a tab tapped before the app starts shows its form at
  // once (index.html) and what is typed in it is carried into the app (src/app/carry-over.ts).
  return (
    <TabsRoot value={tab} onValueChange={setTab} data-carry="">
      <TabList aria-label={t.tabs} className="flex gap-1 rounded-lg bg-slate-100 p-1">
        <TabTrigger value="login" className={tabClass}>
          {t.login}
        </TabTrigger>
        <TabTrigger value="register" className={tabClass}>
          {t.register}
        </TabTrigger>
      </TabList>
      <TabPanel value="login" keepMounted className={panelClass}>
        <LoginForm next={next} notice={notice} />
        <ForgotPassword open={resetFailed} notice={resetFailed ? t.recoveryLinkFailed : null} />
      </TabPanel>
      <TabPanel value="register" keepMounted className={panelClass}>
        <RegisterForm language={language} />
      </TabPanel>
    </TabsRoot>
  );
}

export default function AuthScreen() {
  const t = useMessages(signIn);
  return (
    <Container className="py-12 sm:py-16">
      <div className="mx-auto max-w-md">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t.heading}</h1>
        <p className="mt-2 text-slate-700">{t.intro}</p>
        <div className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <AuthProvider>
            <AuthPanel />
          </AuthProvider>
        </div>
      </div>
    </Container>
  );
}
