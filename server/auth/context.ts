/** What every auth route handler is given: the backend's parts and one request. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PGlite } from '@electric-sql/pglite';
import type { AuthConfig } from '../config.ts';
import type { Mailbox } from '../mailbox.ts';
import type { JwtKeys } from '../tokens.ts';
import type { Limiters } from './limits.ts';

export interface AuthContext {
  db: PGlite;
  keys: JwtKeys;
  mailbox: Mailbox;
  config: AuthConfig;
  limiters: Limiters;
  /** Base URL of this backend, as clients reach it. */
  publicUrl: string;
  /** Origins whose pages may be the target of email links (redirect_to). */
  allowedRedirects: Set<string>;
  siteUrl: string;
  /** The current time in milliseconds: every time the auth layer compares or stores. */
  now: () => number;
}

export interface AuthCall {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  body: string;
  /** The client's address, the key of per-address rate limits. */
  ip: string;
}

export type Handler = (ctx: AuthContext, call: AuthCall) => Promise<void>;
