/**
 * Sends a lead to the submit-lead Edge Function with `fetch` (no supabase-js for a visitor who is
 * not signed in), and reads its answer into what the form shows: 201 with the lead's id; 400
 * with a message per field; 429 with Retry-After; anything else, including no answer at all, is
 * a failure the visitor can retry with everything they typed.
 */
import type { LeadInput } from '../../../supabase/functions/_shared/lead.ts';
import {
  describeWait,
  fieldsOf,
  jsonOf,
  retryAfterSeconds,
  textOf,
} from '../../lib/function-answer.ts';
import { functionUrl, publishableKey } from '../../lib/supabase-config.ts';

export { describeWait, retryAfterSeconds };

export type SubmitResult =
  | { kind: 'created'; id: string }
  | { kind: 'invalid'; message: string | null; fields: Record<string, string> }
  | { kind: 'rate-limited'; retryAfterSeconds: number | null }
  | { kind: 'failed' };

/** Long enough for a slow mobile connection; a request that hangs must not leave "Sending..." on. */
const TIMEOUT_MS = 30_000;

export async function submitLead(
  lead: LeadInput,
  accessToken: string | null,
  now: () => number = Date.now,
): Promise<SubmitResult> {
  const key = publishableKey();
  let res: Response;
  try {
    res = await fetch(functionUrl('submit-lead'), {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        apikey: key,
        // As supabase-js sends it: the user's token when signed in, else the publishable key.
        Authorization: `Bearer ${accessToken ?? key}`,
      },
      body: JSON.stringify(lead),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    return { kind: 'failed' };
  }
  if (res.status === 201) {
    const body = await jsonOf(res);
    return { kind: 'created', id: typeof body?.id === 'string' ? body.id : '' };
  }
  if (res.status === 429) {
    return { kind: 'rate-limited', retryAfterSeconds: retryAfterSeconds(res.headers, now()) };
  }
  if (res.status === 400) {
    const body = await jsonOf(res);
    if (body) return { kind: 'invalid', message: textOf(body.message), fields: fieldsOf(body) };
  }
  return { kind: 'failed' };
}
