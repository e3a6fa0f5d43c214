/**
 * Lighthouse figures for `npm run bench`: the mobile default config (Moto G Power emulation,
 * simulated slow 4G and 4x CPU throttling), one route after another in one headless Chromium
 * (Debian's, at /usr/bin/chromium or CHROMIUM_PATH). Prints nothing; the caller prints.
 */
import { launch } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { chromiumFlags, chromiumPath } from '../chromium.ts';

export interface LighthouseFigures {
  route: string;
  /** Category scores, 0 to 100; null when Lighthouse could not score the page. */
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  /** Largest Contentful Paint and Total Blocking Time (simulated), ms. */
  lcpMs: number | null;
  tbtMs: number | null;
  /** Cumulative Layout Shift. */
  cls: number | null;
  /**
   * Audits scoring below 1 that weigh on a category score, as `category/audit-id: title
   * (display value)`, and a runtime error if Lighthouse had one.
   */
  failing: string[];
  /**
   * Lighthouse's CPU benchmark of this machine during the run. Simulated throttling multiplies
   * the main-thread time it observes by 4, so TBT (and the score) swing with the machine's load:
   * figures taken below about 1000 (a busy machine) overstate TBT.
   */
  benchmarkIndex: number;
  /** Wall time of this route's Lighthouse run, ms. */
  runMs: number;
  /** The performance score of every run of this route; the figures are the median run's. */
  performanceRuns: (number | null)[];
}

export interface LighthouseOptions {
  /** Chromium binary; default CHROMIUM_PATH or /usr/bin/chromium. */
  chromePath?: string;
  /** Called with each route's full result, e.g. to save a report. */
  onReport?: (route: string, lhr: Result) => void;
  /**
   * Runs per route (default 1). With more, the figures are those of the median run by
   * performance score, as Lighthouse CI reports them, and a first warm-up run is discarded.
   */
  runs?: number;
}

const categories = {
  performance: 'performance',
  accessibility: 'accessibility',
  bestPractices: 'best-practices',
  seo: 'seo',
} as const;

const chromeFlags = ['--headless=new', ...chromiumFlags];

function figuresOf(route: string, lhr: Result, runMs: number): LighthouseFigures {
  const score = (id: string) => {
    const s = lhr.categories[id]?.score;
    return typeof s === 'number' ? Math.round(s * 100) : null;
  };
  const metric = (id: string) => {
    const v = lhr.audits[id]?.numericValue;
    return typeof v === 'number' ? v : null;
  };
  const failing: string[] = [];
  if (lhr.runtimeError) failing.push(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  for (const id of Object.values(categories)) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || ref.weight <= 0 || audit.score === null || audit.score >= 1) continue;
      const value = audit.displayValue ? ` (${audit.displayValue})` : '';
      failing.push(`${id}/${audit.id}: ${audit.title}${value}`);
    }
  }
  const lcp = metric('largest-contentful-paint');
  const tbt = metric('total-blocking-time');
  const cls = metric('cumulative-layout-shift');
  return {
    route,
    performance: score(categories.performance),
    accessibility: score(categories.accessibility),
    bestPractices: score(categories.bestPractices),
    seo: score(categories.seo),
    lcpMs: lcp === null ? null : Math.round(lcp),
    tbtMs: tbt === null ? null : Math.round(tbt),
    cls: cls === null ? null : Number(cls.toFixed(3)),
    failing,
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    runMs: Math.round(runMs),
    performanceRuns: [],
  };
}

/** Runs Lighthouse (mobile, default settings) on `baseUrl` + each route, one at a time. */
export async function lighthouseFigures(
  baseUrl: string,
  routes: string[],
  options: LighthouseOptions = {},
): Promise<LighthouseFigures[]> {
  const chrome = await launch({
    chromePath: options.chromePath ?? chromiumPath(),
    chromeFlags,
    logLevel: 'silent',
    handleSIGINT: true,
  });
  const runOnce = async (route: string) => {
    const url = new URL(route, baseUrl).href;
    const start = performance.now();
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'silent',
      onlyCategories: Object.values(categories),
    });
    const runMs = performance.now() - start;
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    return { lhr: result.lhr, figures: figuresOf(route, result.lhr, runMs) };
  };
  try {
    const runs = Math.max(1, options.runs ?? 1);
    // The first run in a fresh browser pays for its start-up; with several runs, discard one.
    if (runs > 1 && routes[0]) await runOnce(routes[0]);
    const figures: LighthouseFigures[] = [];
    for (const route of routes) {
      const all: Awaited<ReturnType<typeof runOnce>>[] = [];
      for (let i = 0; i < runs; i++) all.push(await runOnce(route));
      const sorted = [...all].sort(
        (a, b) => (a.figures.performance ?? -1) - (b.figures.performance ?? -1),
      );
      const median = sorted[Math.floor((sorted.length - 1) / 2)] ?? sorted[0];
      if (!median) continue;
      options.onReport?.(route, median.lhr);
      figures.push({ ...median.figures, performanceRuns: all.map((r) => r.figures.performance) });
    }
    return figures;
  } finally {
    chrome.kill();
  }
}
