/**
 * The one admin endpoint the embedded backend serves: DELETE /admin/users/{id}, as GoTrue's
 * requireAdminCredentials, loadUser and adminUserDelete answer it (what supabase-js's
 * `auth.admin.deleteUser` calls). The rest of the admin API stays refused (unsupported.ts).
 */
import { send } from '../http.ts';
import type { AuthCall, AuthContext } from './context.ts';
import { authError, unsupported } from './errors.ts';
import { bearerToken, parseJson } from './request.ts';
import { findUser } from './users.ts';

/** GoTrue's default GOTRUE_JWT_ADMIN_ROLES. */
const ADMIN_ROLES = ['service_role', 'supabase_admin'];

const UUID = /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i;

/** GoTrue's requireAdminCredentials: a verified bearer token whose role is an admin role. */
async function requireAdmin(ctx: AuthContext, call: AuthCall) {
  const verified = await ctx.keys.verifyToken(bearerToken(call.req));
  if (!verified.ok)
    throw authError(
      403,
      'bad_jwt',
      `invalid JWT: unable to parse or verify signature, ${verified.reason}`,
    );
  if (!ADMIN_ROLES.includes(String(verified.claims.role)))
    throw authError(403, 'not_admin', 'User not allowed');
}

/** DELETE /admin/users/{id}: the user and, by cascade, their identities, sessions and tokens. */
export async function adminDeleteUser(ctx: AuthContext, call: AuthCall, id: string) {
  await requireAdmin(ctx, call);
  if (!UUID.test(id)) throw authError(404, 'validation_failed', 'user_id must be an UUID');
  const user = await findUser(ctx.db, 'id', id.toLowerCase());
  if (!user) throw authError(404, 'user_not_found', 'User not found');
  // GoTrue reads the body only when there is one; an empty body is a hard delete.
  const json = parseJson(call.body);
  if (json.should_soft_delete === true)
    throw unsupported('admin', 'soft-deleting users (should_soft_delete)', 403, 'not_admin');
  await ctx.db.query('delete from auth.users where id = $1', [user.id]);
  send(call.res, 200, {});
}
