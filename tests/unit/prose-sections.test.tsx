import { compile, run } from '@mdx-js/mdx';
import { createElement } from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { rehypeSections } from '../../scripts/content/rehype-sections.ts';
import { rehypeStatic } from '../../scripts/content/rehype-static.ts';
import { Island } from '../../src/app/islands.tsx';
import { Static } from '../../src/app/static-html.tsx';

const mdx = `
export const note = 'kept at the top';

An intro, before any heading.

## Overview

What the law says.

### Who must register

Every establishment with twenty employees.

### Rates

A table of rates would be here.

## Work it out

<Calc rate={12} />

### How it is worked out

The formula, in words.

## What we need

Your registration numbers.
`;

async function compiled(target: 'server' | 'client') {
  const out = await compile(mdx, {
    outputFormat: 'function-body',
    rehypePlugins: [
      rehypeSections({ interactive: new Set(['Calc']) }),
      rehypeStatic({
        target,
        idPrefix: 'p:',
        interactive: new Set(['Calc']),
        islands: new Set(['Calc']),
      }),
    ],
  });
  return String(out.value);
}

async function html() {
  const { default: Body } = await run(await compiled('server'), {
    ...runtime,
    baseUrl: import.meta.url,
  });
  const Calc = () => createElement('form', null, 'calculator');
  return renderToStaticMarkup(createElement(Body, { components: { Calc, Static, Island } }));
}

describe('a long body in sections that render as they come near the window', () => {
  it('puts each ## stretch in a section, and each ### stretch in one within it', async () => {
    const page = await html();
    const sections = [
      ...page.matchAll(
        /<section class="([^"]+)" style="([^"]+)">\s*(?:<div[^>]*>)?\s*<(h[23])[^>]*>([^<]+)/g,
      ),
    ];
    expect(sections.map((s) => [s[1], s[3], s[4]])).toEqual([
      ['defer-render prose-section', 'h2', 'Overview'],
      ['defer-render prose-section prose-subsection', 'h3', 'Who must register'],
      ['defer-render prose-section prose-subsection', 'h3', 'Rates'],
      ['defer-render prose-section prose-subsection', 'h3', 'How it is worked out'],
      ['defer-render prose-section', 'h2', 'What we need'],
    ]);
    // Each with the estimate of its height on a phone, taken until it is laid out.
    for (const [, , style] of sections)
      expect(style).toMatch(/^contain-intrinsic-size:auto [1-9]\d*px$/);
    // What comes before the first heading is left as it is.
    expect(page.indexOf('An intro')).toBeLessThan(page.indexOf('<section'));
  });

  it('leaves a stretch with an interactive component unwrapped, its ### stretches without one not', async () => {
    const page = await html();
    expect(page).not.toMatch(/<section[^>]*>\s*(?:<div[^>]*>)?\s*<h2[^>]*>Work it out/);
    expect(page).toContain('calculator');
    expect(page).toMatch(/<section[^>]*>\s*(?:<div[^>]*>)?\s*<h3[^>]*>How it is worked out/);
  });

  it('costs the page no JavaScript: every section is in a static part', async () => {
    const code = await compiled('client');
    expect(code).not.toContain('"section"');
    expect(code).not.toContain('prose-section');
    // An export stays at the top level of the module.
    expect(code).toContain('kept at the top');
  });
});
