/**
 * GET and PUT /user, as GoTrue's UserGet and UserUpdate. A new password must differ from the old
 * one, and setting it ends the user's other sessions (the current one stays, as in GoTrue).
 */
import { send } from '../http.ts';
import { hashPassword, verifyPassword } from '../tokens.ts';
import { authenticate } from './authenticate.ts';
import type { AuthCall, AuthContext } from './context.ts';
import { authError, validationFailed } from './errors.ts';
import { limitRequests } from './limits.ts';
import {
  checkPasswordStrength,
  type Json,
  objectField,
  parseJson,
  stringField,
  validateEmail,
} from './request.ts';
import { endSessions } from './sessions.ts';
import { refuse } from './unsupported.ts';
import { type UserRow, updateUserMetadata, userResponse } from './users.ts';

export async function getUser(ctx: AuthContext, call: AuthCall) {
  const { user, claims } = await authenticate(ctx, call.req);
  const audience = Array.isArray(claims.aud) ? claims.aud[0] : claims.aud;
  if (audience !== user.aud)
    throw validationFailed("Token audience doesn't match request audience");
  send(call.res, 200, await userResponse(ctx.db, user.id));
}

interface UserUpdate {
  password: string | undefined;
  data: Json | undefined;
}

function readUpdate(ctx: AuthContext, user: UserRow, json: Json): UserUpdate {
  const email = stringField(json, 'email');
  const normalized = email === '' ? '' : validateEmail(email);
  if (stringField(json, 'phone') !== '') throw refuse.phone();
  const password =
    json.password === undefined || json.password === null
      ? undefined
      : stringField(json, 'password');
  if (password !== undefined) checkPasswordStrength(ctx.config, password);
  if (objectField(json, 'app_metadata'))
    throw authError(403, 'not_admin', 'Updating app_metadata requires admin privileges');
  if (normalized !== '' && normalized !== user.email) throw refuse.emailChange();
  return { password, data: objectField(json, 'data') };
}

export async function updateUser(ctx: AuthContext, call: AuthCall) {
  const { user, sessionId } = await authenticate(ctx, call.req);
  limitRequests(ctx.limiters.user, call.ip, ctx.now());
  const update = readUpdate(ctx, user, parseJson(call.body));
  let hash: string | undefined;
  if (update.password !== undefined) {
    if (update.password !== '' && (await verifyPassword(update.password, user.encrypted_password)))
      throw authError(
        422,
        'same_password',
        'New password should be different from the old password.',
      );
    hash = await hashPassword(update.password);
  }
  await ctx.db.transaction(async (tx) => {
    const now = new Date(ctx.now());
    if (hash) {
      // GoTrue's UpdatePassword: links sent before the change stop working, and every other
      // session of the user ends.
      await tx.query(
        `update auth.users set encrypted_password = $1, confirmation_token = null,
           confirmation_sent_at = null, recovery_token = null, recovery_sent_at = null
         where id = $2`,
        [hash, user.id],
      );
      await endSessions(tx, user.id, 'others', sessionId);
    }
    if (update.data) await updateUserMetadata(tx, user, update.data);
    await tx.query('update auth.users set updated_at = $1 where id = $2', [now, user.id]);
  });
  send(call.res, 200, await userResponse(ctx.db, user.id));
}
