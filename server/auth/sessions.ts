/**
 * Sessions and the tokens that keep them: a session per sign-in, a chain of refresh tokens per
 * session (each one's parent is the token it replaced), and access tokens signed for a session.
 */

import { refreshTokenString } from '../tokens.ts';
import type { AuthContext } from './context.ts';
import { identitiesOf, type Queryable, type UserRow, userJson } from './users.ts';

/** How the session was signed in: the amr claim GoTrue puts in access tokens. */
export type SignInMethod = 'password' | 'otp';

export interface RefreshTokenRow {
  id: string;
  token: string;
  session_id: string;
  user_id: string;
  revoked: boolean;
  parent: string | null;
  updated_at: Date;
}

/** A new refresh token for the session; GoTrue also counts it as a sign-in of the user. */
export async function grantRefreshToken(
  db: Queryable,
  ctx: AuthContext,
  user: UserRow,
  sessionId: string,
  parent: string | null,
): Promise<string> {
  const token = refreshTokenString();
  const now = new Date(ctx.now());
  await db.query(
    `insert into auth.refresh_tokens (token, session_id, user_id, parent, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $5)`,
    [token, sessionId, user.id, parent, now],
  );
  await db.query('update auth.users set last_sign_in_at = $1 where id = $2', [now, user.id]);
  return token;
}

/** The access token and refresh token of a session, as the token endpoint answers them. */
export async function sessionResponse(
  db: Queryable,
  ctx: AuthContext,
  userId: string,
  sessionId: string,
  refreshToken: string,
) {
  const user = (await db.query<UserRow>('select * from auth.users where id = $1', [userId]))
    .rows[0] as UserRow;
  const amr = (
    await db.query<{ authentication_method: string; created_at: Date }>(
      'select authentication_method, created_at from auth.mfa_amr_claims where session_id = $1 order by created_at',
      [sessionId],
    )
  ).rows.map((c) => ({
    method: c.authentication_method,
    timestamp: Math.floor(new Date(c.created_at).getTime() / 1000),
  }));
  const issuedAt = Math.floor(ctx.now() / 1000);
  const expiresIn = ctx.config.jwtExpSeconds;
  const access = await ctx.keys.sign(
    {
      sub: user.id,
      aud: user.aud,
      email: user.email ?? '',
      phone: '',
      app_metadata: user.raw_app_meta_data,
      user_metadata: user.raw_user_meta_data,
      role: user.role,
      aal: 'aal1',
      amr,
      session_id: sessionId,
      is_anonymous: false,
    },
    expiresIn,
    issuedAt,
  );
  return {
    access_token: access,
    token_type: 'bearer',
    expires_in: expiresIn,
    expires_at: issuedAt + expiresIn,
    refresh_token: refreshToken,
    user: userJson(user, await identitiesOf(db, user.id)),
  };
}

/** A new session for a user who just proved who they are. */
export async function startSession(
  db: Queryable,
  ctx: AuthContext,
  user: UserRow,
  method: SignInMethod,
) {
  const now = new Date(ctx.now());
  const session = (
    await db.query<{ id: string }>(
      'insert into auth.sessions (user_id, created_at) values ($1, $2) returning id',
      [user.id, now],
    )
  ).rows[0]?.id as string;
  await db.query(
    `insert into auth.mfa_amr_claims (session_id, authentication_method, created_at, updated_at)
     values ($1, $2, $3, $3)`,
    [session, method, now],
  );
  const refresh = await grantRefreshToken(db, ctx, user, session, null);
  return sessionResponse(db, ctx, user.id, session, refresh);
}

/** GoTrue's Logout, LogoutSession and LogoutAllExceptMe: sessions go, their tokens with them. */
export async function endSessions(
  db: Queryable,
  userId: string,
  scope: 'global' | 'local' | 'others',
  sessionId: string | undefined,
) {
  if (scope === 'global' || !sessionId)
    await db.query('delete from auth.sessions where user_id = $1', [userId]);
  else if (scope === 'local')
    await db.query('delete from auth.sessions where id = $1', [sessionId]);
  else
    await db.query('delete from auth.sessions where user_id = $1 and id <> $2', [
      userId,
      sessionId,
    ]);
}
