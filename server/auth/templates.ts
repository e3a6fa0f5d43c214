/**
 * The auth emails' templates, from the files hosted Supabase is given: the
 * `[auth.email.template.<kind>]` tables of supabase/config.toml (`subject`, `content_path`,
 * relative to the repository as the Supabase CLI reads it) and the HTML files they name. Read and
 * checked once, at start-up: a template the embedded backend cannot render stops it, naming the
 * file and the construct (go-template.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type CompiledTemplate, compileTemplate, renderTemplate } from './go-template.ts';

/** The templates Supabase Auth has for the emails it sends members. */
export const TEMPLATE_KINDS = ['confirmation', 'recovery', 'magic_link', 'email_change'] as const;
export type TemplateKind = (typeof TEMPLATE_KINDS)[number];

/** The two the embedded backend sends; the others are checked, and rendered by the tests. */
const REQUIRED: TemplateKind[] = ['confirmation', 'recovery'];

export interface RenderedMail {
  subject: string;
  html: string;
  /** The plain-text part: the HTML's words, with each link's address after its text. */
  text: string;
}

export interface AuthTemplates {
  render(kind: TemplateKind, data: Record<string, unknown>): RenderedMail;
}

type TomlValue = string | boolean | number | string[];

/** One TOML value of the kinds config.toml uses: strings, booleans, integers, arrays of strings. */
function tomlValue(source: string, where: string): TomlValue {
  const text = source.trim();
  const basic = /^"((?:[^"\\]|\\.)*)"$/.exec(text);
  if (basic) return JSON.parse(`"${basic[1]}"`) as string;
  const literal = /^'([^']*)'$/.exec(text);
  if (literal) return literal[1] as string;
  if (text === 'true' || text === 'false') return text === 'true';
  if (/^[+-]?\d+$/.test(text)) return Number(text);
  const array = /^\[(.*)\]$/.exec(text);
  if (array) {
    const items = (array[1] ?? '').split(',').filter((item) => item.trim() !== '');
    return items.map((item) => {
      const value = tomlValue(item, where);
      if (typeof value !== 'string')
        throw new Error(`${where}: only arrays of strings are read here`);
      return value;
    });
  }
  throw new Error(
    `${where}: the value ${text} is not one the embedded backend reads (a string, a boolean, an integer or an array of strings on one line)`,
  );
}

/** The value part of `key = value  # comment`: the comment goes, a # inside a string stays. */
function withoutComment(source: string, where: string): string {
  const match = /^\s*("(?:[^"\\]|\\.)*"|'[^']*'|\[[^\]]*\]|[^#"'[]*?)\s*(#.*)?$/.exec(source);
  if (!match)
    throw new Error(`${where}: the value ${source.trim()} is not one the embedded backend reads`);
  return match[1] ?? '';
}

/** The tables of a config.toml, by their dotted name: the subset of TOML the file uses. */
export function readToml(source: string, file: string): Map<string, Record<string, TomlValue>> {
  const tables = new Map<string, Record<string, TomlValue>>([['', {}]]);
  let table = tables.get('') as Record<string, TomlValue>;
  source.split('\n').forEach((raw, index) => {
    const where = `${file}:${index + 1}`;
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    const header = /^\[([A-Za-z0-9_.-]+)\]\s*(#.*)?$/.exec(line);
    if (header?.[1]) {
      table = tables.get(header[1]) ?? {};
      tables.set(header[1], table);
      return;
    }
    const pair = /^([A-Za-z0-9_-]+)\s*=\s*(.*)$/.exec(line);
    if (!pair?.[1]) throw new Error(`${where}: "${line}" is not a [table] or a key = value line`);
    table[pair[1]] = tomlValue(withoutComment(pair[2] ?? '', where), where);
  });
  return tables;
}

const decodeEntities = (text: string) =>
  text
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The words of an email's HTML, a line a block, each link as "its text: its address". */
export function htmlToText(html: string): string {
  return decodeEntities(
    html
      .replace(/<!doctype[^>]*>/gi, '')
      .replace(
        /<a\b[^>]*?\shref="([^"]*)"[^>]*>([\s\S]*?)<\/a\s*>/gi,
        (_, href: string, label: string) => `${label.replace(/<[^>]*>/g, '').trim()}: ${href}`,
      )
      .replace(/<\/(p|h\d|li|div)>|<br\s*\/?>/gi, '\n\n')
      .replace(/<[^>]*>/g, ''),
  )
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

interface Loaded {
  subject: CompiledTemplate;
  body: CompiledTemplate;
}

function loadKind(projectDir: string, configFile: string, table: Record<string, TomlValue>) {
  const { subject, content_path: contentPath } = table;
  if (typeof subject !== 'string' || typeof contentPath !== 'string') return null;
  const file = path.resolve(projectDir, contentPath);
  const relative = path.relative(projectDir, file);
  return {
    subject: compileTemplate(subject, `${configFile} (subject)`),
    body: compileTemplate(readFileSync(file, 'utf8'), relative),
  };
}

/**
 * Reads supabase/config.toml under `projectDir` and the template files it names, and checks each:
 * throws, naming the file, when one cannot be rendered or the two the backend sends are missing.
 */
export function loadAuthTemplates(projectDir: string): AuthTemplates {
  const configFile = path.join('supabase', 'config.toml');
  const tables = readToml(readFileSync(path.join(projectDir, configFile), 'utf8'), configFile);
  const loaded = new Map<TemplateKind, Loaded>();
  for (const kind of TEMPLATE_KINDS) {
    const table = tables.get(`auth.email.template.${kind}`);
    const found = table ? loadKind(projectDir, configFile, table) : null;
    if (found) loaded.set(kind, found);
    else if (REQUIRED.includes(kind))
      throw new Error(
        `${configFile} has no [auth.email.template.${kind}] with a subject and a content_path: the embedded backend sends its members' ${kind} emails from the project's templates`,
      );
  }
  return {
    render(kind, data) {
      const template = loaded.get(kind);
      if (!template) throw new Error(`${configFile} has no [auth.email.template.${kind}]`);
      const html = renderTemplate(template.body, data);
      const subject = decodeEntities(renderTemplate(template.subject, data)).trim();
      return { subject, html, text: htmlToText(html) };
    },
  };
}
