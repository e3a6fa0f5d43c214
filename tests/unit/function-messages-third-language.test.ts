/**
 * A third language added as content alone, its line in the language list and its files of the
 * message catalogue, gets every email the Edge Functions send, its calendar feed's words and the
 * functions' answers, with no change of code: the catalogue is compiled with a made-up language
 * (Marathi, its messages English's with a mark, so that each can be told apart) and every email is
 * rendered in it.
 */
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { isMap, isScalar, parseDocument } from 'yaml';
import {
  buildCatalogue,
  committedNamespaces,
  FUNCTION_MESSAGES_DIR,
  MESSAGES_DIR,
  originalOnlyNamespaces,
} from '../../scripts/content/messages.ts';
import { LANGUAGES } from '../../supabase/functions/_shared/language-list.ts';
import { removeAfterFile } from '../support/fixture-dirs.ts';

const marathi = vi.hoisted(() => ({
  code: 'mr',
  // Its pages' (and emails') `lang`, which is not its code.
  lang: 'mr-IN',
  prefix: '/mr',
  name: 'मराठी',
  short: 'मरा',
  fonts: [],
  locale: 'mr-IN',
  original: false,
  nameInOriginal: 'Marathi',
}));

vi.mock('../../supabase/functions/_shared/language-list.ts', async (original) => {
  const list = await original<typeof import('../../supabase/functions/_shared/language-list.ts')>();
  return { LANGUAGES: [...list.LANGUAGES, marathi] };
});

const repo = path.resolve(import.meta.dirname, '../..');
const MARK = '‹mr›';

/** An English catalogue file with every message marked as the made-up language's. */
function marked(text: string): string {
  const doc = parseDocument(text);
  if (isMap(doc.contents))
    for (const pair of doc.contents.items)
      if (isScalar(pair.value)) pair.value.value = `${MARK}${String(pair.value.value)}`;
  return doc.toString();
}

/** The site's catalogue and a Marathi one, compiled in a fixture as `npm run content` does. */
function compiled() {
  const root = mkdtempSync(path.join(tmpdir(), 'function-messages-'));
  removeAfterFile(root);
  // The list, as the mock gives it, has the made-up language; the site's have their files.
  for (const l of LANGUAGES.filter((l) => l.code !== marathi.code))
    cpSync(path.join(repo, MESSAGES_DIR, l.code), path.join(root, MESSAGES_DIR, l.code), {
      recursive: true,
    });
  const en = path.join(repo, MESSAGES_DIR, 'en');
  mkdirSync(path.join(root, MESSAGES_DIR, marathi.code));
  // Every namespace but those of screens that stay in the original language, which take none.
  const translated = readdirSync(en).filter(
    (file) => !originalOnlyNamespaces.has(file.replace(/\.yaml$/, '')),
  );
  for (const file of translated)
    writeFileSync(
      path.join(root, MESSAGES_DIR, marathi.code, file),
      marked(readFileSync(path.join(en, file), 'utf8')),
    );
  const catalogue = buildCatalogue(root, LANGUAGES);
  const dir = path.join(root, FUNCTION_MESSAGES_DIR);
  mkdirSync(dir, { recursive: true });
  for (const [name, text] of catalogue.committedModules) writeFileSync(path.join(dir, name), text);
  return { catalogue, dir };
}

const { catalogue, dir } = compiled();
// The functions read the fixture's modules instead of the site's.
for (const [name] of catalogue.committedModules)
  vi.doMock(path.join(repo, FUNCTION_MESSAGES_DIR, name), () => import(path.join(dir, name)));
vi.resetModules();

const { CONSENT_TEXTS, leadSchemaIn } = await import('../../supabase/functions/_shared/lead.ts');
const { REMINDER_CONSENT_TEXTS } = await import('../../supabase/functions/_shared/reminders.ts');
const { calendarDataIn } = await import('../../supabase/functions/_shared/calendar-data.ts');
const { dueNoteIn } = await import('../../supabase/functions/_shared/calendar-language.ts');
const { businessNotification, visitorAcknowledgement } = await import(
  '../../supabase/functions/submit-lead/emails.ts'
);
const leadAnswers = await import('../../supabase/functions/submit-lead/messages.ts');
const reminderAnswers = await import('../../supabase/functions/reminders/messages.ts');
const { confirmationEmail } = await import('../../supabase/functions/reminders/emails.ts');
const { digestEmail } = await import('../../supabase/functions/send-reminders/digest.ts');
const { DueDates } = await import('../../supabase/functions/send-reminders/due.ts');
const { calendarOf } = await import('../../supabase/functions/calendar-feed/feed.ts');
const { movedOverTwoClosedDays } = await import('../support/due-notes.ts');

type Language = Parameters<typeof leadSchemaIn>[0];
const mr = marathi.code as string as Language;
const SITE = 'https://anupalan.example';
const TOKEN = 'aB3_-'.repeat(8).concat('xyz');
/** A number as the language's locale writes it (mr-IN in Devanagari digits: ७). */
const n = (value: number) => new Intl.NumberFormat(marathi.locale).format(value);

/** A lead sent from a Marathi page, with a check-up of two obligations. */
const stored = {
  id: 'lead-1',
  lead: leadSchemaIn(mr).parse({
    name: 'Asha',
    email: 'asha@example.in',
    phone: '98765 43210',
    company: 'Acme',
    employees: '10-19',
    state: 'Maharashtra',
    topics: ['PF & ESI', 'GST'],
    consent: true,
    startedAt: 1,
    idempotencyKey: '00000000-0000-4000-8000-000000000001',
    sourcePath: '/mr/contact',
    language: mr,
  }),
  userId: null,
  consentText: '',
  receivedAt: new Date('2026-11-29T10:00:00Z'),
};

const recipient = (registrations: string[]) => ({
  id: '00000000-0000-4000-8000-000000000002',
  email: 'asha@example.in',
  registrations,
  state: 'Maharashtra',
  language: mr,
  unsubscribe_token: TOKEN,
  user_id: null,
});

describe('a third language in the catalogue alone', () => {
  it('compiles every committed namespace (the functions’ words among them), in the three languages', () => {
    expect(catalogue.problems).toEqual([]);
    expect(catalogue.missing).toEqual([]);
    expect(catalogue.committedModules.map(([name]) => name).sort()).toEqual(
      [...committedNamespaces].map((name) => `${name}.ts`).sort(),
    );
  });

  it('sends the lead acknowledgement in it, and tells the business which language to reply in', () => {
    const mail = visitorAcknowledgement(stored, SITE, null);
    expect(mail.subject).toBe(`${MARK}We have received your request for a compliance assessment`);
    expect(mail.text).toContain(`${MARK}Hello,`);
    expect(mail.text).toContain(`request about: ${MARK}PF & ESI, ${MARK}GST.`);
    expect(mail.text).toContain(`${MARK}How we use your details: ${SITE}/mr/privacy`);
    expect(mail.text).toContain(`${MARK}Your reference: lead-1`);
    const business = businessNotification(stored, 'leads@anupalan.example');
    expect(business.subject).toBe('New assessment request in Marathi: Acme (Maharashtra)');
    expect(business.text).toContain('Language: Marathi — reply in Marathi');
  });

  it('sends the reminders confirmation in it, with its links and the list’s lang', () => {
    const mail = confirmationEmail({
      to: 'asha@example.in',
      registrations: ['pf'],
      state: 'Maharashtra',
      language: mr,
      confirmUrl: `${SITE}/mr/reminders/confirm?token=${TOKEN}`,
      site: SITE,
      replyTo: null,
    });
    expect(mail.subject).toBe(`${MARK}Confirm your compliance reminders`);
    expect(mail.text).toContain(`${MARK}To start them, confirm within ${n(7)} days:`);
    expect(mail.text).toContain(`${MARK}How we use your details: ${SITE}/mr/privacy`);
    expect(mail.html).toContain('<html lang="mr-IN">');
    expect(mail.html).toContain(`>${MARK}Confirm my reminders</a>`);
  });

  it('sends the digest in it: its subject, headings, notes and links, dates in its locale', () => {
    // PF for July 2027 falls due on Sunday 15 August 2027 and moves to Monday 16 August.
    const to = recipient(['pf']);
    const date = '2027-08-09';
    const mail = digestEmail({
      recipient: to,
      dues: new DueDates(calendarDataIn, date).forChoice(to, mr),
      date,
      site: SITE,
      supabaseUrl: 'https://project.example',
      replyTo: null,
    });
    const weekday = new Intl.DateTimeFormat('mr-IN', { weekday: 'long', timeZone: 'UTC' }).format(
      new Date('2027-08-16T00:00:00Z'),
    );
    expect(mail.subject).toMatch(new RegExp(`^${MARK}Reminder: .+ due on ${weekday} `));
    expect(mail.text).toContain(`${MARK}Due in ${n(7)} days, ${weekday}`);
    expect(mail.text).toContain(`${MARK}Stop these reminders: ${SITE}/mr/reminders/unsubscribe`);
    expect(mail.html).toContain('<html lang="mr-IN">');
    expect(dueNoteIn(movedOverTwoClosedDays, mr)).toMatch(new RegExp(`^${MARK}.*${MARK} and `));
  });

  it('writes the calendar feed’s words in it', () => {
    const feed = calendarOf(
      { registrations: ['pf'], state: 'Maharashtra', language: mr },
      SITE,
      new Date('2026-11-29T06:00:00Z'),
    ).replace(/\r\n[ \t]/g, ''); // unfolded (RFC 5545, 3.1)
    expect(feed).toContain(`X-WR-CALNAME:${MARK}Anupalan: your compliance due dates`);
    expect(feed).toContain('PRODID:-//Anupalan//Compliance reminders//MR');
    expect(feed).toContain(`${MARK}Free compliance assessment: ${SITE}/mr/contact#assessment`);
  });

  it('answers in it, and stores its consent naming its privacy notice', () => {
    expect(leadAnswers.functionMessages[mr].tooManyFromEmail(600)).toBe(
      `${MARK}We have already received several requests from this email address today. Please try again in ${MARK}${n(10)} minutes.`,
    );
    expect(reminderAnswers.functionMessages[mr].sessionExpired).toBe(
      `${MARK}Your session has ended. Sign in again to manage your reminders.`,
    );
    expect(leadSchemaIn(mr).safeParse({}).error?.issues[0]?.message).toBe(`${MARK}Enter your name`);
    expect(CONSENT_TEXTS[mr]).toMatch(new RegExp(`^${MARK}.* at /mr/privacy\\.$`));
    expect(REMINDER_CONSENT_TEXTS[mr]).toContain('privacy notice at /mr/privacy.');
  });
});
