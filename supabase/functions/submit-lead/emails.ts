/**
 * The two emails a new lead sends: every field to the business, in English with the language to
 * reply in; a short receipt to the visitor, in the language of the page they sent it from.
 */

import { leadEmails } from '../_shared/generated/messages/lead-emails.ts';
import {
  isOriginal,
  languagePrefix,
  nameInOriginal,
  originalLanguage,
} from '../_shared/languages.ts';
import { type Lead, type LeadLanguage, leadTopicNamesIn } from '../_shared/lead.ts';
import type { Email } from '../_shared/mail.ts';
import { answersInWords, obligationNames } from './checkup.ts';

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

/** How the business should answer: in the language the visitor wrote in ("Hindi — reply in Hindi"). */
function replyLanguage(language: LeadLanguage): string {
  const name = nameInOriginal(language);
  return isOriginal(language) ? name : `${name} — reply in ${name}`;
}

export function businessNotification(stored: StoredLead, to: string): Email {
  const { lead } = stored;
  const lines = [
    'A visitor asked for a free compliance assessment.',
    '',
    `Language: ${replyLanguage(lead.language)}`,
    `Name: ${lead.name}`,
    `Work email: ${lead.email}`,
    `Phone: ${lead.phone}`,
    `Company: ${lead.company}`,
    `Employees: ${lead.employees}`,
    `State or union territory: ${lead.state}`,
    `Needs help with: ${lead.topics.join(', ')}`,
    `Message: ${lead.message ? `\n${lead.message}` : '(none)'}`,
    ...checkupForBusiness(lead),
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
  const inLanguage = isOriginal(lead.language) ? '' : ` in ${nameInOriginal(lead.language)}`;
  return {
    to,
    subject: `New assessment request${inLanguage}: ${lead.company} (${lead.state})`,
    text: lines.join('\n'),
    replyTo: lead.email,
    idempotencyKey: `${stored.id}-business`,
  };
}

/** The check-up the visitor sent with the request, if any: its answers and its list. */
function checkupForBusiness(lead: Lead): string[] {
  if (!lead.checkup) return [];
  const names = obligationNames(lead.checkup, originalLanguage);
  return [
    '',
    'From the compliance check-up:',
    ...answersInWords(lead.checkup).map((line) => `  ${line}`),
    `Obligations that apply (${names.length}):`,
    ...names.map((name) => `  - ${name}`),
  ];
}

/**
 * The visitor's receipt, in the words of the catalogue's lead-emails.yaml. It repeats none of the
 * free text typed into the form, so that the form cannot be used to send someone else a message
 * of the sender's choosing.
 */
export function visitorAcknowledgement(
  stored: StoredLead,
  siteUrl: string | null,
  replyTo: string | null,
): Email {
  const { lead } = stored;
  const names = leadTopicNamesIn(lead.language);
  const topics = lead.topics.map((topic) => names[topic] ?? topic).join(', ');
  const privacy = siteUrl ? `${siteUrl}${languagePrefix(lead.language)}/privacy` : null;
  const t = leadEmails[lead.language] ?? leadEmails[originalLanguage];
  const obligations = lead.checkup ? obligationNames(lead.checkup, lead.language) : [];
  // After the paragraph that names the topics: the visitor's own list, in their language.
  const checkup =
    obligations.length > 0
      ? [t.checkup({ count: obligations.length }), ...obligations.map((name) => `- ${name}`), '']
      : [];
  const lines = [
    t.hello,
    '',
    t.received({ topics }),
    '',
    ...checkup,
    t.next,
    '',
    t.notYou,
    privacy ? t.privacy({ privacy }) : t.privacyNotice,
    '',
    t.reference({ reference: stored.id }),
    '',
    'Anupalan',
  ];
  return {
    to: lead.email,
    subject: t.subject,
    text: lines.join('\n'),
    ...(replyTo ? { replyTo } : {}),
    idempotencyKey: `${stored.id}-visitor`,
  };
}
