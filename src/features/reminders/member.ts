/**
 * A signed-in member's calendar choice, kept with their account: the compliance calendar loads it
 * and saves every change to it through the reminders function, with the page's language, which
 * their reminders and feed then follow. supabase-js loads only when this browser holds a session.
 */
import type { Language } from '../../lib/languages.ts';
import { getSupabase } from '../../lib/supabase.ts';
import { hasStoredSession } from '../../lib/supabase-session.ts';
import type { Choice } from '../../tools/calendar.ts';
import { connectMemberChoice, saveChoice } from '../../tools/calendar-choice.ts';
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

/**
 * Saves a calendar choice made elsewhere (the compliance check-up's "Save to my account") as the
 * member's: in this browser, and with their account through the reminders function, keeping their
 * emails on or off as they are. Rejects when the account did not take it.
 */
export async function saveMemberCalendarChoice(choice: Choice, language: Language): Promise<void> {
  saveChoice(choice);
  if (choice.registrations.length === 0) return;
  const token = await accessToken();
  if (!token) throw new Error('not signed in');
  const current = await callReminders({ action: 'get' }, token);
  if (current.kind !== 'ok') throw new Error(`reminders get: ${current.kind}`);
  const saved = current.body.subscription as Record<string, unknown> | null;
  const emailEnabled = saved?.emailEnabled === true && saved.status === 'confirmed';
  const updated = await callReminders(
    { action: 'update', ...choice, emailEnabled, consent: emailEnabled, language },
    token,
  );
  if (updated.kind !== 'ok') throw new Error(`reminders update: ${updated.kind}`);
}
