/** `npm run backend`: the embedded backend alone, on Supabase's local ports. */
import path from 'node:path';
import { createBackend } from './index.ts';
import { DEFAULT_MAIL_PORT, DEFAULT_PORT } from './keys.ts';

const root = path.resolve(import.meta.dirname, '..');
export const defaultSiteOrigins = [
  'http://localhost:5173',
  'http://127.0.0.1:5173',
  'http://localhost:4173',
  'http://127.0.0.1:4173',
];

export async function startDefaultBackend() {
  return createBackend({
    dataDir: process.env.BACKEND_DATA_DIR ?? path.join(root, '.data', 'backend'),
    port: Number(process.env.BACKEND_PORT ?? DEFAULT_PORT),
    mailPort: Number(process.env.MAIL_PORT ?? DEFAULT_MAIL_PORT),
    siteOrigins: (process.env.SITE_ORIGINS?.split(',') ?? defaultSiteOrigins).map((o) => o.trim()),
  });
}

if (
  process.argv[1] &&
  path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)
) {
  startDefaultBackend().then((b) => {
    console.log(`Embedded Supabase-compatible backend
  API:      ${b.url}  (auth: /auth/v1, data: /rest/v1)
  Mailbox:  ${b.mailUrl}
  Publishable key: ${b.publishableKey}`);
  });
}
