import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildCopy, useSmallSite } from '../support/deploy.ts';
import { page as fixturePage } from '../support/fixture.ts';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('npm run build', () => {
  it('stops, naming the page and its .mdx line, when a page throws as it renders', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'site-build-error-'));
    dirs.push(dir);
    const page = 'content/pages/customers.mdx';
    // A site of a few pages, built as the whole site is: a page's failure is the same in either.
    let line = 0;
    const built = buildCopy(dir, (copy) => {
      useSmallSite(copy, { [page]: fixturePage('/customers', '', 'A first paragraph.') });
      const file = path.join(copy, page);
      // The line the broken expression is written on, after a blank one.
      line = readFileSync(file, 'utf8').split('\n').length + 1;
      appendFileSync(file, '\n{(() => { throw new Error("a broken expression") })()}\n');
    });
    // Not a page that says "Loading…", which React would leave in its place.
    await expect(built).rejects.toThrow(
      `prerender: /customers (${page}) failed to render: a broken expression`,
    );
    await expect(built).rejects.toThrow(`${path.join(dir, page)}:${line}:`);
  }, 120_000);
});
