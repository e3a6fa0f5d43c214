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

  /**
   * Checks the rate limits and records the submission in one step in the database (under a
   * lock per email address and per client address): 0 when admitted, else the seconds to wait
   * and which limit refused it.
   */
  async admit(
    emailHash: string,
    ipHash: string,
    limits: { perEmailDay: number; perIpHour: number },
  ): Promise<{ wait: number; reason: 'email' | 'address' | null }> {
    const response = await this.request('rpc/admit_lead', {
      method: 'POST',
      body: JSON.stringify({
        p_email_hash: emailHash,
        p_ip_hash: ipHash,
        p_per_email_day: limits.perEmailDay,
        p_per_ip_hour: limits.perIpHour,
      }),
    });
    if (!response.ok) throw new StoreError(`rpc admit_lead: ${response.status}`);
    const [row] = (await response.json()) as {
      wait_seconds: number;
      reason: 'email' | 'address' | null;
    }[];
    return { wait: row?.wait_seconds ?? 0, reason: row?.reason ?? null };
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
