/**
 * A reporter that prints, after the run, the ten test files that took longest, each with the
 * time it took from its start to its end (imports, setup, hooks and tests), so that growth shows.
 */
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`.padStart(8);

export default class SlowestFiles implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const timed = testModules.map((m) => {
      const d = m.diagnostic();
      const ms =
        d.environmentSetupDuration +
        d.prepareDuration +
        d.collectDuration +
        d.setupDuration +
        d.duration;
      return { file: path.relative(process.cwd(), m.moduleId), ms };
    });
    const slowest = timed.sort((a, b) => b.ms - a.ms).slice(0, 10);
    if (slowest.length === 0) return;
    console.log(`\nThe ${slowest.length} slowest test files:`);
    for (const { file, ms } of slowest) console.log(`${seconds(ms)}  ${file}`);
  }
}
