/**
 * A member's language: the language of every email the site sends them (the auth emails, their
 * reminders). Kept as `language` in the account's user_metadata, where hosted Supabase's email
 * templates read it (`.Data.language`, supabase/templates/): set at sign-up from the page the
 * visitor came from, changed on /profile. English when the account has none.
 */
import type { User } from '@supabase/supabase-js';
import {
  isLanguage,
  type Language,
  languageInfo,
  languageOr,
  languages,
  nameInOriginal,
} from '../../lib/languages.ts';

/** The metadata key, as the templates and the reminders function read it. */
export const LANGUAGE_KEY = 'language';

/** `value` when it names one of the site's languages, else null. */
export const asLanguage = (value: unknown): Language | null => (isLanguage(value) ? value : null);

/** The member's language: what their account says, or the site's original language (English). */
export const memberLanguage = (user: Pick<User, 'user_metadata'> | null): Language =>
  languageOr(user?.user_metadata?.[LANGUAGE_KEY]);

/** Each language by its own name, with the English name for readers of either. */
export const languageNames = Object.fromEntries(
  languages.map((l) => [l, { own: languageInfo(l).name, english: nameInOriginal(l) }]),
) as Record<Language, { own: string; english: string }>;

/** The language a link to /auth carries (`/auth?lang=hi`), for the account made there. */
export const signUpLanguage = (search: string): Language =>
  languageOr(new URLSearchParams(search).get('lang'));
