/**
 * `npm run bench`: prints figures, never fails on them. The build time; per kind of page the gzip
 * bytes of JavaScript, CSS and HTML that a first visit downloads; the main thread's long tasks
 * after the first paint at 6x CPU, per route; the search index's size and query latency;
 * Lighthouse scores; the embedded backend's latency; a day of send-reminders for
 * 10,000 subscribers; the build's scaling; the dev server's save-to-reload time.
 * `npm run bench -- lighthouse` runs the build, the sizes and the named parts only.
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import budgets from '../budgets.json' with { type: 'json' };
import { createBackend } from '../server/index.ts';
import { backendStartFigures } from './bench/backend-start.ts';
import { bareReactGzip } from './bench/bare-react.ts';
import { lighthouseFigures } from './bench/lighthouse.ts';
import { reloadFigures } from './bench/reload.ts';
import { printReminderFigures, reminderFigures } from './bench/reminders.ts';
import { scalingFigures } from './bench/scaling.ts';
import { searchFigures } from './bench/search.ts';
import { printStartupFigures, STARTUP_ROUTES } from './bench/startup.ts';
import { buildSite, projectRoot } from './build.ts';
import { firstLoadScripts, firstLoadStyles } from './first-load.ts';
import { serve } from './serve.ts';

interface RouteInfo {
  path: string;
  kind: 'content' | 'screen' | 'redirect';
  collection: string | null;
  layout: string | null;
}

const dist = path.join(projectRoot, 'dist');
const gz = (file: string) => gzipSync(readFileSync(file)).length;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

function kindOf(r: RouteInfo): string {
  if (r.kind === 'screen') return `screen ${r.path}`;
  if (r.collection === 'pages') return r.layout ?? 'page';
  return r.collection ?? 'page';
}

async function main() {
  const timings = await buildSite({ quiet: true });
  console.log(`\nBuild: ${(timings.totalMs / 1000).toFixed(2)} s for ${timings.pages} pages`);
  console.log(
    `  client ${timings.clientMs} ms, server ${timings.serverMs} ms, prerender ${timings.prerenderMs} ms\n`,
  );

  const routes = JSON.parse(
    readFileSync(path.join(projectRoot, 'src/generated/routes.json'), 'utf8'),
  ) as RouteInfo[];
  const byKind = new Map<string, { route: string; js: number; css: number; html: number }[]>();
  for (const r of routes.filter((x) => x.kind !== 'redirect')) {
    const htmlFile = path.join(dist, r.path === '/' ? '' : r.path, 'index.html');
    const html = readFileSync(htmlFile, 'utf8');
    const js = firstLoadScripts(html).reduce((n, s) => n + gz(path.join(dist, s)), 0);
    const css = firstLoadStyles(html).reduce((n, s) => n + gz(path.join(dist, s)), 0);
    const kind = kindOf(r);
    byKind.set(kind, [...(byKind.get(kind) ?? []), { route: r.path, js, css, html: gz(htmlFile) }]);
  }
  const bare = await bareReactGzip(projectRoot);
  const rows = [...byKind.entries()].map(([kind, list]) => {
    const largest = list.reduce((a, b) => (b.js + b.css + b.html > a.js + a.css + a.html ? b : a));
    return {
      kind,
      pages: list.length,
      'largest page': largest.route,
      'JS (gzip)': kb(largest.js),
      'JS / bare React': (largest.js / bare).toFixed(2),
      'CSS (gzip)': kb(largest.css),
      'HTML (gzip)': kb(largest.html),
      total: kb(largest.js + largest.css + largest.html),
    };
  });
  console.log('First visit, largest page of each kind:');
  console.table(rows);
  console.log(
    `Bare React 19 + ReactDOM client (a hello-world hydrated, same React plugin and target): ${kb(bare)} gzip`,
  );
  console.log(
    `Budget for a content page's first-load JavaScript: ${kb(budgets.contentPageFirstLoadJsGzip)}, for an app screen's: ${kb(budgets.screenFirstLoadJsGzip)} (budgets.json)`,
  );
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** The embedded backend on loopback: cold start, sign-in latency, profile reads under load. */
async function benchBackend() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-backend-'));
  const site = 'http://127.0.0.1:4173';
  const start = await backendStartFigures(projectRoot);
  const backend = await createBackend({ dataDir, siteOrigins: [site], log: () => {} });
  const headers = { apikey: backend.publishableKey, 'Content-Type': 'application/json' };
  const post = (p: string, body: unknown, extra: Record<string, string> = {}) =>
    fetch(`${backend.url}${p}`, {
      method: 'POST',
      headers: { ...headers, ...extra },
      body: JSON.stringify(body),
    });
  const email = 'bench@example.in';
  const password = 'benchmark password';
  await post('/auth/v1/signup', { email, password });
  const mail = (await (await fetch(`${backend.mailUrl}/api/v1/messages`)).json()) as {
    messages: { ID: string }[];
  };
  const message = (await (
    await fetch(`${backend.mailUrl}/api/v1/message/${mail.messages[0]?.ID}`)
  ).json()) as { Text: string };
  await fetch(message.Text.match(/https?:\/\/\S+/)?.[0] ?? '', { redirect: 'manual' });

  const signIns: number[] = [];
  let session = { access_token: '', user: { id: '' } };
  for (let i = 0; i < 10; i++) {
    const t = performance.now();
    session = (await (
      await post('/auth/v1/token?grant_type=password', { email, password })
    ).json()) as typeof session;
    signIns.push(performance.now() - t);
  }
  const reads: number[] = [];
  const auth = {
    ...headers,
    Authorization: `Bearer ${session.access_token}`,
    Accept: 'application/vnd.pgrst.object+json',
  };
  await Promise.all(
    Array.from({ length: 50 }, async () => {
      for (let i = 0; i < 10; i++) {
        const start = performance.now();
        const res = await fetch(
          `${backend.url}/rest/v1/profiles?select=*&id=eq.${session.user.id}`,
          { headers: auth },
        );
        await res.arrayBuffer();
        reads.push(performance.now() - start);
      }
    }),
  );
  await backend.close();
  rmSync(dataDir, { recursive: true, force: true });
  signIns.sort((a, b) => a - b);
  reads.sort((a, b) => a - b);
  console.log('\nEmbedded backend (loopback):');
  console.table([
    { measure: 'npm run backend, cold (empty data dir)', ms: start.cold.toFixed(0) },
    {
      measure: `npm run backend, warm (median of ${start.warm.length}: ${start.warm.map((w) => w.toFixed(0)).join(', ')})`,
      ms: percentile(start.warm, 50).toFixed(0),
    },
    {
      measure: 'sign-in, median of 10 (scrypt-hashed password)',
      ms: percentile(signIns, 50).toFixed(1),
    },
    {
      measure: 'profile read p50, 50 concurrent clients x 10',
      ms: percentile(reads, 50).toFixed(1),
    },
    {
      measure: 'profile read p95, 50 concurrent clients x 10',
      ms: percentile(reads, 95).toFixed(1),
    },
  ]);
}

/** A full day of send-reminders for 10,000 subscribers: its time and its queries. */
async function benchReminders() {
  printReminderFigures(await reminderFigures());
}

function benchSearch() {
  const { rows, queries, generatedBuildMs } = searchFigures(projectRoot);
  console.log(
    `\nSearch (index fetched when search opens; ${queries} queries x 5 rounds, one core):`,
  );
  console.table(rows);
  console.log(`  indexing the 2,000 generated pages took ${generatedBuildMs.toFixed(0)} ms`);
}

/** The ten routes held to Lighthouse 100 (mobile, simulated throttling) */
const LIGHTHOUSE_ROUTES = [
  '/',
  '/services',
  '/services/labour-laws',
  '/frameworks/gst',
  '/solutions/healthcare',
  '/faq',
  '/blog',
  '/resources',
  '/auth',
  '/content-generation',
  // The Hindi home, service and contact pages.
  '/hi',
  '/hi/services/pf-esi',
  '/hi/contact',
];

/**
 * `LIGHTHOUSE_LOAD=N`: N CPU-bound processes (a loop in Node) run beside Lighthouse, so that its
 * figures are those of a busy machine, the same load each time (docs/performance.md).
 */
function loadTheMachine(processes: number) {
  const busy = Array.from({ length: processes }, () =>
    spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
  );
  return () => {
    for (const p of busy) p.kill();
  };
}

/**
 * The control: a page with a heading and a paragraph, no script, stylesheet or image, served as
 * the site is. Measured in the same run as the site's routes, it is the floor of that run: what
 * Lighthouse finds on this machine, at this load, when a page does nothing at all.
 */
const CONTROL_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Control page</title><meta name="description" content="A page that does nothing, measured beside the site."></head>
<body><main><h1>Control page</h1><p>A heading and a paragraph, and nothing else.</p></main></body></html>
`;
const CONTROL_LABEL = 'control page (no script or CSS)';

async function serveControlPage() {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-control-'));
  writeFileSync(path.join(dir, 'index.html'), CONTROL_HTML);
  writeFileSync(path.join(dir, '404.html'), CONTROL_HTML);
  writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *\nAllow: /\n');
  const { server, url } = await serve(dir, 0);
  return {
    url: `${url}/`,
    close: () => {
      server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * `LIGHTHOUSE_WITHOUT_SCRIPTS=1`: a copy of dist/ with every <script> element and module preload
 * taken out of its pages, so that the figures are those of the HTML and CSS alone: between the
 * control page and the site, what the pages' own size costs and what their scripts add.
 */
function withoutScripts(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-without-scripts-'));
  cpSync(dist, dir, { recursive: true });
  for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.html')) continue;
    const page = path.join(dir, file);
    const html = readFileSync(page, 'utf8')
      .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
      .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/g, '');
    writeFileSync(page, html);
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

async function benchLighthouse() {
  const stripped = process.env.LIGHTHOUSE_WITHOUT_SCRIPTS === '1' ? withoutScripts() : null;
  const { server, url } = await serve(stripped?.dir ?? dist, 0);
  const control = await serveControlPage();
  const load = Number(process.env.LIGHTHOUSE_LOAD ?? 0);
  const unload = loadTheMachine(load);
  try {
    const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
    const rows = await lighthouseFigures(url, [control.url, ...LIGHTHOUSE_ROUTES], { runs });
    console.log(
      `\nLighthouse 13, mobile, simulated slow 4G and 4x CPU (Debian Chromium); median of ${runs} run(s) per route (LIGHTHOUSE_RUNS), after a warm-up run; ${load} CPU-bound process(es) beside it (LIGHTHOUSE_LOAD)${stripped ? '; the pages without their scripts (LIGHTHOUSE_WITHOUT_SCRIPTS)' : ''}:`,
    );
    console.table(
      rows.map((r) => ({
        route: r.route === control.url ? CONTROL_LABEL : r.route,
        performance: r.performance,
        accessibility: r.accessibility,
        'best practices': r.bestPractices,
        seo: r.seo,
        'LCP ms': r.lcpMs?.toFixed(0),
        'TBT ms': r.tbtMs?.toFixed(0),
        CLS: r.cls,
        'CPU index': r.benchmarkIndex.toFixed(0),
        'performance, each run': r.performanceRuns.join(' '),
      })),
    );
    console.log(
      '  TBT is the observed main-thread time x 4: on a busy machine (CPU index under ~1000) it and the performance score read worse than they are.',
    );
    console.log(
      "  The control page is this run's floor: what Lighthouse finds here, at this load, on a page that does nothing.",
    );
    for (const r of rows.filter((x) => x.failing.length > 0))
      console.log(
        `  ${r.route === control.url ? CONTROL_LABEL : r.route}:\n    ${r.failing.join('\n    ')}`,
      );
  } finally {
    unload();
    server.close();
    control.close();
    stripped?.remove();
  }
}

/** Start-up at 6x CPU: the long tasks after the first paint, per route (scripts/bench/startup.ts). */
async function benchStartup() {
  await printStartupFigures([{ label: 'dist', dir: dist }], STARTUP_ROUTES, {
    runs: Number(process.env.STARTUP_RUNS ?? 5),
  });
}

function benchScaling() {
  console.log('\nBuild scaling: the site plus N generated MDX pages, built from scratch:');
  console.table(scalingFigures(projectRoot));
}

async function benchReload() {
  console.log('\nDev server, save to reload (file write to update sent; median of 5):');
  console.table(await reloadFigures(projectRoot));
}

/** The parts after the build and the sizes, by name: `npm run bench -- lighthouse startup` runs those alone. */
const parts = {
  startup: benchStartup,
  lighthouse: benchLighthouse,
  search: benchSearch,
  backend: benchBackend,
  reminders: benchReminders,
  scaling: benchScaling,
  reload: benchReload,
} as const;

async function run(names: string[]) {
  const unknown = names.filter((n) => !(n in parts));
  if (unknown.length > 0)
    throw new Error(
      `unknown part(s) ${unknown.join(', ')}: choose from ${Object.keys(parts).join(', ')}`,
    );
  await main();
  const chosen = names.length > 0 ? names : Object.keys(parts);
  for (const name of chosen) await parts[name as keyof typeof parts]();
}

run(process.argv.slice(2)).catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
