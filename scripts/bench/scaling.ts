/**
 * Build scaling for `npm run bench`: copies the project to a temporary folder, adds N generated
 * MDX pages (headings, links, facts and a component, like a writer's page), and times the real
 * build there, for N = 100, 300 and 1,000. Prints the time per page, so growth worse than linear
 * shows as a rising figure.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const SKIP = new Set(['node_modules', 'dist', 'dist-ssr', '.git', '.data', '.bench', '.tmp']);

export function page(i: number): string {
  const sections = Array.from(
    { length: 5 },
    (_, s) => `## Obligation ${s + 1} for generated page ${i}

Every employer with <Fact id="pf.threshold" /> or more employees registers with EPFO and deposits
contributions by the <Fact id="pf.dueDay" /> of the following month. See [PF and ESI](/frameworks/pf-esi)
and [the FAQ](/faq) for the details, and [section ${s === 4 ? 1 : s + 2}](#obligation-${s === 4 ? 1 : s + 2}-for-generated-page-${i}).

- Keep registers of wages, attendance and leave for each establishment.
- File returns on time and keep the acknowledgements.
- Review the position every quarter with your compliance team.

<Callout title="Tip">Set a reminder a week before each due date.</Callout>
`,
  ).join('\n');
  return `---
path: /generated/page-${i}
title: Generated compliance guide number ${i}
description: A generated page used to measure how the build grows with the number of pages written by the team.
hero:
  heading: Generated compliance guide ${i}
  intro: A page that stands in for one written by a writer.
---

${sections}
`;
}

/** A copy of the project in a temporary folder (the caller removes it), with `pages` extra pages. */
export function projectCopy(projectRoot: string, pages: number, label: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), `${label}-${pages}-`));
  cpSync(projectRoot, dir, {
    recursive: true,
    filter: (src) => !SKIP.has(path.basename(src)) || src === projectRoot,
  });
  symlinkSync(path.join(projectRoot, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  const folder = path.join(dir, 'content', 'pages');
  for (let i = 1; i <= pages; i++)
    writeFileSync(path.join(folder, `generated-page-${i}.mdx`), page(i));
  return dir;
}

/** Builds a copy of the project with `pages` extra MDX pages; returns the build's own figures. */
function buildWith(projectRoot: string, pages: number) {
  const dir = projectCopy(projectRoot, pages, 'scaling');
  try {
    const started = performance.now();
    const out = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], {
      cwd: dir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, CI: 'true' },
    });
    const seconds = (performance.now() - started) / 1000;
    const built = Number(out.match(/built (\d+) pages/)?.[1] ?? Number.NaN);
    return { built, seconds };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export function scalingFigures(projectRoot: string, sizes = [100, 300, 1000]) {
  return sizes.map((n) => {
    const { built, seconds } = buildWith(projectRoot, n);
    return {
      'generated pages': n,
      'pages built': built,
      'build s': seconds.toFixed(1),
      'ms per page': ((seconds * 1000) / built).toFixed(1),
    };
  });
}
