/** Which handler answers a request to /auth/v1, or which refusal. */
import { adminDeleteUser } from './admin.ts';
import type { Handler } from './context.ts';
import { authError } from './errors.ts';
import { logout } from './logout.ts';
import { recover, resend } from './recover.ts';
import { health, jwks, settings } from './settings.ts';
import { signup } from './signup.ts';
import { token } from './token.ts';
import { unsupportedPaths } from './unsupported.ts';
import { getUser, updateUser } from './user.ts';
import { verifyGet, verifyPost } from './verify.ts';

const routes: Record<string, Handler> = {
  'POST /signup': signup,
  'POST /token': token,
  'GET /user': getUser,
  'PUT /user': updateUser,
  'POST /logout': logout,
  'POST /recover': recover,
  'POST /resend': resend,
  'GET /verify': verifyGet,
  'POST /verify': verifyPost,
  'GET /settings': settings,
  'GET /health': health,
  'GET /.well-known/jwks.json': jwks,
};

/** The handler for a method and a path below /auth/v1 (without a trailing slash). */
export function route(method: string, path: string): Handler {
  const handler = routes[`${method} ${path}`];
  if (handler) return handler;
  // The only admin endpoint served; every other one is refused below.
  const deleting = method === 'DELETE' ? /^\/admin\/users\/([^/]+)$/.exec(path) : null;
  if (deleting) return (ctx, call) => adminDeleteUser(ctx, call, deleting[1] as string);
  const refusal = unsupportedPaths.find(([pattern]) => pattern.test(path))?.[1];
  if (refusal)
    return async () => {
      throw refusal();
    };
  return async () => {
    throw authError(
      404,
      'not_found',
      `The embedded backend does not support ${method} ${path} on /auth/v1`,
    );
  };
}
