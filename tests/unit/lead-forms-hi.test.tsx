/**
 * The lead form, the contact components and the reminders sign-up in the page's language: what a
 * reader of /hi/… sees, and that the English pages read exactly as before.
 */
import type { ReactNode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Testimonials as StoryList } from '../../src/components/Testimonials.tsx';
import { Confirmation } from '../../src/features/leads/Confirmation.tsx';
import { emptyValues, type LeadFormValues, validateLead } from '../../src/features/leads/values.ts';
import { leadFormWordsIn } from '../../src/features/leads/words.tsx';
import { testimonials } from '../../src/generated/data/testimonials.ts';
import { accountErrors } from '../../src/generated/messages/account-errors.ts';
import { network } from '../../src/generated/messages/network.ts';
import { messagesIn } from '../../src/lib/language.ts';
import { StaticRouter } from '../../src/lib/router.tsx';
import ClientGrid from '../../src/mdx/ClientGrid.tsx';
import ContactCards from '../../src/mdx/ContactCards.tsx';
import ContactLinks from '../../src/mdx/ContactLinks.tsx';
import LeadForm from '../../src/mdx/LeadForm.tsx';
import ReminderConfirm from '../../src/mdx/ReminderConfirm.tsx';
import ReminderSignup from '../../src/mdx/ReminderSignup.tsx';
import ReminderUnsubscribe from '../../src/mdx/ReminderUnsubscribe.tsx';
import Testimonials from '../../src/mdx/Testimonials.tsx';
import TrustBand from '../../src/mdx/TrustBand.tsx';
import {
  CONSENT_TEXTS,
  INDIAN_STATES,
  LEAD_MESSAGES,
  leadSchemaIn,
} from '../../supabase/functions/_shared/lead.ts';
import { describeWait, waitIn } from '../../supabase/functions/_shared/rate-limit.ts';
import { functionMessages } from '../../supabase/functions/submit-lead/messages.ts';

const DEVANAGARI = /[\u0900-\u097F]/;

/** The HTML a page at `path` gets for `node`, as the prerender writes it. */
const at = (path: string, node: ReactNode) =>
  renderToString(<StaticRouter location={path}>{node}</StaticRouter>);

/** What a reader sees: the text, without tags, comments or entities; blocks end with a space. */
const text = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<\/(p|h\d|li|div|label|legend|option|section|dt|dd)>/g, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

describe('the assessment form on a Hindi page', () => {
  const hi = at('/hi/contact', <LeadForm id="assessment" />);
  const en = at('/contact', <LeadForm id="assessment" />);

  it('labels every field, hint, choice and the button in Hindi', () => {
    const seen = text(hi);
    for (const words of [
      'मुफ़्त अनुपालन आकलन का अनुरोध करें',
      'नाम',
      'कार्यालय का ईमेल',
      'फ़ोन नंबर',
      '10 अंकों का मोबाइल नंबर, या STD कोड के साथ लैंडलाइन नंबर',
      'कंपनी का नाम',
      'कर्मचारियों की संख्या',
      'संख्या चुनें',
      'राज्य या केंद्र शासित प्रदेश',
      'आपको किन विषयों में मदद चाहिए?',
      'एक या अधिक विषय चुनें।',
      'संदेश (वैकल्पिक)',
      '2,000 में से 0 अक्षर',
      'अनुरोध भेजें',
    ]) {
      expect(seen, words).toContain(words);
    }
    for (const english of ['Work email', 'Send request', 'Choose a range', 'characters']) {
      expect(seen).not.toContain(english);
    }
  });

  it('names the states and topics in Hindi and still sends their English values', () => {
    expect(hi).toContain('<option value="Maharashtra">महाराष्ट्र</option>');
    expect(hi).toContain('<option value="Tamil Nadu">तमिलनाडु</option>');
    expect(hi).toMatch(/value="PF &amp; ESI"[^>]*\/><span>PF और ESI<\/span>/);
    expect(hi).toMatch(/value="Labour laws"[^>]*\/><span>श्रम कानून<\/span>/);
    for (const state of INDIAN_STATES) expect(hi).toContain(`value="${state}"`);
  });

  it('shows the Hindi consent, linking the Hindi privacy notice', () => {
    expect(text(hi)).toContain(text(CONSENT_TEXTS.hi));
    expect(hi).toMatch(/<a href="\/hi\/privacy"[^>]*>गोपनीयता सूचना<\/a>/);
  });

  it('reads on an English page exactly as before, with no Hindi in it', () => {
    const seen = text(en);
    expect(DEVANAGARI.test(seen)).toBe(false);
    for (const words of [
      'Request a free compliance assessment',
      'Every field is required unless it says optional.',
      'Work email',
      'A 10-digit mobile number, or a landline with its STD code',
      'Choose a range',
      'State or union territory',
      'What do you need help with?',
      'Choose one or more.',
      'Message (optional)',
      '0 of 2,000 characters',
      'Send request',
      CONSENT_TEXTS.en,
    ]) {
      expect(seen, words).toContain(words);
    }
    expect(en).toContain('<option value="Maharashtra">Maharashtra</option>');
    expect(en).toMatch(/<a href="\/privacy"[^>]*>privacy notice<\/a>/);
  });
});

describe('the form’s messages, in the page’s language', () => {
  const hi = leadFormWordsIn('hi');
  const meta = {
    startedAt: Date.now() - 60_000,
    idempotencyKey: '0b7f3c1e-5a2d-4f6b-9c8e-1d2a3b4c5d6e',
    sourcePath: '/hi/contact',
  };
  const filled: LeadFormValues = {
    ...emptyValues,
    name: 'आशा वर्मा',
    email: 'asha@example.in',
    phone: '98765 43210',
    company: 'वर्मा टेक्सटाइल्स',
    employees: '50-199',
    state: 'Maharashtra',
    topics: ['PF & ESI'],
    consent: true,
  };

  it('names each missing field in Hindi on a Hindi page, in English on an English one', () => {
    const hi = validateLead(emptyValues, { ...meta, language: 'hi' });
    expect(hi.ok ? null : hi.fields).toEqual({
      name: 'अपना नाम लिखें',
      email: 'अपने कार्यालय का ईमेल लिखें',
      phone: '10 अंकों का मोबाइल नंबर, या STD कोड के साथ लैंडलाइन नंबर लिखें',
      company: 'अपनी कंपनी का नाम लिखें',
      employees: 'चुनें कि आपकी कंपनी में कितने लोग काम करते हैं',
      state: 'अपना राज्य या केंद्र शासित प्रदेश चुनें',
      topics: 'कम से कम एक विषय चुनें जिसमें आपको मदद चाहिए',
      consent: 'बॉक्स पर टिक करके बताएँ कि आप अपने विवरणों के इस उपयोग से सहमत हैं, ताकि हम आपको जवाब दे सकें',
    });
    const en = validateLead(emptyValues, { ...meta, language: 'en' });
    expect(en.ok ? null : en.fields.name).toBe('Enter your name');
    const long = validateLead(
      { ...filled, message: 'x'.repeat(2001) },
      { ...meta, language: 'hi' },
    );
    expect(long.ok ? null : long.fields.message).toBe('संदेश 2,000 अक्षरों या उससे कम में लिखें');
  });

  it('sends the page’s language with the lead', () => {
    const sent = validateLead(filled, { ...meta, language: 'hi' });
    expect(sent.ok && sent.input.language).toBe('hi');
    expect(sent.ok && sent.lead.language).toBe('hi');
  });

  it('has every message in both languages, the Hindi ones in Devanagari', () => {
    expect(Object.keys(LEAD_MESSAGES.hi).sort()).toEqual(Object.keys(LEAD_MESSAGES.en).sort());
    // A message with a placeholder (the obligation's id) is read as the form shows it.
    const shown = (m: string | ((p: { id: string }) => string)) =>
      typeof m === 'string' ? m : m({ id: 'moon-tax' });
    for (const [key, message] of Object.entries(LEAD_MESSAGES.hi)) {
      expect(DEVANAGARI.test(shown(message)), key).toBe(true);
      expect(shown(message), key).not.toBe(
        shown(LEAD_MESSAGES.en[key as keyof typeof LEAD_MESSAGES.en]),
      );
    }
  });

  it('accepts and refuses the same submissions in both languages', () => {
    const input = (change: Record<string, unknown>) => ({
      ...filled,
      ...meta,
      language: 'en',
      ...change,
    });
    for (const change of [
      {},
      { email: 'asha@' },
      { phone: '2345 6789' },
      { topics: ['Taxes'] },
      { language: 'fr' },
      { language: undefined },
      { sourcePath: 'contact' },
    ]) {
      const en = leadSchemaIn('en').safeParse(input(change));
      const hi = leadSchemaIn('hi').safeParse(input(change));
      expect(hi.success, JSON.stringify(change)).toBe(en.success);
    }
    expect(leadSchemaIn('en').parse(input({ language: undefined })).language).toBe('en');
  });

  it('says when a request cannot go, and how long to wait, in Hindi', () => {
    expect(text(renderToStaticMarkup(hi.failed('+91 11 0000 0000')))).toBe(
      'हम आपका अनुरोध नहीं भेज सके। कृपया फिर से कोशिश करें, या हमें +91 11 0000 0000 पर फ़ोन करें।',
    );
    expect(text(renderToStaticMarkup(hi.rateLimited(hi.wait(86_400), '+91 11 0000 0000')))).toBe(
      'आपने थोड़े समय में कई अनुरोध भेजे हैं। कृपया 24 घंटे बाद फिर से कोशिश करें, या हमें +91 11 0000 0000 पर फ़ोन करें।',
    );
    expect([hi.wait(30), hi.wait(3000), hi.wait(null)]).toEqual(['1 मिनट', '50 मिनट', 'कुछ मिनट']);
    expect(leadFormWordsIn('en').wait(86_400)).toBe('24 hours');
  });

  it('words a wait as the Edge Functions do, in both languages', () => {
    const en = leadFormWordsIn('en');
    for (const seconds of [0, 1, 59, 60, 61, 119, 3_000, 7_139, 7_140, 7_200, 7_201, 86_400]) {
      expect(en.wait(seconds), String(seconds)).toBe(describeWait(seconds));
      expect(hi.wait(seconds), String(seconds)).toBe(waitIn(seconds, 'hi'));
    }
    expect(en.wait(null)).toBe('a few minutes');
  });
});

describe('what submit-lead answers a Hindi page', () => {
  it('says each refusal in Hindi, with the wait in Hindi words', () => {
    const hi = functionMessages.hi;
    expect(hi.tooManyFromEmail(86_400)).toBe(
      'इस ईमेल पते से आज हमें पहले ही कई अनुरोध मिल चुके हैं। कृपया 24 घंटे बाद फिर से कोशिश करें।',
    );
    expect(hi.tooManyFromNetwork(1_500)).toContain('कृपया 25 मिनट बाद फिर से कोशिश करें।');
    for (const message of [hi.validationFailed, hi.tooFast, hi.securityCheckMissing]) {
      expect(DEVANAGARI.test(message), message).toBe(true);
    }
    expect(functionMessages.en.tooManyFromEmail(86_400)).toBe(
      'We have already received several requests from this email address today. Please try again in 24 hours.',
    );
  });
});

describe('the confirmation', () => {
  const status = { email: 'asha@example.in', signedIn: true };

  it('thanks the visitor in Hindi, with the Hindi business hours', () => {
    const seen = text(at('/hi/contact', <Confirmation id="assessment-sent" status={status} />));
    expect(seen).toContain('धन्यवाद। आपका अनुरोध हमें मिल गया है।');
    expect(seen).toContain('हमने asha@example.in पर पावती भेज दी है।');
    expect(seen).toContain('सोम–शनि, सुबह 9:00 से शाम 6:00');
    expect(seen).toContain('आप इसकी प्रगति अपनी प्रोफ़ाइल पर आपके अनुरोध में देख सकते हैं।');
    expect(seen).not.toContain('Mon-Sat');
  });

  it('reads in English as before', () => {
    const seen = text(at('/contact', <Confirmation id="assessment-sent" status={status} />));
    expect(seen).toContain('Thank you. We have your request.');
    expect(seen).toContain('We have sent an acknowledgement to asha@example.in.');
    expect(seen).toContain('usually within one business day (Mon-Sat 9:00 AM-6:00 PM)');
    expect(seen).toContain('call us at +91 11 0000 0000.');
    expect(seen).toContain('You can follow it under Your requests on your profile.');
  });
});

describe('the contact components', () => {
  it('titles the contact cards in Hindi, with the city and hours in Hindi', () => {
    const hi = text(at('/hi/contact', <ContactCards />));
    for (const words of ['फ़ोन', 'ईमेल', 'स्थान', 'नई दिल्ली, भारत', 'कार्य-समय', 'सोम–शनि']) {
      expect(hi, words).toContain(words);
    }
    const en = text(at('/contact', <ContactCards />));
    expect(en).toBe(
      'Phone +91 11 0000 0000 Email compliance@anupalan.example Location New Delhi, India Business hours Mon-Sat 9:00 AM-6:00 PM',
    );
  });

  it('puts the contact links into a Hindi sentence', () => {
    expect(text(at('/hi/privacy', <ContactLinks />))).toBe(
      'हमें compliance@anupalan.example पर ईमेल करें या +91 11 0000 0000 पर फ़ोन करें',
    );
    expect(text(at('/privacy', <ContactLinks />))).toBe(
      'email us at compliance@anupalan.example or call +91 11 0000 0000',
    );
  });

  it('gives the bands a Hindi title when the page gives none, and keeps the page’s own', () => {
    expect(text(at('/hi', <TrustBand />))).toContain(
      'व्यवसाय अपने अनुपालन के लिए हम पर भरोसा क्यों करते हैं',
    );
    expect(
      text(at('/hi/contact', <TrustBand compact title="आप किन बातों पर भरोसा कर सकते हैं" />)),
    ).toContain('आप किन बातों पर भरोसा कर सकते हैं');
    expect(text(at('/', <TrustBand />))).toContain('Why businesses trust us with their compliance');
    expect(text(at('/hi', <ClientGrid />))).toContain('हमारे सम्मानित ग्राहक');
    expect(text(at('/', <ClientGrid />))).toContain('Our Esteemed Clients');
    expect(text(at('/hi', <Testimonials />))).toContain('हमारे ग्राहक क्या कहते हैं');
    expect(text(at('/', <Testimonials />))).toContain('What our clients say');
  });

  it('tells the client stories in Hindi on a Hindi page, with the same figures', () => {
    const hi = at('/hi', <Testimonials />);
    const seen = text(hi);
    expect(seen).toContain('तीन अस्पताल, दो राज्य');
    expect(seen).toContain('ऑपरेशंस निदेशक');
    expect(seen).toContain('ऑडिट के लिए तैयार रजिस्टर');
    expect(seen).toContain('14/14');
    // Nothing in it is English any more, so nothing is marked so.
    expect(hi).not.toContain('lang="en');
    expect(seen).not.toContain('Three hospitals');
    const en = text(at('/', <Testimonials />));
    expect(en).toContain('Three hospitals, two states');
    expect(en).toContain('14/14');
  });

  it('marks an illustrative client story in Hindi', () => {
    const story = testimonials.find((t) => t.illustrative);
    if (!story) throw new Error('no illustrative story to show');
    const hi = at('/hi', <StoryList items={[story]} />);
    expect(text(hi)).toContain('काल्पनिक उदाहरण');
    expect(hi).toContain(`aria-label="${story.companyName}: ग्राहक का अनुभव"`);
    const en = at('/', <StoryList items={[story]} />);
    expect(text(en)).toContain('Illustrative example');
    expect(en).toContain(`aria-label="${story.companyName}: client story"`);
  });
});

describe('the reminders sign-up', () => {
  it('asks in Hindi on a Hindi page', () => {
    const html = at('/hi/tools/compliance-calendar', <ReminderSignup />);
    const seen = text(html);
    expect(html).toContain('aria-label="मुझे ईमेल से रिमाइंडर भेजें"');
    for (const words of [
      'ऊपर चुने गए पंजीकरणों और राज्य के लिए',
      'ईमेल',
      'मैं सहमत हूँ कि Anupalan मेरे ईमेल पते और इन विकल्पों का उपयोग करके',
      'मुझे ईमेल से रिमाइंडर भेजें',
    ]) {
      expect(seen, words).toContain(words);
    }
    expect(html).toMatch(/<a href="\/hi\/privacy">गोपनीयता सूचना<\/a>/);
    expect(seen).not.toContain('Email me reminders');
  });

  it('says the server could not be reached as the English-only screens say it', () => {
    expect(messagesIn(network, 'en').unreachable).toBe(messagesIn(accountErrors, 'en').unreachable);
    expect(DEVANAGARI.test(messagesIn(network, 'hi').unreachable)).toBe(true);
  });

  it('confirms and stops reminders in Hindi on the pages a Hindi email links', () => {
    // The confirm page reads its token before it offers anything (a press confirms, never the
    // page's opening), so its HTML is empty; the browser test presses its Hindi button.
    const confirm = text(at('/hi/reminders/confirm', <ReminderConfirm />));
    expect(confirm).toBe('');
    const stop = text(at('/hi/reminders/unsubscribe', <ReminderUnsubscribe />));
    expect(stop).toBe('इस पते पर भेजे जाने वाले नियत तारीखों के रिमाइंडर बंद करें? रिमाइंडर बंद करें');
    expect(text(at('/reminders/unsubscribe', <ReminderUnsubscribe />))).toBe(
      'Stop the due-date reminders sent to this address? Unsubscribe',
    );
  });

  it('reads on the English page as before', () => {
    const html = at('/tools/compliance-calendar', <ReminderSignup />);
    const seen = text(html);
    expect(DEVANAGARI.test(seen)).toBe(false);
    expect(html).toContain('aria-label="Email me reminders"');
    expect(seen).toContain(
      'For the registrations and state chosen above: an email 7 days and 1 day before each due date, at most one a day, with a link to stop them.',
    );
    expect(seen).toContain(
      'I agree that Anupalan may use my email address and these choices to send me due-date reminders, as described in the privacy notice.',
    );
    expect(html).toMatch(/<a href="\/privacy">privacy notice<\/a>/);
  });
});
