/**
 * The confirmation email of a request for reminders: its link is the only thing sent until
 * followed. In the language of the page the request came from: its words, the registrations and
 * state as that language names them, and links to the site's pages in it. The words are the
 * catalogue's (content/messages/<language>/reminder-emails.yaml).
 */
import { registrationLabel } from '../_shared/calendar.ts';
import { calendarDataIn } from '../_shared/calendar-data.ts';
import { button, escapeHtml, htmlEmail, link, paragraph } from '../_shared/email-html.ts';
import { reminderEmails } from '../_shared/generated/messages/reminder-emails.ts';
import { languageInfo, originalLanguage } from '../_shared/languages.ts';
import type { Email } from '../_shared/mail.ts';
import { sitePage } from '../_shared/reminder-links.ts';
import { CONFIRMATION_DAYS, type ReminderLanguage } from '../_shared/reminders.ts';
import { stateNameIn } from '../_shared/state-names.ts';

export interface ConfirmationRequest {
  to: string;
  registrations: string[];
  state: string | null;
  language: ReminderLanguage;
  confirmUrl: string;
  site: string;
  replyTo: string | null;
}

export function confirmationEmail(request: ConfirmationRequest): Email {
  const { language } = request;
  const t = reminderEmails[language] ?? reminderEmails[originalLanguage];
  const data = calendarDataIn[language];
  const chosen = request.registrations.map((id) => registrationLabel(data, id));
  const asked = request.state
    ? t.askedInState({ state: stateNameIn(request.state, language) })
    : t.asked;
  const confirmWithin = t.confirmWithin({ days: CONFIRMATION_DAYS });
  const lapse = t.lapse({ days: CONFIRMATION_DAYS });
  const privacy = sitePage(request.site, language, '/privacy');
  const text = [
    t.hello,
    '',
    asked,
    ...chosen.map((label) => `- ${label}`),
    '',
    `${confirmWithin}:`,
    request.confirmUrl,
    '',
    lapse,
    '',
    `${t.privacy}: ${privacy}`,
    '',
    'Anupalan',
  ].join('\n');
  const html = htmlEmail(
    t.subject,
    [
      paragraph(escapeHtml(t.hello)),
      paragraph(escapeHtml(asked)),
      `<ul style="margin:0 0 16px">${chosen.map((label) => `<li>${escapeHtml(label)}</li>`).join('')}</ul>`,
      paragraph(escapeHtml(`${confirmWithin}${t.fullStop}`)),
      button(request.confirmUrl, t.button),
      paragraph(`${escapeHtml(t.orOpen)} ${link(request.confirmUrl, request.confirmUrl)}`),
      paragraph(escapeHtml(lapse)),
      paragraph(link(privacy, t.privacy)),
      paragraph('Anupalan'),
    ].join(''),
    languageInfo(language),
  );
  return {
    to: request.to,
    subject: t.subject,
    text,
    html,
    ...(request.replyTo ? { replyTo: request.replyTo } : {}),
  };
}
