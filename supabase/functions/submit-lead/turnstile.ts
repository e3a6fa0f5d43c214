/** Cloudflare Turnstile: the server-side check of the token the widget gave the visitor. */

export interface TurnstileSettings {
  secret: string;
  verifyUrl: string;
}

/** True if Cloudflare accepts the token; a failure to reach it counts as not verified. */
export async function verifyTurnstile(
  settings: TurnstileSettings,
  token: string,
  remoteIp: string | null,
  idempotencyKey: string,
): Promise<boolean> {
  const body = new URLSearchParams({
    secret: settings.secret,
    response: token,
    // Lets a retry of the same submission be verified again instead of refused as a duplicate.
    idempotency_key: idempotencyKey,
  });
  if (remoteIp) body.set('remoteip', remoteIp);
  try {
    const response = await fetch(settings.verifyUrl, { method: 'POST', body });
    if (!response.ok) {
      console.error(`Turnstile answered ${response.status}`);
      return false;
    }
    const result = (await response.json()) as { success?: unknown; 'error-codes'?: unknown };
    if (result.success !== true)
      console.info(`Turnstile refused: ${JSON.stringify(result['error-codes'])}`);
    return result.success === true;
  } catch (error) {
    console.error(`Turnstile could not be reached: ${error}`);
    return false;
  }
}
