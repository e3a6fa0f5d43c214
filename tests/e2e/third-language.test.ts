/**
 * A third language costs no code: a copy of the project whose content (and only its content)
 * adds Marathi, made up for the test: an entry in content/languages.yaml, its pages, the site's
 * words and its message catalogue. Built as the site is built, the copy has Marathi pages at
 * /mr in their language, hreflang links among all three languages, a Marathi search index and
 * Marathi emails.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serve } from '../../scripts/serve.ts';
import { connectChromium } from '../support/browser.ts';
import { buildCopy, useSmallSite } from '../support/deploy.ts';
import { hydrated, openPage } from '../support/site.ts';
import { marathiContent } from '../support/third-language.ts';

let work: string;
let copy: string;
let dist: string;
const html = (route: string) =>
  readFileSync(path.join(dist, ...route.split('/').filter(Boolean), 'index.html'), 'utf8');

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'site-third-language-'));
  copy = path.join(work, 'project');
  dist = await buildCopy(copy, (copy) => {
    useSmallSite(copy, marathiContent());
    // As a writer adding a language does: the first `npm run content` writes the list's module
    // (supabase/functions/_shared/language-list.ts, committed with the YAML) and asks to run again.
    const first = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/generate.ts'], {
      cwd: copy,
      encoding: 'utf8',
    });
    expect(first.stderr).toContain('content/languages.yaml: changed');
    expect(
      readFileSync(path.join(copy, 'supabase/functions/_shared/language-list.ts'), 'utf8'),
    ).toContain("code: 'mr'");
  });
}, 300_000);
afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

/** A page's hreflang links: language to address. */
const alternates = (source: string) =>
  Object.fromEntries(
    [...source.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [
      m[1],
      m[2],
    ]),
  );

describe('a third language added as content alone', () => {
  it('has its pages under its prefix, in its language and its words', () => {
    for (const route of ['/mr', '/mr/about']) {
      const page = html(route);
      expect(page).toMatch(/^<!doctype html>\s*<html lang="mr">/i);
      expect(page).toContain('सर्व हक्क राखीव');
      expect(page).toContain('संपर्क साधा');
    }
    expect(html('/mr/about')).toContain('आमच्याबद्दल, मराठीत.');
    // A statutory fact: the original's figure, with its label from content/mr/facts.yaml and
    // the words around it from the catalogue.
    expect(html('/mr/about')).toMatch(/title="कर्मचाऱ्याचे PF योगदान \(स्रोत: [^"]*"[^>]*>12%</);
    expect(readFileSync(path.join(dist, 'sitemap.xml'), 'utf8')).toContain(
      '<loc>https://test.example/mr/about</loc>',
    );
    // The language switch of an English page offers it.
    expect(html('/about')).toMatch(
      /<a href="\/mr\/about" lang="mr" hreflang="mr"[^>]*>मराठी<\/a>/i,
    );
    // The other two are as they were.
    expect(html('/about')).toContain('All rights reserved');
    expect(html('/hi/about')).toContain('सर्वाधिकार सुरक्षित');
  });

  it('links each page to its translations in all three languages, from every one of them', () => {
    const site = 'https://test.example';
    const expected = {
      en: `${site}/about`,
      hi: `${site}/hi/about`,
      mr: `${site}/mr/about`,
      'x-default': `${site}/about`,
    };
    for (const route of ['/about', '/hi/about', '/mr/about'])
      expect(alternates(html(route))).toEqual(expected);
  });

  it('searches its own pages from its pages, with its glossary, in the browser', async () => {
    const { server, url } = await serve(dist, 0);
    const browser = await connectChromium();
    try {
      const { page, errors } = await openPage(browser);
      const requests: string[] = [];
      page.on('request', (r) => requests.push(new URL(r.url()).pathname));
      await page.goto(`${url}/mr`);
      await hydrated(page);
      await page.keyboard.press('/');
      await page.getByRole('combobox').fill('Page /about');
      const first = page.getByRole('dialog').getByRole('option').first();
      await expect.poll(() => first.getAttribute('href')).toBe('/mr/about');
      // A spelling its glossary gives (content/data/glossary.yaml) finds the page by the term,
      // योगदान, which its intro has ("yogdan" is in no page). First a query that finds nothing,
      // so that the options below are the spelling's.
      const options = page.getByRole('dialog').getByRole('option');
      const hrefs = () => options.evaluateAll((els) => els.map((e) => e.getAttribute('href')));
      await page.getByRole('combobox').fill('qqqzzz');
      await expect.poll(hrefs).toEqual([]);
      await page.getByRole('combobox').fill('yogdan');
      await expect.poll(hrefs).toEqual(['/mr/about']);
      // Its own index, and neither of the others.
      expect(requests.filter((p) => p.includes('search-index'))).toEqual([
        expect.stringMatching(/\/search-index\.mr-[\w-]+\.json$/),
      ]);
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it("sends a lead's acknowledgement, a reminder's confirmation and the auth emails in it", () => {
    // The copy's Edge Function code, with what its build wrote from the content, run by Node.
    const script = `
      const { leadSchemaIn, EMPLOYEE_RANGES, INDIAN_STATES, LEAD_TOPICS } = await import('./supabase/functions/_shared/lead.ts');
      const { visitorAcknowledgement } = await import('./supabase/functions/submit-lead/emails.ts');
      const { confirmationEmail } = await import('./supabase/functions/reminders/emails.ts');
      const { REGISTRATIONS } = await import('./supabase/functions/_shared/calendar-choices.ts');
      const lead = leadSchemaIn('mr').parse({
        name: 'Asha', email: 'asha@example.in', phone: '9876543210', company: 'Asha Traders',
        employees: EMPLOYEE_RANGES[0], state: INDIAN_STATES[0], topics: [LEAD_TOPICS[0]],
        consent: true, startedAt: 1, idempotencyKey: '00000000-0000-4000-8000-000000000001',
        sourcePath: '/mr', language: 'mr',
      });
      const stored = { id: 'lead-1', lead, userId: null, consentText: 'yes', receivedAt: new Date(0) };
      const confirmation = confirmationEmail({
        to: 'asha@example.in', registrations: [REGISTRATIONS[0].id], state: null, language: 'mr',
        confirmUrl: 'https://test.example/mr/reminders/confirm?token=t', site: 'https://test.example', replyTo: null,
      });
      console.log(JSON.stringify({ lead, acknowledgement: visitorAcknowledgement(stored, 'https://test.example', null), confirmation }));
    `;
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '--eval', script],
      { cwd: copy, encoding: 'utf8' },
    );
    expect(run.stderr).toBe('');
    const { lead, acknowledgement, confirmation } = JSON.parse(run.stdout);
    expect(lead.language).toBe('mr');
    // Its catalogue's words (here the Hindi ones, copied), and its own pages' addresses.
    for (const email of [acknowledgement, confirmation]) {
      expect(email.subject).toMatch(/[\u0900-\u097F]/);
      expect(email.text).toContain('https://test.example/mr/privacy');
      expect(email.text).not.toContain('https://test.example/hi/');
    }
    // The auth emails' templates, as the content build writes them, have its branch.
    const template = readFileSync(path.join(copy, 'supabase/templates/confirmation.html'), 'utf8');
    expect(template).toContain('{{ else if eq (print .Data.language) "mr" }}');
  });
});
