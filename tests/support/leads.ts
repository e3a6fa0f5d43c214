/**
 * Helpers for the lead tests: a backend whose Edge Functions get test settings, a valid
 * submission, the submit-lead call through supabase-js, and the mail the function sent.
 */
import { rmSync } from 'node:fs';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { type Backend, createBackend } from '../../server/index.ts';
import { serviceRoleKey } from '../../server/keys.ts';
import type { LeadInput } from '../../supabase/functions/_shared/lead.ts';
import { cronClock, freshDataDir, SITE } from './backend.ts';

/** Email settings a developer's shell may hold, cleared so that mail goes where a test says. */
const NO_PROVIDER = { RESEND_API_KEY: '', SMTP_HOST: '', TURNSTILE_SECRET_KEY: '' };

/**
 * A backend whose Edge Functions get `functionEnv`; `given` reopens a data directory, and
 * `authEnv` sets GoTrue's settings (GOTRUE_MAILER_AUTOCONFIRM…) over the process's.
 */
export async function startLeadBackend(
  functionEnv: Record<string, string>,
  given?: string,
  authEnv?: Record<string, string>,
) {
  const dataDir = given ?? (await freshDataDir('leads-'));
  const backend = await createBackend({
    dataDir,
    ...(authEnv ? { env: { ...process.env, ...authEnv } } : {}),
    siteOrigins: [SITE],
    log: () => {},
    functionEnv: { ...NO_PROVIDER, ...functionEnv },
    // No cron job runs because of the hour the tests happen to run at.
    cronClock: cronClock(),
  });
  return {
    backend,
    dataDir,
    stop: async (keepData = false) => {
      await backend.close();
      if (!keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A client with the service role, to see what was stored as the business would in Studio. */
export async function adminClient(backend: Backend): Promise<SupabaseClient> {
  return createClient(backend.url, await serviceRoleKey(), {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
  });
}

/** A valid submission from a form first shown a minute ago, with a fresh idempotency key. */
export function validLead(overrides: Partial<LeadInput> = {}): LeadInput {
  return {
    name: 'Asha Verma',
    email: 'asha@example.in',
    phone: '+91 98765-43210',
    company: 'Verma Textiles',
    employees: '50-199',
    state: 'Maharashtra',
    topics: ['PF & ESI', 'POSH'],
    message: 'We are opening a second factory in Pune.',
    consent: true,
    website: '',
    startedAt: Date.now() - 60_000,
    idempotencyKey: crypto.randomUUID(),
    sourcePath: '/contact',
    ...overrides,
  };
}

export interface Answer {
  status: number;
  body: Record<string, unknown>;
  retryAfter: string | null;
}

/** Calls submit-lead as the site does (supabase-js), from the client address `ip`. */
export async function submitLead(
  sb: SupabaseClient,
  body: unknown,
  ip = '198.51.100.1',
): Promise<Answer> {
  const { data, error, response } = await sb.functions.invoke('submit-lead', {
    body: body as Record<string, unknown>,
    headers: { 'X-Forwarded-For': ip },
  });
  if (!response) throw error ?? new Error('no response');
  return {
    status: response.status,
    body: (error ? await response.json() : data) as Record<string, unknown>,
    retryAfter: response.headers.get('retry-after'),
  };
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** Every message in the local mailbox, oldest first. */
export async function mailbox(backend: Backend): Promise<Mail[]> {
  const list = (await (await fetch(`${backend.mailUrl}/api/v1/messages`)).json()) as {
    messages: { ID: string }[];
  };
  const messages = await Promise.all(
    list.messages.map(async ({ ID }) => {
      const message = (await (await fetch(`${backend.mailUrl}/api/v1/message/${ID}`)).json()) as {
        To: { Address: string }[];
        Subject: string;
        Text: string;
      };
      return { to: message.To[0]?.Address ?? '', subject: message.Subject, text: message.Text };
    }),
  );
  return messages.reverse();
}
