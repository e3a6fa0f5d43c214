/**
 * The two emails a new lead sends: every field to the business, in English with the language to
 * reply in; a short receipt to the visitor, in the language of the page they sent it from.
 */

import { isOriginal, languagePrefix, nameInOriginal } from '../_shared/languages.ts';
import {
  LEAD_TOPIC_NAMES_HI,
  type Lead,
  type LeadLanguage,
  type LeadTopic,
} from '../_shared/lead.ts';
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

/** How the business should answer: in the language the visitor wrote in. */
const replyLanguage: Record<LeadLanguage, string> = {
  en: 'English',
  hi: 'Hindi — reply in Hindi',
};

export function businessNotification(stored: StoredLead, to: string): Email {
  const { lead } = stored;
  const lines = [
    'A visitor asked for a free compliance assessment.',
    '',
    `Language: ${replyLanguage[lead.language]}`,
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
  const inHindi = isOriginal(lead.language) ? '' : ` in ${nameInOriginal(lead.language)}`;
  return {
    to,
    subject: `New assessment request${inHindi}: ${lead.company} (${lead.state})`,
    text: lines.join('\n'),
    replyTo: lead.email,
    idempotencyKey: `${stored.id}-business`,
  };
}

/** The check-up the visitor sent with the request, if any: its answers and its list. */
function checkupForBusiness(lead: Lead): string[] {
  if (!lead.checkup) return [];
  const names = obligationNames(lead.checkup, 'en');
  return [
    '',
    'From the compliance check-up:',
    ...answersInWords(lead.checkup).map((line) => `  ${line}`),
    `Obligations that apply (${names.length}):`,
    ...names.map((name) => `  - ${name}`),
  ];
}

interface Acknowledgement {
  subject: string;
  lines: (topics: string, privacy: string | null, reference: string) => string[];
  /** Introduces the check-up's list the visitor sent. */
  checkup: (count: number) => string;
}

/** The receipt's words in each language; `privacy` is the notice's address, when the site has one. */
const acknowledgements: Record<LeadLanguage, Acknowledgement> = {
  en: {
    subject: 'We have received your request for a compliance assessment',
    lines: (topics, privacy, reference) => [
      'Hello,',
      '',
      'Thank you for asking Anupalan for a free compliance assessment. We have received your',
      `request about: ${topics}.`,
      '',
      'A compliance expert will review it and contact you by phone or email to arrange the',
      'assessment. If you have anything to add, reply to this email.',
      '',
      'If you did not make this request, reply to this email and we will delete your details.',
      privacy
        ? `How we use your details: ${privacy}`
        : 'How we use your details is explained in the privacy notice on our website.',
      '',
      `Your reference: ${reference}`,
      '',
      'Anupalan',
    ],
    checkup: (count) =>
      `Your check-up listed ${count} ${count === 1 ? 'obligation' : 'obligations'}; we will go through each with you:`,
  },
  hi: {
    subject: 'अनुपालन आकलन के लिए आपका अनुरोध हमें मिल गया है',
    lines: (topics, privacy, reference) => [
      'नमस्ते,',
      '',
      'Anupalan से मुफ़्त अनुपालन आकलन का अनुरोध करने के लिए धन्यवाद। इन विषयों पर आपका',
      `अनुरोध हमें मिल गया है: ${topics}।`,
      '',
      'हमारे अनुपालन विशेषज्ञ इसे देखेंगे और आकलन का समय तय करने के लिए आपसे फ़ोन या ईमेल पर',
      'संपर्क करेंगे। अगर आप कुछ और बताना चाहते हैं, तो इसी ईमेल का जवाब दें।',
      '',
      'अगर यह अनुरोध आपने नहीं भेजा है, तो इस ईमेल का जवाब दें; हम आपके विवरण मिटा देंगे।',
      privacy
        ? `हम आपके विवरणों का उपयोग कैसे करते हैं: ${privacy}`
        : 'हम आपके विवरणों का उपयोग कैसे करते हैं, यह हमारी वेबसाइट की गोपनीयता सूचना में बताया गया है।',
      '',
      `आपकी संदर्भ संख्या: ${reference}`,
      '',
      'Anupalan',
    ],
    checkup: (count) => `आपकी अनुपालन जाँच में ${count} दायित्व आए; हम हर एक पर आपके साथ बात करेंगे:`,
  },
};

/**
 * The visitor's receipt. It repeats none of the free text typed into the form, so that the form
 * cannot be used to send someone else a message of the sender's choosing.
 */
/** The topics' names in each language other than the original (which names them itself). */
const topicNames: Partial<Record<LeadLanguage, Record<LeadTopic, string>>> = {
  hi: LEAD_TOPIC_NAMES_HI,
};

export function visitorAcknowledgement(
  stored: StoredLead,
  siteUrl: string | null,
  replyTo: string | null,
): Email {
  const { lead } = stored;
  const names = topicNames[lead.language];
  const topics = lead.topics.map((topic) => names?.[topic] ?? topic).join(', ');
  const privacy = siteUrl ? `${siteUrl}${languagePrefix(lead.language)}/privacy` : null;
  const words = acknowledgements[lead.language];
  const lines = words.lines(topics, privacy, stored.id);
  const obligations = lead.checkup ? obligationNames(lead.checkup, lead.language) : [];
  // After the paragraph that names the topics: the visitor's own list, in their language.
  if (obligations.length > 0)
    lines.splice(
      5,
      0,
      words.checkup(obligations.length),
      ...obligations.map((name) => `- ${name}`),
      '',
    );
  return {
    to: lead.email,
    subject: words.subject,
    text: lines.join('\n'),
    ...(replyTo ? { replyTo } : {}),
    idempotencyKey: `${stored.id}-visitor`,
  };
}
