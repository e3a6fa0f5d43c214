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
import type { Context } from './context.ts';
import { RestError, unsupported } from './errors.ts';
import { deleteRows } from './handlers/delete.ts';
import { insertRows } from './handlers/insert.ts';
import { readTable } from './handlers/read.ts';
import { callRoutine } from './handlers/rpc.ts';
import { updateRows } from './handlers/update.ts';
import { readRequest } from './request.ts';
import { type RestSettings, restSettings } from './settings.ts';

export { type RestSettings, restSettings };

const TABLE_HANDLERS: Record<string, (ctx: Context) => Promise<void>> = {
  GET: readTable,
  HEAD: readTable,
  POST: insertRows,
  PATCH: updateRows,
  DELETE: deleteRows,
};

export class RestApi {
  readonly catalogue: Catalogue;

  constructor(
    private readonly db: PGlite,
    readonly settings: RestSettings,
  ) {
    this.catalogue = new Catalogue(settings.schemas);
  }

  /** Reads the schema cache again, as `NOTIFY pgrst, 'reload schema'` makes PostgREST do. */
  reload(): Promise<void> {
    return this.catalogue.load(this.db);
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
}
