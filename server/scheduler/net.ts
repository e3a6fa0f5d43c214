/**
 * pg_net's worker, in the backend process: sends the requests `net.http_post` queued in
 * `net.http_request_queue` once their transaction has committed (told by a NOTIFY the model sends
 * then), with Node's fetch and each request's timeout, and records each answer in
 * `net._http_response` (status, content type, headers, content, or a timeout or error message),
 * deleting the request from the queue. Answers are kept six hours, as pg_net's default `ttl`.
 * Requests left in the queue when the backend stopped are sent at its next start.
 */
import type { PGlite } from '@electric-sql/pglite';

export interface NetAnswer {
  id: number;
  url: string;
  /** The HTTP status, or null when no answer came (an error or a timeout). */
  status: number | null;
  body: string | null;
  error: string | null;
}

interface QueuedRequest {
  id: number;
  method: string;
  url: string;
  headers: Record<string, unknown> | null;
  body: Uint8Array | null;
  timeout_milliseconds: number;
}

interface Response {
  status_code: number | null;
  content_type: string | null;
  headers: Record<string, string> | null;
  content: string | null;
  timed_out: boolean;
  error_msg: string | null;
}

const CHANNEL = 'embedded_net';
const STOPPED = 'The embedded backend stopped before the request was answered';

export class NetWorker {
  private readonly inFlight = new Map<number, Promise<NetAnswer>>();
  private readonly aborts = new Set<AbortController>();
  private unlisten: (() => Promise<void>) | null = null;
  private closed = false;

  constructor(
    private readonly db: PGlite,
    private readonly log: (line: string) => void,
  ) {}

  /** Listens for requests, and sends those a previous run of the backend left queued. */
  async start(): Promise<void> {
    this.unlisten = await this.db.listen(CHANNEL, () => {
      this.drain().catch((e) => this.log(`net: ${(e as Error).message}`));
    });
    await this.drain();
  }

  private async installed(): Promise<boolean> {
    const found = await this.db.query<{ ok: boolean }>(
      "select to_regclass('net.http_request_queue') is not null as ok",
    );
    return found.rows[0]?.ok === true;
  }

  /** Sends every queued request not already on its way. */
  async drain(): Promise<NetAnswer[]> {
    if (this.closed || !(await this.installed())) return [];
    const queued = await this.db.query<{ id: number }>(
      'select id from net.http_request_queue order by id',
    );
    return this.send(queued.rows.map((r) => Number(r.id)));
  }

  /** Sends these requests (or waits for those already on their way), and gives their answers. */
  send(ids: number[]): Promise<NetAnswer[]> {
    return Promise.all(
      ids.map((id) => {
        let answer = this.inFlight.get(id);
        if (!answer) {
          answer = this.dispatch(id);
          this.inFlight.set(id, answer);
          answer.finally(() => this.inFlight.delete(id)).catch(() => {});
        }
        return answer;
      }),
    );
  }

  private async dispatch(id: number): Promise<NetAnswer> {
    const queued = await this.db.query<QueuedRequest>(
      'select id, method, url, headers, body, timeout_milliseconds from net.http_request_queue where id = $1',
      [id],
    );
    const request = queued.rows[0];
    if (!request) return this.answered(id);
    if (this.closed) return { id, url: request.url, status: null, body: null, error: STOPPED };
    const response = await this.fetch(request);
    // Stopped mid-way: the request stays queued, for the next start.
    if (this.closed && response.error_msg === STOPPED) {
      return { id, url: request.url, status: null, body: null, error: STOPPED };
    }
    await this.db.transaction(async (tx) => {
      await tx.query(
        `insert into net._http_response (id, status_code, content_type, headers, content, timed_out, error_msg)
         values ($1, $2, $3, $4::jsonb, $5, $6, $7)`,
        [
          id,
          response.status_code,
          response.content_type,
          response.headers && JSON.stringify(response.headers),
          response.content,
          response.timed_out,
          response.error_msg,
        ],
      );
      await tx.query('delete from net.http_request_queue where id = $1', [id]);
      await tx.query("delete from net._http_response where created < now() - interval '6 hours'");
    });
    const { status_code: status, content: body, error_msg: error } = response;
    return { id, url: request.url, status, body, error };
  }

  /** The answer recorded for a request that is no longer queued. */
  private async answered(id: number): Promise<NetAnswer> {
    const found = await this.db.query<Response>('select * from net._http_response where id = $1', [
      id,
    ]);
    const row = found.rows[0];
    return {
      id,
      url: '',
      status: row?.status_code ?? null,
      body: row?.content ?? null,
      error: row ? row.error_msg : `No request ${id} is queued or answered`,
    };
  }

  private async fetch(request: QueuedRequest): Promise<Response> {
    const controller = new AbortController();
    this.aborts.add(controller);
    const ms = request.timeout_milliseconds;
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, ms);
    const headers = Object.fromEntries(
      Object.entries(request.headers ?? {}).map(([name, value]) => [name, String(value)]),
    );
    const method = request.method.toUpperCase();
    try {
      const res = await fetch(request.url, {
        method,
        headers,
        body: method === 'GET' || request.body === null ? undefined : Buffer.from(request.body),
        signal: controller.signal,
      });
      const content = await res.text();
      return {
        status_code: res.status,
        content_type: res.headers.get('content-type'),
        headers: Object.fromEntries(res.headers),
        content,
        timed_out: false,
        error_msg: null,
      };
    } catch (e) {
      const error = timedOut
        ? `Timeout of ${ms} ms reached`
        : this.closed
          ? STOPPED
          : String((e as Error & { cause?: Error }).cause?.message ?? (e as Error).message);
      const failed = { status_code: null, content_type: null, headers: null, content: null };
      return { ...failed, timed_out: timedOut, error_msg: error };
    } finally {
      clearTimeout(timer);
      this.aborts.delete(controller);
    }
  }

  /** Stops listening, aborts the requests on their way and waits until they have ended. */
  async close(): Promise<void> {
    this.closed = true;
    await this.unlisten?.();
    for (const controller of this.aborts) controller.abort();
    await Promise.allSettled([...this.inFlight.values()]);
  }
}
