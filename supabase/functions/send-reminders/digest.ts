/**
 * The daily digest: what is due tomorrow and in seven days, when, and a link to the guide for
 * each; the free-assessment call to action; an unsubscribe link to the site's page, and the
 * List-Unsubscribe headers a mail client's own unsubscribe button uses (one-click, RFC 8058).
 */
import { type Due, longDate as dateOf, weekdayNames, weekdayOf } from '../_shared/calendar.ts';
import { REGISTRATIONS } from '../_shared/calendar-choices.ts';
import { button, escapeHtml, htmlEmail, link, paragraph } from '../_shared/email-html.ts';
import type { Email } from '../_shared/mail.ts';
import { oneClickUnsubscribeUrl, unsubscribePage } from '../_shared/reminder-links.ts';
import type { Recipient } from './deliveries.ts';
import type { DigestDues } from './due.ts';

/** "Monday 21 December 2026" */
export function longDate(iso: string): string {
  return `${weekdayNames[weekdayOf(iso)]} ${dateOf(iso)}`;
}

const labelOf = (id: string) => REGISTRATIONS.find((r) => r.id === id)?.label ?? id;

export interface DigestRequest {
  recipient: Recipient;
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

function groupsOf({ dues }: DigestRequest): Group[] {
  const groups: Group[] = [];
  if (dues.tomorrow[0]) {
    groups.push({
      heading: `Due tomorrow, ${longDate(dues.tomorrow[0].date)}`,
      dues: dues.tomorrow,
    });
  }
  if (dues.inAWeek[0]) {
    groups.push({
      heading: `Due in 7 days, ${longDate(dues.inAWeek[0].date)}`,
      dues: dues.inAWeek,
    });
  }
  return groups;
}

function subjectOf({ dues }: DigestRequest): string {
  const all = [...dues.tomorrow, ...dues.inAWeek];
  const first = all[0] as Due;
  const when =
    dues.tomorrow.length > 0 ? 'tomorrow' : `on ${longDate(first.date).replace(/ \d{4}$/, '')}`;
  const more = all.length > 1 ? `, and ${all.length - 1} more` : '';
  return `Reminder: ${first.name} due ${when}${more}`;
}

function textOf(request: DigestRequest, links: Links): string {
  const { site, recipient } = request;
  const lines = [
    'Hello,',
    '',
    'These compliance due dates are coming up for the registrations you chose.',
  ];
  for (const group of groupsOf(request)) {
    lines.push('', `${group.heading}:`);
    for (const due of group.dues) {
      lines.push(
        `- ${due.name}, for ${due.period}`,
        `  ${due.description}`,
        `  Guide: ${site}${due.href}`,
      );
    }
  }
  lines.push(
    '',
    'Would you like experts to take these off your hands? Ask for a free compliance assessment:',
    links.assessment,
    '',
    `You receive this email because you asked Anupalan for reminders for: ${recipient.registrations.map(labelOf).join(', ')}${recipient.state ? ` (${recipient.state})` : ''}.`,
    `Stop these reminders: ${links.unsubscribe}`,
    ...(recipient.user_id ? [`Change what you are reminded about: ${links.profile}`] : []),
    '',
    'Anupalan',
  );
  return lines.join('\n');
}

function htmlOf(request: DigestRequest, links: Links, subject: string): string {
  const { site, recipient } = request;
  const sections = groupsOf(request).map((group) => {
    const items = group.dues.map(
      (due) =>
        `<li style="margin:0 0 12px"><strong>${escapeHtml(due.name)}</strong>, for ${escapeHtml(due.period)}<br>${escapeHtml(due.description)}<br>${link(`${site}${due.href}`, `Guide: ${due.name}`)}</li>`,
    );
    return `<h2 style="font-size:18px;margin:24px 0 8px">${escapeHtml(group.heading)}</h2><ul style="margin:0 0 16px;padding-left:20px">${items.join('')}</ul>`;
  });
  const chosen = `${recipient.registrations.map(labelOf).join(', ')}${recipient.state ? ` (${recipient.state})` : ''}`;
  return htmlEmail(
    subject,
    [
      paragraph('Hello,'),
      paragraph('These compliance due dates are coming up for the registrations you chose.'),
      ...sections,
      paragraph('Would you like experts to take these off your hands?'),
      button(links.assessment, 'Ask for a free compliance assessment'),
      `<hr style="border:0;border-top:1px solid #cbd5e1;margin:24px 0">`,
      `<p style="margin:0 0 8px;font-size:14px;color:#475569">You receive this email because you asked Anupalan for reminders for: ${escapeHtml(chosen)}.</p>`,
      `<p style="margin:0 0 8px;font-size:14px">${link(links.unsubscribe, 'Stop these reminders')}${recipient.user_id ? ` · ${link(links.profile, 'Change what you are reminded about')}` : ''}</p>`,
    ].join(''),
  );
}

interface Links {
  assessment: string;
  unsubscribe: string;
  profile: string;
}

export function digestEmail(request: DigestRequest): Email {
  const { recipient, site } = request;
  const links: Links = {
    assessment: `${site}/contact#assessment`,
    unsubscribe: unsubscribePage(site, recipient.unsubscribe_token),
    profile: `${site}/profile`,
  };
  const subject = subjectOf(request);
  return {
    to: recipient.email,
    subject,
    text: textOf(request, links),
    html: htmlOf(request, links, subject),
    headers: {
      'List-Unsubscribe': `<${oneClickUnsubscribeUrl(request.supabaseUrl, recipient.unsubscribe_token)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    ...(request.replyTo ? { replyTo: request.replyTo } : {}),
    // A provider that drops repeats (Resend) never delivers a day's digest twice either.
    idempotencyKey: `reminder-${recipient.id}-${request.date}`,
  };
}
