import { describe, expect, it } from 'vitest';
import { interactiveReason, islandProblems } from '../../scripts/content/islands.ts';
import { interactiveComponents, mdxRegistry } from '../../src/mdx/registry.ts';

const sources: Record<string, string> = {
  'src/mdx/Counter.tsx':
    "import { useState } from 'react';\n\nexport default function Counter() {\n  const [n, setN] = useState(0);\n  return <b>{n}</b>;\n}\n",
  'src/mdx/Button.tsx':
    'export default function Button() {\n  return <button type="button" onClick={() => alert(1)}>Go</button>;\n}\n',
  'src/mdx/Wrapper.tsx':
    "import { Form } from '../features/form/Form.tsx';\nexport default Form;\n",
  'src/features/form/Form.tsx':
    'export function Form() {\n  return <form onSubmit={() => {}} />;\n}\n',
  'src/mdx/Heading.tsx':
    "import { useId } from 'react';\nimport { SmartLink } from '../components/SmartLink.tsx';\nexport default function Heading() {\n  const id = useId();\n  return <h2 id={id}><SmartLink href=\"/\" /></h2>;\n}\n",
  'src/components/SmartLink.tsx':
    'export function SmartLink() {\n  return <a onClick={() => {}} />;\n}\n',
};
const read = (file: string) => sources[file] ?? null;

describe('the islands contract', () => {
  it('finds state, effects and handlers, in the module or what it wraps, with the line', () => {
    expect(interactiveReason('src/mdx/Counter.tsx', read)).toBe(
      'useState at src/mdx/Counter.tsx:4',
    );
    expect(interactiveReason('src/mdx/Button.tsx', read)).toBe('onClick at src/mdx/Button.tsx:2');
    expect(interactiveReason('src/mdx/Wrapper.tsx', read)).toBe(
      'onSubmit at src/features/form/Form.tsx:2',
    );
  });

  it('leaves a component with only an id hook and shared links static', () => {
    expect(interactiveReason('src/mdx/Heading.tsx', read)).toBeNull();
  });

  it('stops the build at each use, naming the file, the line and the component', () => {
    const problems = islandProblems(
      'content/pages/a.mdx',
      [
        { name: 'Counter', line: 7 },
        { name: 'Heading', line: 9 },
        { name: 'Counter', line: 12 },
        { name: 'Button', line: 14 },
      ],
      new Set(['Button']),
      (name) => `src/mdx/${name}.tsx`,
      (file) => interactiveReason(file, read),
    );
    expect(problems.map((p) => `${p.file}:${p.line}`)).toEqual([
      'content/pages/a.mdx:7',
      'content/pages/a.mdx:12',
    ]);
    expect(problems[0]?.message).toMatch(/^<Counter> has state, effects or event handlers/);
    expect(problems[0]?.message).toContain('interactiveComponents in src/mdx/registry.ts');
  });

  it('holds for the registry as it is: every interactive component is an island', () => {
    const missing = Object.entries(mdxRegistry)
      .filter(([name]) => !interactiveComponents.has(name))
      .filter(([, module]) => interactiveReason(`src/mdx/${module}.tsx`) !== null)
      .map(([name]) => name);
    expect(missing).toEqual([]);
  });
});
