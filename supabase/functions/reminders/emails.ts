/** The confirmation email of a request for reminders: its link is the only thing sent until followed. */
import { REGISTRATIONS } from '../_shared/calendar-choices.ts';
import { button, escapeHtml, htmlEmail, link, paragraph } from '../_shared/email-html.ts';
import type { Email } from '../_shared/mail.ts';
import { CONFIRMATION_DAYS } from '../_shared/reminders.ts';

const labelOf = (id: string) => REGISTRATIONS.find((r) => r.id === id)?.label ?? id;

export interface ConfirmationRequest {
  to: string;
  registrations: string[];
  state: string | null;
  confirmUrl: string;
  site: string;
  replyTo: string | null;
}

export function confirmationEmail(request: ConfirmationRequest): Email {
  const chosen = request.registrations.map(labelOf);
  const where = request.state ? ` (state: ${request.state})` : '';
  const subject = 'Confirm your compliance reminders';
  const lapse = `If you did not ask for this, ignore this email: we send nothing more, and the request is erased after ${CONFIRMATION_DAYS} days.`;
  const text = [
    'Hello,',
    '',
    `Someone, we hope you, asked Anupalan to email this address reminders of compliance due dates${where} for:`,
    ...chosen.map((label) => `- ${label}`),
    '',
    `To start them, confirm within ${CONFIRMATION_DAYS} days:`,
    request.confirmUrl,
    '',
    lapse,
    '',
    `How we use your details: ${request.site}/privacy`,
    '',
    'Anupalan',
  ].join('\n');
  const html = htmlEmail(
    subject,
    [
      paragraph('Hello,'),
      paragraph(
        `Someone, we hope you, asked Anupalan to email this address reminders of compliance due dates${escapeHtml(where)} for:`,
      ),
      `<ul style="margin:0 0 16px">${chosen.map((label) => `<li>${escapeHtml(label)}</li>`).join('')}</ul>`,
      paragraph(`To start them, confirm within ${CONFIRMATION_DAYS} days.`),
      button(request.confirmUrl, 'Confirm my reminders'),
      paragraph(`Or open this address: ${link(request.confirmUrl, request.confirmUrl)}`),
      paragraph(escapeHtml(lapse)),
      paragraph(`${link(`${request.site}/privacy`, 'How we use your details')}`),
      paragraph('Anupalan'),
    ].join(''),
  );
  return {
    to: request.to,
    subject,
    text,
    html,
    ...(request.replyTo ? { replyTo: request.replyTo } : {}),
  };
}
