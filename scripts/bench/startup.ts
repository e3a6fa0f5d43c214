/**
 * Start-up figures for `npm run bench`: what a first visit costs the main thread after the first
 * paint on a slow phone. Each route of a built site (served as `npm run preview` serves it) is
 * loaded in a fresh context of Debian's Chromium with the CPU slowed six times
 * (`Emulation.setCPUThrottlingRate`), and the long tasks (over 50 ms) that end after the first
 * contentful paint are summed until the page is idle (no long task for `quietMs`): their time,
 * and their time over 50 ms each (the blocking time Lighthouse sums, here observed rather than
 * simulated). Median of several runs.
 *
 * Two builds can be compared in one run, alternately (A, B, then B, A for the next round), so
 * that a shared machine's load weighs on both alike:
 *
 *   npx tsx scripts/bench/startup.ts [--compare <other dist>] [--runs N] [--routes /a,/b] [--why]
 *
 * `--why` also prints what the long tasks after the first paint spent their time on (through
 * the Long Animation Frames API's script attribution, `causes`), on average a load.
 *
 * `--trace` (instead of measuring) loads each route `--runs` times (default 5) with CDP tracing and a sampling
 * profile, and prints each long task after the first paint with what took most of it, then
 * their work by kind (script, style, layout…), by trace event and by JavaScript function
 * (scripts/bench/startup-trace.ts).
 */
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { loadavg } from 'node:os';
import path from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import { chromiumFlags, chromiumPath } from '../chromium.ts';
import { serve } from '../serve.ts';
import { mainThread, taskCategories, topLevelTasks, traceWhile } from './main-thread.ts';
import { traceStartup } from './startup-trace.ts';

export const STARTUP_ROUTES = [
  '/',
  '/services',
  '/resources',
  '/content-generation',
  '/auth',
  '/blog',
  '/frameworks/gst',
];

export interface StartupRun {
  /** Sum of the long tasks' time after the first contentful paint, ms. */
  longMs: number;
  /** Sum of each long task's time over 50 ms (Total Blocking Time, observed), ms. */
  blockingMs: number;
  tasks: number;
  /** The longest task after the first paint, ms. */
  longestMs: number;
  fcpMs: number;
  /** When the app had hydrated (`data-hydrated`), ms from navigation; null if it did not. */
  hydratedMs: number | null;
  /** What the long tasks after the first paint did, ms (see `causes`). */
  causes: Record<string, number>;
}

export interface StartupFigures {
  build: string;
  route: string;
  runs: StartupRun[];
  median: StartupRun;
}

export interface StartupOptions {
  runs?: number;
  /** CPU slow-down (default 6). */
  rate?: number;
  /** How long with no long task counts as idle, ms (default 4000). */
  quietMs?: number;
}

// The two scripts below run in the page, so they are strings: the bench runs under tsx, whose
// compiled functions call a helper that the page does not have.

/**
 * Registered before the page's first script: collects the long animation frames (with the
 * scripts that ran in them and when rendering started), and notes when the app has hydrated
 * (App sets `data-hydrated`).
 */
const observeFrames = `
  window.__frames = [];
  window.__hydratedAt = null;
  new PerformanceObserver((list) => {
    for (const f of list.getEntries()) {
      window.__frames.push({
        start: f.startTime,
        duration: f.duration,
        renderStart: f.renderStart,
        scripts: f.scripts.map((s) => ({
          source: s.sourceURL.replace(/^.*\\//, '').replace(/-[\\w-]{8}\\.js$/, '.js'),
          invoker: s.invoker,
          start: s.startTime,
          ms: s.duration,
        })),
      });
    }
  }).observe({ type: 'long-animation-frame' });
  new MutationObserver((_, observer) => {
    if (document.documentElement.dataset.hydrated !== 'true') return;
    window.__hydratedAt = performance.now();
    observer.disconnect();
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] });
`;

interface Frame {
  start: number;
  duration: number;
  renderStart: number;
  scripts: { source: string; invoker: string; start: number; ms: number }[];
}

/**
 * In the page: waits for the load and its first paint, then for `quietMs` with no long frame,
 * and returns when it was found idle (a number only: sending the frames back from the page here
 * would be a long task of the page's main thread, inside the trace).
 */
const whenIdle = (quietMs: number) => `
  new Promise((resolve) => {
    const check = () => {
      const last = window.__frames.reduce((end, f) => Math.max(end, f.start + f.duration), 0);
      const painted = performance.getEntriesByName('first-contentful-paint').length > 0;
      const quiet = performance.now() - last > ${quietMs};
      if (document.readyState === 'complete' && painted && quiet) {
        resolve(performance.now());
      } else setTimeout(check, 100);
    };
    check();
  })
`;

/** Lighthouse's way: a task that spans the first paint counts from the paint on. */
export function summarise(tasks: [number, number][], fcp: number) {
  let longMs = 0;
  let blockingMs = 0;
  let count = 0;
  let longestMs = 0;
  for (const [start, duration] of tasks) {
    const clipped = start + duration - Math.max(start, fcp);
    if (clipped <= 50) continue;
    longMs += clipped;
    blockingMs += clipped - 50;
    count++;
    longestMs = Math.max(longestMs, clipped);
  }
  return { longMs, blockingMs, tasks: count, longestMs };
}

/** A script's label: its file (the page's own inline script by the page's name) and how it ran. */
const scriptLabel = (x: Frame['scripts'][number]) =>
  `${x.source.endsWith('.js') ? x.source : 'inline script'} (${x.invoker})`;

/**
 * What the long tasks after the first paint spent their time on, ms: each script that ran in
 * one (by file and by what called it: a module's evaluation, a promise's callback, a timer,
 * React's scheduler through a message port…, from the long animation frames' attribution), the
 * browser's style, layout and paint, and the rest (the HTML parser, compiling, the browser's own
 * work).
 */
export function causes(tasks: [number, number][], frames: Frame[], fcp: number) {
  const out: Record<string, number> = {};
  const add = (cause: string, ms: number) => {
    if (ms > 0.5) out[cause] = (out[cause] ?? 0) + ms;
  };
  const within = (start: number, end: number, a: number, b: number) =>
    Math.max(0, Math.min(end, b) - Math.max(start, a));
  for (const [start, duration] of tasks) {
    const a = Math.max(start, fcp);
    const b = start + duration;
    if (b - a <= 50) continue;
    let accounted = 0;
    for (const f of frames) {
      for (const x of f.scripts) {
        const ms = within(x.start, x.start + x.ms, a, b);
        add(`script ${scriptLabel(x)}`, ms);
        accounted += ms;
      }
      const render = f.renderStart > 0 ? within(f.renderStart, f.start + f.duration, a, b) : 0;
      add('style, layout and paint', render);
      accounted += render;
    }
    add('other: parsing, compiling, the browser', b - a - accounted);
  }
  return out;
}

/** A phone-sized page in a fresh context (an empty cache: a first visit), CPU slowed. */
export async function phonePage(browser: Browser, rate: number) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.addInitScript({ content: observeFrames });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return { page, cdp, close: () => context.close() };
}

/**
 * One load of one route: the figures of its start-up. The tasks come from a trace of the load,
 * in the page's time (ms from the navigation's start, as the frames' times are).
 */
export async function measureOnce(
  browser: Browser,
  url: string,
  { rate = 6, quietMs = 4000 }: StartupOptions = {},
): Promise<StartupRun> {
  const { page, cdp, close } = await phonePage(browser, rate);
  try {
    let idle = Infinity;
    const events = await traceWhile(cdp, taskCategories, async () => {
      await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
      idle = (await page.evaluate(whenIdle(quietMs))) as number;
    });
    const seen = (await page.evaluate(
      '({ frames: window.__frames, hydrated: window.__hydratedAt })',
    )) as {
      frames: Frame[];
      hydrated: number | null;
    };
    const thread = mainThread(events);
    const ms = (ts: number) => (ts - thread.origin) / 1000;
    // Until the page was found idle: what follows is the trace's own end, not the page's.
    const tasks = topLevelTasks(thread.events)
      .map(([ts, dur]): [number, number] => [ms(ts), dur / 1000])
      .filter(([start]) => start < idle);
    const fcp = ms(thread.fcp);
    return {
      ...summarise(tasks, fcp),
      fcpMs: fcp,
      hydratedMs: seen.hydrated,
      causes: causes(tasks, seen.frames, fcp),
    };
  } finally {
    await close();
  }
}

/** The median of each figure (they may come from different runs), and the causes' average. */
function medianRun(runs: StartupRun[]): StartupRun {
  const mid = <T>(xs: T[], key: (x: T) => number) => {
    const sorted = xs.map(key).sort((a, b) => a - b);
    return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
  };
  const hydrated = runs.filter((r) => r.hydratedMs !== null);
  return {
    longMs: mid(runs, (r) => r.longMs),
    blockingMs: mid(runs, (r) => r.blockingMs),
    tasks: mid(runs, (r) => r.tasks),
    longestMs: mid(runs, (r) => r.longestMs),
    fcpMs: mid(runs, (r) => r.fcpMs),
    hydratedMs: hydrated.length ? mid(hydrated, (r) => r.hydratedMs ?? 0) : null,
    causes: averageCauses(runs),
  };
}

/** Each cause's time per load, averaged over the runs (a cause absent from a run counts 0). */
function averageCauses(runs: StartupRun[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const r of runs) {
    for (const [cause, ms] of Object.entries(r.causes))
      out[cause] = (out[cause] ?? 0) + ms / runs.length;
  }
  return out;
}

export function launchBenchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: chromiumFlags });
}

/**
 * Measures each route of each build `runs` times, builds and routes interleaved: round by round,
 * every route of every build, the builds' order reversed each round.
 */
export async function startupFigures(
  builds: { label: string; url: string }[],
  routes: string[],
  options: StartupOptions = {},
): Promise<StartupFigures[]> {
  const runs = Math.max(1, options.runs ?? 5);
  const browser = await launchBenchBrowser();
  const results = new Map<string, StartupRun[]>();
  try {
    // A first load warms the browser's own start (not counted).
    if (builds[0] && routes[0]) await measureOnce(browser, builds[0].url + routes[0], options);
    for (let round = 0; round < runs; round++) {
      for (const route of routes) {
        const order = round % 2 === 0 ? builds : [...builds].reverse();
        for (const build of order) {
          const run = await measureOnce(browser, build.url + route, options);
          const key = `${build.label}\n${route}`;
          results.set(key, [...(results.get(key) ?? []), run]);
        }
      }
    }
  } finally {
    await browser.close();
  }
  return routes.flatMap((route) =>
    builds.map((build) => {
      const all = results.get(`${build.label}\n${route}`) ?? [];
      return { build: build.label, route, runs: all, median: medianRun(all) };
    }),
  );
}

const ms = (n: number | null) => (n === null ? '-' : n.toFixed(0));

/** The table `npm run bench` prints; with two builds, a ratio column per route. */
export function startupTable(figures: StartupFigures[]) {
  const builds = [...new Set(figures.map((f) => f.build))];
  return figures.map((f) => {
    const base = figures.find((g) => g.route === f.route && g.build === builds[0]);
    const ratio =
      builds.length > 1 && base && f.build !== builds[0] && base.median.longMs > 0
        ? (f.median.longMs / base.median.longMs).toFixed(2)
        : '';
    return {
      route: f.route,
      ...(builds.length > 1 ? { build: f.build } : {}),
      'long tasks ms': ms(f.median.longMs),
      'over 50 ms (TBT)': ms(f.median.blockingMs),
      tasks: f.median.tasks,
      'longest ms': ms(f.median.longestMs),
      'FCP ms': ms(f.median.fcpMs),
      'hydrated ms': ms(f.median.hydratedMs),
      ...(builds.length > 1 ? { 'long / first build': ratio } : {}),
      'long tasks, each run': f.runs.map((r) => r.longMs.toFixed(0)).join(' '),
    };
  });
}

/**
 * What the long tasks after the first paint did, per route and build: the causes of more than
 * 5 ms a load on average, largest first.
 */
export function causesTable(figures: StartupFigures[]) {
  return figures.flatMap((f) =>
    Object.entries(f.median.causes)
      .filter(([, ms]) => ms >= 5)
      .sort((a, b) => b[1] - a[1])
      .map(([cause, ms]) => ({
        route: f.route,
        build: f.build,
        cause,
        'ms a load': ms.toFixed(0),
      })),
  );
}

/** The sum over the routes of each build's median long tasks, and its ratio to the first's. */
function sumsOfMedians(figures: StartupFigures[]): string {
  const sums = new Map<string, number>();
  for (const f of figures) sums.set(f.build, (sums.get(f.build) ?? 0) + f.median.longMs);
  const [first] = sums.values();
  const each = [...sums].map(([build, sum]) => {
    const ratio = first ? ` (${(sum / first).toFixed(2)})` : '';
    return `${build} ${ms(sum)} ms${ratio}`;
  });
  return `sum of the medians over these routes: ${each.join(', ')}`;
}

/** Starts the static server on each build's folder; `close` stops them all. */
export async function serveBuilds(dirs: { label: string; dir: string }[]) {
  const servers: Server[] = [];
  const builds: { label: string; url: string }[] = [];
  for (const { label, dir } of dirs) {
    if (!existsSync(path.join(dir, 'index.html'))) throw new Error(`${dir} holds no build`);
    const { server, url } = await serve(dir, 0);
    servers.push(server);
    builds.push({ label, url });
  }
  return { builds, close: () => Promise.all(servers.map((s) => s.close())) };
}

/** Adds `[key, ms]` pairs into `into`, divided by `n` (an average over `n` loads). */
function addAverage(into: Map<string, number>, pairs: [string, number][], n: number) {
  for (const [k, v] of pairs) into.set(k, (into.get(k) ?? 0) + v / n);
}

const tableOf = (m: Map<string, number>, name: string, rows: number) =>
  [...m.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, rows)
    .map(([k, v]) => ({ [name]: k, ms: v.toFixed(1) }));

/**
 * Traced loads of each route of each build (`runs` of them, averaged): what their long tasks
 * after the first paint did, by kind of work, by trace event and by JavaScript function.
 */
export async function printStartupTraces(
  builds: { label: string; url: string }[],
  routes: string[],
  { rate = 6, quietMs = 4000, runs = 1 }: StartupOptions = {},
) {
  const browser = await launchBenchBrowser();
  try {
    for (const route of routes) {
      for (const build of builds) {
        const kinds = new Map<string, number>();
        const events = new Map<string, number>();
        const functions = new Map<string, number>();
        const totals: string[] = [];
        for (let i = 0; i < runs; i++) {
          const { page, cdp, close } = await phonePage(browser, rate);
          const waitForIdle = () => page.evaluate(whenIdle(quietMs)) as Promise<number>;
          const t = await traceStartup(page, cdp, build.url + route, waitForIdle).finally(close);
          totals.push(
            `load ${i + 1}: ${ms(t.longTasks.reduce((sum, x) => sum + x.ms, 0))} ms`,
            ...t.longTasks.map((x) => `  +${ms(x.atMs)} ms: ${ms(x.ms)} ms, ${x.what}`),
          );
          addAverage(kinds, t.byKind, runs);
          addAverage(events, t.byEvent, runs);
          addAverage(functions, t.byFunction, runs);
        }
        console.log(
          `\n${route} (${build.label}): long tasks after FCP, each load (when after FCP, how long, what took most of it):\n${totals.join('\n')}\nTheir work, average of ${runs} load(s):`,
        );
        console.table(tableOf(kinds, 'kind', 12));
        console.table(tableOf(events, 'event', 15));
        console.table(tableOf(functions, 'function (own time, sampled)', 25));
      }
    }
  } finally {
    await browser.close();
  }
}

function option(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

/**
 * Serves each build, measures it (or with `trace`, traces it) and prints the table; with two
 * builds, alternately, the first build being the one the ratios are to.
 */
export async function printStartupFigures(
  dirs: { label: string; dir: string }[],
  routes: string[],
  options: StartupOptions & { trace?: boolean; why?: boolean } = {},
) {
  const { builds, close } = await serveBuilds(dirs);
  try {
    if (options.trace) return await printStartupTraces(builds, routes, options);
    const figures = await startupFigures(builds, routes, options);
    const load = loadavg()
      .map((l) => l.toFixed(1))
      .join(' ');
    const alternating = builds.length > 1 ? ', builds alternating' : '';
    console.log(
      `\nStart-up at ${options.rate ?? 6}x CPU, a phone-sized first visit: the long tasks (over 50 ms) after the first contentful paint until idle, median of ${figures[0]?.runs.length} runs${alternating} (load average ${load}):`,
    );
    console.table(startupTable(figures));
    if (builds.length > 1) console.log(`  ${sumsOfMedians(figures)}`);
    if (options.why) {
      console.log('\nWhat the long tasks after the first paint did (average a load):');
      console.table(causesTable(figures));
    }
  } finally {
    await close();
  }
}

async function cli() {
  const root = path.resolve(import.meta.dirname, '..', '..');
  const other = option('--compare');
  // A build is named by its folder, and by the folder above as well where that is dist too (a
  // worktree's), so that the two builds' rows stay apart.
  const labelOf = (dir: string) =>
    path.basename(dir) === 'dist' ? `${path.basename(path.dirname(dir))}/dist` : path.basename(dir);
  const dirs = [
    ...(other ? [{ label: labelOf(path.resolve(other)), dir: path.resolve(other) }] : []),
    { label: 'dist', dir: path.join(root, 'dist') },
  ];
  await printStartupFigures(dirs, option('--routes')?.split(',') ?? STARTUP_ROUTES, {
    runs: Number(option('--runs') ?? 5),
    rate: Number(option('--rate') ?? 6),
    trace: process.argv.includes('--trace'),
    why: process.argv.includes('--why'),
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  cli().catch((e: unknown) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  });
}
