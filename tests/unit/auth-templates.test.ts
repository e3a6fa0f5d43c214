/**
 * The auth emails' templates (supabase/config.toml, supabase/templates/) and the embedded
 * backend's renderer of them: every template in each language, and the refusal of what the
 * renderer does not model, named with its file and line.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { hindiStyleProblems, loadHindiStyle } from '../../scripts/content/hindi-style.ts';
import { compileTemplate, renderTemplate, TemplateError } from '../../server/auth/go-template.ts';
import {
  htmlToText,
  loadAuthTemplates,
  readToml,
  TEMPLATE_KINDS,
} from '../../server/auth/templates.ts';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

const data = (language?: unknown) => ({
  ConfirmationURL: 'https://ref.supabase.co/auth/v1/verify?token=abc&type=signup&redirect_to=x',
  TokenHash: 'abc',
  SiteURL: 'https://www.anupalan.in',
  Email: 'asha@example.com',
  NewEmail: 'asha.rao@example.com',
  RedirectTo: 'https://www.anupalan.in/auth',
  Data: language === undefined ? {} : { language },
});

describe("the project's auth email templates", () => {
  const templates = loadAuthTemplates(ROOT);

  it.each(TEMPLATE_KINDS)('%s: Hindi for a member whose language is hi, else English', (kind) => {
    const hindi = templates.render(kind, data('hi'));
    expect(hindi.html).toContain('<html lang="hi">');
    expect(hindi.subject).toMatch(/[\u0900-\u097F]/);
    expect(hindi.text).toContain(data().ConfirmationURL);
    for (const language of [undefined, 'en', 'ta', 5, null]) {
      const english = templates.render(kind, data(language));
      expect(english.html).toContain('<html lang="en-IN">');
      expect(english.subject).toMatch(/^[A-Z][a-z -]+$/);
      expect(english.html).not.toMatch(/[\u0900-\u097F]/);
      expect(english.html).toContain(
        'href="https://ref.supabase.co/auth/v1/verify?token=abc&amp;type=signup&amp;redirect_to=x"',
      );
    }
  });

  it('gives the subjects and words the site has always sent, in English', () => {
    const confirmation = templates.render('confirmation', data());
    expect(confirmation.subject).toBe('Confirm your email address');
    expect(confirmation.text).toContain(
      `Confirm your email address: ${data().ConfirmationURL}\n\nIf you did not sign up, ignore this email.`,
    );
    expect(templates.render('recovery', data()).subject).toBe('Reset your password');
    expect(templates.render('recovery', data('hi')).subject).toBe('अपना पासवर्ड रीसेट करें');
  });

  it('escapes the values it fills in', () => {
    const mail = templates.render('email_change', { ...data('hi'), Email: 'a<b>"c"@example.com' });
    expect(mail.html).toContain('a&lt;b&gt;&#34;c&#34;@example.com');
    expect(mail.text).toContain('a<b>"c"@example.com');
  });

  it('writes Hindi in the house style (content/hi/style.yaml)', () => {
    const style = loadHindiStyle(ROOT, []);
    expect(style).not.toBeNull();
    const files = [
      'supabase/config.toml',
      ...TEMPLATE_KINDS.map((k) => `supabase/templates/${k}.html`),
    ];
    for (const file of files) {
      const text = readFileSync(path.join(ROOT, file), 'utf8');
      expect(hindiStyleProblems(file, text, style as NonNullable<typeof style>)).toEqual([]);
    }
  });
});

/** What compiling `source` throws, or '' when it compiles. */
const refusal = (source: string) => {
  try {
    compileTemplate(source, 'supabase/templates/x.html');
    return '';
  } catch (e) {
    expect(e).toBeInstanceOf(TemplateError);
    return (e as Error).message;
  }
};

describe('the embedded backend’s Go-template renderer', () => {
  it('renders values, if/else if/else and comments as Go does', () => {
    const t = compileTemplate(
      '{{/* note */}}<p>{{ if eq (print .Data.language) "hi" }}हिंदी{{ else if eq .Data.language "ta" }}Tamil{{ else }}English{{ end }} {{ .Email }} [{{ .Data.missing }}]</p>',
      't.html',
    );
    expect(renderTemplate(t, { Email: 'a&b', Data: { language: 'hi' } })).toBe(
      '<p>हिंदी a&amp;b []</p>',
    );
    expect(renderTemplate(t, { Email: 'x', Data: { language: 'ta' } })).toBe('<p>Tamil x []</p>');
    expect(renderTemplate(t, { Email: 'x', Data: {} })).toBe('<p>English x []</p>');
  });

  it('fails as Go’s eq does on values of different kinds, which (print ...) avoids', () => {
    const bare = compileTemplate('{{ if eq .Data.language "hi" }}hi{{ end }}', 'bare.html');
    expect(() => renderTemplate(bare, { Data: { language: 5 } })).toThrow(
      /bare.html: error calling eq: incompatible types for comparison/,
    );
    const printed = compileTemplate(
      '{{ if eq (print .Data.language) "5" }}five{{ end }}',
      'p.html',
    );
    expect(renderTemplate(printed, { Data: { language: 5 } })).toBe('five');
  });

  it('refuses, with the file, the line and the construct, what it does not model', () => {
    const cases: [string, RegExp][] = [
      [
        '<p>\n{{ range .Data }}x{{ end }}',
        /x\.html:2: "\{\{ range \.Data \}\}" \(range\) is not supported/,
      ],
      ['{{ with .Data }}x{{ end }}', /\(with\) is not supported/],
      ['{{ .Email | html }}', /"\{\{ \.Email \| html \}\}" \(\.Email\) is not supported/],
      ['{{ printf "%s" .Email }}', /\(printf\) is not supported/],
      ['{{ $x := .Email }}', /\(\$x\) is not supported/],
      ['{{- .Email }}', /the trim marker in "\{\{- \.Email \}\}" is not supported/],
      ['{{ template "x" }}', /\(template\) is not supported/],
      ['{{ if and .Email .Token }}x{{ end }}', /the condition "and \.Email \.Token" \(only eq/],
      ['{{ if eq (len .Email) "1" }}x{{ end }}', /the call "\(len \.Email\)"/],
      ['{{ .Data.a.b }}{{ .Email.x }}', /the field access "\.Email\.x"/],
    ];
    for (const [source, message] of cases) expect(refusal(source)).toMatch(message);
    expect(refusal('{{ .Nme }}')).toMatch(
      /x\.html:1: \.Nme is not a variable Supabase gives email templates/,
    );
    expect(refusal('{{ if eq .Email "a" }}')).toMatch(
      /x\.html:1: \{\{ if \}\} without its \{\{ end \}\}/,
    );
    expect(refusal('{{ end }}')).toMatch(/\{\{ end \}\} without an \{\{ if \}\}/);
    expect(refusal('{{ if eq .Email "a" }}{{ else }}{{ else }}{{ end }}')).toMatch(
      /after \{\{ else \}\}/,
    );
    expect(refusal('<p>{{ .Email </p>')).toMatch(/"\{\{" is never closed/);
  });

  it('refuses to fill in a variable the embedded backend has no value for', () => {
    const t = compileTemplate('<p>Code: {{ .Token }}</p>', 'otp.html');
    expect(() => renderTemplate(t, { Email: 'a' })).toThrow(
      /otp.html:1: \.Token has no value in the embedded backend's emails/,
    );
  });

  it('gives the plain-text part: each link as its text and address', () => {
    expect(
      htmlToText(
        '<h2>Hi</h2>\n<p>Go <b>on</b>:</p><p><a href="https://x/?a=1&amp;b=2">Open</a></p>',
      ),
    ).toBe('Hi\n\nGo on:\n\nOpen: https://x/?a=1&b=2');
  });
});

describe('reading supabase/config.toml', () => {
  let dir = '';
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = '';
  });

  /** A project with this config.toml and these template files. */
  const project = (config: string, files: Record<string, string> = {}) => {
    dir = mkdtempSync(path.join(tmpdir(), 'auth-templates-'));
    mkdirSync(path.join(dir, 'supabase', 'templates'), { recursive: true });
    writeFileSync(path.join(dir, 'supabase', 'config.toml'), config);
    for (const [name, text] of Object.entries(files))
      writeFileSync(path.join(dir, 'supabase', 'templates', name), text);
    return dir;
  };
  const tables = (kinds: string[]) =>
    kinds
      .map(
        (k) =>
          `[auth.email.template.${k}]\nsubject = "S ${k}"  # a comment\ncontent_path = "./supabase/templates/${k}.html"\n`,
      )
      .join('\n');

  it('reads strings, literal strings, booleans, integers and arrays of strings', () => {
    const toml = readToml(
      `a = "x \\"y\\" #1"\n[t.u]\nb = 'it "is" #2' # note\nc = true\nd = 42\ne = ["p", 'q']\n`,
      'c.toml',
    );
    expect(toml.get('')).toEqual({ a: 'x "y" #1' });
    expect(toml.get('t.u')).toEqual({ b: 'it "is" #2', c: true, d: 42, e: ['p', 'q'] });
    expect(() => readToml('a = """\nmany\n"""', 'c.toml')).toThrow(
      /c.toml:1: the value """ is not one/,
    );
    expect(() => readToml('[[array.of.tables]]', 'c.toml')).toThrow(/c.toml:1: "\[\[array/);
  });

  it('stops start-up on a template it cannot render, naming the file and the construct', () => {
    const root = project(tables(['confirmation', 'recovery']), {
      'confirmation.html': '<a href="{{ .ConfirmationURL }}">Confirm</a>',
      'recovery.html': '<ul>{{ range .Data }}<li>x</li>{{ end }}</ul>',
    });
    expect(() => loadAuthTemplates(root)).toThrow(
      /supabase\/templates\/recovery.html:1: "\{\{ range \.Data \}\}" \(range\) is not supported/,
    );
  });

  it('needs the two templates it sends, and renders a project’s own', () => {
    const only = project(tables(['confirmation']), { 'confirmation.html': 'C {{ .Email }}' });
    expect(() => loadAuthTemplates(only)).toThrow(
      /supabase\/config.toml has no \[auth.email.template.recovery\] with a subject and a content_path/,
    );
    rmSync(only, { recursive: true, force: true });
    const both = project(tables(['confirmation', 'recovery']), {
      'confirmation.html': 'C {{ .Email }}',
      'recovery.html': 'R',
    });
    expect(loadAuthTemplates(both).render('confirmation', { Email: 'a@b' })).toEqual({
      subject: 'S confirmation',
      html: 'C a@b',
      text: 'C a@b',
    });
  });
});
