import { rmSync } from 'node:fs';

/**
 * The content fixtures (`fixture` in fixture.ts) made by the test file running now. A module of
 * its own, loaded once a worker, which the setup file remove-fixtures.ts empties after each file.
 */
const made: string[] = [];

/** Notes a folder to remove once the current test file's tests are done. */
export function removeAfterFile(dir: string) {
  made.push(dir);
}

/** Removes the folders noted since the last call. */
export function removeNoted() {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
}
