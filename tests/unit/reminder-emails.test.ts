/**
 * What a subscriber reads in the reminder emails and their calendar feed, in the language of the
 * page they asked on: the confirmation, a digest (subject, text and HTML) and the feed's events,
 * in Hindi with the calendar's Hindi words, Hindi months and links to /hi pages, and in English as
 * before. Fixed days, so that each case is the same whenever it runs.
 */
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { calendarDataIn } from '../../supabase/functions/_shared/calendar-data.ts';
import type { ReminderLanguage } from '../../supabase/functions/_shared/reminders.ts';
import { calendarOf } from '../../supabase/functions/calendar-feed/feed.ts';
import { confirmationEmail } from '../../supabase/functions/reminders/emails.ts';
import type { Recipient } from '../../supabase/functions/send-reminders/deliveries.ts';
import { digestEmail } from '../../supabase/functions/send-reminders/digest.ts';
import { DueDates } from '../../supabase/functions/send-reminders/due.ts';

const SITE = 'https://anupalan.example';
const SUPABASE = 'https://project.example';
const TOKEN = 'aB3_-'.repeat(8).concat('xyz');
const DEVANAGARI = /[\u0900-\u097F]/;

function confirmation(language: ReminderLanguage) {
  const page = language === 'hi' ? '/hi/reminders/confirm' : '/reminders/confirm';
  return confirmationEmail({
    to: 'asha@example.in',
    registrations: ['gst-monthly', 'pf'],
    state: 'Maharashtra',
    language,
    confirmUrl: `${SITE}${page}?token=${TOKEN}`,
    site: SITE,
    replyTo: null,
  });
}

const recipient = (language: ReminderLanguage, registrations: string[]): Recipient => ({
  id: '00000000-0000-4000-8000-000000000001',
  email: 'asha@example.in',
  registrations,
  state: 'Maharashtra',
  language,
  unsubscribe_token: TOKEN,
  user_id: null,
});

/** The digest sent on `date` to a subscriber of `registrations` in `language`. */
function digest(date: string, registrations: string[], language: ReminderLanguage) {
  const to = recipient(language, registrations);
  return digestEmail({
    recipient: to,
    dues: new DueDates(calendarDataIn, date).forChoice(to, language),
    date,
    site: SITE,
    supabaseUrl: SUPABASE,
    replyTo: null,
  });
}

describe('the confirmation email', () => {
  it('asks a Hindi subscriber in Hindi, naming their registrations and state in Hindi, with /hi links', () => {
    const mail = confirmation('hi');
    expect(mail.subject).toBe('अपने अनुपालन रिमाइंडर की पुष्टि करें');
    for (const part of [mail.text, mail.html ?? '']) {
      expect(part).toContain('नमस्ते,');
      expect(part).toContain('GST: मासिक रिटर्न');
      expect(part).toContain('(राज्य: महाराष्ट्र)');
      expect(part).toContain(`${SITE}/hi/reminders/confirm?token=${TOKEN}`);
      expect(part).toContain(`${SITE}/hi/privacy`);
      expect(part).toContain('7 दिनों के भीतर पुष्टि करें');
      expect(part).not.toMatch(/Hello|Confirm|monthly returns|Maharashtra/);
    }
    expect(mail.html).toContain('<html lang="hi">');
    expect(mail.html).toContain('>मेरे रिमाइंडर की पुष्टि करें</a>');
  });

  it('reads in English as before', () => {
    const mail = confirmation('en');
    expect(mail.subject).toBe('Confirm your compliance reminders');
    expect(mail.text).toContain(
      'Someone, we hope you, asked Anupalan to email this address reminders of compliance due dates (state: Maharashtra) for:\n- GST: monthly returns\n- PF',
    );
    expect(mail.text).toContain(`How we use your details: ${SITE}/privacy`);
    expect(mail.html).toContain('<html lang="en-IN">');
    expect(DEVANAGARI.test(`${mail.text}${mail.html}`)).toBe(false);
  });
});

describe('the digest', () => {
  // GSTR-3B for November 2026 falls due on Sunday 20 December 2026, and GST dates do not move.
  it('tells a Hindi subscriber in Hindi: subject, date and period with Hindi months, why the date does not move', () => {
    const mail = digest('2026-12-19', ['gst-monthly'], 'hi');
    expect(mail.subject).toBe('रिमाइंडर: GSTR-3B (मासिक रिटर्न भरने वाले) की नियत तारीख कल है');
    for (const part of [mail.text, mail.html ?? '']) {
      expect(part).toContain('कल (रविवार, 20 दिसंबर 2026) देय');
      expect(part).toContain('GSTR-3B (मासिक रिटर्न भरने वाले)');
      expect(part).toContain('अवधि: नवंबर 2026');
      expect(part).toContain(
        calendarDataIn.hi.obligations.find((o) => o.id === 'gstr-3b')?.description,
      );
      expect(part).toContain('20 दिसंबर को रविवार है; यह तारीख आगे नहीं खिसकती।');
      expect(part).toContain(`${SITE}/hi/contact#assessment`);
      expect(part).toContain(`${SITE}/hi/reminders/unsubscribe?token=${TOKEN}`);
      expect(part).toContain('GST: मासिक रिटर्न (महाराष्ट्र)');
      expect(part).toContain('ये रिमाइंडर बंद करें');
      expect(part).not.toMatch(/December|November|Sunday|Due tomorrow|Guide:|Stop these/);
    }
    // The guide is the page the calendar links in every language, and says it is in English.
    expect(mail.text).toContain(
      `गाइड (अंग्रेज़ी में): ${SITE}/frameworks/gst#gstr-1-and-gstr-3b-the-two-returns-every-business-files`,
    );
    expect(mail.html).toContain('<html lang="hi">');
    expect(mail.headers?.['List-Unsubscribe']).toBe(
      `<${SUPABASE}/functions/v1/reminders?unsubscribe=${TOKEN}>`,
    );
  });

  // PF for July 2027 falls due on 15 August 2027, Independence Day and a Sunday: it moves to the 16th.
  it('says in Hindi why a date moved, with the holiday’s Hindi name', () => {
    const week = digest('2027-08-09', ['pf'], 'hi');
    expect(week.subject).toBe('रिमाइंडर: PF भुगतान और ECR की नियत तारीख सोमवार, 16 अगस्त है');
    expect(week.text).toContain('7 दिन बाद (सोमवार, 16 अगस्त 2027) देय:');
    expect(week.text).toContain('- PF भुगतान और ECR, अवधि: जुलाई 2027');
    expect(week.text).toContain('15 अगस्त को स्वतंत्रता दिवस है, इसलिए नियत तारीख 16 अगस्त है।');
  });

  it('reads in English as before, with the same dates', () => {
    const mail = digest('2026-12-19', ['gst-monthly'], 'en');
    expect(mail.subject).toBe('Reminder: GSTR-3B (monthly filers) due tomorrow');
    expect(mail.text).toContain('Due tomorrow, Sunday 20 December 2026:');
    expect(mail.text).toContain('- GSTR-3B (monthly filers), for November 2026');
    expect(mail.text).toContain('20 December is a Sunday; this date does not move.');
    expect(mail.text).toContain(
      `Stop these reminders: ${SITE}/reminders/unsubscribe?token=${TOKEN}`,
    );
    expect(mail.text).toContain(`${SITE}/contact#assessment`);
    expect(mail.html).toContain('<html lang="en-IN">');
    expect(DEVANAGARI.test(`${mail.subject}${mail.text}${mail.html}`)).toBe(false);
    const week = digest('2027-08-09', ['pf'], 'en');
    expect(week.subject).toBe('Reminder: PF payment and ECR due on Monday 16 August');
  });
});

describe('the calendar feed', () => {
  const unescaped = (value: unknown) => String(value).replace(/\\([,;\\])/g, '$1');
  const feed = (language: ReminderLanguage) => {
    const text = calendarOf(
      { registrations: ['gst-monthly', 'pf'], state: 'Maharashtra', language },
      SITE,
      new Date('2026-11-20T06:00:00Z'),
    );
    const root = new ICAL.Component(ICAL.parse(text));
    return { text, root, events: root.getAllSubcomponents('vevent') };
  };

  it('gives a Hindi subscriber Hindi events, on the same days with the same UIDs', () => {
    const hi = feed('hi');
    const en = feed('en');
    expect(hi.root.getFirstPropertyValue('prodid')).toBe('-//Anupalan//Compliance reminders//HI');
    expect(hi.root.getFirstPropertyValue('x-wr-calname')).toBe('Anupalan: आपकी अनुपालन नियत तारीखें');
    // ical.js leaves the TEXT escapes of a property it does not know.
    expect(unescaped(hi.root.getFirstPropertyValue('x-wr-caldesc'))).toBe(
      'महाराष्ट्र में GST: मासिक रिटर्न, PF की नियत तारीखें।',
    );
    const uids = (events: ICAL.Component[]) => events.map((e) => e.getFirstPropertyValue('uid'));
    const days = (events: ICAL.Component[]) =>
      events.map((e) => String(e.getFirstPropertyValue('dtstart')));
    expect(uids(hi.events)).toEqual(uids(en.events));
    expect(days(hi.events)).toEqual(days(en.events));
    const gstr3b = hi.events.find(
      (e) => e.getFirstPropertyValue('uid') === 'gstr-3b-2026-11@anupalan.example',
    );
    expect(gstr3b?.getFirstPropertyValue('summary')).toBe(
      'GSTR-3B (मासिक रिटर्न भरने वाले): नवंबर 2026',
    );
    expect(gstr3b?.getFirstPropertyValue('categories')).toBe('GST: मासिक रिटर्न');
    expect(String(gstr3b?.getFirstPropertyValue('description'))).toContain(
      `मुफ़्त अनुपालन आकलन: ${SITE}/hi/contact#assessment`,
    );
    const alarm = gstr3b?.getFirstSubcomponent('valarm');
    expect(alarm?.getFirstPropertyValue('description')).toBe(
      'GSTR-3B (मासिक रिटर्न भरने वाले): नवंबर 2026',
    );
  });

  it('reads in English as before', () => {
    const { root, events } = feed('en');
    expect(root.getFirstPropertyValue('prodid')).toBe('-//Anupalan//Compliance reminders//EN');
    expect(unescaped(root.getFirstPropertyValue('x-wr-caldesc'))).toBe(
      'Due dates for GST: monthly returns, PF in Maharashtra.',
    );
    const gstr3b = events.find(
      (e) => e.getFirstPropertyValue('uid') === 'gstr-3b-2026-11@anupalan.example',
    );
    expect(gstr3b?.getFirstPropertyValue('summary')).toBe(
      'GSTR-3B (monthly filers): November 2026',
    );
    expect(String(gstr3b?.getFirstPropertyValue('description'))).toContain(
      `Free compliance assessment: ${SITE}/contact#assessment`,
    );
  });
});
