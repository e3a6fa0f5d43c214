/**
 * The assessment request form on the Hindi contact page, /hi/contact: its words are Hindi, its
 * errors are Hindi and beside their fields, and a request sent from it is stored as a Hindi lead
 * and confirmed in Hindi. The form's behaviour in general is tests/e2e/lead-form.test.ts's.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_TEXTS } from '../../supabase/functions/_shared/lead.ts';
import { axeViolations } from '../support/axe.ts';
import { adminClient, mailbox } from '../support/leads.ts';
import { hydrated, openPage } from '../support/site.ts';
import { reachBackend, startSiteAndBackend } from '../support/site-backend.ts';

let started: Awaited<ReturnType<typeof startSiteAndBackend>>;
let site: typeof started.site;
let backend: typeof started.backend;
let admin: SupabaseClient;

beforeAll(async () => {
  started = await startSiteAndBackend('lead-form-hi-e2e-', {
    functionEnv: {
      // Every browser request comes from 127.0.0.1, and a test fills the form in milliseconds.
      LEAD_RATE_LIMIT_PER_IP_HOUR: '0',
      LEAD_MIN_FILL_SECONDS: '0',
    },
  });
  ({ site, backend } = started);
  admin = await adminClient(backend);
}, 120_000);
afterAll(() => started?.close());

/** Opens /hi/contact with the built site's backend calls sent to this file's backend. */
async function visit(width: number) {
  const opened = await openPage(site.browser, width, 900);
  await reachBackend(opened.page.context(), backend);
  const posts: Request[] = [];
  opened.page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/functions/v1/submit-lead')) posts.push(r);
  });
  await opened.page.goto(`${site.url}/hi/contact`);
  await hydrated(opened.page);
  return { ...opened, posts };
}

/** Starts using the form and resolves once it is React's, not the server's HTML. */
async function formLive(page: Page) {
  await page.locator('#assessment-name').focus();
  await page.waitForFunction(() => {
    const form = document.getElementById('assessment-form');
    return form !== null && Object.keys(form).some((k) => k.startsWith('__react'));
  });
}

const form = (page: Page) => page.locator('#assessment');
const send = (page: Page) => form(page).getByRole('button', { name: /अनुरोध भेजें|भेजा जा रहा है/ });
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

async function fillValid(page: Page, email: string) {
  const f = form(page);
  await f.getByLabel('नाम', { exact: true }).fill('आशा वर्मा');
  await f.getByLabel('कार्यालय का ईमेल', { exact: true }).fill(email);
  await f.getByLabel('फ़ोन नंबर', { exact: true }).fill('98765 43210');
  await f.getByLabel('कंपनी का नाम', { exact: true }).fill('वर्मा टेक्सटाइल्स');
  await f.getByLabel('कर्मचारियों की संख्या', { exact: true }).selectOption('50-199');
  await f.getByLabel('राज्य या केंद्र शासित प्रदेश', { exact: true }).selectOption({ label: 'महाराष्ट्र' });
  await f.getByLabel('PF और ESI', { exact: true }).check();
  await f.getByLabel('श्रम कानून', { exact: true }).check();
  await f.getByLabel('संदेश (वैकल्पिक)', { exact: true }).fill('मार्च में पुणे में दूसरी फ़ैक्टरी खुल रही है।');
  await f.locator('#assessment-consent').check();
}

async function storedLeads(email: string) {
  const { data, error } = await admin.from('leads').select('*').eq('email', email);
  expect(error).toBeNull();
  return data ?? [];
}

describe('the assessment request form at /hi/contact', () => {
  it('is in Hindi in the page’s HTML: heading, labels, choices, consent and button', async () => {
    const { page, errors, close } = await visit(1280);
    const f = form(page);
    expect(await f.getByRole('heading', { name: 'निःशुल्क अनुपालन आकलन का अनुरोध करें' }).count()).toBe(
      1,
    );
    for (const label of [
      'नाम',
      'कार्यालय का ईमेल',
      'फ़ोन नंबर',
      'कंपनी का नाम',
      'कर्मचारियों की संख्या',
      'राज्य या केंद्र शासित प्रदेश',
      'PF और ESI',
      'कंपनी कानून',
      'संदेश (वैकल्पिक)',
    ]) {
      expect(await f.getByLabel(label, { exact: true }).count(), label).toBe(1);
    }
    expect(await f.getByRole('group', { name: 'आपको किन विषयों में मदद चाहिए?' }).count()).toBe(1);
    const state = f.getByLabel('राज्य या केंद्र शासित प्रदेश', { exact: true });
    expect(await state.locator('option[value="Tamil Nadu"]').textContent()).toBe('तमिलनाडु');
    expect(
      await f
        .locator('#assessment-consent')
        .evaluate((el) => (el as HTMLInputElement).labels?.[0]?.textContent),
    ).toBe(CONSENT_TEXTS.hi);
    expect(
      await f.getByRole('link', { name: 'गोपनीयता सूचना', exact: true }).getAttribute('href'),
    ).toBe('/hi/privacy');
    expect(await send(page).innerText()).toBe('अनुरोध भेजें');
    expect(await f.innerText()).not.toMatch(/Work email|Send request|Choose a range/);
    expect(errors).toEqual([]);
    await close();
  });

  it('shows the Hindi error beside each field an empty request left out, and focuses the first', async () => {
    const { page, posts, errors, close } = await visit(375);
    await formLive(page);
    await send(page).click();

    const f = form(page);
    const summary = f.getByRole('alert');
    await expect.poll(() => summary.innerText()).toContain('आपके अनुरोध में कुछ जानकारी ठीक करनी है');
    expect(await focusedId(page)).toBe('assessment-name');
    const expected = {
      'assessment-name': 'अपना नाम लिखें',
      'assessment-email': 'अपने कार्यालय का ईमेल लिखें',
      'assessment-phone': '10 अंकों का मोबाइल नंबर, या STD कोड के साथ लैंडलाइन नंबर लिखें',
      'assessment-company': 'अपनी कंपनी का नाम लिखें',
      'assessment-employees': 'चुनें कि आपकी कंपनी में कितने लोग काम करते हैं',
      'assessment-state': 'अपना राज्य या केंद्र शासित प्रदेश चुनें',
      'assessment-topics': 'कम से कम एक विषय चुनें जिसमें आपको मदद चाहिए',
      'assessment-consent':
        'बॉक्स पर टिक करके बताएँ कि आप अपने विवरणों के इस उपयोग से सहमत हैं, ताकि हम आपको जवाब दे सकें',
    };
    for (const [id, message] of Object.entries(expected)) {
      expect(await page.locator(`#${id}`).getAttribute('aria-invalid'), id).toBe('true');
      expect(await page.locator(`#${id}-error`).textContent(), id).toBe(`त्रुटि: ${message}`);
      expect(await summary.innerText(), id).toContain(message);
    }
    expect(await f.innerText()).not.toContain('Enter your');
    expect(posts).toHaveLength(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });

  it('sends a valid request as a Hindi lead and confirms it in Hindi', async () => {
    const email = 'hindi-form@example.in';
    const { page, posts, errors, close } = await visit(1280);
    await formLive(page);
    await fillValid(page, email);
    await send(page).click();

    const sent = page.locator('#assessment-sent');
    await expect.poll(() => sent.innerText()).toContain('धन्यवाद। आपका अनुरोध हमें मिल गया है।');
    expect(await sent.innerText()).toContain(`हमने ${email} पर पावती भेज दी है।`);
    expect(await sent.innerText()).toContain('आगे क्या होगा');
    expect(await focusedId(page)).toBe('assessment-sent');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.postDataJSON()).toMatchObject({ language: 'hi', sourcePath: '/hi/contact' });

    const [lead] = await storedLeads(email);
    expect(lead).toMatchObject({
      language: 'hi',
      name: 'आशा वर्मा',
      company: 'वर्मा टेक्सटाइल्स',
      phone: '+919876543210',
      employees: '50-199',
      state: 'Maharashtra',
      topics: ['PF & ESI', 'Labour laws'],
      source_path: '/hi/contact',
      consent_text: CONSENT_TEXTS.hi,
      status: 'new',
    });
    const acknowledgement = (await mailbox(backend)).find((m) => m.to === email);
    expect(acknowledgement?.subject).toBe('अनुपालन आकलन के लिए आपका अनुरोध हमें मिल गया है');
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });
});
