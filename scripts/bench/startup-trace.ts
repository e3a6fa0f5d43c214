/**
 * What a page's long tasks after the first paint are made of, from a CDP trace of one load:
 * the trace events' own time (their time less their children's) on the page's main thread, by
 * kind (script, style, layout…) and by event and script. Used by `scripts/bench/startup.ts
 * --trace`; prints nothing.
 */
import type { CDPSession, Page } from 'playwright-core';
import { mainThread, type TraceEvent, topLevelTasks, traceWhile } from './main-thread.ts';

export interface TraceBreakdown {
  /**
   * The long tasks after the first paint, each clipped at it: when (ms after the paint), how
   * long (ms), and what took most of its time (its largest events and sampled functions).
   */
  longTasks: { atMs: number; ms: number; what: string }[];
  /** Own time within those tasks by kind, ms, largest first. */
  byKind: [string, number][];
  /** Own time by event (with its script and function where it has one), ms, largest first. */
  byEvent: [string, number][];
  /** Sampled JavaScript time within those tasks by function (own time), ms, largest first. */
  byFunction: [string, number][];
}

/** As the figures' (main-thread.ts, which says why not DevTools' own), and V8's execution. */
const categories = ['devtools.timeline', 'v8.execute', 'loading', 'toplevel', 'blink.user_timing'];

const kinds: [RegExp, string][] = [
  [/GC|^V8\.GC/, 'garbage collection'],
  [/^(v8\.compile|v8\.parse|V8\.Compile|v8\.produceCache)/i, 'script parse and compile'],
  [/^(UpdateLayoutTree|RecalculateStyles|ParseAuthorStyleSheet|StyleRecalc)/, 'style'],
  [/^(Layout|UpdateLayer|PrePaint|IntersectionObserverController)/, 'layout'],
  [/^(Paint|Layerize|Commit|CompositeLayers|RasterTask)/, 'paint'],
  [/^ParseHTML/, 'HTML parsing'],
  [
    /^(EvaluateScript|v8\.evaluateModule|FunctionCall|TimerFire|EventDispatch|FireIdleCallback|RunMicrotasks|FireAnimationFrame|v8\.run|V8\.Execute|v8\.callFunction)/,
    'script',
  ],
];

const kindOf = (label: string) =>
  label === 'RunTask' || label === 'ThreadControllerImpl::RunTask'
    ? 'task (no event inside)'
    : (kinds.find(([re]) => re.test(label))?.[1] ?? `other (${label.split(' ')[0]})`);

const short = (url: string) => url.replace(/^.*\//, '').replace(/\?.*$/, '') || url;

interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** The events of a trace, and a sampling CPU profile, taken while `load` runs. */
async function record(cdp: CDPSession, load: () => Promise<void>) {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  let profile: CpuProfile | null = null;
  const events = await traceWhile(cdp, categories, async () => {
    await cdp.send('Profiler.start');
    await load();
    profile = (await cdp.send('Profiler.stop')).profile as unknown as CpuProfile;
  });
  if (!profile) throw new Error('no profile');
  return { events, profile: profile as CpuProfile };
}

/**
 * The profile's samples within the windows (trace and profile share one clock, µs), by
 * function: time, ms.
 */
function samplesIn(profile: CpuProfile, windows: [number, number][]) {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
  const byFunction = new Map<string, number>();
  let t = profile.startTime;
  profile.samples.forEach((id, i) => {
    const dt = profile.timeDeltas[i + 1] ?? 0;
    t += profile.timeDeltas[i] ?? 0;
    if (!windows.some(([from, to]) => t >= from && t < to)) return;
    const f = nodes.get(id);
    if (!f) return;
    const where = f.url ? ` ${short(f.url)}:${f.lineNumber + 1}` : '';
    const label = `${f.functionName || '(anonymous)'}${where}`;
    byFunction.set(label, (byFunction.get(label) ?? 0) + dt);
  });
  return byFunction;
}

/**
 * Each event's own time within [from, to), with the script of the nearest event above it that
 * names one. `events` are sorted by start, a parent before its children.
 */
function ownTimes(events: TraceEvent[], from: number, to: number) {
  const own = new Map<string, number>();
  const stack: { end: number; label: string; url: string }[] = [];
  const add = (label: string, us: number) => own.set(label, (own.get(label) ?? 0) + us);
  for (const e of events) {
    const end = e.ts + (e.dur ?? 0);
    while (stack.length && (stack.at(-1)?.end ?? 0) <= e.ts) stack.pop();
    const parent = stack.at(-1);
    const data = e.args?.data;
    const url = data?.url ? short(data.url) : (parent?.url ?? '');
    const fn = data?.functionName ? ` ${data.functionName}` : '';
    const what = data?.type ? ` ${data.type}` : '';
    const label = `${e.name}${what}${url ? ` (${url}${fn})` : ''}`;
    const inWindow = Math.max(0, Math.min(end, to) - Math.max(e.ts, from));
    // A child's time is not its parent's own time.
    if (parent) add(parent.label, -inWindow);
    add(label, inWindow);
    stack.push({ end, label, url });
  }
  return own;
}

/** The `n` largest entries of a map of µs, as `label ms`. */
const top = (m: Map<string, number>, n: number) =>
  [...m.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .filter(([, us]) => us >= 2000)
    .map(([label, us]) => `${label} ${(us / 1000).toFixed(0)}`);

/** Loads `url` once in `page` while tracing, and breaks its long tasks after FCP down. */
export async function traceStartup(
  page: Page,
  cdp: CDPSession,
  url: string,
  /** Resolves when the page is idle, with that moment in the page's time (ms). */
  waitForIdle: () => Promise<number>,
): Promise<TraceBreakdown> {
  let idle = Infinity;
  const { events, profile } = await record(cdp, async () => {
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    idle = await waitForIdle();
  });
  const { fcp, origin, events: thread } = mainThread(events);
  const windows: [number, number][] = [];
  const longTasks: TraceBreakdown['longTasks'] = [];
  const own = new Map<string, number>();
  for (const [start, duration] of topLevelTasks(thread)) {
    // Until the page was idle: what follows is the trace's own end.
    if (start >= origin + idle * 1000) break;
    const end = start + duration;
    const from = Math.max(start, fcp);
    if (end - from <= 50_000) continue;
    windows.push([from, end]);
    const inside = thread.filter((e) => e.ts >= start && e.ts < end);
    const mine = ownTimes(inside, from, end);
    for (const [label, us] of mine) own.set(label, (own.get(label) ?? 0) + us);
    const what = [...top(mine, 3), ...top(samplesIn(profile, [[from, end]]), 8)].join('; ');
    longTasks.push({ atMs: (from - fcp) / 1000, ms: (end - from) / 1000, what });
  }
  const byKind = new Map<string, number>();
  for (const [label, us] of own) {
    const kind = kindOf(label);
    byKind.set(kind, (byKind.get(kind) ?? 0) + us);
  }
  const sorted = (m: Map<string, number>) =>
    [...m.entries()]
      .map(([k, us]) => [k, us / 1000] as [string, number])
      .filter(([, v]) => v >= 0.5)
      .sort((a, b) => b[1] - a[1]);
  return {
    longTasks,
    byKind: sorted(byKind),
    byEvent: sorted(own),
    byFunction: sorted(samplesIn(profile, windows)),
  };
}
