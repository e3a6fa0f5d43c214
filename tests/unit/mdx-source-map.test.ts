import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type RawSourceMap, SourceMapConsumer } from 'source-map';
import { describe, expect, it } from 'vitest';
import { buildContent } from '../../scripts/content/build.ts';
import { compileMdx } from '../../scripts/content/mdx-module.ts';
import { fixture, page } from '../support/fixture.ts';

const body = 'A first paragraph.\n\n## A section\n\nWords to find in the map.\n';

describe('an MDX page compiled for the dev server and for the build', () => {
  it.each([
    ['the dev server', { dev: true, ssr: false }],
    ['the server bundle of the build', { dev: false, ssr: true }],
  ])('has a source map that leads back to its .mdx lines, for %s', async (_, target) => {
    const root = fixture({ 'content/pages/about.mdx': page('/about', '', body) });
    const build = buildContent(root);
    const file = path.join(root, 'content', 'pages', 'about.mdx');
    const source = readFileSync(file, 'utf8');
    const entry = build.entries.find((e) => e.file === 'content/pages/about.mdx');
    if (!entry) throw new Error('the fixture page was not loaded');
    const { code, map } = await compileMdx(
      { root, file, collection: 'pages', entry, build, ...target },
      source,
    );
    expect(map).not.toBeNull();
    const lines = code.split('\n');
    const line = lines.findIndex((l) => l.includes('Words to find in the map.'));
    expect(line).toBeGreaterThanOrEqual(0);
    const column = lines[line]?.indexOf('"Words to find') ?? 0;
    const consumer = await new SourceMapConsumer(map as unknown as RawSourceMap);
    const original = consumer.originalPositionFor({ line: line + 1, column });
    consumer.destroy();
    expect(original.source).toMatch(/about\.mdx$/);
    const expected = source.split('\n').indexOf('Words to find in the map.') + 1;
    expect(original.line).toBe(expected);
  });
});
