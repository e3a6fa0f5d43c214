import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Locator, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { generator } from '../../src/generated/messages/generator.ts';
import { messagesIn } from '../../src/lib/language.ts';
import { hydrated, openPage, startSite } from '../support/site.ts';

const PROVIDER_UNREACHABLE = messagesIn(generator, 'en').providerUnreachable;

interface Recorded {
  method: string;
  path: string;
  key: string | undefined;
  body: Record<string, unknown>;
}

/** A stand-in for Writesonic on a free port: records requests, answers what the test sets. */
let provider: Server;
let providerUrl: string;
let recorded: Recorded[] = [];
let reply: { status: number; body: unknown } = {
  status: 200,
  body: { data: [{ text: 'Generated copy' }] },
};

const readBody = async (req: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

let site: Awaited<ReturnType<typeof startSite>>;
beforeAll(async () => {
  provider = createServer(async (req, res) => {
    const text = await readBody(req);
    recorded.push({
      method: req.method ?? '',
      path: req.url ?? '',
      key: req.headers['x-api-key'] as string | undefined,
      body: text ? JSON.parse(text) : {},
    });
    res
      .writeHead(reply.status, { 'Content-Type': 'application/json' })
      .end(JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
  site = await startSite();
});
afterAll(async () => {
  await site?.close();
  await new Promise<void>((resolve) => provider.close(() => resolve()));
});
beforeEach(() => {
  recorded = [];
  reply = { status: 200, body: { data: [{ text: 'Generated copy' }] } };
});

const KEY = 'sk-test-secret-key-1234567890';

/** The built site calls Writesonic; its requests go to the stand-in instead. */
async function visit(width = 1280) {
  const opened = await openPage(site.browser, width, 900);
  const logs: string[] = [];
  opened.page.on('console', (m) => logs.push(m.text()));
  await opened.page.route('https://api.writesonic.com/**', async (route: Route) => {
    const url = route.request().url().replace('https://api.writesonic.com/v2', providerUrl);
    await route.fulfill({ response: await route.fetch({ url }) });
  });
  await opened.page.goto(`${site.url}/content-generation`);
  await hydrated(opened.page);
  return { ...opened, logs };
}

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]', { hasText: text });

/** The text of what a field's aria-describedby names (its note, its error). */
const description = (field: Locator) =>
  field.evaluate((el) =>
    (el.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim(),
  );

async function fill(page: Page, topic = 'PF compliance for startups') {
  await page.getByLabel('Topic').fill(topic);
  await page.getByLabel('Writesonic API key').fill(KEY);
}

describe('content generator', () => {
  it('sends the exact request for each of the six tabs', async () => {
    const { page, close } = await visit();
    const tabs = [
      'Full Article',
      'Blog Intro',
      'Blog Outline',
      'Blog Conclusion',
      'Meta Description',
      'SEO Title',
    ];
    const types = [
      'article',
      'blog-intro',
      'blog-outline',
      'blog-conclusion',
      'meta-description',
      'seo-title',
    ];
    expect(await page.getByRole('tab').allInnerTexts()).toEqual(tabs);
    await fill(page);
    await page.getByLabel('Tone').selectOption('persuasive');
    await page.getByLabel('Language').selectOption('hi');
    await page.getByLabel('Keywords').fill(' PF, ,ESI ,');
    await page.getByLabel('Number of copies').fill('2');
    for (const [i, name] of tabs.entries()) {
      await page.getByRole('tab', { name }).click();
      await page.getByRole('button', { name: /^Generate/ }).click();
      await expect.poll(() => recorded.length).toBe(i + 1);
      await toast(page, 'Content generated').first().waitFor();
    }
    expect(recorded.map((r) => `${r.method} ${r.path}`)).toEqual(
      types.map((t) => `POST /business/content/${t}`),
    );
    for (const r of recorded) {
      expect(r.key).toBe(KEY);
      expect(r.body).toEqual({
        tone_of_voice: 'persuasive',
        language: 'hi',
        keywords: ['PF', 'ESI'],
        topic: 'PF compliance for startups',
        num_copies: 2,
      });
    }
    expect(await page.getByText('It is sent only to Writesonic').isVisible()).toBe(true);
    await close();
  });

  it('shows one copy, or lets the visitor switch between several, copy and clear', async () => {
    const { page, close } = await visit();
    await fill(page);
    reply = { status: 200, body: { data: [{ text: 'First draft' }, { text: 'Second draft' }] } };
    await page.getByRole('button', { name: /^Generate/ }).click();
    await toast(page, 'Content generated').waitFor();
    expect(await toast(page, 'Your content has been successfully generated').count()).toBe(1);
    const result = page.getByRole('textbox', { name: 'Generated content' });
    expect(await result.inputValue()).toBe('First draft');
    expect(await result.getAttribute('readonly')).not.toBeNull();
    await page.getByRole('button', { name: 'Copy 2' }).click();
    expect(await result.inputValue()).toBe('Second draft');
    await page.getByRole('button', { name: 'Clear' }).click();
    expect(await result.inputValue()).toBe('');
    await close();
  });

  it.each([
    [
      'a 4xx with a message',
      { status: 401, body: { message: 'Invalid API key provided' } },
      'Invalid API key provided',
    ],
    ['a 500 without one', { status: 500, body: {} }, 'Error generating content'],
    ['an empty result', { status: 200, body: { data: [] } }, 'Failed to generate content'],
  ])('reports %s', async (_name, answer, message) => {
    const { page, close } = await visit();
    await fill(page);
    reply = answer;
    await page.getByRole('button', { name: /^Generate/ }).click();
    await toast(page, 'Generation failed').waitFor();
    expect(await toast(page, message).count()).toBe(1);
    await close();
  });

  it('reports a network failure', async () => {
    const { page, close } = await visit();
    await page.unroute('https://api.writesonic.com/**');
    await page.route('https://api.writesonic.com/**', (route) =>
      route.abort('internetdisconnected'),
    );
    await fill(page);
    await page.getByRole('button', { name: /^Generate/ }).click();
    await toast(page, 'Generation failed').waitFor();
    expect(await toast(page, PROVIDER_UNREACHABLE).count()).toBe(1);
    expect(await page.getByText('Failed to fetch').count()).toBe(0);
    await close();
  });

  it('disables the button until topic and key are given and while generating; leaving cancels', async () => {
    const { page, close } = await visit(375);
    const button = page.getByRole('button', { name: /^Generate/ });
    expect(await button.isDisabled()).toBe(true);
    await page.getByLabel('Topic').fill('GST returns');
    expect(await button.isDisabled()).toBe(true);
    await page.getByLabel('Writesonic API key').fill(KEY);
    expect(await button.isDisabled()).toBe(false);
    // A whitespace topic passes the browser but not the check.
    await page.getByLabel('Topic').fill('   ');
    await button.click();
    await toast(page, 'Topic required').waitFor();
    // ...and says so beside the field, which is marked invalid until it changes.
    const topic = page.getByLabel('Topic');
    expect(await topic.getAttribute('aria-invalid')).toBe('true');
    expect(await description(topic)).toBe('Error: Please enter a topic to generate content');

    await page.unroute('https://api.writesonic.com/**');
    let hold: () => void = () => {};
    await page.route(
      'https://api.writesonic.com/**',
      () =>
        new Promise<void>((resolve) => {
          hold = resolve;
        }),
    );
    await topic.fill('GST returns');
    expect(await topic.getAttribute('aria-invalid')).toBeNull();
    expect(await description(topic)).toBe('');
    const failed = page.waitForEvent('requestfailed', (r) =>
      r.url().startsWith('https://api.writesonic.com/'),
    );
    await button.click();
    await expect
      .poll(() => page.getByRole('button', { name: 'Generating...' }).isDisabled())
      .toBe(true);
    await page.locator('footer').getByRole('link', { name: 'Blog', exact: true }).click();
    expect((await failed).failure()?.errorText).toMatch(/ABORTED|cancel/i);
    hold();
    await close();
  });

  it('leaves no trace of the key in storage, cookies, the address or the console', async () => {
    const { page, logs, close } = await visit();
    await fill(page);
    await page.getByRole('button', { name: /^Generate/ }).click();
    await toast(page, 'Content generated').waitFor();
    const traces = await page.evaluate(async () => {
      const dump = (s: Storage) =>
        Object.keys(s)
          .map((k) => `${k}=${s.getItem(k)}`)
          .join(';');
      const dbs =
        'databases' in indexedDB ? (await indexedDB.databases()).map((d) => d.name).join(';') : '';
      return [dump(localStorage), dump(sessionStorage), document.cookie, location.href, dbs].join(
        '|',
      );
    });
    expect(traces).not.toContain(KEY);
    const cookies = await page.context().cookies();
    expect(JSON.stringify(cookies)).not.toContain(KEY);
    expect(logs.join('\n')).not.toContain(KEY);
    await close();
  });
});
