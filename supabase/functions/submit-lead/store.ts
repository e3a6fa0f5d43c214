/**
 * The function's reads and writes, through the project's REST API (PostgREST) with the service
 * role, which row level security lets through. Only plain inserts and `eq` filters are used, so
 * the same calls work on hosted Supabase and on the embedded backend.
 */
import type { Lead } from '../_shared/lead.ts';

export interface StoreSettings {
  supabaseUrl: string;
  serviceRoleKey: string;
}

export class StoreError extends Error {}

export interface NewLead {
  lead: Lead;
  userId: string | null;
  consentText: string;
}

export class LeadStore {
  constructor(private readonly settings: StoreSettings) {}

  private async request(path: string, init: RequestInit = {}): Promise<Response> {
    const key = this.settings.serviceRoleKey;
    return await fetch(`${this.settings.supabaseUrl}/rest/v1/${path}`, {
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

  private async rows<T>(path: string, init?: RequestInit): Promise<T[]> {
    const response = await this.request(path, init);
    if (!response.ok) {
      throw new StoreError(
        `${init?.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`,
      );
    }
    return (await response.json()) as T[];
  }

  async findByIdempotencyKey(key: string): Promise<string | null> {
    const rows = await this.rows<{ id: string }>(
      `leads?select=id&idempotency_key=eq.${encodeURIComponent(key)}`,
    );
    return rows[0]?.id ?? null;
  }

  /** When each lead from this address was stored (all of them: a handful at most). */
  async leadTimesByEmail(email: string): Promise<number[]> {
    const rows = await this.rows<{ created_at: string }>(
      `leads?select=created_at&email=eq.${encodeURIComponent(email)}`,
    );
    return rows.map((row) => Date.parse(row.created_at));
  }

  /** When each accepted submission from this client address arrived (the last day's). */
  async attemptTimesByIp(ipHash: string): Promise<number[]> {
    const rows = await this.rows<{ created_at: string }>(
      `lead_attempts?select=created_at&ip_hash=eq.${encodeURIComponent(ipHash)}`,
    );
    return rows.map((row) => Date.parse(row.created_at));
  }

  async recordAttempt(ipHash: string): Promise<void> {
    await this.rows('lead_attempts', {
      method: 'POST',
      body: JSON.stringify({ ip_hash: ipHash }),
      headers: { Prefer: 'return=representation' },
    });
  }

  /**
   * Stores the lead and returns its id. A key already stored returns the first lead's id, with
   * `created` false.
   */
  async insert({ lead, userId, consentText }: NewLead): Promise<{ id: string; created: boolean }> {
    const response = await this.request('leads?select=id', {
      method: 'POST',
      headers: { Prefer: 'return=representation' },
      body: JSON.stringify({
        name: lead.name,
        email: lead.email,
        phone: lead.phone,
        company: lead.company,
        employees: lead.employees,
        state: lead.state,
        topics: lead.topics,
        message: lead.message ?? null,
        source_path: lead.sourcePath,
        user_id: userId,
        consent_text: consentText,
        idempotency_key: lead.idempotencyKey,
        language: lead.language,
        checkup: lead.checkup ?? null,
      }),
    });
    if (response.status === 409) {
      // Two sends of one form fill raced each other: the first one stored it.
      const first = await this.findByIdempotencyKey(lead.idempotencyKey);
      if (first) return { id: first, created: false };
    }
    if (!response.ok) {
      throw new StoreError(`insert lead: ${response.status} ${await response.text()}`);
    }
    const [row] = (await response.json()) as { id: string }[];
    if (!row) throw new StoreError('insert lead: no row returned');
    return { id: row.id, created: true };
  }
}
