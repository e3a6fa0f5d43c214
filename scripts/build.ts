/**
 * `npm run build`: the client bundle, the server bundle, then one static HTML file per route
 * (plus 404.html, redirects, sitemap.xml and robots.txt) in dist/.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { build } from 'vite';
import { isoDate, todayIn } from '../src/tools/calendar.ts';
import { writeCalendarFiles } from './calendar-files.ts';
import { evidenceLine } from './content/evidence.ts';
import { reportWarnings } from './content/problems.ts';
import { sharedSession } from './content/session.ts';
import { writeDownloads } from './downloads.ts';
import { writeRasterImages } from './images.ts';
import { prerender } from './prerender.ts';

export const projectRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

export async function buildSite({ quiet = false } = {}) {
  const started = performance.now();
  const logLevel = quiet ? 'warn' : 'info';
  // One start date for the compliance calendar across the client bundle, the prerendered HTML
  // and the .ics files, even if the build runs past midnight.
  process.env.CALENDAR_START ??= isoDate(todayIn());
  const configFile = path.join(projectRoot, 'vite.config.ts');
  rmSync(path.join(projectRoot, 'dist-ssr'), { recursive: true, force: true });
  await build({ root: projectRoot, configFile, logLevel });
  const clientDone = performance.now();
  await build({
    root: projectRoot,
    configFile,
    logLevel,
    build: {
      ssr: 'src/app/entry-server.tsx',
      outDir: 'dist-ssr',
      // A page that fails to render names its .mdx file and line (prerender.ts enables maps).
      sourcemap: true,
      manifest: false,
      copyPublicDir: false,
      emptyOutDir: true,
    },
  });
  const ssrDone = performance.now();
  const pages = await prerender(projectRoot);
  await writeDownloads(projectRoot, path.join(projectRoot, 'dist'));
  await writeCalendarFiles(projectRoot, path.join(projectRoot, 'dist'));
  await writeRasterImages(projectRoot, path.join(projectRoot, 'dist'));
  const done = performance.now();
  const timings = {
    clientMs: Math.round(clientDone - started),
    serverMs: Math.round(ssrDone - clientDone),
    prerenderMs: Math.round(done - ssrDone),
    totalMs: Math.round(done - started),
    pages,
  };
  if (!quiet) {
    const content = sharedSession(projectRoot, process.env.SITE_URL).build;
    if (content) console.log(evidenceLine(content.facts));
    reportWarnings(content?.warnings ?? []);
    console.log(
      `built ${pages} pages in ${(timings.totalMs / 1000).toFixed(1)} s (client ${timings.clientMs} ms, server ${timings.serverMs} ms, prerender ${timings.prerenderMs} ms)`,
    );
  }
  return timings;
}

if (
  process.argv[1] &&
  path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)
) {
  buildSite({ quiet: process.argv.includes('--quiet') }).catch((e: unknown) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  });
}
