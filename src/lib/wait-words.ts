/**
 * "1 minute", "23 minutes", "5 hours": how long to wait before trying again, rounded up as the Edge
 * Functions round it (supabase/functions/_shared/rate-limit.ts), in the catalogue's words
 * (content/messages/<language>/wait.yaml).
 */
import type { WaitMessages } from '../generated/messages/wait.ts';

/** The wait in words; `seconds` null when the answer did not say how long. */
export function waitIn(t: WaitMessages, seconds: number | null): string {
  if (seconds === null) return t.few;
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes < 120) return t.minutes({ minutes });
  return t.hours({ hours: Math.ceil(minutes / 60) });
}
