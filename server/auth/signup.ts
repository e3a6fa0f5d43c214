/**
 * POST /signup, as GoTrue's Signup: email and password only. An address that already has a
 * confirmed account gets a made-up user and no email, so sign-up does not tell who has an
 * account; an unconfirmed one keeps its password and gets the confirmation email again.
 */
import { send } from '../http.ts';
import { hashPassword } from '../tokens.ts';
import type { AuthCall, AuthContext } from './context.ts';
import { authError, validationFailed } from './errors.ts';
import { limitRequests } from './limits.ts';
import { deliver, type Mail, prepareLinkEmail } from './mail.ts';
import {
  checkPasswordStrength,
  type Json,
  objectField,
  parseJson,
  redirectTarget,
  stringField,
  validateEmail,
} from './request.ts';
import { startSession } from './sessions.ts';
import { refuse, refusePkce } from './unsupported.ts';
import {
  confirmEmail,
  createEmailIdentity,
  findUser,
  obfuscatedUserJson,
  type Queryable,
  type UserRow,
  userResponse,
} from './users.ts';

interface SignupParams {
  email: string;
  password: string;
  data: Json;
}

function readParams(ctx: AuthContext, json: Json): SignupParams {
  if (ctx.config.disableSignup)
    throw authError(422, 'signup_disabled', 'Signups not allowed for this instance');
  const password = stringField(json, 'password');
  const email = stringField(json, 'email');
  const phone = stringField(json, 'phone');
  if (password === '') throw validationFailed('Signup requires a valid password');
  checkPasswordStrength(ctx.config, password);
  if (email !== '' && phone !== '')
    throw validationFailed('Only an email address or phone number should be provided on signup.');
  refusePkce(json);
  if (phone !== '') throw refuse.phone(400);
  return { email: validateEmail(email), password, data: objectField(json, 'data') ?? {} };
}

async function createUser(db: Queryable, params: SignupParams, hash: string, now: Date) {
  const user = (
    await db.query<UserRow>(
      `insert into auth.users (email, encrypted_password, raw_user_meta_data, created_at, updated_at)
       values ($1, $2, $3, $4, $4) returning *`,
      [params.email, hash, params.data, now],
    )
  ).rows[0] as UserRow;
  await createEmailIdentity(db, user, params.data, now);
  return user;
}

type Outcome = { exists: true } | { exists: false; userId: string; mail?: Mail };

export async function signup(ctx: AuthContext, call: AuthCall) {
  const json = parseJson(call.body);
  if (stringField(json, 'email') === '' && stringField(json, 'phone') === '')
    throw refuse.anonymous();
  limitRequests(ctx.limiters.signup, call.ip, ctx.now());
  const params = readParams(ctx, json);
  const existing = await findUser(ctx.db, 'email', params.email);
  // Hashing is slow, so it happens before the transaction, as in GoTrue; unlike GoTrue, also for
  // an address that has an account, so that the time taken does not tell the two apart.
  const hash = await hashPassword(params.password);
  const redirect = redirectTarget(ctx, call.url.searchParams.get('redirect_to'));
  const outcome = await ctx.db.transaction(async (tx): Promise<Outcome> => {
    const now = new Date(ctx.now());
    if (existing?.email_confirmed_at) return { exists: true };
    // An unconfirmed account keeps its password and data: the caller has not proved the address.
    const user = existing ?? (await createUser(tx, params, hash, now));
    if (ctx.config.mailerAutoconfirm) {
      await confirmEmail(tx, user, now);
      return { exists: false, userId: user.id };
    }
    return {
      exists: false,
      userId: user.id,
      mail: await prepareLinkEmail(tx, ctx, user, 'signup', redirect),
    };
  });
  if (outcome.exists) {
    if (ctx.config.mailerAutoconfirm)
      throw authError(422, 'user_already_exists', 'User already registered');
    return send(call.res, 200, obfuscatedUserJson(params.email, params.data, ctx.now()));
  }
  await deliver(ctx, outcome.mail);
  if (ctx.config.mailerAutoconfirm) {
    const session = await ctx.db.transaction(async (tx) =>
      startSession(tx, ctx, (await findUser(tx, 'id', outcome.userId)) as UserRow, 'password'),
    );
    return send(call.res, 200, session);
  }
  send(call.res, 200, await userResponse(ctx.db, outcome.userId));
}
