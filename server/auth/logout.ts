/** POST /logout, as GoTrue's Logout: scope global (default), local or others. */
import { send } from '../http.ts';
import { authenticate } from './authenticate.ts';
import type { AuthCall, AuthContext } from './context.ts';
import { validationFailed } from './errors.ts';
import { endSessions } from './sessions.ts';

const SCOPES = { '': 'global', global: 'global', local: 'local', others: 'others' } as const;

export async function logout(ctx: AuthContext, call: AuthCall) {
  const { user, sessionId } = await authenticate(ctx, call.req);
  const requested = call.url.searchParams.get('scope') ?? '';
  const scope = SCOPES[requested as keyof typeof SCOPES];
  if (!scope) throw validationFailed(`Unsupported logout scope "${requested}"`);
  await endSessions(ctx.db, user.id, scope, sessionId);
  send(call.res, 204);
}
