/**
 * Where sign-in returns to: `/auth?next=/profile` sends the user back to the page that sent them,
 * which must be a path of this site (never another origin, never /auth itself).
 */
const BASE = 'https://site.invalid';

export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  try {
    const url = new URL(value, BASE);
    if (url.origin !== BASE || url.pathname === '/auth') return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/** /auth for a user whose session ended on `from`: it says so, and returns them after sign-in. */
export const signInAgainPath = (from: string) =>
  `/auth?session=ended&next=${encodeURIComponent(from)}`;
