import { compile } from '@mdx-js/mdx';
import { describe, expect, it } from 'vitest';
import { rehypeStatic } from '../../scripts/content/rehype-static.ts';
import { staticParts } from '../../scripts/prerender.ts';

const mdx = `
Intro with a [link](/about).

<Section id="s">

## Plans

Some prose.

<Calc rate={12} />

More prose.

</Section>

A paragraph with <Inline /> in it.

Closing words.
`;

async function compiled(target: 'server' | 'client', loadOnUse = new Set<string>()) {
  const out = await compile(mdx, {
    rehypePlugins: [
      rehypeStatic({
        target,
        idPrefix: 'p:',
        interactive: new Set(['Calc', 'Inline']),
        islands: new Set(['Calc']),
        loadOnUse,
      }),
    ],
  });
  return String(out.value);
}

describe('MDX bodies split into static parts and islands', () => {
  it('ships no prose to the browser, only the parts that hold an interactive component', async () => {
    const code = await compiled('client');
    for (const text of ['Intro with a', 'Some prose.', 'More prose.', 'Plans', 'Closing words.']) {
      expect(code).not.toContain(text);
    }
    // The section holding the island stays, so do the island and its props.
    expect(code).toContain('"s"');
    expect(code).toMatch(/_jsx\(Island, \{\s*id: "p:island-0"/);
    expect(code).toMatch(/rate: 12/);
    // A paragraph cannot hold a <div>: the one with an inline component stays whole.
    expect(code).toContain('A paragraph with');
    expect(code.match(/_jsx\(Static, \{\s*id: "p:\d+"\s*\}\)/g)?.length).toBe(4);
  });

  it('renders the same parts with their content on the server', async () => {
    const code = await compiled('server');
    for (const text of ['Intro with a', 'Some prose.', 'More prose.', 'Plans', 'Closing words.']) {
      expect(code).toContain(text);
    }
    expect(code).toMatch(/_jsx\(Island, \{\s*id: "p:island-0"/);
    for (const id of ['p:0', 'p:1', 'p:2', 'p:3']) expect(code).toContain(`id: "${id}"`);
  });

  it('marks the islands that wait to be used, not just to come near', async () => {
    expect(await compiled('client')).not.toContain('when:');
    const code = await compiled('client', new Set(['Calc']));
    expect(code).toMatch(/_jsx\(Island, \{\s*id: "p:island-0",\s*when: "used"/);
  });
});

describe('the fragments the build writes for client-side navigation', () => {
  it('reads every static part and island from rendered HTML, nested ones too', () => {
    const html =
      '<main><div data-s="a:0" class="contents"><p>One</p><div><div>Two</div></div></div>' +
      '<div data-island="a:island-0" class="contents"><form><div data-s="a:1" class="contents">' +
      '<p>Three &amp; four</p></div></form></div><div data-s="a:&quot;2&quot;" class="contents"></div></main>';
    expect(staticParts(html)).toEqual({
      'a:0': '<p>One</p><div><div>Two</div></div>',
      'a:island-0': '<form><div data-s="a:1" class="contents"><p>Three &amp; four</p></div></form>',
      'a:1': '<p>Three &amp; four</p>',
      'a:"2"': '',
    });
  });

  it('fails the build on a part that is not closed', () => {
    expect(() => staticParts('<div data-s="x" class="contents"><p>Open')).toThrow(
      /static part "x" is not closed/,
    );
  });
});
