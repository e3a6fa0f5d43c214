/**
 * The confirmation email of a request for reminders: its link is the only thing sent until
 * followed. In the language of the page the request came from: its words, the registrations and
 * state as that language names them, and links to the site's pages in it.
 */
import { registrationLabel } from '../_shared/calendar.ts';
import { calendarDataIn } from '../_shared/calendar-data.ts';
import { button, escapeHtml, htmlEmail, link, paragraph } from '../_shared/email-html.ts';
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

const words = {
  en: {
    subject: 'Confirm your compliance reminders',
    hello: 'Hello,',
    where: (state: string) => ` (state: ${state})`,
    asked: (where: string) =>
      `Someone, we hope you, asked Anupalan to email this address reminders of compliance due dates${where} for:`,
    confirmWithin: `To start them, confirm within ${CONFIRMATION_DAYS} days`,
    button: 'Confirm my reminders',
    orOpen: 'Or open this address:',
    lapse: `If you did not ask for this, ignore this email: we send nothing more, and the request is erased after ${CONFIRMATION_DAYS} days.`,
    privacy: 'How we use your details',
    fullStop: '.',
  },
  hi: {
    subject: 'अपने अनुपालन रिमाइंडर की पुष्टि करें',
    hello: 'नमस्ते,',
    where: (state: string) => ` (राज्य: ${state})`,
    asked: (where: string) =>
      `Anupalan को इस ईमेल पते पर अनुपालन की नियत तारीखों के रिमाइंडर भेजने का अनुरोध मिला है; हमें उम्मीद है कि यह अनुरोध आपने ही किया है। चुने गए पंजीकरण${where}:`,
    confirmWithin: `इन्हें शुरू करने के लिए ${CONFIRMATION_DAYS} दिनों के भीतर पुष्टि करें`,
    button: 'मेरे रिमाइंडर की पुष्टि करें',
    orOpen: 'या यह पता खोलें:',
    lapse: `अगर आपने यह अनुरोध नहीं किया था, तो इस ईमेल को अनदेखा करें: हम और कुछ नहीं भेजेंगे, और ${CONFIRMATION_DAYS} दिन बाद यह अनुरोध मिटा दिया जाएगा।`,
    privacy: 'हम आपके विवरणों का उपयोग कैसे करते हैं',
    fullStop: '।',
  },
} satisfies Record<ReminderLanguage, unknown>;

export function confirmationEmail(request: ConfirmationRequest): Email {
  const { language } = request;
  const t = words[language];
  const data = calendarDataIn[language];
  const chosen = request.registrations.map((id) => registrationLabel(data, id));
  const where = request.state ? t.where(stateNameIn(request.state, language)) : '';
  const privacy = sitePage(request.site, language, '/privacy');
  const text = [
    t.hello,
    '',
    t.asked(where),
    ...chosen.map((label) => `- ${label}`),
    '',
    `${t.confirmWithin}:`,
    request.confirmUrl,
    '',
    t.lapse,
    '',
    `${t.privacy}: ${privacy}`,
    '',
    'Anupalan',
  ].join('\n');
  const html = htmlEmail(
    t.subject,
    [
      paragraph(escapeHtml(t.hello)),
      paragraph(escapeHtml(t.asked(where))),
      `<ul style="margin:0 0 16px">${chosen.map((label) => `<li>${escapeHtml(label)}</li>`).join('')}</ul>`,
      paragraph(escapeHtml(`${t.confirmWithin}${t.fullStop}`)),
      button(request.confirmUrl, t.button),
      paragraph(`${escapeHtml(t.orOpen)} ${link(request.confirmUrl, request.confirmUrl)}`),
      paragraph(escapeHtml(t.lapse)),
      paragraph(link(privacy, t.privacy)),
      paragraph('Anupalan'),
    ].join(''),
    language,
  );
  return {
    to: request.to,
    subject: t.subject,
    text,
    html,
    ...(request.replyTo ? { replyTo: request.replyTo } : {}),
  };
}
