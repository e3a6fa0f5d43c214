/**
 * The part of Go's html/template that the auth email templates use (supabase/templates/ and the
 * subjects in supabase/config.toml), which hosted Supabase Auth renders with Go itself:
 *
 *   {{ .ConfirmationURL }}, {{ .Data.language }}   a value, HTML-escaped
 *   {{ if eq A B }} ... {{ else if eq A B }} ... {{ else }} ... {{ end }}
 *                                                   A and B: a value, (print <value>) or "text"
 *   {{/* a comment *\/}}
 *
 * Anything else (range, with, define, pipes, variables, other functions, trim markers, names
 * Supabase does not give templates) is refused when the file is read, with the file, the line and
 * the construct, so that a template the embedded backend cannot render the way Go would never
 * sends a wrong email. `eq` behaves as Go's: values of different kinds (a number and a string)
 * are an error, a missing value equals nothing; `print` turns any value into text first, which is
 * why the templates compare `(print .Data.language)`.
 */

/** The variables Supabase Auth gives its email templates (its documentation, "Email Templates"). */
export const TEMPLATE_VARIABLES = [
  'ConfirmationURL',
  'Token',
  'TokenHash',
  'SiteURL',
  'Email',
  'NewEmail',
  'SendingTo',
  'Data',
  'RedirectTo',
] as const;

export class TemplateError extends Error {
  override name = 'TemplateError';
}

type Operand = { kind: 'value'; path: string[]; print: boolean } | { kind: 'text'; value: string };

interface Condition {
  left: Operand;
  right: Operand;
}

type Node =
  | { kind: 'text'; text: string }
  | { kind: 'value'; path: string[]; line: number }
  | { kind: 'if'; branches: { condition: Condition; body: Node[] }[]; otherwise: Node[] };

export interface CompiledTemplate {
  file: string;
  nodes: Node[];
}

const SUPPORTED =
  'the embedded backend renders {{ .Name }}, {{ .Data.key }}, {{ if eq A B }}, {{ else if eq A B }}, {{ else }}, {{ end }} and {{/* comments */}}';

function refuse(file: string, line: number, what: string): never {
  throw new TemplateError(`${file}:${line}: ${what} is not supported (${SUPPORTED})`);
}

const FIELD = /^\.([A-Za-z_]\w*)((?:\.[A-Za-z_]\w*)*)$/;

function fieldPath(file: string, line: number, token: string): string[] {
  const match = FIELD.exec(token);
  if (!match) return refuse(file, line, `"${token}"`);
  const path = token.slice(1).split('.');
  const [name] = path;
  if (!(TEMPLATE_VARIABLES as readonly string[]).includes(name ?? '')) {
    throw new TemplateError(
      `${file}:${line}: .${name} is not a variable Supabase gives email templates (${TEMPLATE_VARIABLES.map((v) => `.${v}`).join(', ')})`,
    );
  }
  if (path.length > 1 && name !== 'Data')
    return refuse(file, line, `the field access "${token}" (only .Data has keys)`);
  return path;
}

/** The words of an action: fields, "strings" and (parenthesised groups), in order. */
function words(file: string, line: number, source: string): string[] {
  const found: string[] = [];
  const pattern = /\s*("(?:[^"\\]|\\.)*"|\([^()]*\)|[^\s()"]+)/y;
  let at = 0;
  while (at < source.length) {
    pattern.lastIndex = at;
    const match = pattern.exec(source);
    if (!match?.[1]) return refuse(file, line, `"${source.slice(at).trim()}"`);
    found.push(match[1]);
    at = pattern.lastIndex;
    if (source.slice(at).trim() === '') break;
  }
  return found;
}

function operand(file: string, line: number, word: string): Operand {
  if (word.startsWith('"')) return { kind: 'text', value: JSON.parse(word) as string };
  const printed = /^\(\s*print\s+(\S+)\s*\)$/.exec(word);
  if (printed?.[1]) return { kind: 'value', path: fieldPath(file, line, printed[1]), print: true };
  if (word.startsWith('(')) return refuse(file, line, `the call "${word}" (only (print .Value))`);
  return { kind: 'value', path: fieldPath(file, line, word), print: false };
}

function condition(file: string, line: number, source: string): Condition {
  const [fn, left, right, ...rest] = words(file, line, source);
  if (fn !== 'eq' || !left || !right || rest.length > 0)
    return refuse(file, line, `the condition "${source}" (only eq with two operands)`);
  return { left: operand(file, line, left), right: operand(file, line, right) };
}

type Action =
  | { kind: 'value'; path: string[] }
  | { kind: 'if' | 'else if'; condition: Condition }
  | { kind: 'else' | 'end' | 'comment' };

function action(file: string, line: number, inner: string): Action {
  if (/^\/\*[\s\S]*\*\/$/.test(inner)) return { kind: 'comment' };
  if (/^-\s|\s-$/.test(inner) || inner === '-')
    return refuse(file, line, `the trim marker in "{{${inner}}}"`);
  const body = inner.trim();
  if (body === 'end' || body === 'else') return { kind: body };
  const branch = /^(if|else if)\s+([\s\S]+)$/.exec(body);
  if (branch?.[1] && branch[2])
    return {
      kind: branch[1] as 'if' | 'else if',
      condition: condition(file, line, branch[2].trim()),
    };
  if (body.startsWith('.') && !/\s/.test(body))
    return { kind: 'value', path: fieldPath(file, line, body) };
  const first = body.split(/\s+/)[0] ?? '';
  return refuse(file, line, `"{{${inner}}}" (${first || 'an empty action'})`);
}

interface Frame {
  branches: { condition: Condition; body: Node[] }[];
  otherwise: Node[] | null;
  line: number;
}

/** Reads a template: its text and actions, checked now rather than when an email is sent. */
export function compileTemplate(source: string, file: string): CompiledTemplate {
  const root: Node[] = [];
  const stack: Frame[] = [];
  const current = (): Node[] => {
    const top = stack.at(-1);
    if (!top) return root;
    return top.otherwise ?? (top.branches.at(-1)?.body as Node[]);
  };
  let at = 0;
  while (at < source.length) {
    const open = source.indexOf('{{', at);
    if (open === -1) {
      current().push({ kind: 'text', text: source.slice(at) });
      break;
    }
    if (open > at) current().push({ kind: 'text', text: source.slice(at, open) });
    const line = source.slice(0, open).split('\n').length;
    const close = source.indexOf('}}', open + 2);
    if (close === -1) throw new TemplateError(`${file}:${line}: "{{" is never closed by "}}"`);
    const found = action(file, line, source.slice(open + 2, close));
    at = close + 2;
    if (found.kind === 'comment') continue;
    if (found.kind === 'value') current().push({ kind: 'value', path: found.path, line });
    else if (found.kind === 'if')
      stack.push({ branches: [{ condition: found.condition, body: [] }], otherwise: null, line });
    else {
      const top = stack.at(-1);
      if (!top) throw new TemplateError(`${file}:${line}: {{ ${found.kind} }} without an {{ if }}`);
      if (top.otherwise && found.kind !== 'end')
        throw new TemplateError(`${file}:${line}: {{ ${found.kind} }} after {{ else }}`);
      if (found.kind === 'else if') top.branches.push({ condition: found.condition, body: [] });
      else if (found.kind === 'else') top.otherwise = [];
      else {
        stack.pop();
        current().push({ kind: 'if', branches: top.branches, otherwise: top.otherwise ?? [] });
      }
    }
  }
  const open = stack.at(-1);
  if (open) throw new TemplateError(`${file}:${open.line}: {{ if }} without its {{ end }}`);
  return { file, nodes: root };
}

function lookup(data: Record<string, unknown>, path: string[]): unknown {
  let value: unknown = data;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** Go's fmt.Sprint of a JSON value, as `print` gives it. */
function printed(value: unknown): string {
  if (value === null || value === undefined) return '<nil>';
  if (typeof value === 'string') return value;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&#34;')
    .replace(/'/g, '&#39;');

function evaluate(operand: Operand, data: Record<string, unknown>): unknown {
  if (operand.kind === 'text') return operand.value;
  const value = lookup(data, operand.path);
  return operand.print ? printed(value) : value;
}

/** Go's `eq` on two values: a missing one equals nothing, two of different kinds are an error. */
function equal(file: string, condition: Condition, data: Record<string, unknown>): boolean {
  const left = evaluate(condition.left, data);
  const right = evaluate(condition.right, data);
  if (left === null || left === undefined || right === null || right === undefined) return false;
  if (typeof left !== typeof right || typeof left === 'object')
    throw new TemplateError(
      `${file}: error calling eq: incompatible types for comparison (${typeof left} and ${typeof right}); compare (print ...) instead`,
    );
  return left === right;
}

function renderNodes(file: string, nodes: Node[], data: Record<string, unknown>): string {
  let out = '';
  for (const node of nodes) {
    if (node.kind === 'text') out += node.text;
    else if (node.kind === 'value') {
      const value = lookup(data, node.path);
      if (value === undefined && node.path.length === 1)
        throw new TemplateError(
          `${file}:${node.line}: .${node.path[0]} has no value in the embedded backend's emails`,
        );
      out += value === null || value === undefined ? '' : escapeHtml(printed(value));
    } else {
      const branch = node.branches.find((b) => equal(file, b.condition, data));
      out += renderNodes(file, branch ? branch.body : node.otherwise, data);
    }
  }
  return out;
}

/** The template filled in with `data`, values HTML-escaped as html/template escapes them. */
export function renderTemplate(template: CompiledTemplate, data: Record<string, unknown>): string {
  return renderNodes(template.file, template.nodes, data);
}
