/**
 * `npm start`: the embedded backend (sign-up, sign-in, profiles, mailbox) and the site's dev
 * server with live reload, in one process. Set VITE_SUPABASE_URL to use hosted Supabase instead.
 */
import path from 'node:path';
import { createServer } from 'vite';
import { startDefaultBackend } from '../server/main.ts';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

async function main() {
  if (!process.env.VITE_SUPABASE_URL) {
    try {
      const backend = await startDefaultBackend();
      console.log(
        `  Backend:  ${backend.url}  (mailbox: ${backend.mailUrl})\n  Publishable key: ${backend.publishableKey}`,
      );
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw e;
      console.log('  Backend:  already running on port 54321; using it');
    }
  }
  const server = await createServer({ root, configFile: path.join(root, 'vite.config.ts') });
  await server.listen();
  server.printUrls();
  server.bindCLIShortcuts({ print: true });
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
