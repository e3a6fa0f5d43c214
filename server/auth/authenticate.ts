/** GoTrue's requireAuthentication: the bearer token's user and session, or GoTrue's refusal. */
import type { IncomingMessage } from 'node:http';
import type { Claims } from '../tokens.ts';
import type { AuthContext } from './context.ts';
import { authError } from './errors.ts';
import { bearerToken } from './request.ts';
import { findUser, type UserRow } from './users.ts';

export interface Authenticated {
  user: UserRow;
  claims: Claims;
  /** The session the token was issued for; GoTrue accepts tokens without one. */
  sessionId: string | undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function authenticate(ctx: AuthContext, req: IncomingMessage): Promise<Authenticated> {
  const verified = await ctx.keys.verifyToken(bearerToken(req));
  if (!verified.ok)
    throw authError(
      403,
      'bad_jwt',
      `invalid JWT: unable to parse or verify signature, ${verified.reason}`,
    );
  const { claims } = verified;
  if (!claims.sub) throw authError(403, 'bad_jwt', 'invalid claim: missing sub claim');
  if (!UUID.test(claims.sub))
    throw authError(400, 'bad_jwt', 'invalid claim: sub claim must be a UUID');
  const user = await findUser(ctx.db, 'id', claims.sub);
  if (!user) throw authError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  const session = typeof claims.session_id === 'string' ? claims.session_id : '';
  if (session === '' || session === '00000000-0000-0000-0000-000000000000')
    return { user, claims, sessionId: undefined };
  if (!UUID.test(session))
    throw authError(403, 'bad_jwt', 'invalid claim: session_id claim must be a UUID');
  const live = await ctx.db.query('select 1 from auth.sessions where id = $1', [session]);
  if (live.rows.length === 0)
    throw authError(
      403,
      'session_not_found',
      'Session from session_id claim in JWT does not exist',
    );
  return { user, claims, sessionId: session };
}
