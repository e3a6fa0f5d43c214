/**
 * The embedded Supabase-compatible backend: /auth/v1, /rest/v1 and /functions/v1 on one port,
 * the mailbox on another, PGlite underneath. `createBackend` is what `npm start`,
 * `npm run backend` and the tests call.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { AuthApi } from './auth.ts';
import { openDatabase } from './db.ts';
import { EdgeFunctions, functionEnvironment } from './functions.ts';
import { cors, HttpError, readBody, send } from './http.ts';
import { jwtSecret, publishableKey, serviceRoleKey } from './keys.ts';
import { Mailbox } from './mailbox.ts';
import { RestApi } from './rest.ts';
import { JwtKeys } from './tokens.ts';

export interface BackendOptions {
  dataDir: string;
  port?: number;
  mailPort?: number;
  host?: string;
  /** Origins of the site allowed by CORS and as targets of email links. */
  siteOrigins: string[];
  migrationsDir?: string;
  log?: (line: string) => void;
  /** Environment of the Edge Functions, over the defaults (e.g. LEAD_RATE_LIMIT_PER_IP_HOUR). */
  functionEnv?: Record<string, string>;
}

export interface Backend {
  url: string;
  mailUrl: string;
  publishableKey: string;
  close: () => Promise<void>;
}

const listen = (server: Server, port: number, host: string) =>
  new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve((server.address() as AddressInfo).port));
  });

export async function createBackend(options: BackendOptions): Promise<Backend> {
  const host = options.host ?? '127.0.0.1';
  const log = options.log ?? console.log;
  const migrationsDir =
    options.migrationsDir ?? path.resolve(import.meta.dirname, '..', 'supabase', 'migrations');
  const db = await openDatabase(options.dataDir, migrationsDir);
  const mailbox = new Mailbox(db, log);
  const rest = new RestApi(db);
  await rest.loadCatalogue();
  const secret = jwtSecret();
  const apiKey = await publishableKey(secret);
  const serviceKey = await serviceRoleKey(secret);
  const origins = new Set(options.siteOrigins);
  const mailServer = await mailbox.serve(options.mailPort ?? 0, host);
  const mailUrl = `http://${host}:${(mailServer.address() as AddressInfo).port}`;

  const server = createServer();
  const port = await listen(server, options.port ?? 0, host);
  const url = `http://${host}:${port}`;
  const keys = new JwtKeys(secret, `${url}/auth/v1`);
  const auth = new AuthApi({
    db,
    keys,
    mailbox,
    publicUrl: url,
    allowedRedirects: origins,
    siteUrl: options.siteOrigins[0] ?? url,
  });
  const functions = new EdgeFunctions(
    () =>
      functionEnvironment({
        url,
        anonKey: apiKey,
        serviceRoleKey: serviceKey,
        localMailboxUrl: `${mailUrl}${mailbox.acceptSends()}`,
        siteOrigins: options.siteOrigins,
        overrides: options.functionEnv,
      }),
    log,
  );

  server.on('request', async (req, res) => {
    const requestUrl = new URL(req.url ?? '/', url);
    const isAuth = requestUrl.pathname.startsWith('/auth/v1/');
    if (isAuth) res.setHeader('X-Supabase-Api-Version', '2024-01-01');
    // Edge Functions answer CORS and check credentials themselves, as deployed ones do.
    if (requestUrl.pathname.startsWith('/functions/v1/')) {
      return functions.handle(req, res, requestUrl);
    }
    if (!cors(req, res, origins)) return;
    try {
      // Email links are opened from the mailbox without an API key, as with hosted Supabase.
      const keyFree = isAuth && req.method === 'GET' && requestUrl.pathname === '/auth/v1/verify';
      const key = String(req.headers.apikey ?? requestUrl.searchParams.get('apikey') ?? '');
      if (!keyFree && (await keys.verify(key)).ok === false) {
        throw new HttpError(401, {
          message: 'Invalid API key',
          hint: 'Send the publishable key in the apikey header',
        });
      }
      const body = req.method === 'GET' || req.method === 'HEAD' ? '' : await readBody(req);
      if (isAuth) return await auth.handle(req, res, requestUrl, body);
      if (requestUrl.pathname.startsWith('/rest/v1/')) {
        const bearer = String(req.headers.authorization ?? '').replace(/^Bearer /, '') || key;
        const verified = await keys.verify(bearer);
        if (!verified.ok) {
          throw new HttpError(401, {
            code: 'PGRST301',
            message: `JWT invalid: ${verified.reason}`,
            details: null,
            hint: null,
          });
        }
        return await rest.handle(req, res, requestUrl, body, verified.claims);
      }
      throw new HttpError(404, {
        code: 'not_found',
        message: `The embedded backend does not support ${requestUrl.pathname}: it serves /auth/v1, /rest/v1 and /functions/v1`,
      });
    } catch (e) {
      if (e instanceof HttpError) return send(res, e.status, e.body);
      log(`backend error: ${(e as Error).stack ?? e}`);
      send(res, 500, { code: 'unexpected_failure', message: 'Unexpected failure' });
    }
  });

  return {
    url,
    mailUrl,
    publishableKey: apiKey,
    async close() {
      await functions.close();
      await Promise.all([
        new Promise<void>((resolve) => server.close(() => resolve())),
        new Promise<void>((resolve) => mailServer.close(() => resolve())),
      ]);
      server.closeAllConnections();
      await db.close();
    },
  };
}
