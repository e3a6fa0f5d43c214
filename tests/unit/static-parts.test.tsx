import { compile } from '@mdx-js/mdx';
import { useId } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { rehypeStatic } from '../../scripts/content/rehype-static.ts';
import { renderWithStaticParts, Static } from '../../src/app/static-html.tsx';

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
  const Labelled = ({ text }: { text: string }) => {
    const id = useId();
    return (
      <p id={id}>
        {text} <a href={`#${id}`}>Link to {text}</a>
      </p>
    );
  };
  const page = () =>
    renderWithStaticParts(
      'pages/a',
      () =>
        renderToString(
          <main>
            <Static id="a:0">
              <Labelled text="One" />
              <Static id="a:1">
                <p>Two &amp; three</p>
              </Static>
            </Static>
            <button type="button">Live</button>
            <Static id="a:2">
              <Labelled text="Four" />
            </Static>
            <Static id="post:x" fragment="posts/x">
              <p>A post</p>
            </Static>
          </main>,
        ),
      (children, identifierPrefix) => renderToStaticMarkup(children, { identifierPrefix }),
    );

  it('are the parts of the server render, each in its fragment, nested ones too', async () => {
    const { html, fragments } = await page();
    const parts = fragments.get('pages/a') ?? {};
    expect(Object.keys(parts)).toEqual(['a:0', 'a:2', 'a:1']);
    expect(parts['a:1']).toBe('<p>Two &amp; three</p>');
    expect(parts['a:0']).toContain(
      '<div data-s="a:1" class="contents"><p>Two &amp; three</p></div>',
    );
    expect(fragments.get('posts/x')).toEqual({ 'post:x': '<p>A post</p>' });
    // The page's HTML holds each part's HTML as its fragment has it, and the live parts.
    for (const [id, part] of Object.entries(parts)) {
      expect(html).toContain(`<div data-s="${id}" class="contents">${part}</div>`);
    }
    expect(html).toContain('<button type="button">Live</button>');
    expect(html).not.toContain('static-part');
  });

  it('keeps ids made in different parts apart', async () => {
    const { html } = await page();
    const ids = [...html.matchAll(/<p id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(2);
    for (const id of ids) expect(html).toContain(`href="#${id}"`);
  });

  it('fails the build on one part id with two contents', async () => {
    await expect(
      renderWithStaticParts(
        'pages/a',
        () =>
          renderToString(
            <main>
              <Static id="a:0">One</Static>
              <Static id="a:0">Two</Static>
            </main>,
          ),
        (children) => renderToStaticMarkup(children),
      ),
    ).rejects.toThrow(/static part "a:0" is rendered twice with different content/);
  });
});
