/**
 * A visitor on a slow phone taps as soon as something shows. Every control must act on that tap,
 * whether or not the app has started: the menu and the accordions are native elements (a popover,
 * <details>), and a tab tapped before its island's code is here is replayed once it is.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hydrated, openPage, startSite } from '../support/site.ts';
import { slowCpu } from '../support/slow-cpu.ts';

let site: Awaited<ReturnType<typeof startSite>>;

beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site?.close());

/** A page on a phone with its CPU slowed six times until `fullSpeed` is called (slow-cpu.ts). */
async function slowPhone() {
  const opened = await openPage(site.browser, 375, 740);
  return { ...opened, fullSpeed: await slowCpu(opened.page) };
}

/**
 * A slowed phone whose site scripts are held (`holdScripts`): what the test does there happens
 * between the first paint and the app's start, at a sixth of the speed. `start` gives the page its
 * full speed and lets the scripts in: the taps before it are what is checked, and the app's own
 * start at a sixth of the speed would only keep a core busy (slow-cpu.ts).
 */
async function slowPhoneBeforeStart() {
  const phone = await slowPhone();
  const release = await holdScripts(phone.page);
  return {
    ...phone,
    start: async () => {
      await phone.fullSpeed();
      release();
    },
  };
}

/**
 * A phone at full speed whose site scripts are held: what a control's state carries across the
 * app's start (the held scripts put the taps before it, however fast the machine), where the
 * CPU's speed before the start changes nothing of what is checked.
 */
async function phoneBeforeStart() {
  const phone = await openPage(site.browser, 375, 740);
  const release = await holdScripts(phone.page);
  return { ...phone, start: async () => release() };
}

/**
 * Holds every script of the site until `release` is called, so that the taps below land, for
 * certain, between the first paint and the app's start.
 */
async function holdScripts(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

const appStarted = (page: Page) =>
  page.evaluate(() => document.documentElement.dataset.hydrated === 'true');

const menuOpen = (page: Page) =>
  page.evaluate(
    () => document.querySelector('header nav:popover-open')?.checkVisibility() ?? false,
  );

// One page of each kind that has controls besides the menu (the home page stands for the kinds
// that have only the menu: the header is the same on every page); `press` is a button of an
// island, tapped by its name, and the name it has once the app has carried the tap out.
const pages: {
  kind: string;
  path: string;
  controls: ('tab' | 'accordion' | 'post')[];
  press?: [string, string];
}[] = [
  { kind: 'home', path: '/', controls: [] },
  { kind: 'service', path: '/services/labour-laws', controls: ['tab'] },
  { kind: 'framework', path: '/frameworks/gst', controls: ['accordion'] },
  { kind: 'blog', path: '/blog', controls: ['post'], press: ['Connect LinkedIn', 'Connected'] },
  { kind: 'faq', path: '/faq', controls: ['accordion'] },
  { kind: 'resources', path: '/resources', controls: ['tab'] },
  { kind: 'startup support', path: '/startup-support', controls: ['accordion'] },
];

describe('no lost tap, at 6x CPU throttling', () => {
  it.each(pages.map((p) => [p.kind, p] as const))(
    '%s: the menu and every kind of control act on a tap made before the app starts',
    async (_, { path, controls, press }) => {
      const { page, errors, close, start } = await slowPhoneBeforeStart();
      await page.goto(site.url + path, { waitUntil: 'commit' });

      // The menu button, as soon as it shows: the menu opens, and a second tap closes it.
      const button = page.locator('header button[popovertarget][aria-label]');
      await button.click();
      expect(await menuOpen(page)).toBe(true);
      const links = page.locator('header nav:popover-open a');
      expect(await links.count()).toBeGreaterThan(10);
      expect(await links.first().isVisible()).toBe(true);
      await button.click();
      expect(await menuOpen(page)).toBe(false);

      const summary = controls.some((c) => c === 'accordion' || c === 'post')
        ? page.locator('main details > summary').first()
        : null;
      if (summary) {
        await summary.click();
        expect(await summary.evaluate((s) => (s.parentElement as HTMLDetailsElement).open)).toBe(
          true,
        );
        const body = summary.locator('xpath=..').locator(':scope > :not(summary)').first();
        expect(await body.isVisible()).toBe(true);
      }
      let tabName = '';
      if (controls.some((c) => c === 'tab')) {
        const tab = page.locator('main [data-island] [role="tab"][aria-selected="false"]').first();
        tabName = (await tab.innerText()).trim();
        await tab.click();
      }
      if (press) await page.getByRole('button', { name: press[0], exact: true }).click();
      // All of that happened before any of the app's code ran.
      expect(await appStarted(page)).toBe(false);

      await start();
      await hydrated(page);
      expect(await menuOpen(page)).toBe(false);
      if (summary) {
        expect(await summary.evaluate((s) => (s.parentElement as HTMLDetailsElement).open)).toBe(
          true,
        );
      }
      if (tabName) {
        // The held tap is carried out once the island's code arrives.
        const tab = page.locator('main [role="tab"]', { hasText: tabName }).first();
        await expect.poll(() => tab.getAttribute('aria-selected'), { timeout: 15000 }).toBe('true');
        const panel = page.locator(`#${await tab.getAttribute('aria-controls')}`);
        expect(await panel.isVisible()).toBe(true);
      }
      if (press) {
        // The held press is carried out once the island's code arrives.
        await page.getByRole('button', { name: press[1], exact: true }).waitFor({ timeout: 15000 });
      }
      expect(errors).toEqual([]);
      // Once the app runs, the menu still works, and following a link in it closes it: the
      // header is the same on every page, and the home page stands for them all.
      if (path !== '/') return await close();
      await button.click();
      expect(await menuOpen(page)).toBe(true);
      await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
      await page.locator('header nav:popover-open').getByRole('link', { name: 'Blog' }).click();
      await page.waitForURL(`${site.url}/blog`);
      await expect.poll(() => menuOpen(page)).toBe(false);
      await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');
      expect(errors).toEqual([]);
      await close();
    },
    // A page at a sixth of the CPU's speed takes a while on a busy machine.
    60000,
  );

  it('the first paint shows the whole page, down to its footer, even the longest (/frameworks/gst)', async () => {
    const { page, close, fullSpeed } = await slowPhone();
    // A frame's callbacks run as it is drawn; the first one notes whether the footer was parsed.
    await page.addInitScript({
      content: `requestAnimationFrame(() => {
        window.__footerAtFirstFrame = document.getElementById('site-footer') !== null;
      });`,
    });
    await page.goto(`${site.url}/frameworks/gst`, { waitUntil: 'commit' });
    // Once the first frame is drawn, the rest of the load is not what is checked: at full speed.
    await expect
      .poll(() => page.evaluate('window.__footerAtFirstFrame'), { timeout: 30_000 })
      .toBeDefined();
    await fullSpeed();
    expect(await page.evaluate('window.__footerAtFirstFrame')).toBe(true);
    await close();
  });

  it('at 1280 px, the Services and Frameworks dropdowns open on a click before the app starts', async () => {
    const { page, errors, close } = await openPage(site.browser, 1280, 800);
    const release = await holdScripts(page);
    await page.goto(`${site.url}/about`, { waitUntil: 'commit' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    const services = nav.getByRole('button', { name: 'Services' });
    const frameworks = nav.getByRole('button', { name: 'Frameworks' });
    const gst = nav.getByRole('link', { name: /^GST/ });
    const posh = nav.getByRole('link', { name: /^POSH Compliance/ });
    await services.click();
    expect(await posh.isVisible()).toBe(true);
    // The other one opens in its place, under its own button.
    await frameworks.click();
    expect(await posh.isVisible()).toBe(false);
    expect(await gst.isVisible()).toBe(true);
    const [button, link] = [await frameworks.boundingBox(), await gst.boundingBox()];
    expect(link && button && link.y > button.y && Math.abs(link.x - button.x) < 40).toBe(true);
    expect(await appStarted(page)).toBe(false);
    await gst.click();
    await page.waitForURL(`${site.url}/frameworks/gst`);
    release();
    await hydrated(page);
    expect(errors).toEqual([]);
    await close();
  });

  it('the menu opens and closes from the keyboard, and Escape closes it', async () => {
    const { page, close } = await openPage(site.browser, 375, 740);
    await page.goto(`${site.url}/about`);
    await hydrated(page);
    const button = page.locator('header button[popovertarget][aria-label]');
    expect(await button.getAttribute('aria-label')).toBe('Open menu');
    await button.focus();
    await page.keyboard.press('Enter');
    expect(await menuOpen(page)).toBe(true);
    // The label follows the popover's toggle event, which the browser fires a task later.
    await expect.poll(() => button.getAttribute('aria-label')).toBe('Close menu');
    // Tab moves from the button into the menu.
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(() => document.activeElement?.closest('nav')?.matches(':popover-open')),
    ).toBe(true);
    await page.keyboard.press('Escape');
    expect(await menuOpen(page)).toBe(false);
    await expect.poll(() => button.getAttribute('aria-label')).toBe('Open menu');
    await close();
  });
});

describe('what is done before the app starts, carried across its start', () => {
  it('the menu opened before the app starts stays open as it starts, its links in place', async () => {
    const { page, errors, close, start } = await phoneBeforeStart();
    await page.goto(`${site.url}/hi/about`, { waitUntil: 'commit' });
    await page.locator('header button[popovertarget][aria-label]').click();
    expect(await menuOpen(page)).toBe(true);
    expect(await appStarted(page)).toBe(false);
    await start();
    await hydrated(page);
    expect(await menuOpen(page)).toBe(true);
    const checkup = page
      .locator('header nav:popover-open')
      .getByRole('link', { name: 'मुझ पर क्या लागू होता है?' });
    await checkup.click();
    await page.waitForURL(`${site.url}/hi/tools/compliance-check`);
    expect(await menuOpen(page)).toBe(false);
    expect(errors).toEqual([]);
    await close();
  });

  it('blog posts open one at a time before the app starts, and the open one collapses', async () => {
    const { page, errors, close, start } = await phoneBeforeStart();
    await page.goto(`${site.url}/blog`, { waitUntil: 'commit' });
    const posts = page.locator('main details[name]');
    const open = () => posts.evaluateAll((ds) => ds.map((d) => (d as HTMLDetailsElement).open));
    await posts.nth(0).locator(':scope > summary').click();
    expect(await open()).toEqual([true, false, false]);
    await posts.nth(1).locator(':scope > summary').click();
    expect(await open()).toEqual([false, true, false]);
    expect(await posts.nth(1).locator('h2').first().isVisible()).toBe(true);
    await posts.nth(1).locator(':scope > summary').click();
    expect(await open()).toEqual([false, false, false]);
    expect(await appStarted(page)).toBe(false);
    await start();
    await hydrated(page);
    await posts.nth(2).locator(':scope > summary').click();
    expect(await open()).toEqual([false, false, true]);
    expect(errors).toEqual([]);
    await close();
  });

  it('a calculator keeps the value and the select-all typed before its code arrived', async () => {
    const { page, errors, close, start } = await phoneBeforeStart();
    await page.goto(`${site.url}/tools/gst-registration-threshold`, { waitUntil: 'commit' });
    const field = page.getByLabel('Aggregate turnover in the financial year (₹)', { exact: true });
    // The visitor selects the whole figure, meaning to type over it, before any script ran.
    await field.focus();
    await page.keyboard.press('ControlOrMeta+A');
    expect(await appStarted(page)).toBe(false);
    const staticBody = await field.evaluateHandle((el) => el.closest('[data-island-body]'));
    await start();
    await hydrated(page);
    // The island's live body takes the server HTML's place.
    await expect
      .poll(() => staticBody.evaluate((body) => body?.isConnected), { timeout: 15000 })
      .toBe(false);
    await page.keyboard.press('Backspace');
    await page.keyboard.type('-1');
    await expect.poll(() => field.inputValue()).toBe('-1');
    await expect
      .poll(() => page.locator('main form').innerText())
      .toContain('The aggregate turnover cannot be negative.');
    expect(errors).toEqual([]);
    await close();
  });

  it('the compliance calendar keeps registrations and a state chosen before its code arrived', async () => {
    const { page, errors, close, start } = await phoneBeforeStart();
    await page.goto(`${site.url}/tools/compliance-calendar`, { waitUntil: 'commit' });
    const tool = page.getByTestId('compliance-calendar');
    const pf = tool.getByRole('checkbox', { name: 'PF', exact: true });
    const esi = tool.getByRole('checkbox', { name: 'ESI', exact: true });
    // The checkboxes and the select work as plain controls before any script ran.
    await pf.click();
    await esi.click();
    await tool.getByLabel('State', { exact: true }).selectOption('Delhi');
    expect(await pf.isChecked()).toBe(false);
    expect(await appStarted(page)).toBe(false);

    await start();
    await hydrated(page);
    // Once live (the controls were on screen, so it goes live as the app starts), the list follows what was chosen: no PF or ESI dates, none of another state.
    await expect
      .poll(() => tool.locator('li[data-registration="pf"], li[data-registration="esi"]').count(), {
        timeout: 15000,
      })
      .toBe(0);
    await expect
      .poll(() => tool.getByTestId('calendar-summary').innerText(), { timeout: 15000 })
      .toMatch(/ in Delhi\.$/);
    expect(await tool.getByRole('link', { name: /Maharashtra|Karnataka/ }).count()).toBe(0);
    expect(await tool.getByRole('checkbox', { name: 'TDS', exact: true }).isChecked()).toBe(true);
    expect(await pf.isChecked()).toBe(false);
    expect(errors).toEqual([]);
    await close();
  });
});
