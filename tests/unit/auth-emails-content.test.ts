/**
 * The auth emails' templates as content writes them (scripts/content/auth-emails.ts): the
 * committed files are what the catalogue writes, and a language added to the list and the
 * catalogue gets its own branch in every template and subject, with no change of code.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import {
  authEmailFiles,
  staleAuthEmails,
  templateFile,
  writeAuthEmails,
} from '../../scripts/content/auth-emails.ts';
import { loadAuthTemplates, TEMPLATE_KINDS } from '../../server/auth/templates.ts';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const SITE = [
  { code: 'en', lang: 'en-IN', original: true },
  { code: 'hi', lang: 'hi' },
];
const WITH_MARATHI = [...SITE, { code: 'mr', lang: 'mr-IN' }];

const englishWords = () =>
  parse(readFileSync(path.join(ROOT, 'content/messages/en/auth-emails.yaml'), 'utf8')) as Record<
    string,
    string
  >;

let dir = '';
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = '';
});

/** A project with the site's config.toml and auth emails' words, and `mr` words of its own. */
function project(mr: Record<string, string>): string {
  dir = mkdtempSync(path.join(tmpdir(), 'auth-emails-'));
  mkdirSync(path.join(dir, 'supabase'), { recursive: true });
  cpSync(path.join(ROOT, 'supabase/config.toml'), path.join(dir, 'supabase/config.toml'));
  for (const code of ['en', 'hi'])
    cpSync(
      path.join(ROOT, `content/messages/${code}/auth-emails.yaml`),
      path.join(dir, `content/messages/${code}/auth-emails.yaml`),
    );
  mkdirSync(path.join(dir, 'content/messages/mr'), { recursive: true });
  writeFileSync(path.join(dir, 'content/messages/mr/auth-emails.yaml'), stringify(mr));
  return dir;
}

/** Marathi words: each English message marked as Marathi's, placeholders kept. */
const marathi = () =>
  Object.fromEntries(Object.entries(englishWords()).map(([k, v]) => [k, `मराठी ${v}`]));

const data = (language: string) => ({
  ConfirmationURL: 'https://ref.supabase.co/auth/v1/verify?token=abc&type=signup',
  Email: 'asha@example.com',
  NewEmail: 'asha.rao@example.com',
  Data: { language },
});

describe('the auth emails written from content', () => {
  it('are the committed templates and subjects, byte for byte', () => {
    expect(staleAuthEmails(ROOT, SITE)).toEqual([]);
    const { files } = authEmailFiles(ROOT, SITE);
    expect(files.map((f) => f.file).sort()).toEqual(
      ['supabase/config.toml', ...TEMPLATE_KINDS.map(templateFile)].sort(),
    );
  });

  it('give a third language of the list and the catalogue a branch of its own', () => {
    const root = project({ ...marathi(), recoverySubject: "Member's <reset> & more" });
    expect(writeAuthEmails(root, WITH_MARATHI).problems).toEqual([]);
    const templates = loadAuthTemplates(root);
    const site = loadAuthTemplates(ROOT);
    for (const kind of TEMPLATE_KINDS) {
      const mail = templates.render(kind, data('mr'));
      // Its `lang` from the list, not its code.
      expect(mail.html).toContain('<html lang="mr-IN">');
      expect(mail.text).toMatch(/^मराठी /);
      expect(mail.text).toContain(data('mr').ConfirmationURL);
      // The site's languages read as they did.
      for (const language of ['hi', 'en', 'ta'])
        expect(templates.render(kind, data(language))).toEqual(site.render(kind, data(language)));
      // Its branch is the only change to the file.
      const text = readFileSync(path.join(root, templateFile(kind)), 'utf8');
      const branch =
        /\{\{ else if eq \(print \.Data\.language\) "mr" \}\}[\s\S]*?(?=\{\{ else \}\})/;
      expect(text.replace(branch, '')).toBe(
        readFileSync(path.join(ROOT, templateFile(kind)), 'utf8'),
      );
    }
    expect(templates.render('email_change', data('mr')).html).toContain(
      'from asha@example.com to asha.rao@example.com',
    );
    // A subject with a quote and HTML's characters reads back as written; a body escapes them.
    expect(templates.render('recovery', data('mr')).subject).toBe("Member's <reset> & more");
    expect(templates.render('confirmation', data('mr')).subject).toBe(
      `मराठी ${englishWords().confirmationSubject}`,
    );
  });

  it('refuse a word a template cannot hold, naming its file and key', () => {
    const root = project({
      ...marathi(),
      confirmationIntro: 'Code {Token2}',
      recoveryIntro: '{n, plural, one {# link} other {# links}}',
    });
    const { problems } = authEmailFiles(root, WITH_MARATHI);
    expect(problems.map((p) => [p.file, p.field])).toEqual([
      ['content/messages/mr/auth-emails.yaml', 'confirmationIntro'],
      ['content/messages/mr/auth-emails.yaml', 'recoveryIntro'],
    ]);
    expect(problems[0]?.message).toMatch(
      /only what Supabase gives its templates: \{ConfirmationURL\}/,
    );
    expect(writeAuthEmails(root, WITH_MARATHI).written).toEqual([]);
  });

  it('name each committed file that is not what the content writes', () => {
    const root = project(marathi());
    expect(writeAuthEmails(root, WITH_MARATHI).written).toHaveLength(5);
    expect(staleAuthEmails(root, WITH_MARATHI)).toEqual([]);
    const recovery = path.join(root, templateFile('recovery'));
    writeFileSync(recovery, readFileSync(recovery, 'utf8').replace('मराठी', 'Marathi'));
    expect(staleAuthEmails(root, WITH_MARATHI).map((p) => p.file)).toEqual([
      'supabase/templates/recovery.html',
    ]);
    // Marathi taken off the list: every file still has its branch.
    expect(staleAuthEmails(root, SITE).map((p) => p.file)).toEqual([
      ...TEMPLATE_KINDS.map(templateFile),
      'supabase/config.toml',
    ]);
  });
});
