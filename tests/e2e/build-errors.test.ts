import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { brokenExpression, brokenLine, brokenPage, builtCopy } from '../support/copies.ts';

describe('npm run build', () => {
  it('stops, naming the page and its .mdx line, when a page throws as it renders', async () => {
    // A site of a few pages (copies.ts), built as the whole site is: a page's failure is the
    // same in either. Not a page that says "Loading…", which React would leave in its place.
    const built = builtCopy('build-error');
    await expect(built).rejects.toThrow(
      `prerender: /customers (${brokenPage}) failed to render: ${brokenExpression}`,
    );
    await expect(built).rejects.toThrow(
      `${path.join('build-error', 'project', brokenPage)}:${await brokenLine()}:`,
    );
  }, 120_000);
});
