/** What every auth route handler is given: the backend's parts and one request. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PGlite } from '@electric-sql/pglite';
import type { AuthConfig } from '../config.ts';
import type { Mailbox } from '../mailbox.ts';
import type { JwtKeys } from '../tokens.ts';
import type { Limiters } from './limits.ts';
import type { AuthTemplates } from './templates.ts';

export interface AuthContext {
  db: PGlite;
  keys: JwtKeys;
  mailbox: Mailbox;
  /** The auth emails' templates (supabase/config.toml and supabase/templates/). */
  templates: AuthTemplates;
  config: AuthConfig;
  limiters: Limiters;
  /** Base URL of this backend, as clients reach it. */
  publicUrl: string;
  /** Origins whose pages may be the target of email links (redirect_to). */
  allowedRedirects: Set<string>;
  siteUrl: string;
  /** The current time in milliseconds: every time the auth layer compares or stores. */
  now: () => number;
  /**
   * Whether the client's address is known to the auth layer, as Supabase's API gateway passes it
   * (`sb-forwarded-for`); GoTrue limits requests per address only when it knows it.
   */
  clientAddressKnown: boolean;
}

export interface AuthCall {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  body: string;
  /** The key of per-address rate limits: the client's address, or null when it is unknown. */
  ip: string | null;
}

export type Handler = (ctx: AuthContext, call: AuthCall) => Promise<void>;
