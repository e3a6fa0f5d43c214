/**
 * The addresses the reminders hand out: the site's pages a confirmation or reminder email links
 * to (the page, not the function: following a link alone changes nothing), the functions' own
 * endpoints for the calendar feed and the one-click unsubscribe (RFC 8058).
 */

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

export function confirmPage(site: string, token: string): string {
  return `${site}/reminders/confirm?${new URLSearchParams({ token })}`;
}

export function unsubscribePage(site: string, unsubscribeToken: string): string {
  return `${site}/reminders/unsubscribe?${new URLSearchParams({ token: unsubscribeToken })}`;
}
