/**
 * A page's main-thread tasks from a CDP trace, as Lighthouse takes them: every top-level task of
 * the renderer's main thread, the browser's style, layout and paint included (the Long Tasks API
 * leaves rendering out). Used by scripts/bench/startup.ts and startup-trace.ts.
 */
import type { CDPSession } from 'playwright-core';

export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: {
    name?: string;
    data?: { url?: string; functionName?: string; type?: string; navigationId?: string };
  };
}

/**
 * Enough for the tasks and the first contentful paint; light enough not to slow the page. The
 * tasks are the scheduler's own (`toplevel`). `disabled-by-default-devtools.timeline`, which
 * DevTools and Lighthouse record, is left out: with it, V8 collects the source positions of the
 * function that evaluates React DOM (its 200 KB CommonJS wrapper, parsed again: 70 to 115 ms
 * at 6x CPU in one task, on every page), which no visitor's browser does.
 */
export const taskCategories = ['toplevel', 'devtools.timeline', 'loading', 'blink.user_timing'];

/** A task of the main thread's scheduler (`RunTask` is the same task in DevTools' category). */
const isTask = (name: string) => name === 'ThreadControllerImpl::RunTask' || name === 'RunTask';

/** The events of a trace of `categories` taken while `run` runs. */
export async function traceWhile(
  cdp: CDPSession,
  categories: string[],
  run: () => Promise<void>,
): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  const collect = (e: { value: unknown }) => events.push(...(e.value as TraceEvent[]));
  cdp.on('Tracing.dataCollected', collect);
  const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: { includedCategories: categories },
  });
  try {
    await run();
  } finally {
    await cdp.send('Tracing.end');
    await done;
    cdp.off('Tracing.dataCollected', collect);
  }
  return events;
}

/**
 * The page's main thread (the one that painted the last first contentful paint): its events
 * with a duration, by start (a parent before its children); the paint's time and the start of
 * the navigation that led to it (the page's time origin), µs.
 */
export function mainThread(events: TraceEvent[]) {
  const fcp = events.filter((e) => e.name === 'firstContentfulPaint').at(-1);
  if (!fcp) throw new Error('the trace has no first contentful paint');
  const mine = events.filter((e) => e.pid === fcp.pid && e.tid === fcp.tid);
  const id = fcp.args?.data?.navigationId;
  const navigation = mine.find(
    (e) => e.name === 'navigationStart' && e.args?.data?.navigationId === id,
  );
  const onThread = mine.filter((e) => e.ph === 'X' && e.dur !== undefined);
  return {
    fcp: fcp.ts,
    origin: navigation?.ts ?? fcp.ts,
    events: onThread.sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0)),
  };
}

/** The top-level tasks of the main thread (a task inside another is part of it): [start, duration] µs. */
export function topLevelTasks(thread: TraceEvent[]): [number, number][] {
  const tasks: [number, number][] = [];
  let end = 0;
  for (const e of thread) {
    if (!isTask(e.name) || e.ts < end) continue;
    tasks.push([e.ts, e.dur ?? 0]);
    end = e.ts + (e.dur ?? 0);
  }
  return tasks;
}
