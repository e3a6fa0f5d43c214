/**
 * The emails auth sends (sign-up confirmation, password recovery), with GoTrue's limits: one of
 * a kind per user per GOTRUE_SMTP_MAX_FREQUENCY, and GOTRUE_RATE_LIMIT_EMAIL_SENT in all. Their
 * words are the project's templates (supabase/config.toml, supabase/templates/), filled in with
 * the variables GoTrue gives them, the user's metadata (and so their language) as `.Data`.
 */
import { randomToken } from '../tokens.ts';
import type { AuthContext } from './context.ts';
import { authError } from './errors.ts';
import type { TemplateKind } from './templates.ts';
import type { Queryable, UserRow } from './users.ts';

export type LinkKind = 'signup' | 'recovery';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

const TEMPLATE: Record<LinkKind, TemplateKind> = {
  signup: 'confirmation',
  recovery: 'recovery',
};

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
  const mail = ctx.templates.render(TEMPLATE[kind], {
    ConfirmationURL: link,
    TokenHash: token,
    SiteURL: ctx.siteUrl,
    Email: user.email ?? '',
    Data: user.raw_user_meta_data ?? {},
    RedirectTo: redirect,
  });
  return { to: user.email ?? '', ...mail };
}

export async function deliver(ctx: AuthContext, mail: Mail | undefined) {
  if (mail) await ctx.mailbox.deliver(mail.to, mail.subject, mail.text, { html: mail.html });
}
