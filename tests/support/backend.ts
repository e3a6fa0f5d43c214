import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  createClient,
  type SupabaseClient,
  type SupabaseClientOptions,
} from '@supabase/supabase-js';
import { inject } from 'vitest';
import WebSocket from 'ws';
import { type Backend, createBackend } from '../../server/index.ts';
import type { SchedulerClock } from '../../server/scheduler/index.ts';

export const SITE = 'http://127.0.0.1:4173';

export interface StartOptions {
  dataDir?: string;
  /** Settings by GoTrue's environment names, instead of the process environment. */
  env?: Record<string, string | undefined>;
  /** The auth layer's clock, for tests that need time to pass (see `testClock`). */
  now?: () => number;
  /** False: as behind a gateway that does not pass the client's address to the auth layer. */
  clientAddressKnown?: boolean;
  /**
   * The cron scheduler's clock (see `cronClock`). By default one that stands still, so that no
   * job runs because of the hour a test happens to run at.
   */
  cronClock?: SchedulerClock;
}

let template: Promise<string> | undefined;

/**
 * A new data directory in a temporary folder: a copy of the run's template (`setup-backend.ts`),
 * the bootstrap and every migration applied, as a fresh backend leaves it after its first start.
 */
export async function freshDataDir(prefix = 'backend-'): Promise<string> {
  template ??= fetch(inject('backendTemplate')).then(async (res) => {
    const text = await res.text();
    if (!res.ok) throw new Error(text);
    return text;
  });
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  cpSync(await template, dir, { recursive: true });
  return dir;
}

/** The backend on free ports with a fresh data directory; `stop` removes it. */
export async function startBackend(options: string | StartOptions = {}) {
  const {
    dataDir = await freshDataDir(),
    env,
    now,
    clientAddressKnown,
    cronClock: clock = cronClock(),
  } = typeof options === 'string' ? { dataDir: options } : options;
  const backend = await createBackend({
    dataDir,
    siteOrigins: [SITE],
    log: () => {},
    env,
    now,
    clientAddressKnown,
    cronClock: clock,
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

/** A clock that stands still until a test moves it on. */
export function testClock(start = Date.now()) {
  let at = start;
  return {
    now: () => at,
    advance: (ms: number) => {
      at += ms;
    },
  };
}

/**
 * A clock for the cron scheduler that stands still until a test moves it on: `advance` wakes,
 * in order, whatever was waiting for a time up to the new one, and resolves once they are done
 * (a woken scheduler runs its due jobs and waits for their HTTP requests).
 */
export function cronClock(start = Date.now()) {
  let at = start;
  const sleepers = new Set<{ due: number; wake: () => Promise<void> }>();
  return {
    now: () => at,
    sleep(ms: number, wake: () => Promise<void>) {
      const sleeper = { due: at + ms, wake };
      sleepers.add(sleeper);
      return () => {
        sleepers.delete(sleeper);
      };
    },
    /** How many are waiting. */
    pending: () => sleepers.size,
    async advance(ms: number) {
      const end = at + ms;
      for (;;) {
        const [next] = [...sleepers].filter((s) => s.due <= end).sort((a, b) => a.due - b.due);
        if (!next) break;
        sleepers.delete(next);
        at = Math.max(at, next.due);
        await next.wake();
      }
      at = end;
    },
    /**
     * Moves the clock on by `ms` without waking anyone, as a machine that slept does: a sleeper
     * now due wakes on the next `advance`, in the minute the clock is then in.
     */
    jump(ms: number) {
      at += ms;
    },
  } satisfies SchedulerClock & Record<string, unknown>;
}

/** A supabase-js client of the backend; `key` and `auth` override the defaults. */
export function client(
  backend: Pick<Backend, 'url' | 'publishableKey'>,
  options: { key?: string; auth?: SupabaseClientOptions<'public'>['auth'] } = {},
): SupabaseClient {
  return createClient(backend.url, options.key ?? backend.publishableKey, {
    auth: {
      persistSession: false,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      ...options.auth,
    },
    realtime: { transport: WebSocket as never },
  });
}

interface MailSummary {
  ID: string;
  Subject: string;
  To: { Address: string }[];
}

/** The emails to `address`, newest first. */
export async function mailsTo(backend: Pick<Backend, 'mailUrl'>, address: string) {
  const list = (await (await fetch(`${backend.mailUrl}/api/v1/messages`)).json()) as {
    messages: MailSummary[];
  };
  return list.messages.filter((m) => m.To[0]?.Address === address);
}

/** The newest email to `address`, and the link in it. */
export async function lastMail(backend: Pick<Backend, 'mailUrl'>, address: string) {
  const [summary] = await mailsTo(backend, address);
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
