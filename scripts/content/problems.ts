/** A mistake in content/, located as precisely as the build can: file, line, field. */
export interface Problem {
  file: string;
  line?: number;
  /** 1-based, where the build knows it. */
  column?: number;
  field?: string;
  message: string;
  /**
   * Warnings of one kind that the terminal lists together, under this heading, by file (on
   * GitHub each is still an annotation of its own).
   */
  group?: string;
}

export function formatProblem(p: Problem): string {
  const where = p.line ? `${p.file}:${p.line}${p.column ? `:${p.column}` : ''}` : p.file;
  const field = p.field ? ` ${p.field}:` : '';
  return `${where}:${field} ${p.message}`;
}

const escapeData = (s: string) =>
  s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const escapeProperty = (s: string) => escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');

/**
 * The problem as a GitHub Actions workflow command: on a pull request it shows as an annotation
 * on the file's line, where the writer changed it.
 */
export function githubAnnotation(p: Problem, level: 'error' | 'warning' = 'error'): string {
  const properties = [`file=${escapeProperty(p.file)}`];
  if (p.line) properties.push(`line=${p.line}`);
  if (p.line && p.column) properties.push(`col=${p.column}`);
  properties.push(`title=${escapeProperty(p.field ? `Content: ${p.field}` : 'Content')}`);
  return `::${level} ${properties.join(',')}::${escapeData(p.message)}`;
}

export class ContentError extends Error {
  constructor(readonly problems: Problem[]) {
    super(
      `The content has ${problems.length} problem${problems.length === 1 ? '' : 's'}:\n` +
        problems.map((p) => `  - ${formatProblem(p)}`).join('\n'),
    );
    this.name = 'ContentError';
  }
}

/**
 * Things that do not stop the build (such as facts due to be checked again): printed after it,
 * and on GitHub Actions shown as warning annotations on their lines.
 */
export function reportWarnings(warnings: readonly Problem[], log = console.warn): void {
  if (warnings.length === 0) return;
  const lines: string[] = [];
  const groups = new Map<string, Problem[]>();
  for (const w of warnings) {
    if (!w.group) lines.push(`  - ${formatProblem(w)}`);
    else groups.set(w.group, [...(groups.get(w.group) ?? []), w]);
  }
  for (const [heading, members] of groups) {
    lines.push(`  - ${heading} (${members.length}): ${members.map((w) => w.file).join(', ')}`);
  }
  log(
    `${warnings.length} warning${warnings.length === 1 ? '' : 's'} (not errors: the build goes on):\n${lines.join('\n')}`,
  );
  if (process.env.GITHUB_ACTIONS === 'true')
    for (const w of warnings) console.log(githubAnnotation(w, 'warning'));
}

/** Field path as a writer reads it: `faqs[2].answer`. */
export function fieldPath(path: readonly PropertyKey[]): string {
  return path
    .map((k, i) => (typeof k === 'number' ? `[${k}]` : i === 0 ? String(k) : `.${String(k)}`))
    .join('');
}
