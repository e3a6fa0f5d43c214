/**
 * Sorting the failures of a client test suite into "deliberately unsupported: <category>" and
 * "incompatible". A failure is deliberate when, during the test, the backend answered with the
 * `X-Embedded-Unsupported` header (it refused a feature it does not model, loudly), or when the
 * test sits in a describe block listed as unsupported because it fails before reaching the
 * server (or only because an unsupported step of an earlier test left it no state). Every other
 * failure is a difference from hosted Supabase: the to-do list.
 */

import { stripVTControlCharacters } from 'node:util';

export interface TestOutcome {
  /** The test file, relative to the suite's package folder. */
  file: string;
  /** Describe blocks and test name, joined with " > ". */
  name: string;
  state: 'passed' | 'failed' | 'skipped';
  /** The first error's message, for failed tests. */
  error?: string;
  /** Categories from `X-Embedded-Unsupported` headers the test's requests received, in order. */
  unsupported: string[];
}

/**
 * A describe block (or test) whose failure is deliberate though its own requests were not
 * refused: it fails in the client first, or it needs what an unsupported earlier test leaves.
 */
export interface UnsupportedBlock {
  file: string;
  /** The start of the test's name: a describe block's title, or several joined with " > ". */
  name: string;
  category: string;
  why: string;
}

export interface Failure {
  file: string;
  name: string;
  reason: string;
}

export interface SuiteReport {
  suite: string;
  run: number;
  passed: number;
  failed: number;
  skipped: number;
  unsupported: Record<string, Failure[]>;
  incompatible: Failure[];
}

/** The first line of an error message (without colours), which is what a to-do entry needs. */
export const firstLine = (message: string | undefined) =>
  stripVTControlCharacters(message ?? 'failed without an error message')
    .trim()
    .split('\n')[0]
    ?.trim() ?? '';

const inBlock = (outcome: TestOutcome, block: UnsupportedBlock) =>
  outcome.file === block.file &&
  (outcome.name === block.name || outcome.name.startsWith(`${block.name} > `));

export function groupOutcomes(
  suite: string,
  outcomes: readonly TestOutcome[],
  blocks: readonly UnsupportedBlock[] = [],
): SuiteReport {
  const report: SuiteReport = {
    suite,
    run: 0,
    passed: 0,
    failed: 0,
    skipped: 0,
    unsupported: {},
    incompatible: [],
  };
  for (const outcome of outcomes) {
    if (outcome.state === 'skipped') {
      report.skipped++;
      continue;
    }
    report.run++;
    if (outcome.state === 'passed') {
      report.passed++;
      continue;
    }
    report.failed++;
    const failure = { file: outcome.file, name: outcome.name, reason: firstLine(outcome.error) };
    const category =
      outcome.unsupported[0] ?? blocks.find((block) => inBlock(outcome, block))?.category;
    if (category) report.unsupported[category] = [...(report.unsupported[category] ?? []), failure];
    else report.incompatible.push(failure);
  }
  return report;
}

export const unsupportedCount = (report: SuiteReport) =>
  Object.values(report.unsupported).reduce((sum, failures) => sum + failures.length, 0);

/** The closing line for a suite, e.g. `auth-js: 180 run, 150 passed, 30 failed (25 ..., 5 ...)`. */
export function summaryLine(report: SuiteReport): string {
  const skipped = report.skipped ? `, ${report.skipped} skipped` : '';
  return `${report.suite}: ${report.run} run, ${report.passed} passed, ${report.failed} failed (${unsupportedCount(report)} deliberately unsupported, ${report.incompatible.length} incompatible)${skipped}`;
}

const listed = (failures: readonly Failure[]) =>
  failures.map((f) => `    - ${f.file} > ${f.name}\n      ${f.reason}`);

/** The grouped failures of a suite, as printed before its summary line. */
export function formatReport(report: SuiteReport): string {
  const lines: string[] = [];
  for (const category of Object.keys(report.unsupported).sort()) {
    const failures = report.unsupported[category] ?? [];
    lines.push(`  deliberately unsupported: ${category} (${failures.length})`, ...listed(failures));
  }
  if (report.incompatible.length) {
    lines.push(`  incompatible (${report.incompatible.length})`, ...listed(report.incompatible));
  }
  lines.push(summaryLine(report));
  return lines.join('\n');
}
