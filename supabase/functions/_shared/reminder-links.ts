/**
 * The addresses the reminders hand out: the site's pages a confirmation or reminder email links
 * to (the page, not the function: following a link alone changes nothing), in the subscription's
 * language (a Hindi page is the English path under /hi), and the functions' own endpoints for
 * the calendar feed and the one-click unsubscribe (RFC 8058).
 */
import { languagePrefix } from './languages.ts';
import type { ReminderLanguage } from './reminders.ts';

export interface FeedLinks {
  /** For "subscribe by URL" in Google Calendar and Outlook. */
  https: string;
  /** The same feed as webcal://, which Apple Calendar and others open directly. */
  webcal: string;
}

const functionUrl = (supabaseUrl: string, name: string, query: Record<string, string>) =>
  `${supabaseUrl}/functions/v1/${name}?${new URLSearchParams(query)}`;

export function feedLinks(supabaseUrl: string, feedToken: string): FeedLinks {
  const https = functionUrl(supabaseUrl, 'calendar-feed', { token: feedToken });
  return { https, webcal: https.replace(/^https?:\/\//, 'webcal://') };
}

/** The List-Unsubscribe address a mail client posts `List-Unsubscribe=One-Click` to. */
export function oneClickUnsubscribeUrl(supabaseUrl: string, unsubscribeToken: string): string {
  return functionUrl(supabaseUrl, 'reminders', { unsubscribe: unsubscribeToken });
}

/** A page of the site in the language: /privacy, or /hi/privacy for Hindi. */
export function sitePage(site: string, language: ReminderLanguage, path: string): string {
  return `${site}${languagePrefix(language)}${path}`;
}

export function confirmPage(site: string, token: string, language: ReminderLanguage): string {
  return `${sitePage(site, language, '/reminders/confirm')}?${new URLSearchParams({ token })}`;
}

export function unsubscribePage(
  site: string,
  unsubscribeToken: string,
  language: ReminderLanguage,
): string {
  const query = new URLSearchParams({ token: unsubscribeToken });
  return `${sitePage(site, language, '/reminders/unsubscribe')}?${query}`;
}
