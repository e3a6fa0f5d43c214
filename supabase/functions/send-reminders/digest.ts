/**
 * The daily digest: what is due tomorrow and in seven days, when, why a date moved or why it does
 * not, and a link to the guide for each; the free-assessment call to action; an unsubscribe link
 * to the site's page, and the List-Unsubscribe headers a mail client's own unsubscribe button
 * uses (one-click, RFC 8058). In the subscriber's language: the dues come with its words
 * (DueDates), and the dates, periods and notes are written as its pages write them. The guides
 * are the English pages the calendar links in every language; a Hindi digest says so. The words
 * are the catalogue's (content/messages/<language>/reminder-digest.yaml).
 */
import { type Due, registrationLabel } from '../_shared/calendar.ts';
import { calendarDataIn } from '../_shared/calendar-data.ts';
import {
  dayMonthIn,
  dueNoteIn,
  periodIn,
  weekdayDateIn,
  weekdayIn,
} from '../_shared/calendar-language.ts';
import { button, escapeHtml, htmlEmail, link, paragraph } from '../_shared/email-html.ts';
import {
  type ReminderDigestMessages,
  reminderDigest,
} from '../_shared/generated/messages/reminder-digest.ts';
import { languageInfo, originalLanguage } from '../_shared/languages.ts';
import type { Email } from '../_shared/mail.ts';
import { oneClickUnsubscribeUrl, sitePage, unsubscribePage } from '../_shared/reminder-links.ts';
import type { ReminderLanguage } from '../_shared/reminders.ts';
import { stateNameIn } from '../_shared/state-names.ts';
import type { Recipient } from './deliveries.ts';
import { DAYS_AHEAD, type DigestDues } from './due.ts';

/** "Monday 21 December 2026"; in Hindi "सोमवार, 21 दिसंबर 2026". */
export function longDate(iso: string, language: ReminderLanguage = originalLanguage): string {
  return weekdayDateIn(iso, language);
}

type Words = ReminderDigestMessages;

export interface DigestRequest {
  recipient: Recipient;
  /** Due dates with the words of the recipient's language (DueDates.forChoice). */
  dues: DigestDues;
  date: string;
  site: string;
  supabaseUrl: string;
  replyTo: string | null;
}

interface Group {
  heading: string;
  dues: Due[];
}

function groupsOf({ dues, recipient }: DigestRequest, t: Words): Group[] {
  const groups: Group[] = [];
  const { language } = recipient;
  if (dues.tomorrow[0]) {
    groups.push({
      heading: t.tomorrow({ date: longDate(dues.tomorrow[0].date, language) }),
      dues: dues.tomorrow,
    });
  }
  if (dues.inAWeek[0]) {
    groups.push({
      heading: t.inAWeek({ days: DAYS_AHEAD, date: longDate(dues.inAWeek[0].date, language) }),
      dues: dues.inAWeek,
    });
  }
  return groups;
}

function subjectOf({ dues, recipient }: DigestRequest, t: Words): string {
  const all = [...dues.tomorrow, ...dues.inAWeek];
  const first = all[0] as Due;
  const more = t.more({ n: all.length - 1 });
  if (dues.tomorrow.length > 0) return t.subjectTomorrow({ name: first.name, more });
  const { language } = recipient;
  const weekday = weekdayIn(first.date, language).long;
  return t.subjectOn({ name: first.name, weekday, day: dayMonthIn(first.date, language), more });
}

/** The registrations the recipient chose, and their state, as their language names them. */
function chosenOf(recipient: Recipient, t: Words): string {
  const { language } = recipient;
  const labels = recipient.registrations.map((id) =>
    registrationLabel(calendarDataIn[language], id),
  );
  const state = recipient.state ? t.inState({ state: stateNameIn(recipient.state, language) }) : '';
  return `${labels.join(', ')}${state}`;
}

/** Why the date moved, or why it does not, as a sentence; null when neither. */
function noteOf(due: Due, language: ReminderLanguage, t: Words): string | null {
  const note = dueNoteIn(due, language);
  return note ? `${note}${t.fullStop}` : null;
}

function textOf(request: DigestRequest, links: Links, t: Words): string {
  const { site, recipient } = request;
  const lines = [t.hello, '', t.intro];
  for (const group of groupsOf(request, t)) {
    lines.push('', `${group.heading}:`);
    for (const due of group.dues) {
      const note = noteOf(due, recipient.language, t);
      lines.push(
        `- ${t.item({ name: due.name, period: periodIn(due.period, recipient.language) })}`,
        `  ${due.description}`,
        ...(note ? [`  ${note}`] : []),
        `  ${t.guide}: ${site}${due.href}`,
      );
    }
  }
  lines.push(
    '',
    `${t.offer} ${t.ask}:`,
    links.assessment,
    '',
    t.because({ chosen: chosenOf(recipient, t) }),
    `${t.stop}: ${links.unsubscribe}`,
    ...(recipient.user_id ? [`${t.change}: ${links.profile}`] : []),
    '',
    'Anupalan',
  );
  return lines.join('\n');
}

function htmlOf(request: DigestRequest, links: Links, subject: string, t: Words): string {
  const { site, recipient } = request;
  const { language } = recipient;
  const sections = groupsOf(request, t).map((group) => {
    const items = group.dues.map((due) => {
      // The words around the name and period hold nothing HTML would read as markup.
      const item = t.item({
        name: `<strong>${escapeHtml(due.name)}</strong>`,
        period: escapeHtml(periodIn(due.period, language)),
      });
      const note = noteOf(due, language, t);
      return `<li style="margin:0 0 12px">${item}<br>${escapeHtml(due.description)}<br>${note ? `${escapeHtml(note)}<br>` : ''}${link(`${site}${due.href}`, `${t.guide}: ${due.name}`)}</li>`;
    });
    return `<h2 style="font-size:18px;margin:24px 0 8px">${escapeHtml(group.heading)}</h2><ul style="margin:0 0 16px;padding-left:20px">${items.join('')}</ul>`;
  });
  return htmlEmail(
    subject,
    [
      paragraph(escapeHtml(t.hello)),
      paragraph(escapeHtml(t.intro)),
      ...sections,
      paragraph(escapeHtml(t.offer)),
      button(links.assessment, t.ask),
      `<hr style="border:0;border-top:1px solid #cbd5e1;margin:24px 0">`,
      `<p style="margin:0 0 8px;font-size:14px;color:#475569">${escapeHtml(t.because({ chosen: chosenOf(recipient, t) }))}</p>`,
      `<p style="margin:0 0 8px;font-size:14px">${link(links.unsubscribe, t.stop)}${recipient.user_id ? ` · ${link(links.profile, t.change)}` : ''}</p>`,
    ].join(''),
    languageInfo(language),
  );
}

interface Links {
  assessment: string;
  unsubscribe: string;
  profile: string;
}

export function digestEmail(request: DigestRequest): Email {
  const { recipient, site } = request;
  const { language } = recipient;
  const t = reminderDigest[language] ?? reminderDigest[originalLanguage];
  const links: Links = {
    assessment: `${sitePage(site, language, '/contact')}#assessment`,
    unsubscribe: unsubscribePage(site, recipient.unsubscribe_token, language),
    // Members manage their reminders on /profile, which is in English only.
    profile: `${site}/profile`,
  };
  const subject = subjectOf(request, t);
  return {
    to: recipient.email,
    subject,
    text: textOf(request, links, t),
    html: htmlOf(request, links, subject, t),
    headers: {
      'List-Unsubscribe': `<${oneClickUnsubscribeUrl(request.supabaseUrl, recipient.unsubscribe_token)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    ...(request.replyTo ? { replyTo: request.replyTo } : {}),
    // A provider that drops repeats (Resend) never delivers a day's digest twice either.
    idempotencyKey: `reminder-${recipient.id}-${request.date}`,
  };
}
