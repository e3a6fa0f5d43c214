/**
 * Calls the `reminders` Edge Function with `fetch` (no supabase-js for a visitor who is not signed
 * in) and reads its answer into what a screen shows: the answer's JSON; a message per field; a
 * wait; a link that is no longer valid; or a failure the visitor can retry.
 */

import { fieldsOf, jsonOf, retryAfterSeconds, textOf } from '../../lib/function-answer.ts';
import { functionUrl, publishableKey } from '../../lib/supabase-config.ts';

export type RemindersResult =
  | { kind: 'ok'; body: Record<string, unknown> }
  | { kind: 'invalid'; message: string | null; fields: Record<string, string> }
  | { kind: 'invalid-token'; message: string | null }
  | { kind: 'rate-limited'; retryAfterSeconds: number | null }
  /** Refused for a reason the answer's message says (a member whose email is unconfirmed). */
  | { kind: 'refused'; message: string | null }
  | { kind: 'failed' };

/** The feed addresses the function gives once reminders are confirmed (or a member rotates). */
export interface FeedAddresses {
  https: string;
  webcal: string;
}

const TIMEOUT_MS = 30_000;

export async function callReminders(
  body: Record<string, unknown>,
  accessToken: string | null = null,
): Promise<RemindersResult> {
  const key = publishableKey();
  let res: Response;
  try {
    res = await fetch(functionUrl('reminders'), {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        apikey: key,
        Authorization: `Bearer ${accessToken ?? key}`,
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    return { kind: 'failed' };
  }
  const json = await jsonOf(res);
  if (res.ok && json) return { kind: 'ok', body: json };
  if (res.status === 429)
    return { kind: 'rate-limited', retryAfterSeconds: retryAfterSeconds(res.headers, Date.now()) };
  if (res.status === 400 && json?.code === 'invalid_token')
    return { kind: 'invalid-token', message: textOf(json.message) };
  if (res.status === 400 && json)
    return { kind: 'invalid', message: textOf(json.message), fields: fieldsOf(json) };
  if (res.status === 403 && json) return { kind: 'refused', message: textOf(json.message) };
  return { kind: 'failed' };
}

/** The feed addresses in an answer, when it has them. */
export function feedOf(body: Record<string, unknown>): FeedAddresses | null {
  const feed = body.feed as Partial<FeedAddresses> | null | undefined;
  return feed && typeof feed.https === 'string' && typeof feed.webcal === 'string'
    ? { https: feed.https, webcal: feed.webcal }
    : null;
}

/** The token a link from an email carries (`?token=`), or null. */
export function tokenFromAddress(search: string = window.location.search): string | null {
  const token = new URLSearchParams(search).get('token')?.trim();
  return token ? token : null;
}

/**
 * The link's token, taken out of the address bar once read: it stays out of the history, and no
 * later request or link of the page can pass it on as a Referer.
 */
export function takeTokenFromAddress(): string | null {
  const token = tokenFromAddress();
  const url = new URL(window.location.href);
  if (url.searchParams.has('token')) {
    url.searchParams.delete('token');
    window.history.replaceState(
      window.history.state,
      '',
      `${url.pathname}${url.search}${url.hash}`,
    );
  }
  return token;
}
