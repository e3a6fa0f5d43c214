/** A mistake in content/, located as precisely as the build can: file, line, field. */
export interface Problem {
  file: string;
  line?: number;
  field?: string;
  message: string;
}

export function formatProblem(p: Problem): string {
  const where = p.line ? `${p.file}:${p.line}` : p.file;
  const field = p.field ? ` ${p.field}:` : '';
  return `${where}:${field} ${p.message}`;
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

/** Field path as a writer reads it: `faqs[2].answer`. */
export function fieldPath(path: readonly PropertyKey[]): string {
  return path
    .map((k, i) => (typeof k === 'number' ? `[${k}]` : i === 0 ? String(k) : `.${String(k)}`))
    .join('');
}
