/**
 * "Download my data": everything the site keeps about the signed-in user, read through the API
 * under their own access token, so Row Level Security decides what is theirs (no filter on their
 * id is needed, or trusted). Works the same against hosted Supabase and the embedded backend.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { isNetworkFailure } from '../../lib/network-errors.ts';
import { memberLanguage } from '../auth/member-language.ts';
import { isSessionEnded } from '../auth/messages.ts';

export interface AccountData {
  exported_at: string;
  account: {
    email: string | null;
    created_at: string;
    last_sign_in_at: string | null;
    /** The language of every email to them (English when they never chose one). */
    language: string;
  };
  profile: Record<string, unknown> | null;
  leads: Record<string, unknown>[];
  /**
   * Their reminders and calendar choices (the tokens in their links are left out), with the days
   * a reminder email went to them (`deliveries`).
   */
  reminders: (Record<string, unknown> & { deliveries: { day: string; sent_at: string }[] }) | null;
}

export type Collected =
  | { ok: true; data: AccountData }
  | { ok: false; reason: 'session' | 'network' | 'failed' };

const failure = (error: unknown): Collected => ({
  ok: false,
  reason: isNetworkFailure(error) ? 'network' : isSessionEnded(error) ? 'session' : 'failed',
});

const reminderColumns =
  'email, registrations, state, language, email_enabled, status, consent_text, consent_at, created_at, updated_at, confirmed_at';

export async function collectAccountData(
  supabase: SupabaseClient,
  now = new Date(),
): Promise<Collected> {
  try {
    // Asked of Supabase Auth, not read from storage: an ended session stops the export here.
    const { data: auth, error: authError } = await supabase.auth.getUser();
    if (authError || !auth.user) return failure(authError ?? { name: 'AuthSessionMissingError' });
    const [profile, leads, reminders, deliveries] = await Promise.all([
      supabase.from('profiles').select('*').maybeSingle(),
      supabase.from('leads').select('*').order('created_at', { ascending: true }),
      supabase.from('reminder_subscriptions').select(reminderColumns).maybeSingle(),
      supabase.rpc('my_reminder_deliveries'),
    ]);
    if (profile.error) return failure(profile.error);
    if (leads.error) return failure(leads.error);
    if (reminders.error) return failure(reminders.error);
    if (deliveries.error) return failure(deliveries.error);
    return {
      ok: true,
      data: {
        exported_at: now.toISOString(),
        account: {
          email: auth.user.email ?? null,
          created_at: auth.user.created_at,
          last_sign_in_at: auth.user.last_sign_in_at ?? null,
          language: memberLanguage(auth.user),
        },
        profile: profile.data,
        leads: leads.data ?? [],
        reminders: reminders.data
          ? {
              ...reminders.data,
              deliveries: (deliveries.data ?? []) as { day: string; sent_at: string }[],
            }
          : null,
      },
    };
  } catch (error) {
    return failure(error);
  }
}

const pad = (n: number) => String(n).padStart(2, '0');

/** anupalan-data-YYYY-MM-DD.json, dated in the user's own time zone (India's date in India). */
export const exportFileName = (date: Date) =>
  `anupalan-data-${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}.json`;

/** Saves `data` as a JSON file, through a Blob and a download link. */
export function downloadJson(data: unknown, name: string) {
  const url = URL.createObjectURL(
    new Blob([`${JSON.stringify(data, null, 2)}\n`], { type: 'application/json' }),
  );
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started by then; the URL only holds the file's memory.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
