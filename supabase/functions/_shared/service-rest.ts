/**
 * The project's REST API (PostgREST) with the service role, which row level security lets
 * through: how the functions read and write the database. Only plain inserts, updates, `eq` and
 * `in` filters and `rpc/` calls are used, so the same requests work on hosted Supabase and on
 * the embedded backend.
 */
import { ReportedError } from './errors.ts';

export interface RestSettings {
  supabaseUrl: string;
  serviceRoleKey: string;
}

/**
 * A request the REST API refused: the method, table, status and Postgres error code only, never
 * PostgREST's words, which quote values (a unique violation names the email address).
 */
export class StoreError extends ReportedError {
  constructor(message: string, status: number) {
    super(message, status);
    this.name = 'StoreError';
  }
}

/** PostgREST's error code (`23505`, `PGRST116`…) from its answer, or ''. */
async function errorCode(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { code?: unknown };
    return typeof body.code === 'string' ? ` ${body.code}` : '';
  } catch {
    return '';
  }
}

export class ServiceRest {
  constructor(private readonly settings: RestSettings) {}

  request(path: string, init: RequestInit = {}): Promise<Response> {
    const key = this.settings.serviceRoleKey;
    return fetch(`${this.settings.supabaseUrl}/rest/v1/${path}`, {
      ...init,
      headers: {
        apikey: key,
        Authorization: `Bearer ${key}`,
        'Content-Type': 'application/json',
        Accept: 'application/json',
        ...init.headers,
      },
    });
  }

  /** The rows a request answers; throws StoreError (with the status) when it fails. */
  async rows<T>(path: string, init?: RequestInit): Promise<T[]> {
    const response = await this.request(path, init);
    if (!response.ok) {
      throw new StoreError(
        `${init?.method ?? 'GET'} ${path.split('?')[0]}: ${response.status}${await errorCode(response)}`,
        response.status,
      );
    }
    const text = await response.text();
    return text === '' ? [] : (JSON.parse(text) as T[]);
  }

  /** POST rpc/<name> with named arguments. */
  async call<T>(name: string, args: Record<string, unknown>, query = ''): Promise<T> {
    const response = await this.request(`rpc/${name}${query}`, {
      method: 'POST',
      body: JSON.stringify(args),
    });
    if (!response.ok) {
      throw new StoreError(`rpc ${name}: ${response.status}${await errorCode(response)}`, 500);
    }
    return (await response.json()) as T;
  }
}

/** A value for a PostgREST filter (`eq.<value>`), encoded for the query string. */
export const filterValue = (value: string) => encodeURIComponent(value);

/** `in.(a,b,c)` for ids that need no quoting (UUIDs). */
export const inList = (ids: readonly string[]) => `in.(${ids.join(',')})`;
