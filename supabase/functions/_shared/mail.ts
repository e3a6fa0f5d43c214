/**
 * Sending email from an Edge Function, through the provider its settings name: Resend's HTTP
 * API, an SMTP server, or (in development only) the embedded backend's local mailbox.
 */
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

/** How long one send over HTTP may take before it counts as failed. */
const SEND_TIMEOUT_MS = 20_000;

export type SendEmail = (email: Email) => Promise<void>;

async function failed(provider: string, response: Response): Promise<never> {
  throw new Error(`${provider} answered ${response.status}: ${await response.text()}`);
}

function resend(apiKey: string, url: string, from: string): SendEmail {
  return async (email) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${apiKey}`,
        'Content-Type': 'application/json',
        ...(email.idempotencyKey ? { 'Idempotency-Key': email.idempotencyKey } : {}),
      },
      // A provider that hangs must not hold a run of send-reminders past its time budget.
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
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
  return async (email) => {
    // Loaded only when SMTP is configured, so other deployments never pay for it.
    const { default: nodemailer } = await import('nodemailer');
    const transport = nodemailer.createTransport({
      host: settings.host,
      port: settings.port,
      // Port 465 speaks TLS from the start; others upgrade with STARTTLS when offered.
      secure: settings.port === 465,
      ...(settings.user ? { auth: { user: settings.user, pass: settings.pass ?? '' } } : {}),
    });
    try {
      await transport.sendMail({
        from,
        to: email.to,
        subject: email.subject,
        text: email.text,
        ...(email.html ? { html: email.html } : {}),
        ...(email.headers ? { headers: email.headers } : {}),
        ...(email.replyTo ? { replyTo: email.replyTo } : {}),
      });
    } finally {
      transport.close();
    }
  };
}

function localMailbox(url: string): SendEmail {
  return async (email) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
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
