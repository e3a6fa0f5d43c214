/** The two emails a new lead sends: every field to the business, a short receipt to the visitor. */

import type { Lead } from '../_shared/lead.ts';
import type { Email } from '../_shared/mail.ts';

export interface StoredLead {
  id: string;
  lead: Lead;
  userId: string | null;
  consentText: string;
  receivedAt: Date;
}

const indianTime = (date: Date) =>
  new Intl.DateTimeFormat('en-IN', {
    timeZone: 'Asia/Kolkata',
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(date);

export function businessNotification(stored: StoredLead, to: string): Email {
  const { lead } = stored;
  const lines = [
    'A visitor asked for a free compliance assessment.',
    '',
    `Name: ${lead.name}`,
    `Work email: ${lead.email}`,
    `Phone: ${lead.phone}`,
    `Company: ${lead.company}`,
    `Employees: ${lead.employees}`,
    `State or union territory: ${lead.state}`,
    `Needs help with: ${lead.topics.join(', ')}`,
    `Message: ${lead.message ? `\n${lead.message}` : '(none)'}`,
    '',
    `Sent from the page: ${lead.sourcePath}`,
    `Received: ${indianTime(stored.receivedAt)} IST`,
    `Signed-in account: ${stored.userId ?? 'none (not signed in)'}`,
    `Consent given: ${stored.consentText}`,
    `Lead id: ${stored.id}`,
    '',
    'Reply to this email to answer the visitor. Record progress in the status column of the',
    'leads table (new, contacted, qualified, closed).',
  ];
  return {
    to,
    subject: `New assessment request: ${lead.company} (${lead.state})`,
    text: lines.join('\n'),
    replyTo: lead.email,
    idempotencyKey: `${stored.id}-business`,
  };
}

/**
 * The visitor's receipt. It repeats none of the free text typed into the form, so that the form
 * cannot be used to send someone else a message of the sender's choosing.
 */
export function visitorAcknowledgement(
  stored: StoredLead,
  siteUrl: string | null,
  replyTo: string | null,
): Email {
  const { lead } = stored;
  const lines = [
    'Hello,',
    '',
    'Thank you for asking Anupalan for a free compliance assessment. We have received your',
    `request about: ${lead.topics.join(', ')}.`,
    '',
    'A compliance expert will review it and contact you by phone or email to arrange the',
    'assessment. If you have anything to add, reply to this email.',
    '',
    'If you did not make this request, reply to this email and we will delete your details.',
    siteUrl
      ? `How we use your details: ${siteUrl}/privacy`
      : 'How we use your details is explained in the privacy notice on our website.',
    '',
    `Your reference: ${stored.id}`,
    '',
    'Anupalan',
  ];
  return {
    to: lead.email,
    subject: 'We have received your request for a compliance assessment',
    text: lines.join('\n'),
    ...(replyTo ? { replyTo } : {}),
    idempotencyKey: `${stored.id}-visitor`,
  };
}
