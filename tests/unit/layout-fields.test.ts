import { describe, expect, it } from 'vitest';
import {
  clientFieldProblems,
  layoutClientFields,
  parseClientFields,
} from '../../scripts/content/layout-fields.ts';
import { formatProblem } from '../../scripts/content/problems.ts';

const file = 'src/layouts/TestLayout.tsx';

/** A layout module whose `clientFields` line is `declaration` (line 7), or that has none. */
const layout = (
  declaration: string,
) => `import type { ClientFields, LayoutProps } from '../app/route-types.ts';
import { Static } from '../app/static-html.tsx';
import type { PageFrontmatter } from '../content/schema.ts';

const base = ['title'] as const;

${declaration}

export default function TestLayout({ frontmatter: fm, path, children }: LayoutProps<PageFrontmatter>) {
  return <Static id={\`\${path}:top\`}><h1>{fm.title}</h1>{children}</Static>;
}
`;

const messagesOf = (source: string) => {
  const result = parseClientFields(file, source);
  return result.ok ? [] : result.problems.map(formatProblem);
};

describe("a layout's clientFields", () => {
  it('is read from the written-out list, with or without `as const` and `satisfies`', () => {
    const read = (declaration: string) => parseClientFields(file, layout(declaration));
    expect(
      read(
        "export const clientFields = ['title', 'hero'] as const satisfies ClientFields<PageFrontmatter>;",
      ),
    ).toEqual({ ok: true, value: ['title', 'hero'] });
    expect(read('export const clientFields = [] as const;')).toEqual({ ok: true, value: [] });
    expect(
      read("export const clientFields = 'all' satisfies ClientFields<PageFrontmatter>;"),
    ).toEqual({ ok: true, value: 'all' });
  });

  it('stops the build, naming the layout file, when a layout has no clientFields export', () => {
    for (const declaration of [
      '',
      "const clientFields = ['title'];",
      'export const fields = [];',
    ]) {
      const messages = messagesOf(layout(declaration));
      expect(messages).toHaveLength(1);
      expect(messages[0]).toMatch(
        /^src\/layouts\/TestLayout\.tsx: has no `clientFields` export: declare the frontmatter fields/,
      );
    }
  });

  it('stops the build, naming the file and line, when the list is not written out', () => {
    for (const declaration of [
      'export const clientFields = base;',
      'export const clientFields = [...base];',
      "export const clientFields = ['title', base[0]];",
      "export const clientFields = ['title'].filter(Boolean);",
      "export const clientFields = 'some';",
      "export let clientFields = ['title'];",
    ]) {
      const messages = messagesOf(layout(declaration));
      expect(messages, declaration).toHaveLength(1);
      expect(messages[0], declaration).toMatch(
        /^src\/layouts\/TestLayout\.tsx:7: `clientFields` must be a const whose value is written out/,
      );
    }
  });

  it("names the file, line and column when a layout's source does not parse", () => {
    expect(messagesOf(layout('export const clientFields = [;'))).toEqual([
      'src/layouts/TestLayout.tsx:7:30: cannot be parsed: Unexpected token',
    ]);
  });

  it("reads the site's layouts, and names a layout the collections name but src/layouts lacks", () => {
    expect(layoutClientFields('FrameworkLayout')).toEqual({ ok: true, value: ['frameworkName'] });
    expect(layoutClientFields('HomeLayout')).toEqual({
      ok: true,
      value: ['hero', 'cta', 'carousel'],
    });
    expect(clientFieldProblems(['PageLayout', 'NoSuchLayout']).map(formatProblem)).toEqual([
      'src/layouts/NoSuchLayout.tsx: is missing: the collection names it as a layout',
    ]);
  });
});
