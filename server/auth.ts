/**
 * The part of GoTrue (Supabase Auth, /auth/v1) the site uses: sign-up with email confirmation,
 * password and refresh-token grants (refresh tokens rotate; a spent one is refused), the user,
 * sign-out, password recovery and the verify links that emails carry.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { authError, HttpError, RateLimiter, send } from './http.ts';
import type { Mailbox } from './mailbox.ts';
import { hashPassword, type JwtKeys, randomToken, verifyPassword } from './tokens.ts';

const ACCESS_TOKEN_SECONDS = 3600;
const MIN_PASSWORD = 6;
const LINK_VALID_MS = 24 * 3600 * 1000;

interface UserRow {
  id: string;
  email: string;
  encrypted_password: string;
  email_confirmed_at: Date | null;
  confirmation_sent_at: Date | null;
  recovery_sent_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown>;
  raw_user_meta_data: Record<string, unknown>;
  created_at: Date;
  updated_at: Date;
}

export interface AuthContext {
  db: PGlite;
  keys: JwtKeys;
  mailbox: Mailbox;
  /** Base URL of this backend, as clients reach it. */
  publicUrl: string;
  /** Origins whose pages may be the target of email links (redirect_to). */
  allowedRedirects: Set<string>;
  siteUrl: string;
}

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

export function userJson(u: UserRow) {
  return {
    id: u.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: u.email,
    email_confirmed_at: iso(u.email_confirmed_at),
    phone: '',
    confirmation_sent_at: iso(u.confirmation_sent_at),
    recovery_sent_at: iso(u.recovery_sent_at),
    confirmed_at: iso(u.email_confirmed_at),
    last_sign_in_at: iso(u.last_sign_in_at),
    app_metadata: u.raw_app_meta_data,
    user_metadata: u.raw_user_meta_data,
    identities: [],
    created_at: iso(u.created_at),
    updated_at: iso(u.updated_at),
    is_anonymous: false,
  };
}

type Json = Record<string, unknown>;

function parseJson(text: string): Json {
  if (text.trim() === '') return {};
  try {
    const value = JSON.parse(text) as unknown;
    if (!value || typeof value !== 'object' || Array.isArray(value))
      throw new Error('not an object');
    return value as Json;
  } catch {
    throw authError(400, 'bad_json', 'Could not parse request body as JSON');
  }
}

function credentials(body: Json) {
  const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
  const password = typeof body.password === 'string' ? body.password : '';
  if (!email || !password)
    throw authError(
      400,
      'validation_failed',
      'You must provide either an email or phone number and a password',
    );
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    throw authError(400, 'email_address_invalid', `Email address "${email}" is invalid`);
  return { email, password };
}

export class AuthApi {
  private readonly signups = new RateLimiter(30, 3600_000);
  private readonly signins = new RateLimiter(30, 300_000);
  private readonly recoveries = new RateLimiter(10, 3600_000);

  constructor(private readonly ctx: AuthContext) {}

  private limit(limiter: RateLimiter, req: IncomingMessage, what: string) {
    if (!limiter.allow(`${req.socket.remoteAddress}:${what}`)) {
      throw authError(429, 'over_request_rate_limit', 'Request rate limit reached');
    }
  }

  /** The redirect target of an email link, if it is one of the site's own pages. */
  private redirectTo(value: string | null): string {
    if (!value) return this.ctx.siteUrl;
    try {
      const url = new URL(value);
      return this.ctx.allowedRedirects.has(url.origin) ? url.href : this.ctx.siteUrl;
    } catch {
      return this.ctx.siteUrl;
    }
  }

  private async findUser(tx: PGlite | Transaction, where: 'id' | 'email', value: string) {
    return (await tx.query<UserRow>(`select * from auth.users where ${where} = $1`, [value]))
      .rows[0];
  }

  private async issueSession(tx: PGlite | Transaction, user: UserRow, sessionId?: string) {
    const session =
      sessionId ??
      (
        await tx.query<{ id: string }>(
          'insert into auth.sessions (user_id) values ($1) returning id',
          [user.id],
        )
      ).rows[0]?.id;
    const refresh = randomToken(24);
    await tx.query(
      'insert into auth.refresh_tokens (token, session_id, user_id) values ($1, $2, $3)',
      [refresh, session, user.id],
    );
    const now = Math.floor(Date.now() / 1000);
    const access = await this.ctx.keys.sign(
      {
        sub: user.id,
        aud: 'authenticated',
        role: 'authenticated',
        email: user.email,
        phone: '',
        app_metadata: user.raw_app_meta_data,
        user_metadata: user.raw_user_meta_data,
        aal: 'aal1',
        amr: [{ method: 'password', timestamp: now }],
        session_id: session,
        is_anonymous: false,
      },
      ACCESS_TOKEN_SECONDS,
    );
    return {
      access_token: access,
      token_type: 'bearer',
      expires_in: ACCESS_TOKEN_SECONDS,
      expires_at: now + ACCESS_TOKEN_SECONDS,
      refresh_token: refresh,
      user: userJson(user),
    };
  }

  /** The signed-in user of a request, from its bearer token. */
  async currentUser(req: IncomingMessage): Promise<UserRow> {
    const header = String(req.headers.authorization ?? '');
    const token = header.startsWith('Bearer ') ? header.slice(7) : '';
    if (!token) throw authError(401, 'no_authorization', 'This endpoint requires a Bearer token');
    const verified = await this.ctx.keys.verify(token);
    if (!verified.ok)
      throw authError(
        403,
        'bad_jwt',
        `invalid JWT: unable to parse or verify signature, ${verified.reason}`,
      );
    if (!verified.claims.sub)
      throw authError(403, 'bad_jwt', 'invalid JWT: the token does not belong to a user');
    const user = await this.findUser(this.ctx.db, 'id', verified.claims.sub);
    if (!user) throw authError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
    const session = verified.claims.session_id;
    if (typeof session === 'string') {
      const live = await this.ctx.db.query('select 1 from auth.sessions where id = $1', [session]);
      if (live.rows.length === 0)
        throw authError(
          403,
          'session_not_found',
          'Session from session_id claim in JWT does not exist',
        );
    }
    return user;
  }

  private async sendLink(user: UserRow, type: 'signup' | 'recovery', redirect: string) {
    const token = randomToken(24);
    const column = type === 'signup' ? 'confirmation' : 'recovery';
    await this.ctx.db.query(
      `update auth.users set ${column}_token = $1, ${column}_sent_at = now() where id = $2`,
      [token, user.id],
    );
    const link = `${this.ctx.publicUrl}/auth/v1/verify?token=${token}&type=${type}&redirect_to=${encodeURIComponent(redirect)}`;
    const subject = type === 'signup' ? 'Confirm your email address' : 'Reset your password';
    const text =
      type === 'signup'
        ? `Confirm your email address to finish creating your account:\n\n${link}\n\nIf you did not sign up, ignore this email.`
        : `Follow this link to choose a new password:\n\n${link}\n\nIf you did not ask for this, ignore this email.`;
    await this.ctx.mailbox.deliver(user.email, subject, text);
  }

  async handle(req: IncomingMessage, res: ServerResponse, url: URL, body: string): Promise<void> {
    const route = `${req.method} ${url.pathname.replace(/^\/auth\/v1/, '')}`;
    switch (route) {
      case 'POST /signup': {
        this.limit(this.signups, req, 'signup');
        const json = parseJson(body);
        const { email, password } = credentials(json);
        if (password.length < MIN_PASSWORD) {
          throw authError(
            422,
            'weak_password',
            `Password should be at least ${MIN_PASSWORD} characters.`,
            { weak_password: { reasons: ['length'] } },
          );
        }
        const meta = json.data && typeof json.data === 'object' ? json.data : {};
        const existing = await this.findUser(this.ctx.db, 'email', email);
        if (existing?.email_confirmed_at)
          throw authError(422, 'user_already_exists', 'User already registered');
        const hash = await hashPassword(password);
        const user = existing
          ? (
              await this.ctx.db.query<UserRow>(
                'update auth.users set encrypted_password = $1, updated_at = now() where id = $2 returning *',
                [hash, existing.id],
              )
            ).rows[0]
          : (
              await this.ctx.db.query<UserRow>(
                'insert into auth.users (email, encrypted_password, raw_user_meta_data) values ($1, $2, $3) returning *',
                [email, hash, meta],
              )
            ).rows[0];
        if (!user) throw authError(500, 'unexpected_failure', 'Could not create the user');
        await this.sendLink(user, 'signup', this.redirectTo(url.searchParams.get('redirect_to')));
        send(res, 200, userJson((await this.findUser(this.ctx.db, 'id', user.id)) as UserRow));
        return;
      }
      case 'POST /token': {
        const grant = url.searchParams.get('grant_type');
        const json = parseJson(body);
        if (grant === 'password') {
          this.limit(this.signins, req, 'signin');
          const { email, password } = credentials(json);
          const user = await this.findUser(this.ctx.db, 'email', email);
          if (!user || !(await verifyPassword(password, user.encrypted_password))) {
            throw authError(400, 'invalid_credentials', 'Invalid login credentials');
          }
          if (!user.email_confirmed_at)
            throw authError(400, 'email_not_confirmed', 'Email not confirmed');
          const session = await this.ctx.db.transaction(async (tx) => {
            await tx.query('update auth.users set last_sign_in_at = now() where id = $1', [
              user.id,
            ]);
            return this.issueSession(tx, (await this.findUser(tx, 'id', user.id)) as UserRow);
          });
          send(res, 200, session);
          return;
        }
        if (grant === 'refresh_token') {
          const token = typeof json.refresh_token === 'string' ? json.refresh_token : '';
          if (!token) throw authError(400, 'validation_failed', 'Refresh token is required');
          const session = await this.ctx.db.transaction(async (tx) => {
            const row = (
              await tx.query<{ session_id: string; user_id: string; revoked: boolean }>(
                'select session_id, user_id, revoked from auth.refresh_tokens where token = $1 for update',
                [token],
              )
            ).rows[0];
            if (!row)
              throw authError(
                400,
                'refresh_token_not_found',
                'Invalid Refresh Token: Refresh Token Not Found',
              );
            if (row.revoked) {
              // A spent token presented again: treat the session as stolen and end it.
              await tx.query('delete from auth.sessions where id = $1', [row.session_id]);
              throw authError(
                400,
                'refresh_token_already_used',
                'Invalid Refresh Token: Already Used',
              );
            }
            await tx.query('update auth.refresh_tokens set revoked = true where token = $1', [
              token,
            ]);
            return this.issueSession(
              tx,
              (await this.findUser(tx, 'id', row.user_id)) as UserRow,
              row.session_id,
            );
          });
          send(res, 200, session);
          return;
        }
        throw authError(
          400,
          'unsupported_grant_type',
          `The embedded backend does not support grant_type=${grant ?? ''}`,
        );
      }
      case 'GET /user': {
        send(res, 200, userJson(await this.currentUser(req)));
        return;
      }
      case 'PUT /user': {
        const user = await this.currentUser(req);
        const json = parseJson(body);
        if (json.password !== undefined) {
          if (typeof json.password !== 'string' || json.password.length < MIN_PASSWORD) {
            throw authError(
              422,
              'weak_password',
              `Password should be at least ${MIN_PASSWORD} characters.`,
              { weak_password: { reasons: ['length'] } },
            );
          }
          await this.ctx.db.query(
            'update auth.users set encrypted_password = $1, updated_at = now() where id = $2',
            [await hashPassword(json.password), user.id],
          );
        }
        if (json.data !== undefined) {
          if (!json.data || typeof json.data !== 'object')
            throw authError(400, 'validation_failed', 'data must be an object');
          await this.ctx.db.query(
            'update auth.users set raw_user_meta_data = raw_user_meta_data || $1::jsonb, updated_at = now() where id = $2',
            [JSON.stringify(json.data), user.id],
          );
        }
        if (json.email !== undefined && json.email !== user.email) {
          throw authError(
            422,
            'email_change_not_supported',
            'The embedded backend does not support changing the email address',
          );
        }
        send(res, 200, userJson((await this.findUser(this.ctx.db, 'id', user.id)) as UserRow));
        return;
      }
      case 'POST /logout': {
        const header = String(req.headers.authorization ?? '');
        const verified = await this.ctx.keys.verify(header.replace(/^Bearer /, ''));
        if (!verified.ok || !verified.claims.sub)
          throw authError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
        const scope = url.searchParams.get('scope') ?? 'global';
        const session = String(verified.claims.session_id ?? '');
        if (scope === 'local')
          await this.ctx.db.query('delete from auth.sessions where id = $1', [session]);
        else if (scope === 'others')
          await this.ctx.db.query('delete from auth.sessions where user_id = $1 and id <> $2', [
            verified.claims.sub,
            session,
          ]);
        else
          await this.ctx.db.query('delete from auth.sessions where user_id = $1', [
            verified.claims.sub,
          ]);
        send(res, 204);
        return;
      }
      case 'POST /recover': {
        this.limit(this.recoveries, req, 'recover');
        const json = parseJson(body);
        const email = typeof json.email === 'string' ? json.email.trim().toLowerCase() : '';
        if (!email)
          throw authError(400, 'validation_failed', 'Password recovery requires an email');
        const user = await this.findUser(this.ctx.db, 'email', email);
        // The same answer whether or not the address has an account.
        if (user)
          await this.sendLink(
            user,
            'recovery',
            this.redirectTo(url.searchParams.get('redirect_to')),
          );
        send(res, 200, {});
        return;
      }
      case 'GET /verify': {
        const type = url.searchParams.get('type');
        const token = url.searchParams.get('token') ?? '';
        const redirect = this.redirectTo(url.searchParams.get('redirect_to'));
        const fail = (code: string, description: string) => {
          const params = new URLSearchParams({
            error: 'access_denied',
            error_code: code,
            error_description: description,
          });
          res.writeHead(303, { Location: `${redirect}#${params}` }).end();
        };
        if ((type !== 'signup' && type !== 'recovery') || !token)
          return fail('validation_failed', 'Verify requires a token and a type');
        const column = type === 'signup' ? 'confirmation' : 'recovery';
        const user = (
          await this.ctx.db.query<UserRow>(`select * from auth.users where ${column}_token = $1`, [
            token,
          ])
        ).rows[0];
        const sentAt = type === 'signup' ? user?.confirmation_sent_at : user?.recovery_sent_at;
        if (!user || !sentAt || Date.now() - new Date(sentAt).getTime() > LINK_VALID_MS) {
          return fail('otp_expired', 'Email link is invalid or has expired');
        }
        const session = await this.ctx.db.transaction(async (tx) => {
          await tx.query(
            `update auth.users set ${column}_token = null, email_confirmed_at = coalesce(email_confirmed_at, now()), last_sign_in_at = now() where id = $1`,
            [user.id],
          );
          return this.issueSession(tx, (await this.findUser(tx, 'id', user.id)) as UserRow);
        });
        const params = new URLSearchParams({
          access_token: session.access_token,
          expires_at: String(session.expires_at),
          expires_in: String(session.expires_in),
          refresh_token: session.refresh_token,
          token_type: 'bearer',
          type,
        });
        res.writeHead(303, { Location: `${redirect}#${params}` }).end();
        return;
      }
      case 'GET /settings': {
        send(res, 200, {
          external: { email: true, phone: false },
          disable_signup: false,
          mailer_autoconfirm: false,
          phone_autoconfirm: false,
        });
        return;
      }
      default:
        throw new HttpError(404, {
          code: 'not_found',
          message: `The embedded backend does not support ${route} on /auth/v1`,
        });
    }
  }
}
