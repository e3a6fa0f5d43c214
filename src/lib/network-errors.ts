/**
 * One place that tells a failed network call from an answer, so that no visitor ever reads a
 * browser's raw "Failed to fetch". fetch rejects with a TypeError when the server cannot be
 * reached; supabase-js turns that into an AuthRetryableFetchError (auth, also for a 502 to 504),
 * a FunctionsFetchError (Edge Functions), or an error whose message is the TypeError's
 * (postgrest-js).
 */

/** The messages browsers give a fetch that never got an answer (Chromium, Firefox, Safari). */
const RAW_NETWORK_MESSAGE =
  /failed to fetch|networkerror when attempting|network request failed|load failed|fetch failed|failed to send a request/i;

export function isNetworkFailure(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  if (error instanceof TypeError) return true;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === 'AuthRetryableFetchError' || name === 'FunctionsFetchError') return true;
  return typeof message === 'string' && RAW_NETWORK_MESSAGE.test(message);
}

/**
 * The message for a failed call: `unreachable` when no answer came (for the site's own server,
 * the catalogue's network.yaml, or account-errors.yaml on the account screens), else `otherwise`.
 */
export function failureMessage(error: unknown, otherwise: string, unreachable: string): string {
  return isNetworkFailure(error) ? unreachable : otherwise;
}
