/**
 * Sending email from an Edge Function, through the provider its settings name: Resend's HTTP
 * API, an SMTP server, or (in development only) the embedded backend's local mailbox. Every send
 * has a deadline: a provider that hangs fails the send, never the caller's time budget.
 */
import { ReportedError } from './errors.ts';

export interface Email {
  to: string;
  subject: string;
  text: string;
  /** The same message as HTML, sent beside the text as multipart/alternative. */
  html?: string;
  /** Extra header fields, such as List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
  replyTo?: string;
  /** Lets a provider that supports it (Resend) drop a repeated send. */
  idempotencyKey?: string;
}

export interface MailSettings {
  from: string | null;
  resendApiKey: string | null;
  resendApiUrl: string;
  smtp: { host: string; port: number; user: string | null; pass: string | null } | null;
  localMailboxUrl: string | null;
}

/** How long one send may take before it counts as failed. */
export const SEND_TIMEOUT_MS = 20_000;

export interface SendOptions {
  /** Date.now() by which the send must have ended (at most SEND_TIMEOUT_MS from now). */
  deadline?: number;
}

export type SendEmail = (email: Email, options?: SendOptions) => Promise<void>;

/** The milliseconds a send may take: SEND_TIMEOUT_MS, or less when the deadline is nearer. */
export function sendTimeout(options: SendOptions = {}): number {
  const left = options.deadline === undefined ? SEND_TIMEOUT_MS : options.deadline - Date.now();
  return Math.max(1, Math.min(SEND_TIMEOUT_MS, left));
}

/** The provider's refusal, by its status only: its words may name the recipient. */
async function failed(provider: string, response: Response): Promise<never> {
  await response.body?.cancel();
  throw new ReportedError(`${provider} answered ${response.status}`, response.status);
}

function resend(apiKey: string, url: string, from: string): SendEmail {
  return async (email, options) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${apiKey}`,
        'Content-Type': 'application/json',
        ...(email.idempotencyKey ? { 'Idempotency-Key': email.idempotencyKey } : {}),
      },
      // A provider that hangs must not hold a run of send-reminders past its time budget.
      signal: AbortSignal.timeout(sendTimeout(options)),
      body: JSON.stringify({
        from,
        to: [email.to],
        subject: email.subject,
        text: email.text,
        ...(email.html ? { html: email.html } : {}),
        ...(email.headers ? { headers: email.headers } : {}),
        ...(email.replyTo ? { reply_to: email.replyTo } : {}),
      }),
    });
    if (!response.ok) await failed('Resend', response);
  };
}

function smtp(settings: NonNullable<MailSettings['smtp']>, from: string): SendEmail {
  return async (email, options) => {
    const timeout = sendTimeout(options);
    // Loaded only when SMTP is configured, so other deployments never pay for it.
    const { default: nodemailer } = await import('nodemailer');
    const transport = nodemailer.createTransport({
      // Each stage gives up within the send's time (nodemailer waits minutes by default).
      connectionTimeout: timeout,
      greetingTimeout: timeout,
      socketTimeout: timeout,
      host: settings.host,
      port: settings.port,
      // Port 465 speaks TLS from the start; others upgrade with STARTTLS when offered.
      secure: settings.port === 465,
      ...(settings.user ? { auth: { user: settings.user, pass: settings.pass ?? '' } } : {}),
    });
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new ReportedError('SMTP send timed out')), timeout);
    });
    try {
      await Promise.race([
        late,
        transport.sendMail({
          from,
          to: email.to,
          subject: email.subject,
          text: email.text,
          ...(email.html ? { html: email.html } : {}),
          ...(email.headers ? { headers: email.headers } : {}),
          ...(email.replyTo ? { replyTo: email.replyTo } : {}),
        }),
      ]);
    } catch (error) {
      // nodemailer's message quotes the server's answer, which names the recipient.
      if (error instanceof ReportedError) throw error;
      const code = (error as { responseCode?: unknown }).responseCode;
      throw new ReportedError(
        `SMTP refused the message${typeof code === 'number' ? ` (${code})` : ''}`,
      );
    } finally {
      clearTimeout(timer);
      transport.close();
    }
  };
}

function localMailbox(url: string): SendEmail {
  return async (email, options) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        // As Resend's header: a stand-in for Resend in tests sees what Resend would.
        ...(email.idempotencyKey ? { 'Idempotency-Key': email.idempotencyKey } : {}),
      },
      signal: AbortSignal.timeout(sendTimeout(options)),
      body: JSON.stringify({
        to: email.to,
        subject: email.subject,
        text: email.text,
        ...(email.html ? { html: email.html } : {}),
        ...(email.headers ? { headers: email.headers } : {}),
      }),
    });
    if (!response.ok) await failed('The local mailbox', response);
  };
}

/** The configured way to send, or null when none is (the caller logs what was not sent). */
export function mailer(settings: MailSettings): SendEmail | null {
  if (settings.resendApiKey && settings.from) {
    return resend(settings.resendApiKey, settings.resendApiUrl, settings.from);
  }
  if (settings.smtp && settings.from) return smtp(settings.smtp, settings.from);
  if (settings.localMailboxUrl) return localMailbox(settings.localMailboxUrl);
  return null;
}
