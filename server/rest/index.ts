/**
 * The embedded backend's PostgREST (/rest/v1): tables and views of the exposed schemas read and
 * written with PostgREST's query language, and functions called through `rpc/`. Every request runs
 * in a transaction as the JWT's role with its claims set, so Row Level Security and grants are
 * enforced by Postgres itself.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PGlite } from '@electric-sql/pglite';
import type { Claims } from '../tokens.ts';
import { Catalogue } from './catalogue.ts';
import { catalogueRows } from './catalogue-cache.ts';
import type { Context } from './context.ts';
import { RestError, unsupported } from './errors.ts';
import { deleteRows } from './handlers/delete.ts';
import { insertRows } from './handlers/insert.ts';
import { readTable } from './handlers/read.ts';
import { callRoutine } from './handlers/rpc.ts';
import { updateRows } from './handlers/update.ts';
import { readRequest } from './request.ts';
import { databaseSettings, type RestSettings, restSettings } from './settings.ts';

export { type RestSettings, restSettings };

const TABLE_HANDLERS: Record<string, (ctx: Context) => Promise<void>> = {
  GET: readTable,
  HEAD: readTable,
  POST: insertRows,
  PATCH: updateRows,
  DELETE: deleteRows,
};

export class RestApi {
  catalogue: Catalogue;
  settings: RestSettings;

  constructor(
    private readonly db: PGlite,
    private readonly env: Record<string, string | undefined>,
  ) {
    this.settings = restSettings(env);
    this.catalogue = new Catalogue(this.settings.schemas);
  }

  /**
   * Reads the settings and the schema cache again, as `NOTIFY pgrst, 'reload config'` and
   * `'reload schema'` make PostgREST do. Settings given in the database win over the environment.
   */
  reload(): Promise<void> {
    this.pending = this.load();
    return this.pending;
  }

  /** A reload under way; requests wait for it so they see the schema it announces. */
  private pending: Promise<void> = Promise.resolve();

  private async load(): Promise<void> {
    const settings = restSettings({ ...this.env, ...(await databaseSettings(this.db)) });
    const catalogue = new Catalogue(settings.schemas);
    catalogue.build(await catalogueRows(this.db, settings.schemas));
    this.settings = settings;
    this.catalogue = catalogue;
  }

  /**
   * Reloads on `NOTIFY pgrst` ('reload schema', 'reload config' or empty), as PostgREST does, so
   * a migration or function can announce a schema change itself. Errors go to `log`.
   */
  async listen(log: (line: string) => void): Promise<void> {
    await this.db.listen('pgrst', (payload) => {
      if (['', 'reload schema', 'reload config'].includes(payload.trim())) {
        this.reload().catch((e: Error) => log(`schema cache reload failed: ${e.message}`));
      }
    });
  }

  /** The claims of a request that carries no JWT: the anonymous role. */
  anonymousClaims(): Claims {
    return { role: this.settings.anonRole };
  }

  async handle(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    body: string,
    claims: Claims,
    authenticated: boolean,
  ): Promise<void> {
    await this.pending.catch(() => {});
    try {
      const request = readRequest(req, url, body, claims, authenticated, this.settings);
      const ctx: Context = {
        db: this.db,
        catalogue: this.catalogue,
        settings: this.settings,
        req: request,
        res,
      };
      if (request.resource.kind === 'rpc') return await callRoutine(ctx);
      if (request.method === 'PUT')
        throw unsupported('put', 'PUT (single-row upsert by primary key)');
      const handler = TABLE_HANDLERS[request.method];
      if (!handler)
        throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${request.method}`);
      await handler(ctx);
    } catch (e) {
      if (!(e instanceof RestError)) throw e;
      this.refuse(req, res, e);
    }
  }

  /** Sends a PostgREST error with its headers. */
  refuse(req: IncomingMessage, res: ServerResponse, e: RestError): void {
    const text = JSON.stringify(e.body);
    res.writeHead(e.status, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': String(Buffer.byteLength(text)),
      'Proxy-Status': `PostgREST; error=${String(e.body.code)}`,
      ...e.headers,
    });
    res.end(req.method === 'HEAD' ? undefined : text);
  }
}
