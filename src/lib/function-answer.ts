/**
 * Reading an Edge Function's answer as the site's forms do: its JSON, a message per field, and how
 * long a rate limit says to wait.
 */

export async function jsonOf(res: Response): Promise<Record<string, unknown> | null> {
  try {
    const body: unknown = await res.json();
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export const textOf = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

export function fieldsOf(body: Record<string, unknown>): Record<string, string> {
  const fields: Record<string, string> = {};
  if (body.fields && typeof body.fields === 'object') {
    for (const [name, message] of Object.entries(body.fields as Record<string, unknown>)) {
      const text = textOf(message);
      if (text) fields[name] = text;
    }
  }
  return fields;
}

/** Retry-After as seconds from now: either a number of seconds or an HTTP date. */
export function retryAfterSeconds(headers: Headers, now: number): number | null {
  const value = headers.get('Retry-After')?.trim();
  if (!value) return null;
  if (/^\d+$/.test(value)) return Number(value);
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

/** "1 minute", "23 minutes", "5 hours": a wait rounded up, in the words the server uses too. */
export function describeWait(seconds: number | null): string {
  if (seconds === null) return 'a few minutes';
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes === 1) return '1 minute';
  if (minutes < 120) return `${minutes} minutes`;
  return `${Math.ceil(minutes / 60)} hours`;
}
