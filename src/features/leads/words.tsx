/**
 * The lead form's words in a language: its messages from the catalogue
 * (content/messages/<language>/lead-form.yaml), with what is not a word beside them. The
 * validation messages, the consent text and the names of states and topics are the shared
 * schema's (supabase/functions/_shared/lead.ts), which the Edge Function uses too.
 */
import type { ReactNode } from 'react';
import {
  CONSENT_TEXTS,
  type IndianState,
  type LeadTopic,
  leadTopicNamesIn,
} from '../../../supabase/functions/_shared/lead.ts';
import { waitIn } from '../../../supabase/functions/_shared/rate-limit.ts';
import { stateNameIn } from '../../../supabase/functions/_shared/state-names.ts';
import { type LeadFormMessages, leadForm } from '../../generated/messages/lead-form.ts';
import { type Language, messagesIn, pathIn } from '../../lib/language.ts';
import { withNodes } from '../../lib/message-nodes.tsx';

export interface LeadFormWords
  extends Omit<LeadFormMessages, 'failed' | 'rateLimited' | 'fromCheckup' | 'privacy'> {
  stateName: (state: IndianState) => string;
  topicName: (topic: LeadTopic) => string;
  consent: string;
  /** The words of the consent text that link to the privacy notice, and where. */
  privacyLink: { text: string; href: string };
  /** The request did not reach us; `call` is the phone number, as a link. */
  failed: (call: ReactNode) => ReactNode;
  /** Too many requests: wait `wait` (in words) or call. */
  rateLimited: (wait: string, call: ReactNode) => ReactNode;
  wait: (seconds: number | null) => string;
  /** The line above the fields when the form was opened from the compliance check-up. */
  fromCheckup: (count: number, names: string) => string;
}

const cache = new Map<Language, LeadFormWords>();

/** The lead form's words in `language` (the page's). */
export function leadFormWordsIn(language: Language): LeadFormWords {
  const cached = cache.get(language);
  if (cached) return cached;
  const { failed, rateLimited, fromCheckup, privacy, ...t } = messagesIn(leadForm, language);
  const names = leadTopicNamesIn(language);
  const words: LeadFormWords = {
    ...t,
    stateName: (state) => stateNameIn(state, language),
    topicName: (topic) => names[topic] ?? topic,
    consent: CONSENT_TEXTS[language],
    privacyLink: { text: privacy, href: pathIn(language, '/privacy') },
    failed: (call) => withNodes(failed, { call }),
    rateLimited: (wait, call) => withNodes(rateLimited, { wait, call }),
    wait: (seconds) => waitIn(seconds, language),
    fromCheckup: (count, names) => fromCheckup({ count, names }),
  };
  cache.set(language, words);
  return words;
}
