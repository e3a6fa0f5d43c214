import type { SupabaseClient } from '@supabase/supabase-js';
import { type FormEvent, useEffect, useState } from 'react';
import { TabList, TabPanel, TabsRoot, TabTrigger } from '../../components/tabs.tsx';
import { Container } from '../../components/ui.tsx';
import { useNavigate } from '../../lib/router.tsx';
import { toast } from '../../lib/toast.tsx';
import { AuthProvider, useAuth } from './AuthContext.tsx';
import { Field, submitClass } from './fields.tsx';

const tabClass =
  'flex-1 rounded-md px-4 py-2 text-sm font-semibold text-slate-700 focus-visible:outline-2 focus-visible:outline-brand-600 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow';

const formValues = (e: FormEvent<HTMLFormElement>) => {
  const data = new FormData(e.currentTarget);
  return { email: String(data.get('email') ?? ''), password: String(data.get('password') ?? '') };
};

type FormValues = ReturnType<typeof formValues>;

/**
 * One form's submit: calls the auth API with the form's values, holds `pending` meanwhile and
 * says how it went in a toast; on success `done` runs (a navigation, a confirmation).
 */
function useAuthAction(
  call: (
    supabase: SupabaseClient,
    values: FormValues,
  ) => Promise<{ error: { message: string } | null }>,
  messages: { failed: string; succeeded: string },
  done?: (values: FormValues) => void,
) {
  const { supabase } = useAuth();
  const [pending, setPending] = useState(false);
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!supabase) return;
    const values = formValues(e);
    setPending(true);
    const { error } = await call(supabase, values);
    setPending(false);
    if (error) {
      toast.error(error.message || messages.failed);
      return;
    }
    toast.success(messages.succeeded);
    done?.(values);
  };
  return { submit, pending, disabled: pending || !supabase };
}

function LoginForm({ onForgot }: { onForgot: () => void }) {
  const navigate = useNavigate();
  const { submit, pending, disabled } = useAuthAction(
    (supabase, values) => supabase.auth.signInWithPassword(values),
    { failed: 'Invalid login credentials', succeeded: 'Logged in successfully!' },
    () => navigate('/profile'),
  );
  return (
    <form onSubmit={submit} className="grid gap-4">
      <Field
        id="login-email"
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
      />
      <Field
        id="login-password"
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
      />
      <button type="submit" className={submitClass} disabled={disabled}>
        {pending ? 'Logging in...' : 'Log in'}
      </button>
      <button
        type="button"
        onClick={onForgot}
        className="justify-self-start text-sm font-semibold text-brand-800 underline"
      >
        Forgot password?
      </button>
    </form>
  );
}

function RegisterForm() {
  const [registered, setRegistered] = useState<string | null>(null);
  const { submit, pending, disabled } = useAuthAction(
    (supabase, { email, password }) =>
      supabase.auth.signUp({
        email,
        password,
        options: { emailRedirectTo: `${window.location.origin}/auth` },
      }),
    {
      failed: 'An error occurred during registration',
      succeeded: 'Registration successful! Please check your email for verification.',
    },
    ({ email }) => setRegistered(email),
  );
  return (
    <form onSubmit={submit} className="grid gap-4">
      {registered ? (
        <p
          role="status"
          className="rounded-lg border border-emerald-300 bg-emerald-50 p-3 text-sm text-emerald-900"
        >
          Registration successful! Please check your email for verification. We sent a link to{' '}
          {registered}.
        </p>
      ) : null}
      <Field
        id="register-email"
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
      />
      <Field
        id="register-password"
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        minLength={6}
        required
        note="At least 6 characters."
      />
      <button type="submit" className={submitClass} disabled={disabled}>
        {pending ? 'Creating account...' : 'Create account'}
      </button>
    </form>
  );
}

function ForgotForm({ onBack }: { onBack: () => void }) {
  const { submit, pending, disabled } = useAuthAction(
    (supabase, { email }) =>
      supabase.auth.resetPasswordForEmail(email, {
        redirectTo: `${window.location.origin}/auth`,
      }),
    {
      failed: 'Could not send the reset link',
      succeeded: 'Check your email for a link to reset your password.',
    },
  );
  return (
    <form onSubmit={submit} className="grid gap-4">
      <h2 className="text-lg font-semibold text-slate-900">Reset your password</h2>
      <p className="text-sm text-slate-700">
        Enter your email and we will send you a link to choose a new password.
      </p>
      <Field
        id="forgot-email"
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
      />
      <button type="submit" className={submitClass} disabled={disabled}>
        {pending ? 'Sending...' : 'Send reset link'}
      </button>
      <button
        type="button"
        onClick={onBack}
        className="justify-self-start text-sm font-semibold text-brand-800 underline"
      >
        Back to log in
      </button>
    </form>
  );
}

function NewPasswordForm() {
  const navigate = useNavigate();
  const { submit, pending, disabled } = useAuthAction(
    (supabase, { password }) => supabase.auth.updateUser({ password }),
    { failed: 'Could not update the password', succeeded: 'Password updated' },
    () => navigate('/profile'),
  );
  return (
    <form onSubmit={submit} className="grid gap-4">
      <h2 className="text-lg font-semibold text-slate-900">Choose a new password</h2>
      <Field
        id="new-password"
        label="New password"
        name="password"
        type="password"
        autoComplete="new-password"
        minLength={6}
        required
      />
      <button type="submit" className={submitClass} disabled={disabled}>
        {pending ? 'Saving...' : 'Save password'}
      </button>
    </form>
  );
}

function AuthPanel() {
  const { user, event, loading } = useAuth();
  const navigate = useNavigate();
  const [view, setView] = useState<'tabs' | 'forgot'>('tabs');
  const [tab, setTab] = useState('login');
  const recovering = event === 'PASSWORD_RECOVERY';

  useEffect(() => {
    // Errors from an email link arrive in the address (#error_description=…).
    const params = new URLSearchParams(window.location.hash.slice(1));
    const description = params.get('error_description');
    if (description) toast.error(description);
  }, []);

  useEffect(() => {
    if (!loading && user && !recovering) navigate('/profile', { replace: true });
  }, [loading, user, recovering, navigate]);

  if (recovering) return <NewPasswordForm />;
  if (view === 'forgot') return <ForgotForm onBack={() => setView('tabs')} />;
  return (
    <TabsRoot value={tab} onValueChange={setTab}>
      <TabList aria-label="Sign in or register" className="flex gap-1 rounded-lg bg-slate-100 p-1">
        <TabTrigger value="login" className={tabClass}>
          Login
        </TabTrigger>
        <TabTrigger value="register" className={tabClass}>
          Register
        </TabTrigger>
      </TabList>
      <TabPanel value="login" className="pt-6">
        <LoginForm onForgot={() => setView('forgot')} />
      </TabPanel>
      <TabPanel value="register" className="pt-6">
        <RegisterForm />
      </TabPanel>
    </TabsRoot>
  );
}

export default function AuthScreen() {
  return (
    <Container className="py-12 sm:py-16">
      <div className="mx-auto max-w-md">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">
          Sign in to your account
        </h1>
        <p className="mt-2 text-slate-700">
          Log in to keep your business profile up to date, or register with your email.
        </p>
        <div className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <AuthProvider>
            <AuthPanel />
          </AuthProvider>
        </div>
      </div>
    </Container>
  );
}
