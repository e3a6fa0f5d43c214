/** `npm run backend`: the embedded backend alone, on Supabase's local ports. */
import path from 'node:path';
import { type Backend, createBackend } from './index.ts';
import { DEFAULT_MAIL_PORT, DEFAULT_PORT } from './keys.ts';

const root = path.resolve(import.meta.dirname, '..');
export const defaultSiteOrigins = [
  'http://localhost:5173',
  'http://127.0.0.1:5173',
  'http://localhost:4173',
  'http://127.0.0.1:4173',
];

export async function startDefaultBackend() {
  const backend = await createBackend({
    dataDir: process.env.BACKEND_DATA_DIR ?? path.join(root, '.data', 'backend'),
    port: Number(process.env.BACKEND_PORT ?? DEFAULT_PORT),
    mailPort: Number(process.env.MAIL_PORT ?? DEFAULT_MAIL_PORT),
    siteOrigins: (process.env.SITE_ORIGINS?.split(',') ?? defaultSiteOrigins).map((o) => o.trim()),
  });
  closeOnExit(backend);
  return backend;
}

/**
 * Ctrl-C and `kill` shut the database down cleanly: a data directory left without a checkpoint
 * is recovered from its write-ahead log on the next start, which makes that start slower.
 */
function closeOnExit(backend: Backend) {
  let closing = false;
  const stop = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    backend.close().finally(() => process.kill(process.pid, signal));
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, stop);
}

/**
 * What `npm run backend` prints once the backend answers: its addresses and keys, the
 * service-role key labelled as `supabase status` labels it.
 */
export function announce(b: Backend) {
  console.log(`Embedded Supabase-compatible backend
  API:      ${b.url}  (auth: /auth/v1, data: /rest/v1, functions: /functions/v1)
  Mailbox:  ${b.mailUrl}
  Publishable key:  ${b.publishableKey}
  service_role key: ${b.serviceRoleKey}
    (a local development key, signed with this backend's JWT secret: it bypasses Row Level
    Security, so keep it to server-side code and scripts; hosted projects have their own)`);
}
