import type { SupabaseClient, User } from '@supabase/supabase-js';
import { type FormEvent, useState } from 'react';
import { account } from '../../generated/messages/account.ts';
import { accountErrors } from '../../generated/messages/account-errors.ts';
import { profile as profileWords } from '../../generated/messages/profile.ts';
import { useMessages } from '../../lib/language.ts';
import { failureMessage } from '../../lib/network-errors.ts';
import { FormMessage, submitClass } from '../auth/fields.tsx';
import { LanguageSelect } from '../auth/LanguageSelect.tsx';
import {
  asLanguage,
  LANGUAGE_KEY,
  languageNames,
  memberLanguage,
} from '../auth/member-language.ts';

type Outcome = { tone: 'error' | 'success'; message: string } | null;

/**
 * "Language of our emails": the member's language, shown and changed here. Saved in the
 * account's user_metadata (Supabase Auth's `updateUser`), where the auth emails' templates read
 * it; the member's reminders follow it (a trigger in the database changes their subscription).
 */
export function YourLanguage({
  supabase,
  user,
}: {
  /** Null until the member's session has loaded. */
  supabase: SupabaseClient | null;
  user: User | null;
}) {
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [attempt, setAttempt] = useState(0);
  const current = memberLanguage(user);
  const t = useMessages(profileWords);
  const a = useMessages(account);
  const { unreachable } = useMessages(accountErrors);

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!supabase || !user) return;
    const language = asLanguage(new FormData(event.currentTarget).get('language'));
    if (!language) return;
    setSaving(true);
    setOutcome(null);
    const { error } = await supabase.auth.updateUser({ data: { [LANGUAGE_KEY]: language } });
    setSaving(false);
    setAttempt((n) => n + 1);
    setOutcome(
      error
        ? { tone: 'error', message: failureMessage(error, t.languageNotSaved, unreachable) }
        : {
            tone: 'success',
            message: t.languageSaved({ language: languageNames[language].english }),
          },
    );
  };

  return (
    <section aria-labelledby="your-language" className="grid gap-3">
      <h2 id="your-language" className="text-lg font-semibold text-slate-900">
        {a.emailLanguage}
      </h2>
      <p className="text-sm text-slate-700">{t.languageIntro}</p>
      <form onSubmit={save} className="grid gap-3" aria-describedby="language-outcome">
        <LanguageSelect key={current} id="member-language" label={a.language} value={current} />
        <FormMessage
          id="language-outcome"
          message={outcome?.message ?? null}
          tone={outcome?.tone ?? 'error'}
          attempt={attempt}
        />
        <button type="submit" className={submitClass} disabled={saving || !user}>
          {saving ? a.saving : t.saveLanguage}
        </button>
      </form>
    </section>
  );
}
