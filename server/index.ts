/**
 * The embedded Supabase-compatible backend: /auth/v1, /rest/v1 and /functions/v1 on one port,
 * the mailbox on another, PGlite underneath, and scheduled jobs (pg_cron and pg_net's models,
 * server/scheduler/). `createBackend` is what `npm start`, `npm run backend` and the tests call.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { AuthApi, createLimiters } from './auth/index.ts';
import { loadAuthTemplates } from './auth/templates.ts';
import { type AuthConfig, type Env, loadAuthConfig } from './config.ts';
import { openDatabase } from './db.ts';
import { EdgeFunctions, functionEnvironment } from './functions.ts';
import { cors, HttpError, readBody, send } from './http.ts';
import { publishableKey, serviceRoleKey } from './keys.ts';
import { Mailbox } from './mailbox.ts';
import { jwtError } from './rest/errors.ts';
import { RestApi, restSettings } from './rest/index.ts';
import {
  type CronRun,
  type SchedulerClock,
  type Scheduling,
  startScheduling,
  systemClock,
} from './scheduler/index.ts';
import { JwtKeys } from './tokens.ts';

export interface BackendOptions {
  dataDir: string;
  port?: number;
  mailPort?: number;
  host?: string;
  /** Origins of the site allowed by CORS and as targets of email links. */
  siteOrigins: string[];
  migrationsDir?: string;
  /**
   * The repository whose supabase/config.toml and templates give the auth emails (default: this
   * one); a template the backend cannot render stops start-up.
   */
  projectDir?: string;
  log?: (line: string) => void;
  /** Settings by GoTrue's and PostgREST's environment names (default: process.env). */
  env?: Env;
  /** The auth layer's clock in milliseconds (tests move it instead of waiting). */
  now?: () => number;
  /** Environment of the Edge Functions, over the defaults (e.g. LEAD_RATE_LIMIT_PER_IP_HOUR). */
  functionEnv?: Record<string, string>;
  /**
   * Whether every request needs the `apikey` header, as Supabase's API gateway requires (default
   * true). Without it, a REST request with no key and no bearer token runs as the anonymous role,
   * as PostgREST itself does.
   */
  requireApiKey?: boolean;
  /**
   * Whether the auth layer knows each client's address (default true), as behind Supabase's API
   * gateway, which passes it on; GoTrue limits sign-up, sign-in, recovery and verify links per
   * address only then. The Supabase CLI's gateway does not pass it.
   */
  clientAddressKnown?: boolean;
  /** The cron scheduler's clock (default: the system's); tests give one they move themselves. */
  cronClock?: SchedulerClock;
}

export interface Backend {
  url: string;
  mailUrl: string;
  publishableKey: string;
  /** The local service-role key (it bypasses Row Level Security): for server-side code only. */
  serviceRoleKey: string;
  close: () => Promise<void>;
  /** Reads the REST schema cache again after the database schema changed. */
  reloadSchema: () => Promise<void>;
  /**
   * Runs the cron job of this name now (as its schedule would) and resolves once the HTTP
   * requests it queued with net.http_post have been answered: for tests, and to re-run a missed
   * day.
   */
  runCronJob: (name: string) => Promise<CronRun>;
  /**
   * Runs SQL as the `postgres` role, as psql or Studio's SQL editor would on hosted Supabase (for
   * tests and scripts; no HTTP request reaches it). Gives the rows of the last statement.
   */
  query: <T = Record<string, unknown>>(sql: string, params?: unknown[]) => Promise<T[]>;
  /**
   * Resolves once the Edge Functions have finished the work they go on with after answering
   * (EdgeRuntime.waitUntil): for tests, which then see what that work did.
   */
  functionsIdle: () => Promise<void>;
  /** Ends an Edge Function's process at once, as the platform ends one mid-request (tests). */
  killFunction: (name: string) => Promise<void>;
}

const listen = (server: Server, port: number, host: string) =>
  new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve((server.address() as AddressInfo).port));
  });

/** The parts of the backend a request reaches through the gateway. */
interface Gateway {
  url: string;
  origins: Set<string>;
  requireApiKey: boolean;
  keys: JwtKeys;
  auth: AuthApi;
  rest: RestApi;
  functions: EdgeFunctions;
  log: (line: string) => void;
}

// As behind Supabase's API gateway, email links, OAuth redirects and the public keys are reached
// without an API key.
const keyFreeAuth = /^\/auth\/v1\/(verify|callback|authorize|\.well-known\/jwks\.json)$/;

/**
 * What Supabase's API gateway does before a request reaches its service: CORS, the API key
 * check, and errors as JSON. Edge Functions answer CORS and check credentials themselves, as
 * deployed ones do.
 */
function gateway(g: Gateway) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    const requestUrl = new URL(req.url ?? '/', g.url);
    const isAuth = requestUrl.pathname.startsWith('/auth/v1/');
    if (isAuth) res.setHeader('X-Supabase-Api-Version', '2024-01-01');
    if (requestUrl.pathname.startsWith('/functions/v1/')) {
      return g.functions.handle(req, res, requestUrl);
    }
    if (!cors(req, res, g.origins)) return;
    try {
      const keyFree = isAuth && req.method === 'GET' && keyFreeAuth.test(requestUrl.pathname);
      const key = String(req.headers.apikey ?? requestUrl.searchParams.get('apikey') ?? '');
      // Without the gateway's key check, the key is not looked at, as GoTrue and PostgREST do not.
      if (!keyFree && g.requireApiKey && (await g.keys.verify(key)).ok === false) {
        throw new HttpError(401, {
          message: 'Invalid API key',
          hint: 'Send the publishable key in the apikey header',
        });
      }
      const body = req.method === 'GET' || req.method === 'HEAD' ? '' : await readBody(req);
      if (isAuth) return await g.auth.handle(req, res, requestUrl, body);
      if (requestUrl.pathname.startsWith('/rest/v1/')) {
        return await handleRest(g, { req, res, url: requestUrl, body, key });
      }
      throw new HttpError(404, {
        code: 'not_found',
        message: `The embedded backend does not support ${requestUrl.pathname}: it serves /auth/v1, /rest/v1 and /functions/v1`,
      });
    } catch (e) {
      if (e instanceof HttpError) return send(res, e.status, e.body);
      g.log(`backend error: ${(e as Error).stack ?? e}`);
      send(res, 500, { code: 'unexpected_failure', message: 'Unexpected failure' });
    }
  };
}

/**
 * A REST request runs as the role its bearer token names (the API key stands in for a missing
 * token behind the gateway); with neither, as the anonymous role.
 */
async function handleRest(
  { requireApiKey, keys, rest }: Gateway,
  request: { req: IncomingMessage; res: ServerResponse; url: URL; body: string; key: string },
) {
  const { req, res, url, body, key } = request;
  const authorization = String(req.headers.authorization ?? '').replace(/^Bearer /, '');
  const bearer = authorization || (requireApiKey ? key : '');
  if (bearer === '') {
    return await rest.handle(req, res, url, body, rest.anonymousClaims(), false);
  }
  const verified = await keys.verifyToken(bearer);
  if (!verified.ok) return rest.refuse(req, res, jwtError(bearer, verified.reason));
  // As PostgREST: a valid token without a role claim runs as the anonymous role.
  const role =
    typeof verified.claims.role === 'string' ? verified.claims.role : rest.settings.anonRole;
  const claims = { ...verified.claims, role };
  return await rest.handle(req, res, url, body, claims, role !== rest.settings.anonRole);
}

/** The Edge Functions, with the environment deployed ones get (their keys, the site's origins). */
async function edgeFunctions(
  options: BackendOptions,
  config: AuthConfig,
  local: { url: string; mailUrl: string; mailbox: Mailbox },
  log: (line: string) => void,
) {
  const anonKey = await publishableKey(config.jwtSecret);
  const serviceKey = await serviceRoleKey(config.jwtSecret);
  const functions = new EdgeFunctions(
    () =>
      functionEnvironment({
        url: local.url,
        anonKey,
        serviceRoleKey: serviceKey,
        localMailboxUrl: `${local.mailUrl}${local.mailbox.acceptSends()}`,
        siteOrigins: options.siteOrigins,
        overrides: options.functionEnv,
      }),
    log,
  );
  return { functions, anonKey, serviceKey };
}

/** Stops everything `createBackend` started, the database last. */
async function stopAll(parts: {
  scheduling: Scheduling;
  functions: EdgeFunctions;
  servers: Server[];
  db: Awaited<ReturnType<typeof openDatabase>>;
}) {
  await parts.scheduling.close();
  await parts.functions.close();
  await Promise.all(
    parts.servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))),
  );
  for (const server of parts.servers) server.closeAllConnections();
  await parts.db.close();
}

export async function createBackend(options: BackendOptions): Promise<Backend> {
  const host = options.host ?? '127.0.0.1';
  const log = options.log ?? console.log;
  const migrationsDir =
    options.migrationsDir ?? path.resolve(import.meta.dirname, '..', 'supabase', 'migrations');
  const env = options.env ?? process.env;
  // A bad setting stops start-up before the database is opened.
  const authConfig = loadAuthConfig(env);
  restSettings(env);
  const templates = loadAuthTemplates(
    options.projectDir ?? path.resolve(import.meta.dirname, '..'),
  );
  const now = options.now ?? Date.now;
  const db = await openDatabase(options.dataDir, migrationsDir);
  const mailbox = new Mailbox(db, log);
  const rest = new RestApi(db, env);
  await rest.reload();
  await rest.listen(log);
  const origins = new Set(options.siteOrigins);
  const mailServer = await mailbox.serve(options.mailPort ?? 0, host);
  const mailUrl = `http://${host}:${(mailServer.address() as AddressInfo).port}`;

  const server = createServer();
  const url = `http://${host}:${await listen(server, options.port ?? 0, host)}`;
  const keys = new JwtKeys(
    authConfig.jwtSecret,
    authConfig.jwtIssuer ?? `${url}/auth/v1`,
    authConfig.jwtKeys,
  );
  const auth = new AuthApi({
    db,
    keys,
    mailbox,
    templates,
    config: authConfig,
    limiters: createLimiters(authConfig, now()),
    publicUrl: url,
    allowedRedirects: origins,
    siteUrl: options.siteOrigins[0] ?? url,
    now,
    clientAddressKnown: options.clientAddressKnown ?? true,
  });
  const { functions, anonKey, serviceKey } = await edgeFunctions(
    options,
    authConfig,
    { url, mailUrl, mailbox },
    log,
  );
  const requireApiKey = options.requireApiKey ?? true;
  server.on('request', gateway({ url, origins, requireApiKey, keys, auth, rest, functions, log }));
  const scheduling = await startScheduling(db, {
    url,
    serviceRoleKey: serviceKey,
    clock: options.cronClock ?? systemClock,
    log,
  });

  return {
    url,
    mailUrl,
    publishableKey: anonKey,
    serviceRoleKey: serviceKey,
    reloadSchema: () => rest.reload(),
    runCronJob: (name) => scheduling.runCronJob(name),
    functionsIdle: () => functions.backgroundDone(),
    killFunction: (name) => functions.kill(name),
    query: async <T>(sql: string, params?: unknown[]) =>
      params
        ? (await db.query<T>(sql, params)).rows
        : (((await db.exec(sql)).at(-1)?.rows ?? []) as T[]),
    close: () => stopAll({ scheduling, functions, servers: [server, mailServer], db }),
  };
}
