/**
 * POST /recover and POST /resend, as GoTrue's Recover and Resend. Both answer the same for an
 * address without an account, so they do not tell who has one.
 */
import { send } from '../http.ts';
import type { AuthCall, AuthContext } from './context.ts';
import { validationFailed } from './errors.ts';
import { limitRequests } from './limits.ts';
import { deliver, type LinkKind, prepareLinkEmail } from './mail.ts';
import { parseJson, redirectTarget, stringField, validateEmail } from './request.ts';
import { refuse, refusePkce } from './unsupported.ts';
import { findUser } from './users.ts';

async function sendLink(ctx: AuthContext, call: AuthCall, email: string, kind: LinkKind) {
  const user = await findUser(ctx.db, 'email', email);
  if (user && !(kind === 'signup' && user.email_confirmed_at)) {
    const redirect = redirectTarget(ctx, call.url.searchParams.get('redirect_to'));
    const mail = await ctx.db.transaction((tx) => prepareLinkEmail(tx, ctx, user, kind, redirect));
    await deliver(ctx, mail);
  }
  send(call.res, 200, {});
}

export async function recover(ctx: AuthContext, call: AuthCall) {
  limitRequests(ctx.limiters.recover, call.ip, ctx.now());
  const json = parseJson(call.body);
  const email = stringField(json, 'email');
  if (email === '') throw validationFailed('Password recovery requires an email');
  const normalized = validateEmail(email);
  refusePkce(json);
  await sendLink(ctx, call, normalized, 'recovery');
}

export async function resend(ctx: AuthContext, call: AuthCall) {
  limitRequests(ctx.limiters.resend, call.ip, ctx.now());
  const json = parseJson(call.body);
  const type = stringField(json, 'type');
  if (type === 'email_change') throw refuse.emailChange();
  if (type === 'sms' || type === 'phone_change') throw refuse.phone();
  if (type !== 'signup')
    throw validationFailed('Missing one of these types: signup, email_change, sms, phone_change');
  refusePkce(json);
  const email = stringField(json, 'email');
  if (email === '') throw validationFailed('Type provided requires an email address');
  if (stringField(json, 'phone') !== '')
    throw validationFailed('Only an email address or phone number should be provided.');
  await sendLink(ctx, call, validateEmail(email), 'signup');
}
