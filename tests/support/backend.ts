import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { type Backend, createBackend } from '../../server/index.ts';

export const SITE = 'http://127.0.0.1:4173';

/** The backend on free ports with a fresh data directory; `stop` removes it. */
export async function startBackend(dataDir = mkdtempSync(path.join(tmpdir(), 'backend-'))) {
  const backend = await createBackend({ dataDir, siteOrigins: [SITE], log: () => {} });
  return {
    backend,
    dataDir,
    stop: async (keepData = false) => {
      await backend.close();
      if (!keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function client(backend: Pick<Backend, 'url' | 'publishableKey'>): SupabaseClient {
  return createClient(backend.url, backend.publishableKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
  });
}

interface MailSummary {
  ID: string;
  Subject: string;
  To: { Address: string }[];
}

/** The newest email to `address`, and the link in it. */
export async function lastMail(backend: Pick<Backend, 'mailUrl'>, address: string) {
  const list = (await (await fetch(`${backend.mailUrl}/api/v1/messages`)).json()) as {
    messages: MailSummary[];
  };
  const summary = list.messages.find((m) => m.To[0]?.Address === address);
  if (!summary) throw new Error(`no mail to ${address}`);
  const message = (await (
    await fetch(`${backend.mailUrl}/api/v1/message/${summary.ID}`)
  ).json()) as { Subject: string; Text: string };
  const link = message.Text.match(/https?:\/\/\S+/)?.[0] ?? '';
  return { subject: message.Subject, link };
}

/** Follows an email link as a browser would, and reads the session from the redirect. */
export async function follow(link: string) {
  const res = await fetch(link, { redirect: 'manual' });
  const location = res.headers.get('location') ?? '';
  const hash = new URLSearchParams(new URL(location).hash.slice(1));
  return { status: res.status, location, hash };
}
