/**
 * GET and POST /verify, as GoTrue's Verify for email links: GET (the link in the email) redirects
 * to redirect_to with the session, or the error, in the fragment; POST with a token_hash answers
 * the session as JSON. Confirmation (signup), recovery and "email" links are supported.
 */
import type { Transaction } from '@electric-sql/pglite';
import { send } from '../http.ts';
import type { AuthCall, AuthContext } from './context.ts';
import { AuthError, authError, validationFailed } from './errors.ts';
import { limitRequests } from './limits.ts';
import type { LinkKind } from './mail.ts';
import { type Json, parseJson, redirectTarget, stringField } from './request.ts';
import { startSession } from './sessions.ts';
import { refuse } from './unsupported.ts';
import { confirmEmail, type UserRow } from './users.ts';

const expired = () => authError(403, 'otp_expired', 'Email link is invalid or has expired');

/** The user a link token belongs to, and which kind of link it was (GoTrue's verifyTokenHash). */
async function findByToken(tx: Transaction, ctx: AuthContext, type: string, token: string) {
  const kinds: LinkKind[] = type === 'email' ? ['signup', 'recovery'] : [type as LinkKind];
  for (const kind of kinds) {
    const column = kind === 'signup' ? 'confirmation' : 'recovery';
    const user = (
      await tx.query<UserRow>(`select * from auth.users where ${column}_token = $1`, [token])
    ).rows[0];
    if (!user) continue;
    const sentAt = user[`${column}_sent_at`];
    const validUntil = sentAt ? new Date(sentAt).getTime() + ctx.config.emailLinkSeconds * 1000 : 0;
    if (ctx.now() > validUntil) throw expired();
    return { user, kind };
  }
  throw expired();
}

/**
 * Uses the link: confirms the address or ends the recovery, and starts a session. Like GoTrue,
 * an "email" link reports itself as the kind it turned out to be (signup or magiclink).
 */
function verifyLink(ctx: AuthContext, type: string, token: string) {
  return ctx.db.transaction(async (tx) => {
    const { user, kind } = await findByToken(tx, ctx, type, token);
    const now = new Date(ctx.now());
    if (kind === 'signup') {
      await confirmEmail(tx, user, now);
      await tx.query(
        `update auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb,
           updated_at = $1 where user_id = $2 and provider = 'email' and email = $3`,
        [now, user.id, user.email],
      );
    } else {
      await tx.query('update auth.users set recovery_token = null where id = $1', [user.id]);
      if (!user.email_confirmed_at) await confirmEmail(tx, user, now);
    }
    const session = await startSession(tx, ctx, user, 'otp');
    const reported = type === 'email' ? (kind === 'signup' ? 'signup' : 'magiclink') : type;
    return { session, type: reported };
  });
}

const SUPPORTED_TYPES = new Set(['signup', 'recovery', 'email']);

function checkType(type: string, token: string) {
  if (token.startsWith('pkce_')) throw refuse.pkce();
  const refusal = refuse.verifyType(type);
  if (refusal) throw refusal;
  if (!SUPPORTED_TYPES.has(type)) throw validationFailed('Invalid email verification type');
}

/** Go's url.Values.Encode: keys in order, spaces as "+". */
const encodeSorted = (values: Record<string, string>) =>
  new URLSearchParams(Object.entries(values).sort(([a], [b]) => (a < b ? -1 : 1))).toString();

function errorRedirect(redirect: string, error: AuthError) {
  const url = new URL(redirect);
  const statusNames: Record<number, string> = { 400: 'invalid_request', 403: 'access_denied' };
  const fields: Record<string, string> = {
    error_code: String(error.body.code),
    error_description: String(error.body.message),
    sb: '',
  };
  const name = statusNames[error.status];
  if (name) fields.error = name;
  url.hash = encodeSorted(fields);
  return url.href;
}

export async function verifyGet(ctx: AuthContext, call: AuthCall) {
  limitRequests(ctx.limiters.verify, call.ip, ctx.now());
  const type = call.url.searchParams.get('type') ?? '';
  const token = call.url.searchParams.get('token') ?? '';
  const redirect = redirectTarget(ctx, call.url.searchParams.get('redirect_to'));
  if (type === '') throw validationFailed('Verify requires a verification type');
  if (token === '') throw validationFailed('Verify requires a token or a token hash');
  let location: string;
  try {
    checkType(type, token);
    const { session, type: reported } = await verifyLink(ctx, type, token);
    location = `${redirect}#${encodeSorted({
      access_token: session.access_token,
      expires_at: String(session.expires_at),
      expires_in: String(session.expires_in),
      refresh_token: session.refresh_token,
      sb: '',
      token_type: 'bearer',
      type: reported,
    })}`;
  } catch (e) {
    if (!(e instanceof AuthError) || e.headers['X-Embedded-Unsupported']) throw e;
    location = errorRedirect(redirect, e);
  }
  call.res.writeHead(303, { Location: location }).end();
}

function readPostParams(json: Json) {
  const type = stringField(json, 'type');
  const token = stringField(json, 'token');
  const tokenHash = stringField(json, 'token_hash');
  if (type === '') throw validationFailed('Verify requires a verification type');
  if ((token === '') === (tokenHash === ''))
    throw validationFailed('Verify requires either a token or a token hash');
  // A code typed from an email or a text message is a one-time password.
  if (token !== '') throw stringField(json, 'phone') !== '' ? refuse.phone() : refuse.otp();
  if (stringField(json, 'email') !== '' || stringField(json, 'phone') !== '' || json.redirect_to)
    throw validationFailed('Only the token_hash and type should be provided');
  return { type, tokenHash };
}

export async function verifyPost(ctx: AuthContext, call: AuthCall) {
  limitRequests(ctx.limiters.verify, call.ip, ctx.now());
  const { type, tokenHash } = readPostParams(parseJson(call.body));
  checkType(type, tokenHash);
  send(call.res, 200, (await verifyLink(ctx, type, tokenHash)).session);
}
