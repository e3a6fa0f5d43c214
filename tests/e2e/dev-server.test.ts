import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectChromium } from '../support/browser.ts';
import { root } from '../support/site.ts';

// The dev server runs on a copy of the project, so that the test can edit content freely.
let copy: string;
let server: ViteDevServer;
let browser: Browser;
// One browser context for the file: its pages share the HTTP cache, so that a new page does not
// fetch and compile the dependencies again (Vite serves them as immutable; the site's own modules
// are checked again on every load, and an edit changes them).
let context: BrowserContext;
let base: string;
/** /customers, opened and started by `beforeAll`: the first test's page. */
let firstPage: Page;

beforeAll(async () => {
  copy = mkdtempSync(path.join(tmpdir(), 'site-dev-'));
  for (const entry of [
    'content',
    'public',
    'scripts',
    'server',
    'supabase',
    'src',
    'index.html',
    'vite.config.ts',
    'tsconfig.json',
    'package.json',
    'budgets.json',
  ]) {
    cpSync(path.join(root, entry), path.join(copy, entry), {
      recursive: true,
      // What `npm run content` writes for the site (src/generated/); the generated modules kept in
      // the repository (the Edge Functions' words, the list of languages) are sources.
      filter: (src) => !src.startsWith(path.join(root, 'src', 'generated')),
    });
  }
  symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
  server = await createServer({
    root: copy,
    configFile: path.join(copy, 'vite.config.ts'),
    logLevel: 'silent',
    server: { port: 0, host: '127.0.0.1' },
  });
  await server.listen();
  base = server.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? '';
  browser = await connectChromium();
  context = await browser.newContext();
  // The first page of a new dev server waits for it to transform the whole app and optimise its
  // dependencies, which takes more than a test's 30 s on a busy machine: done here, once, and the
  // page stays open for the first test.
  firstPage = await context.newPage();
  await firstPage.goto(`${base}/customers`);
  await firstPage.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (copy) rmSync(copy, { recursive: true, force: true });
});

const file = (rel: string) => path.join(copy, rel);

describe('npm start (the dev server) for writers', () => {
  it('updates the open page when an MDX body or its frontmatter changes, without a restart', async () => {
    const page = firstPage;
    const mdx = file('content/pages/customers.mdx');
    const original = readFileSync(mdx, 'utf8');

    writeFileSync(mdx, original.replace(/\n---\n/, '\n---\n\nA paragraph typed just now.\n'));
    await page.waitForFunction(() =>
      document.body.innerText.includes('A paragraph typed just now.'),
    );

    writeFileSync(
      mdx,
      readFileSync(mdx, 'utf8').replace(
        /^ {2}heading: .*$/m,
        '  heading: A heading typed just now',
      ),
    );
    await page.waitForFunction(
      () => document.querySelector('h1')?.textContent === 'A heading typed just now',
    );
    await page.close();
  });

  it('tells the page to reload after every save, even one the file watcher does not report', async () => {
    const mdx = file('content/pages/customers.mdx');
    const original = readFileSync(mdx, 'utf8');
    const saved = (words: string) => original.replace(/\n---\n/, `\n---\n\n${words}\n`);
    // What the dev server sends to the open pages, when the second save was made, and when the
    // watcher reported the file changed.
    const sent: { type: string; at: number }[] = [];
    const reported: number[] = [];
    let secondSave = Number.POSITIVE_INFINITY;
    const onChange = (changed: string) => changed === mdx && reported.push(performance.now());
    server.watcher.on('change', onChange);
    const send = server.ws.send;
    server.ws.send = ((payload: { type: string }) => {
      sent.push({ type: payload.type, at: performance.now() });
      return (send as (p: unknown) => void).call(server.ws, payload);
    }) as typeof server.ws.send;
    try {
      // A file watcher may not report a save at all (chokidar drops a second change of a file
      // within 50 ms of the first, and reports it late if ever): here the second save is made
      // as soon as the first is reported, while the watcher is told to look away.
      server.watcher.once('change', () => {
        server.watcher.unwatch(mdx);
        writeFileSync(mdx, saved('The second save.'));
        secondSave = performance.now();
        server.watcher.add(mdx);
      });
      writeFileSync(mdx, saved('The first save.'));
      const reload = () => sent.find((m) => m.type === 'full-reload' && m.at > secondSave)?.at;
      await expect.poll(reload, { timeout: 15_000 }).toBeDefined();
      // Found by the dev server itself, not by a late report of the watcher's.
      const late = reported.find((at) => at > secondSave) ?? Number.POSITIVE_INFINITY;
      expect(reload()).toBeLessThan(late);
      const page = await context.newPage();
      await page.goto(`${base}/customers`);
      await page.waitForFunction(() => document.body.innerText.includes('The second save.'));
      await page.close();
    } finally {
      server.ws.send = send;
      server.watcher.off('change', onChange);
      writeFileSync(mdx, original);
    }
  });

  it('shows a broken field, link or MDX in the page with its file and line, and reloads once fixed', async () => {
    const page = await context.newPage();
    await page.goto(`${base}/customers`);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    const mdx = file('content/pages/customers.mdx');
    const original = readFileSync(mdx, 'utf8');
    const overlay = page.locator('vite-error-overlay .message-body');
    const breakages: [string, RegExp][] = [
      [
        original.replace(/^title: .*$/m, 'title: ""'),
        /content\/pages\/customers\.mdx:\d+: title: must not be empty/,
      ],
      [
        `${original}\n[A link](/no-such-page)\n`,
        /content\/pages\/customers\.mdx:\d+: .*links to \/no-such-page, which is not a page/,
      ],
      [
        `${original}\n<Callout title="Unclosed">\n`,
        /content\/pages\/customers\.mdx:\d+:\d+: the MDX body cannot be read/,
      ],
    ];
    try {
      for (const [broken, shown] of breakages) {
        writeFileSync(mdx, broken);
        await expect.poll(() => overlay.textContent(), { timeout: 15_000 }).toMatch(shown);
        // A page opened (or reloaded) while the problem stands shows it too: checked for a
        // problem of the whole content (the link) and for one of the page's module (the MDX
        // body, refused where its module is made, as a broken field is).
        if (broken !== breakages[0]?.[0]) {
          const other = await context.newPage();
          await other.goto(`${base}/customers`);
          await expect
            .poll(() => other.locator('vite-error-overlay .message-body').textContent(), {
              timeout: 15_000,
            })
            .toMatch(shown);
          await other.close();
        }
        writeFileSync(mdx, original);
        await expect.poll(() => overlay.count(), { timeout: 15_000 }).toBe(0);
        await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
        expect(await page.locator('h1').count()).toBe(1);
      }
    } finally {
      writeFileSync(mdx, original);
      await page.close();
    }
    // Three edits, each run through the content pipeline twice.
  }, 120_000);

  it('keeps the static parts as plain HTML, as the build ships them, and only islands live', async () => {
    const page = await context.newPage();
    await page.goto(`${base}/services/labour-laws`);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    // React marks each element it manages with a property of its own (__reactProps$…).
    const live = (selector: string) =>
      page.evaluate(
        (sel) =>
          [...document.querySelectorAll(`${sel} *`)].filter((el) =>
            Object.keys(el).some((k) => k.startsWith('__reactProps')),
          ).length,
        selector,
      );
    await expect.poll(() => page.locator('main [data-s]').count()).toBeGreaterThan(2);
    await expect.poll(() => live('main [data-s]')).toBe(0);
    // The tabs are interactive: React runs them, under the dev server as in production.
    const tab = page.getByRole('tab', { name: 'Registrations' });
    await tab.click();
    await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');
    expect(
      await tab.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactProps'))),
    ).toBe(true);
    await page.close();
  });

  it('makes the raster images on request, as the build does', async () => {
    const copyRes = await fetch(`${base}/images/og-image.png`);
    expect(copyRes.status).toBe(200);
    expect(copyRes.headers.get('content-type')).toBe('image/png');
    const avif = await fetch(`${base}/images/og-image-480.avif`);
    expect(avif.headers.get('content-type')).toBe('image/avif');
    expect((await avif.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  });

  it('serves the regulatory updates feed, as the build writes it', async () => {
    const res = await fetch(`${base}/updates.xml`);
    expect(res.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
    const xml = await res.text();
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="utf-8"\?>\n<feed xmlns="http:\/\/www.w3.org\/2005\/Atom"/,
    );
    expect(xml).toContain('/updates#labour-code-central-rules</id>');
  });

  it('serves a new MDX file as a route without a restart', async () => {
    writeFileSync(
      file('content/pages/brand-new.mdx'),
      '---\npath: /brand-new\ntitle: A brand new page\ndescription: A description long enough to be a useful search snippet for this page.\nhero:\n  heading: Brand new page\n  intro: Hello.\n---\n\nNew body.\n',
    );
    const page = await context.newPage();
    // The watcher regenerates the manifest a moment after the file appears.
    await expect
      .poll(
        async () => {
          await page.goto(`${base}/brand-new`);
          await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
          return page.locator('h1').textContent();
        },
        { timeout: 15_000 },
      )
      .toBe('Brand new page');
    await page.close();
  });

  it('shows a catalogue edit in an MDX page compiled before it (a fact’s title)', async () => {
    const page = await context.newPage();
    await page.goto(`${base}/customers`);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    // The words of a fact's title (remark-facts.ts), written into the page when it compiles.
    const words = file('content/messages/en/fact-sources.yaml');
    const original = readFileSync(words, 'utf8');
    expect(await page.locator('main span[title*="(source: "]').count()).toBeGreaterThan(0);
    try {
      writeFileSync(
        words,
        original.replace('(source: {source}', '(source typed just now: {source}'),
      );
      // The page reloads by itself, with the page's module compiled again.
      await page.waitForFunction(
        () => document.querySelector('main span[title*="(source typed just now: "]') !== null,
      );
    } finally {
      writeFileSync(words, original);
      await page.close();
    }
  });
});
