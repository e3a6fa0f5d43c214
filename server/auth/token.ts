/**
 * POST /token: the password grant and the refresh-token grant, as GoTrue's
 * ResourceOwnerPasswordGrant and RefreshTokenGrant. Refresh tokens rotate; presenting a spent
 * one again is allowed when it is the parent of the session's current token (a client that
 * lost the answer) or within GOTRUE_SECURITY_REFRESH_TOKEN_REUSE_INTERVAL of its rotation (two
 * tabs refreshing at once); later, it revokes every token of the session.
 */
import { send } from '../http.ts';
import { verifyPassword } from '../tokens.ts';
import type { AuthCall, AuthContext } from './context.ts';
import { authError, validationFailed } from './errors.ts';
import { limitRequests } from './limits.ts';
import { parseJson, passwordWeakness, stringField } from './request.ts';
import {
  grantRefreshToken,
  type RefreshTokenRow,
  sessionResponse,
  startSession,
} from './sessions.ts';
import { refuse } from './unsupported.ts';
import { findUser, type UserRow } from './users.ts';

const invalidLogin = () => authError(400, 'invalid_credentials', 'Invalid login credentials');

async function passwordGrant(ctx: AuthContext, call: AuthCall) {
  const json = parseJson(call.body);
  const email = stringField(json, 'email');
  const phone = stringField(json, 'phone');
  const password = stringField(json, 'password');
  if (email !== '' && phone !== '')
    throw validationFailed('Only an email address or phone number should be provided on login.');
  if (email === '' && phone !== '') throw refuse.phone();
  if (email === '') throw validationFailed('missing email or phone');
  const user = await findUser(ctx.db, 'email', email.toLowerCase());
  if (!user || !(await verifyPassword(password, user.encrypted_password))) throw invalidLogin();
  if (!user.email_confirmed_at) throw authError(400, 'email_not_confirmed', 'Email not confirmed');
  const session = await ctx.db.transaction((tx) => startSession(tx, ctx, user, 'password'));
  const weakness = passwordWeakness(ctx.config, password);
  send(call.res, 200, weakness ? { ...session, weak_password: weakness } : session);
}

/** GoTrue's check of a refresh token's shape: 12 lower-case letters and digits. */
function validRefreshToken(token: string) {
  if (!/^[a-z0-9]{12}$/.test(token)) throw validationFailed('Refresh token is not valid');
}

type Refreshed = { ok: true; response: unknown } | { ok: false };

async function refresh(ctx: AuthContext, token: string): Promise<Refreshed> {
  return ctx.db.transaction(async (tx): Promise<Refreshed> => {
    const row = (
      await tx.query<RefreshTokenRow>(
        'select * from auth.refresh_tokens where token = $1 for update',
        [token],
      )
    ).rows[0];
    if (!row)
      throw authError(
        400,
        'refresh_token_not_found',
        'Invalid Refresh Token: Refresh Token Not Found',
      );
    const user = (await findUser(tx, 'id', row.user_id)) as UserRow;
    const now = new Date(ctx.now());
    let issued: string | undefined;
    if (row.revoked) {
      const active = (
        await tx.query<RefreshTokenRow>(
          'select * from auth.refresh_tokens where session_id = $1 and not revoked order by id desc limit 1',
          [row.session_id],
        )
      ).rows[0];
      if (active?.parent === row.token) issued = active.token;
      else {
        const reuseUntil =
          new Date(row.updated_at).getTime() + ctx.config.refreshTokenReuseSeconds * 1000;
        if (now.getTime() > reuseUntil) {
          await tx.query(
            'update auth.refresh_tokens set revoked = true, updated_at = $1 where session_id = $2 and not revoked',
            [now, row.session_id],
          );
          return { ok: false };
        }
      }
    }
    if (!issued) {
      await tx.query(
        'update auth.refresh_tokens set revoked = true, updated_at = $1 where token = $2',
        [now, row.token],
      );
      issued = await grantRefreshToken(tx, ctx, user, row.session_id, row.token);
    }
    return { ok: true, response: await sessionResponse(tx, ctx, user.id, row.session_id, issued) };
  });
}

async function refreshTokenGrant(ctx: AuthContext, call: AuthCall) {
  const token = stringField(parseJson(call.body), 'refresh_token');
  validRefreshToken(token);
  const refreshed = await refresh(ctx, token);
  // The family's revocation is committed before the refusal, as in GoTrue.
  if (!refreshed.ok)
    throw authError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
  send(call.res, 200, refreshed.response);
}

export async function token(ctx: AuthContext, call: AuthCall) {
  const grant = call.url.searchParams.get('grant_type') ?? '';
  const handlers: Record<string, (ctx: AuthContext, call: AuthCall) => Promise<void>> = {
    password: passwordGrant,
    refresh_token: refreshTokenGrant,
  };
  const refusals: Record<string, () => Error> = {
    id_token: refuse.oauthProvider,
    pkce: refuse.pkce,
    web3: refuse.web3,
  };
  const handler = handlers[grant];
  const refusal = refusals[grant];
  if (refusal) throw refusal();
  if (!handler) throw authError(400, 'invalid_credentials', 'unsupported_grant_type');
  limitRequests(ctx.limiters.token, call.ip, ctx.now());
  await handler(ctx, call);
}
