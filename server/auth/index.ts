/**
 * The part of GoTrue (Supabase Auth, /auth/v1) the site uses, answering as hosted Supabase does:
 * sign-up with email confirmation, the password and refresh-token grants, the user, sign-out,
 * password recovery and the verify links that emails carry. What it does not support (MFA, SSO,
 * OTP, phone, OAuth, the admin API but its user deletion, ...) is refused loudly; see
 * unsupported.ts and admin.ts.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { HttpError, send } from '../http.ts';
import type { AuthCall, AuthContext } from './context.ts';
import { AuthError } from './errors.ts';
import { route } from './router.ts';

export type { AuthContext } from './context.ts';
export { createLimiters } from './limits.ts';

export class AuthApi {
  constructor(private readonly ctx: AuthContext) {}

  /**
   * As GoTrue: the address the gateway passed on, else the first value of the header named by
   * GOTRUE_RATE_LIMIT_HEADER; with neither, requests are not limited per address.
   */
  private rateLimitKey(req: IncomingMessage): string | null {
    if (this.ctx.clientAddressKnown) return req.socket.remoteAddress ?? null;
    const header = this.ctx.config.rateLimitHeader;
    const value = header ? req.headers[header.toLowerCase()] : undefined;
    const first = String(Array.isArray(value) ? value.join(',') : (value ?? ''))
      .split(',')[0]
      ?.trim();
    return first || null;
  }

  async handle(req: IncomingMessage, res: ServerResponse, url: URL, body: string): Promise<void> {
    const path = url.pathname.replace(/^\/auth\/v1/, '').replace(/(.)\/$/, '$1') || '/';
    const call: AuthCall = { req, res, url, body, ip: this.rateLimitKey(req) };
    try {
      await route(req.method ?? 'GET', path)(this.ctx, call);
    } catch (e) {
      if (!(e instanceof HttpError)) throw e;
      const headers = e instanceof AuthError ? { ...e.headers } : {};
      if (typeof e.body.code === 'string') headers['x-sb-error-code'] = e.body.code;
      send(res, e.status, e.body, headers);
    }
  }
}
