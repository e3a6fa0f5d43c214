/**
 * The auth emails' templates, written from content: each language's words
 * (content/messages/<language>/auth-emails.yaml, a namespace of the message catalogue, which
 * checks their keys and placeholders against English's) in the layout auth-email-layout.html, as
 * the Go templates that hosted Supabase Auth renders (supabase/templates/<kind>.html, and each
 * one's subject in supabase/config.toml) and the embedded backend renders too (server/auth/).
 * Each template has a branch per language of content/languages.yaml, chosen by the member's
 * user_metadata.language, with the original's as the `else`: a new language needs its words, no
 * code. The files are kept in the repository, since hosted projects read them through
 * config.toml: `npm run content` writes them, and `npm run check` fails, naming the file, where
 * one is not what the content writes.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import {
  compileTemplate,
  TEMPLATE_VARIABLES,
  TemplateError,
} from '../../server/auth/go-template.ts';
import { TEMPLATE_KINDS, type TemplateKind } from '../../server/auth/templates.ts';
import { MessageSyntaxError, parseMessage } from './message-syntax.ts';
import { MESSAGES_DIR } from './messages.ts';
import type { Problem } from './problems.ts';

/** The catalogue's namespace of the auth emails' words. */
export const AUTH_EMAILS_NAMESPACE = 'auth-emails';
/** One language's email: the words go where the layout has [[heading]], [[intro]]... */
export const AUTH_EMAIL_LAYOUT = 'scripts/content/auth-email-layout.html';
export const CONFIG_TOML = 'supabase/config.toml';
export const templateFile = (kind: TemplateKind) => `supabase/templates/${kind}.html`;

/**
 * What the languages need to be for the templates: their codes (what user_metadata.language
 * holds), their `lang` (the email's HTML `lang`, as the site's pages have it), and which is the
 * original.
 */
export interface AuthEmailLanguage {
  code: string;
  lang: string;
  original?: boolean;
}

/** Each template's first line, a Go comment (no email shows it). */
const notes: Record<TemplateKind, string> = {
  confirmation:
    "Supabase Auth's sign-up confirmation, in the member's language: user_metadata.language, set at sign-up to the language of the page they came from and changed on /profile (docs/backend.md, \"The member's language\"). Hosted Supabase renders this file with Go's html/template; the embedded backend renders the same file (server/auth/go-template.ts).",
  recovery:
    "Supabase Auth's password reset email, in the member's language (user_metadata.language; docs/backend.md, \"The member's language\"). Rendered by hosted Supabase with Go's html/template and by the embedded backend (server/auth/go-template.ts), from this same file.",
  magic_link:
    "Supabase Auth's sign-in link. The site signs members in with a password and offers no magic links, but a hosted project sends this email to anyone who asks its API for one (signInWithOtp), so it is in the member's language too. The embedded backend refuses magic links; its tests render this file.",
  email_change:
    "Supabase Auth's email change confirmation. /profile does not offer a change of address, but a hosted project sends this email to a member who asks its API for one (updateUser with an email), so it is in the member's language too. The embedded backend refuses email changes; its tests render this file.",
};

/** The words of each email: `<kind><Slot>` in the catalogue (confirmationHeading), and signOff. */
const SLOTS = ['subject', 'heading', 'intro', 'action', 'ignore'] as const;
type Slot = (typeof SLOTS)[number];
const keyOf = (kind: TemplateKind, slot: Slot) =>
  `${kind.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase())}${slot[0]?.toUpperCase()}${slot.slice(1)}`;

/** The variables a message may put in: those Supabase gives every email's template. */
const fillable = new Set<string>(TEMPLATE_VARIABLES.filter((v) => v !== 'Data'));

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

interface Words {
  file: string;
  messages: Record<string, unknown>;
}

/** A language's words (none when its file is missing: the catalogue reports that). */
function wordsOf(root: string, code: string): Words {
  const file = `${MESSAGES_DIR}/${code}/${AUTH_EMAILS_NAMESPACE}.yaml`;
  const abs = path.join(root, file);
  try {
    const value: unknown = existsSync(abs) ? parse(readFileSync(abs, 'utf8')) : null;
    return { file, messages: typeof value === 'object' && value ? { ...value } : {} };
  } catch {
    // Not YAML: the catalogue reports it with its line.
    return { file, messages: {} };
  }
}

/**
 * A message as Go template text: its words (escaped for HTML in a body), each `{Email}` as
 * `{{ .Email }}`. Null, with a problem, when it is missing or holds what a template cannot.
 */
function goText(
  words: Words,
  original: Words,
  key: string,
  html: boolean,
  problems: Problem[],
): string | null {
  const own = typeof words.messages[key] === 'string';
  const from = own ? words : original;
  const source = from.messages[key];
  if (typeof source !== 'string') {
    problems.push({ file: original.file, field: key, message: 'is missing: every email needs it' });
    return null;
  }
  try {
    const out = parseMessage(source).map((part) => {
      if ('text' in part) return html ? escapeHtml(part.text) : part.text;
      const name = 'arg' in part && part.kind === 'string' ? part.arg : null;
      if (name === null || !fillable.has(name))
        throw new MessageSyntaxError(
          `an auth email can put in only what Supabase gives its templates: {${[...fillable].join('}, {')}}`,
        );
      return `{{ .${name} }}`;
    });
    return out.join('');
  } catch (e) {
    if (!(e instanceof MessageSyntaxError)) throw e;
    problems.push({ file: from.file, field: key, message: e.message });
    return null;
  }
}

/** `{{ if eq (print .Data.language) "hi" }}…{{ else }}…{{ end }}`: one branch per language. */
function chooser(branches: readonly [string, string][], otherwise: string): string {
  if (branches.length === 0) return otherwise;
  const choices = branches.map(
    ([code, text], i) =>
      `{{ ${i === 0 ? 'if' : 'else if'} eq (print .Data.language) "${code}" }}${text}`,
  );
  return `${choices.join('')}{{ else }}${otherwise}{{ end }}`;
}

/** A TOML string holding `text`: a literal one unless it has a single quote. */
const tomlString = (text: string) =>
  text.includes("'") ? `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"` : `'${text}'`;

/** config.toml with each template's subject line written; problems when a table has none. */
function withSubjects(
  config: string,
  subjects: ReadonlyMap<TemplateKind, string>,
  problems: Problem[],
): string {
  let table = '';
  const done = new Set<TemplateKind>();
  const lines = config.split('\n').map((line) => {
    const header = /^\s*\[([A-Za-z0-9_.-]+)\]/.exec(line);
    if (header?.[1]) table = header[1];
    const kind = TEMPLATE_KINDS.find((k) => table === `auth.email.template.${k}`);
    const subject = kind ? subjects.get(kind) : undefined;
    if (!kind || subject === undefined || !/^\s*subject\s*=/.test(line)) return line;
    done.add(kind);
    return `subject = ${tomlString(subject)}`;
  });
  for (const kind of subjects.keys())
    if (!done.has(kind))
      problems.push({
        file: CONFIG_TOML,
        message: `has no subject in [auth.email.template.${kind}] for npm run content to write`,
      });
  return lines.join('\n');
}

export interface AuthEmailFile {
  /** From the project root. */
  file: string;
  text: string;
}

/** One kind's template and subject, or null (with problems) when a word is missing or wrong. */
function kindOf(
  kind: TemplateKind,
  layout: string,
  languages: readonly { code: string; lang: string; words: Words }[],
  problems: Problem[],
): { html: string; subject: string } | null {
  const original = languages[0]?.words as Words;
  const before = problems.length;
  const each = languages.map(({ code, lang, words }) => {
    const text = (key: string, html = true) => goText(words, original, key, html, problems) ?? '';
    const slots: Record<string, string> = { language: lang, signOff: text('signOff') };
    for (const slot of SLOTS) slots[slot] = text(keyOf(kind, slot), slot !== 'subject');
    const html = layout.replace(/\[\[(\w+)\]\]/g, (all, name: string) => slots[name] ?? all);
    return { code, html, subject: slots.subject ?? '' };
  });
  if (problems.length > before) return null;
  const [first, ...others] = each;
  if (!first) return null;
  return {
    html: `{{/* ${notes[kind]} */}}\n${chooser(
      others.map((o) => [o.code, o.html]),
      first.html,
    )}\n`,
    subject: chooser(
      others.map((o) => [o.code, o.subject]),
      first.subject,
    ),
  };
}

/**
 * The templates (supabase/templates/<kind>.html) and supabase/config.toml with their subjects,
 * as the content of the project at `root` writes them for `list` (content/languages.yaml).
 */
export function authEmailFiles(
  root: string,
  list: readonly AuthEmailLanguage[],
): { files: AuthEmailFile[]; problems: Problem[] } {
  const problems: Problem[] = [];
  const ordered = [...list.filter((l) => l.original), ...list.filter((l) => !l.original)];
  const languages = ordered.map((l) => ({
    code: l.code,
    lang: l.lang,
    words: wordsOf(root, l.code),
  }));
  const layout = readFileSync(path.join(import.meta.dirname, 'auth-email-layout.html'), 'utf8');
  const unknown = [...layout.matchAll(/\[\[(\w+)\]\]/g)]
    .map((m) => m[1] as string)
    .filter((name) => name !== 'language' && name !== 'signOff' && !SLOTS.includes(name as Slot));
  for (const name of unknown)
    problems.push({ file: AUTH_EMAIL_LAYOUT, message: `[[${name}]] is not a word of an email` });
  const files: AuthEmailFile[] = [];
  const subjects = new Map<TemplateKind, string>();
  for (const kind of TEMPLATE_KINDS) {
    const made = kindOf(kind, layout, languages, problems);
    if (!made) continue;
    files.push({ file: templateFile(kind), text: made.html });
    subjects.set(kind, made.subject);
  }
  const configPath = path.join(root, CONFIG_TOML);
  if (existsSync(configPath)) {
    const config = withSubjects(readFileSync(configPath, 'utf8'), subjects, problems);
    files.push({ file: CONFIG_TOML, text: config });
  }
  for (const { file, text } of files.filter((f) => f.file.endsWith('.html')))
    try {
      compileTemplate(text, file);
    } catch (e) {
      if (!(e instanceof TemplateError)) throw e;
      problems.push({
        file: AUTH_EMAIL_LAYOUT,
        message: `writes what cannot be sent: ${e.message}`,
      });
    }
  return { files, problems };
}

/** The files that are not what the content writes, each a problem naming it. */
export function staleAuthEmails(root: string, list: readonly AuthEmailLanguage[]): Problem[] {
  const { files, problems } = authEmailFiles(root, list);
  const stale = files.filter(({ file, text }) => {
    const abs = path.join(root, file);
    return !existsSync(abs) || readFileSync(abs, 'utf8') !== text;
  });
  return [
    ...problems,
    ...stale.map(({ file }) => ({
      file,
      message: `is not what ${MESSAGES_DIR}/<language>/${AUTH_EMAILS_NAMESPACE}.yaml and ${AUTH_EMAIL_LAYOUT} write: run \`npm run content\` and commit it (change the words there, not in this file)`,
    })),
  ];
}

/**
 * Writes the files that changed (nothing in a project without supabase/config.toml, such as a
 * test's site): their names, or the problems that stopped it.
 */
export function writeAuthEmails(
  root: string,
  list: readonly AuthEmailLanguage[],
): { written: string[]; problems: Problem[] } {
  if (!existsSync(path.join(root, CONFIG_TOML))) return { written: [], problems: [] };
  const { files, problems } = authEmailFiles(root, list);
  if (problems.length > 0) return { written: [], problems };
  const written: string[] = [];
  for (const { file, text } of files) {
    const abs = path.join(root, file);
    if (existsSync(abs) && readFileSync(abs, 'utf8') === text) continue;
    mkdirSync(path.dirname(abs), { recursive: true });
    writeFileSync(abs, text);
    written.push(file);
  }
  return { written, problems };
}
