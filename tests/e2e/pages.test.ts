import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionStorageKey } from '../../src/lib/supabase-session.ts';
import { builtRoutes, hydrated, openPage, openReader, startSite } from '../support/site.ts';

const routes = builtRoutes();
let site: Awaited<ReturnType<typeof startSite>>;
// Pages are read in one tab (openReader); a test that intercepts requests, listens to every
// console message or keeps a session has its own.
let reader: Awaited<ReturnType<typeof openReader>>;

beforeAll(async () => {
  site = await startSite();
  reader = await openReader(site.browser, site.url);
});
afterAll(() => site?.close());

describe('redirects', () => {
  it.each(routes.filter((r) => r.kind === 'redirect').map((r) => [r.path, r.to] as const))(
    '%s lands on %s, replacing the address',
    async (from, to) => {
      const { page, close } = await reader.visit('/about');
      await page.goto(site.url + from);
      await page.waitForURL(`${site.url}${to}`);
      await hydrated(page);
      // The redirect replaced its own entry: going back leaves the target for the page before.
      await page.goBack();
      await page.waitForURL(`${site.url}/about`);
      await close();
    },
  );

  it('replaces the history entry when a link leads to a redirect, with no console error', async () => {
    const { page, errors, close } = await reader.visit('/solutions/healthcare');
    // An old link to /demo, as another site or an older page of this one may still have.
    await page.evaluate(() => {
      const a = document.createElement('a');
      a.href = '/demo';
      a.textContent = 'Old demo link';
      document.querySelector('main')?.append(a);
    });
    await page.getByRole('link', { name: 'Old demo link' }).click();
    // Demos are arranged through the assessment request, which the visitor lands on.
    await page.waitForURL(`${site.url}/contact#assessment`);
    await expect
      .poll(() => page.locator('h1').innerText())
      .toBe(routes.find((r) => r.path === '/contact')?.h1);
    await expect.poll(() => page.locator('#assessment').isVisible()).toBe(true);
    await expect
      .poll(() =>
        page.evaluate(() => {
          const top = document.getElementById('assessment')?.getBoundingClientRect().top ?? -1;
          return top >= 0 && top < window.innerHeight;
        }),
      )
      .toBe(true);
    await page.goBack();
    await page.waitForURL(`${site.url}/solutions/healthcare`);
    expect(errors).toEqual([]);
    await close();
  });

  it('an old /demo address opened directly lands on the assessment request, with no console error', async () => {
    const { page, errors, close } = await reader.visit('/demo?ref=mail');
    await page.waitForURL(`${site.url}/contact?ref=mail#assessment`);
    await hydrated(page);
    expect(await page.locator('#assessment').isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await close();
  });
});

describe('not-found page', () => {
  it('shows the 404 page with suggestions chosen by the path, and logs the path', async () => {
    const { page, close } = await openPage(site.browser);
    const logged: string[] = [];
    page.on('console', (m) => logged.push(m.text()));
    const response = await page.goto(`${site.url}/gst-compliance-guide`);
    expect(response?.status()).toBe(404);
    await hydrated(page);
    await expect.poll(() => page.locator('h1').innerText()).toBe('Page not found');
    const suggestions = page.getByTestId('not-found-suggestions').getByRole('link');
    await expect
      .poll(() => suggestions.evaluateAll((as) => as.map((a) => a.getAttribute('href'))))
      .toEqual(['/services', '/services/pf-esi', '/services/labour-laws']);
    await expect.poll(() => logged.some((l) => l.includes('/gst-compliance-guide'))).toBe(true);
    expect(
      await page
        .getByRole('main')
        .getByRole('link', { name: 'Go to the home page' })
        .getAttribute('href'),
    ).toBe('/');
    expect(
      await page.getByRole('main').getByRole('link', { name: 'Contact us' }).getAttribute('href'),
    ).toBe('/contact');
    await close();
  });

  it('is shown for unknown paths reached by client-side navigation too', async () => {
    const { page, close } = await reader.visit('/');
    await page.evaluate(() => {
      history.pushState({}, '', '/old-webinar-2023');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect.poll(() => page.locator('h1').innerText()).toBe('Page not found');
    // The suggestions follow the address once the page knows it (after its first render).
    await expect
      .poll(() =>
        page.getByTestId('not-found-suggestions').getByRole('link').first().getAttribute('href'),
      )
      .toBe('/resources');
    await close();
  });
});

describe('navigation', () => {
  it('moves between pages client-side, updating the title and head', async () => {
    const { page, errors, close } = await reader.visit('/');
    await page.evaluate(() => {
      (window as unknown as { marker: number }).marker = 42;
    });
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Blog' })
      .click();
    await page.waitForURL(`${site.url}/blog`);
    await expect.poll(() => page.title()).toBe(routes.find((r) => r.path === '/blog')?.title);
    expect(await page.evaluate(() => (window as unknown as { marker: number }).marker)).toBe(42);
    expect(await page.locator('link[rel=canonical]').getAttribute('href')).toMatch(/\/blog$/);
    expect(await page.locator('link[rel=canonical]').count()).toBe(1);
    expect(
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Blog' })
        .getAttribute('aria-current'),
    ).toBe('page');
    expect(errors).toEqual([]);
    await close();
  });

  /** Follows the home page's header link to the blog (a client-side navigation). */
  const reachBlogClientSide = async (page: Page) => {
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Blog' })
      .click();
    await page.waitForURL(`${site.url}/blog`);
    // The address changes first; the page on screen stays until the blog's code has loaded.
    await page.getByRole('heading', { name: 'All posts' }).waitFor();
  };

  it('reads blog posts reached client-side, one open at a time', async () => {
    const { page, errors, close } = await reader.visit('/');
    await reachBlogClientSide(page);
    const posts = page.locator('main details[name]');
    await expect.poll(() => posts.count()).toBe(3);
    const open = () => posts.evaluateAll((ds) => ds.map((d) => (d as HTMLDetailsElement).open));
    await posts.nth(0).locator(':scope > summary').click();
    // Reached client-side, a post's body is fetched when it opens.
    await expect.poll(() => posts.nth(0).locator('h2').count()).toBeGreaterThan(0);
    await posts.nth(1).locator(':scope > summary').click();
    expect(await open()).toEqual([false, true, false]);
    await expect.poll(() => posts.nth(1).locator('h2').count()).toBeGreaterThan(0);
    await posts.nth(1).locator(':scope > summary').click();
    expect(await open()).toEqual([false, false, false]);
    expect(errors).toEqual([]);
    await close();
  });

  it('says so when a post cannot be fetched, and fetches it when opened again', async () => {
    const { page, errors, close } = await openPage(site.browser);
    let refused = 0;
    await page.route('**/fragments/*/posts/**', (route) =>
      refused++ === 0 ? route.abort() : route.continue(),
    );
    await page.goto(`${site.url}/`);
    await hydrated(page);
    await reachBlogClientSide(page);
    const post = page.locator('main details[name]').first();
    await post.locator(':scope > summary').click();
    await expect
      .poll(() => post.getByRole('alert').textContent())
      .toBe('This post could not be loaded. Check your connection and open it again.');
    await post.locator(':scope > summary').click();
    await post.locator(':scope > summary').click();
    await expect.poll(() => post.locator('h2').count()).toBeGreaterThan(0);
    expect(await post.getByRole('alert').count()).toBe(0);
    expect(refused).toBe(2);
    // The browser logs the refused request; the page itself logs nothing.
    expect(errors).toEqual([expect.stringContaining('Failed to load resource')]);
    await close();
  });

  // A navigation whose page cannot be fetched: tests/e2e/page-loading.test.ts.
});

describe('header', () => {
  it('on a phone, the menu marks the section of the page too', async () => {
    const { page, close } = await reader.visit('/tools/pf-calculator', 375, 740);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.locator('header nav:popover-open');
    expect(
      await menu.getByRole('link', { name: 'Resources', exact: true }).getAttribute('aria-current'),
    ).toBe('true');
    expect(await menu.locator('[aria-current]').count()).toBe(1);
    // The check-up is a step away from anywhere, at the menu's foot.
    expect(await menu.getByRole('link', { name: 'What applies to me?' }).getAttribute('href')).toBe(
      '/tools/compliance-check',
    );
    await close();
  });

  it('on a phone, the menu offers "Your profile" to a browser that holds a session', async () => {
    const { page, close } = await openPage(site.browser, 375, 740);
    await page.addInitScript((key) => window.localStorage.setItem(key, '{}'), sessionStorageKey);
    await page.goto(`${site.url}/faq`);
    await hydrated(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    // Looked for as the menu opens: it shows the right link from its first frame.
    const menu = page.locator('header nav:popover-open');
    expect(await menu.getByRole('link', { name: 'Your profile' }).getAttribute('href')).toBe(
      '/profile',
    );
    expect(await menu.getByRole('link', { name: 'Sign in' }).count()).toBe(0);
    await close();
  });

  it('opens the Services dropdown on hover and closes it when the pointer leaves', async () => {
    const { page, close } = await reader.visit('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const services = nav.getByRole('button', { name: 'Services' });
    await services.hover();
    await expect.poll(() => services.getAttribute('aria-expanded')).toBe('true');
    expect(await nav.getByRole('link', { name: /^PF & ESI/ }).isVisible()).toBe(true);
    expect(await nav.getByRole('link', { name: /^Compliance check-up/ }).getAttribute('href')).toBe(
      '/tools/compliance-check',
    );
    await page.mouse.move(5, 600);
    await expect.poll(() => services.getAttribute('aria-expanded')).toBe('false');
    expect(await nav.getByRole('link', { name: /^PF & ESI/ }).isVisible()).toBe(false);
    await close();
  });

  it('works by keyboard: Enter opens, arrows move, Escape closes and returns focus', async () => {
    const { page, close } = await reader.visit('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const frameworks = nav.getByRole('button', { name: 'Frameworks' });
    await frameworks.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => frameworks.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('ArrowDown');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toContain('Companies Act');
    await page.keyboard.press('ArrowDown');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toContain('GST');
    await page.keyboard.press('Escape');
    await expect.poll(() => frameworks.getAttribute('aria-expanded')).toBe('false');
    expect(await frameworks.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${site.url}/frameworks/gst`);
    await expect.poll(() => frameworks.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => frameworks.getAttribute('class')).toContain('bg-brand-50');
    await close();
  });

  it('on a phone, toggles a menu with four services plus All Services, closed by any link', async () => {
    const { page, close } = await reader.visit('/', 375, 740);
    expect(await page.getByRole('button', { name: 'Services' }).isVisible()).toBe(false);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    const menu = page.locator('header nav[aria-label="Main"]:visible');
    await expect.poll(() => menu.count()).toBe(1);
    const services = menu
      .locator('li', { has: page.getByText('Services', { exact: true }) })
      .locator('ul a');
    expect(await services.allInnerTexts()).toEqual([
      'PF & ESI',
      'Labour Law',
      'Business Registration',
      'Compliance Audit',
      'All Services',
    ]);
    expect(await menu.getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe(
      '/contact#assessment',
    );
    await menu.getByRole('link', { name: 'Labour Law', exact: true }).click();
    await page.waitForURL(`${site.url}/services/labour-laws`);
    expect(
      await page.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded'),
    ).toBe('false');
    expect(await page.locator('header nav[aria-label="Main"]:visible').count()).toBe(0);
    await close();
  });
});

describe('footer', () => {
  it('has the columns, links, contact details and the current year', async () => {
    const { page, close } = await reader.visit('/about');
    const footer = page.locator('footer');
    const services = footer.getByRole('navigation', { name: 'Services' }).getByRole('link');
    expect(await services.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual([
      '/services#pf-esi',
      '/services#labour-laws',
      '/services#business-registration',
      '/services#compliance-audit',
    ]);
    const resources = await footer
      .getByRole('navigation', { name: 'Resources' })
      .getByRole('link')
      .allInnerTexts();
    expect(resources).toEqual(['Blog', 'FAQ', 'Compliance Guides', 'Regulatory Updates']);
    expect(
      await footer.getByRole('link', { name: /on (LinkedIn|Twitter|YouTube|Instagram)$/ }).count(),
    ).toBe(4);
    expect(await footer.locator('a[href^="mailto:"]').count()).toBe(1);
    expect(await footer.locator('a[href^="tel:"]').count()).toBe(1);
    expect(await footer.getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe(
      '/contact#assessment',
    );
    expect(await footer.innerText()).toContain(`© ${new Date().getFullYear()} `);
    await footer.getByRole('link', { name: 'Labour Laws' }).click();
    await page.waitForURL(`${site.url}/services#labour-laws`);
    await expect
      .poll(() =>
        page.evaluate(
          () => document.getElementById('labour-laws')?.getBoundingClientRect().top ?? -1,
        ),
      )
      .toBeLessThan(200);
    await close();
  });
});
