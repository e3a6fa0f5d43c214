/**
 * The order test files start in. Vitest's own order starts the files that took longest last
 * time first, which keeps both workers busy to the end; with no times yet (a clean clone) it
 * starts the largest files first, and a short file that loads every route in Chromium (the axe
 * check) started last and ran on alone. The files below took longest on 26 November 2026 (in
 * that order) and start first when vitest has no times of its own.
 */
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const slowest = [
  'tests/e2e/routes.test.ts',
  'tests/e2e/typed-before-start.test.ts',
  'tests/e2e/first-paint.test.ts',
  'tests/e2e/account-data.test.ts',
  'tests/e2e/page-loading.test.ts',
  'tests/e2e/page-content.test.ts',
  'tests/e2e/lead-form.test.ts',
  'tests/e2e/dev-server.test.ts',
];

export default class SlowFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const name = (f: TestSpecification) => path.relative(this.ctx.config.root, f.moduleId);
    const timed = (f: TestSpecification) =>
      this.ctx.cache.getFileTestResults(`${f.project.name}:${name(f)}`) !== undefined;
    if (sorted.some(timed)) return sorted;
    const rank = (f: TestSpecification) => {
      const i = slowest.indexOf(name(f));
      return i === -1 ? slowest.length : i;
    };
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}
