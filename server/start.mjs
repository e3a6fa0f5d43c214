/**
 * `npm run backend`. The backend is TypeScript; loading its modules one by one through tsx's
 * loader hooks costs a start about 0.6 s, so this compiles them into one module with esbuild
 * (about 0.15 s) and imports that: its packages still load from node_modules. The module is
 * written under .data/ and told where server/ is, so paths relative to the sources still hold.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const serverDir = import.meta.dirname;
// The reminder functions read the calendar data that `npm run content` writes (the one source of
// calendar data); on a fresh clone it is not written yet.
const calendarData = path.join(serverDir, '..', 'supabase', 'functions', '_shared', 'generated');
if (!existsSync(path.join(calendarData, 'calendar-data.json'))) {
  const tsx = path.join(serverDir, '..', 'node_modules', '.bin', 'tsx');
  spawnSync(tsx, [path.join(serverDir, '..', 'scripts', 'generate.ts')], { stdio: 'inherit' });
}
const main = path.join(serverDir, 'main.ts');
const outfile = path.join(serverDir, '..', '.data', 'server', 'main.mjs');
mkdirSync(path.dirname(outfile), { recursive: true });
await build({
  entryPoints: [main],
  outfile,
  bundle: true,
  packages: 'external',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  logLevel: 'error',
  define: {
    'import.meta.dirname': JSON.stringify(serverDir),
    'import.meta.url': JSON.stringify(pathToFileURL(main).href),
  },
});
const { announce, startDefaultBackend } = await import(pathToFileURL(outfile).href);
announce(await startDefaultBackend());
