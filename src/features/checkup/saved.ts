/**
 * A member's compliance check-up answers, kept with their profile (`profiles.checkup_answers`,
 * which row level security lets only them read and write): saved from the check-up, read back to
 * fill it, shown and removed on /profile. What is read back is checked with the shared schema,
 * so a row changed by hand never shows a wrong list. supabase-js loads only when this browser
 * holds a session.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { checkupAnswersSchema } from '../../../supabase/functions/_shared/lead.ts';
import type { Language } from '../../lib/languages.ts';
import { getSupabase } from '../../lib/supabase.ts';
import { hasStoredSession } from '../../lib/supabase-session.ts';
import type { CheckupAnswers } from '../../tools/checkup.ts';
import { saveMemberCalendarChoice } from '../reminders/member.ts';

/** Answers read from anywhere, if they are whole and valid. */
export function validSavedAnswers(value: unknown): CheckupAnswers | null {
  const parsed = checkupAnswersSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

async function signedIn(): Promise<{ supabase: SupabaseClient; userId: string } | null> {
  if (!hasStoredSession()) return null;
  const supabase = await getSupabase();
  const user = (await supabase.auth.getSession()).data.session?.user;
  return user ? { supabase, userId: user.id } : null;
}

/** The member's saved answers, or null (signed out, none saved, or unreadable). */
export async function loadSavedAnswers(
  from: SupabaseClient | null = null,
): Promise<CheckupAnswers | null> {
  const member = from ? { supabase: from } : await signedIn();
  if (!member) return null;
  const { data, error } = await member.supabase
    .from('profiles')
    .select('checkup_answers')
    .maybeSingle<{ checkup_answers: unknown }>();
  if (error) throw error;
  return validSavedAnswers(data?.checkup_answers ?? null);
}

/**
 * Saves the answers to the member's profile, and the check-up's calendar registrations and state
 * as their calendar choice, which the calendar and their reminders follow. Rejects when either
 * was not saved.
 */
export async function saveAnswers(
  answers: CheckupAnswers,
  registrations: string[],
  language: Language,
): Promise<void> {
  const member = await signedIn();
  if (!member) throw new Error('not signed in');
  const { data, error } = await member.supabase
    .from('profiles')
    .update({ checkup_answers: answers })
    .eq('id', member.userId)
    .select('id');
  if (error) throw error;
  if (!data || data.length === 0) throw new Error('the profile was not updated');
  await saveMemberCalendarChoice({ registrations, state: answers.state }, language);
}

/** Removes the member's saved answers. */
export async function removeSavedAnswers(supabase: SupabaseClient, userId: string): Promise<void> {
  const { error } = await supabase
    .from('profiles')
    .update({ checkup_answers: null })
    .eq('id', userId);
  if (error) throw error;
}
