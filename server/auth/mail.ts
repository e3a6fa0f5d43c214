/**
 * The emails auth sends (sign-up confirmation, password recovery), with GoTrue's limits: one of
 * a kind per user per GOTRUE_SMTP_MAX_FREQUENCY, and GOTRUE_RATE_LIMIT_EMAIL_SENT in all.
 */
import { randomToken } from '../tokens.ts';
import type { AuthContext } from './context.ts';
import { authError } from './errors.ts';
import type { Queryable, UserRow } from './users.ts';

export type LinkKind = 'signup' | 'recovery';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

const COLUMN: Record<LinkKind, 'confirmation' | 'recovery'> = {
  signup: 'confirmation',
  recovery: 'recovery',
};

/** GoTrue's validateSentWithinFrequencyLimit, with its message (whole seconds, rounded down). */
function checkSendInterval(ctx: AuthContext, sentAt: Date | null) {
  if (!sentAt) return;
  const left = new Date(sentAt).getTime() + ctx.config.emailIntervalMs - ctx.now();
  if (left > 0)
    throw authError(
      429,
      'over_email_send_rate_limit',
      `For security purposes, you can only request this after ${Math.floor(left / 1000)} seconds.`,
    );
}

function compose(kind: LinkKind, to: string, link: string): Mail {
  return kind === 'signup'
    ? {
        to,
        subject: 'Confirm your email address',
        text: `Confirm your email address to finish creating your account:\n\n${link}\n\nIf you did not sign up, ignore this email.`,
      }
    : {
        to,
        subject: 'Reset your password',
        text: `Follow this link to choose a new password:\n\n${link}\n\nIf you did not ask for this, ignore this email.`,
      };
}

/**
 * Stores a new link token for the user and returns the email that carries it, to be delivered
 * once the transaction has committed.
 */
export async function prepareLinkEmail(
  db: Queryable,
  ctx: AuthContext,
  user: UserRow,
  kind: LinkKind,
  redirect: string,
): Promise<Mail> {
  const column = COLUMN[kind];
  checkSendInterval(ctx, user[`${column}_sent_at`]);
  if (!ctx.limiters.emailSent.allow(ctx.now()))
    throw authError(429, 'over_email_send_rate_limit', 'email rate limit exceeded');
  const token = randomToken(24);
  await db.query(
    `update auth.users set ${column}_token = $1, ${column}_sent_at = $2 where id = $3`,
    [token, new Date(ctx.now()), user.id],
  );
  const link = `${ctx.publicUrl}/auth/v1/verify?token=${token}&type=${kind}&redirect_to=${encodeURIComponent(redirect)}`;
  return compose(kind, user.email ?? '', link);
}

export async function deliver(ctx: AuthContext, mail: Mail | undefined) {
  if (mail) await ctx.mailbox.deliver(mail.to, mail.subject, mail.text);
}
