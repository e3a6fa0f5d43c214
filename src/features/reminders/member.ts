/**
 * A signed-in member's calendar choice, kept with their account: the compliance calendar loads it
 * and saves every change to it through the reminders function, with the page's language, which
 * their reminders and feed then follow. supabase-js loads only when this browser holds a session.
 */
import type { Language } from '../../lib/languages.ts';
import { getSupabase } from '../../lib/supabase.ts';
import { hasStoredSession } from '../../lib/supabase-session.ts';
import { connectMemberChoice } from '../../tools/calendar-choice.ts';
import { callReminders } from './api.ts';

async function accessToken(): Promise<string | null> {
  const supabase = await getSupabase().catch(() => null);
  const session = supabase ? (await supabase.auth.getSession()).data.session : null;
  return session?.access_token ?? null;
}

/**
 * Connects the member's account to the calendars on the page, when this browser is signed in;
 * `language` is the page's.
 */
export function connectMemberCalendar(language: Language): void {
  if (!hasStoredSession()) return;
  let emailEnabled = false;
  connectMemberChoice({
    async load() {
      const token = await accessToken();
      if (!token) return null;
      const result = await callReminders({ action: 'get' }, token);
      const saved =
        result.kind === 'ok' ? (result.body.subscription as Record<string, unknown> | null) : null;
      if (!saved) return null;
      emailEnabled = saved.emailEnabled === true && saved.status === 'confirmed';
      return {
        registrations: Array.isArray(saved.registrations) ? (saved.registrations as string[]) : [],
        state: typeof saved.state === 'string' ? saved.state : null,
      };
    },
    async save(choice) {
      const token = await accessToken();
      if (!token) return;
      await callReminders(
        { action: 'update', ...choice, emailEnabled, consent: emailEnabled, language },
        token,
      );
    },
  });
}
