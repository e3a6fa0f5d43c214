import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textOf } from '../support/deferred.ts';
import { builtRoutes, hydrated, openPage, openReader, startSite } from '../support/site.ts';

const routes = builtRoutes();
let site: Awaited<ReturnType<typeof startSite>>;
let reader: Awaited<ReturnType<typeof openReader>>;

beforeAll(async () => {
  site = await startSite();
  reader = await openReader(site.browser, site.url);
});
afterAll(() => site?.close());

/**
 * The checks that read a page and use its controls share one tab (`openReader`); those that
 * intercept or count requests open their own page.
 */
const visit = (path: string, width = 1280, options: { reducedMotion?: 'reduce' } = {}) =>
  reader.visit(path, width, 900, options);

/** The cards (h3) of the section whose heading is `title`. */
const cardsUnder = (page: Page, title: string) =>
  page
    .locator('section', { has: page.getByRole('heading', { level: 2, name: title, exact: true }) })
    .locator('h3');

/** The clients laid out in 2, 3, 4 and 5 columns at small, medium, large and extra-large widths, logos whole. */
async function expectClientColumns(page: Page) {
  for (const [width, columns] of [
    [375, 2],
    [700, 2],
    [800, 3],
    [1100, 4],
    [1300, 5],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => new Promise(requestAnimationFrame));
    const boxes = await page
      .getByTestId('clients')
      .locator('li')
      .evaluateAll((lis) =>
        lis.map((li) => {
          const box = li.getBoundingClientRect();
          // The logo, or the monogram in its place, comes first.
          const logo = (li.firstElementChild as Element).getBoundingClientRect();
          const name = li.querySelector('span:last-child') as HTMLElement;
          return {
            top: box.top,
            logo: [Math.round(logo.width), Math.round(logo.height)],
            nameFits:
              name.scrollWidth <= name.clientWidth + 1 &&
              name.getBoundingClientRect().right <= box.right + 1,
            centre: box.left + box.width / 2,
          };
        }),
      );
    expect(boxes.filter((b) => b.top === boxes[0]?.top).length, `${width}px`).toBe(columns);
    expect(new Set(boxes.map((b) => b.logo.join('x'))), `${width}px`).toEqual(new Set(['64x64']));
    expect(
      boxes.every((b) => b.nameFits),
      `${width}px`,
    ).toBe(true);
    // A short last row sits in the middle of the card, not on its left.
    const list = await page.getByTestId('clients').boundingBox();
    const last = boxes.filter((b) => b.top === boxes.at(-1)?.top);
    if (list && last.length < columns) {
      const middle = ((last[0]?.centre ?? 0) + (last.at(-1)?.centre ?? 0)) / 2;
      expect(Math.abs(middle - (list.x + list.width / 2)), `${width}px`).toBeLessThan(2);
    }
  }
}

describe('home page', () => {
  it('has the sections and counts of the specification, and lays the clients out in 2, 3, 4 and 5 columns at small, medium, large and extra-large widths, logos whole', async () => {
    const { page, errors, close } = await visit('/');
    expect(await page.locator('h1').innerText()).toBe(
      'Streamline Statutory Compliance of your organisation',
    );
    expect(
      await page.getByRole('link', { name: /Browse Compliance Services/ }).getAttribute('href'),
    ).toBe('/services');
    expect(await cardsUnder(page, 'Our Compliance Services for Indian Businesses').count()).toBe(3);
    expect(await page.getByRole('link', { name: 'View All Services' }).getAttribute('href')).toBe(
      '/services',
    );
    expect(await cardsUnder(page, 'Indian Regulatory Frameworks We Support').count()).toBe(4);
    // The bands below the first screen render as they come near the window (defer-render): read
    // the text there, as a visitor does.
    const why = cardsUnder(page, 'Why Choose Anupalan');
    await why.first().scrollIntoViewIfNeeded();
    await expect
      .poll(() => why.allInnerTexts())
      .toEqual(['India-Focused Expertise', 'Proven Track Record', 'Up-to-date Knowledge']);
    expect(await cardsUnder(page, 'India-Specific Compliance Resources').count()).toBe(3);
    expect(
      await page
        .getByRole('link', { name: 'Visit Compliance Resource Center' })
        .getAttribute('href'),
    ).toBe('/resources');
    expect(
      await page.getByRole('link', { name: 'Contact Our Compliance Experts' }).getAttribute('href'),
    ).toBe('/contact#assessment');
    expect(
      await page.getByRole('link', { name: 'Browse Compliance FAQ' }).getAttribute('href'),
    ).toBe('/faq');
    expect(await page.getByTestId('clients').locator('li').count()).toBe(16);
    expect(await page.getByRole('heading', { name: 'Our Esteemed Clients' }).count()).toBe(1);
    expect(errors).toEqual([]);
    // The same load, turned to each width (the columns are CSS).
    await expectClientColumns(page);
    await close();
  });

  it('shows a client’s initials when its logo fails to load', async () => {
    const opened = await openPage(site.browser, 1280, 900);
    await opened.page.route('**/clients/saraswati-healthcare.svg', (r) => r.abort());
    await opened.page.goto(`${site.url}/`);
    await hydrated(opened.page);
    await opened.page.getByTestId('clients').scrollIntoViewIfNeeded();
    const entry = opened.page
      .getByTestId('clients')
      .locator('li', { hasText: 'Saraswati Healthcare' });
    await expect.poll(() => entry.locator('[data-initials]').innerText()).toBe('SH');
    const working = opened.page
      .getByTestId('clients')
      .locator('li', { hasText: 'Indus Precision Works' });
    await expect
      .poll(() => working.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await opened.close();
  });

  it('carousel: two slides, the first eager and the second lazy, advancing by itself and by buttons', async () => {
    // A tab of its own whose clock the test moves on, instead of waiting for it.
    const { page, close } = await openPage(site.browser);
    await page.clock.install();
    await page.goto(`${site.url}/`);
    await hydrated(page);
    const carousel = page.locator('[aria-roledescription="carousel"]');
    const images = carousel.locator('img');
    expect(await images.count()).toBe(2);
    expect(
      await images.evaluateAll((imgs) =>
        imgs.map((i) => [
          i.getAttribute('loading'),
          i.getAttribute('width'),
          i.getAttribute('height'),
          Boolean(i.getAttribute('alt')),
        ]),
      ),
    ).toEqual([
      ['eager', '600', '400', true],
      ['lazy', '600', '400', true],
    ]);
    await expect.poll(() => carousel.getAttribute('data-ready')).toBe('true');
    const current = () => carousel.locator('[aria-current="true"]').getAttribute('aria-label');
    expect(await current()).toBe('Show slide 1');
    // Autoplay moves on every 4 s, and loops back to the first slide.
    await page.clock.fastForward(2000);
    expect(await current()).toBe('Show slide 1');
    await page.clock.fastForward(2000);
    await expect.poll(current).toBe('Show slide 2');
    await page.clock.fastForward(4000);
    await expect.poll(current).toBe('Show slide 1');
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(current).toBe('Show slide 2');
    await carousel.getByRole('button', { name: 'Previous slide' }).press('Enter');
    await expect.poll(current).toBe('Show slide 1');
    await close();
  });

  it('carousel: pauses while the page is hidden or the carousel out of view, and resumes when it is back', async () => {
    const { page, close } = await visit('/');
    const carousel = page.locator('[aria-roledescription="carousel"]');
    await expect.poll(() => carousel.getAttribute('data-autoplay')).toBe('running');
    const setHidden = (hidden: boolean) =>
      page.evaluate((h) => {
        Object.defineProperty(document, 'hidden', { configurable: true, get: () => h });
        Object.defineProperty(document, 'visibilityState', {
          configurable: true,
          get: () => (h ? 'hidden' : 'visible'),
        });
        document.dispatchEvent(new Event('visibilitychange'));
      }, hidden);
    await setHidden(true);
    await expect.poll(() => carousel.getAttribute('data-autoplay')).toBe('stopped');
    await setHidden(false);
    await expect.poll(() => carousel.getAttribute('data-autoplay')).toBe('running');
    // Scrolled out of view, it stops; back in view, it plays again.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => carousel.getAttribute('data-autoplay')).toBe('stopped');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => carousel.getAttribute('data-autoplay')).toBe('running');
    await carousel.getByRole('button', { name: 'Pause slides' }).click();
    await expect.poll(() => carousel.getAttribute('data-autoplay')).toBe('stopped');
    await close();
  });

  it('carousel: does not play by itself for visitors who prefer reduced motion', async () => {
    const { page, close } = await visit('/', 1280, { reducedMotion: 'reduce' });
    const carousel = page.locator('[aria-roledescription="carousel"]');
    await expect.poll(() => carousel.getAttribute('data-ready')).toBe('true');
    expect(await carousel.getAttribute('data-autoplay')).toBe('stopped');
    await close();
  });
});

describe('services', () => {
  it('/services has five numbered steps, six cards with icons and the footer anchors', async () => {
    const { page, close } = await visit('/services');
    expect(await page.locator('main ol li').count()).toBeGreaterThanOrEqual(5);
    expect(await page.locator('main [data-cards] h3').count()).toBeGreaterThanOrEqual(6);
    const links = await page
      .getByRole('link', { name: /^Learn more/ })
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(links).toEqual([
      '/startup-support',
      '/services/pf-esi',
      '/services/labour-laws',
      '/services/business-registration',
      '/services/compliance-audit',
      '/services/regulatory-legal-support',
    ]);
    for (const id of ['pf-esi', 'labour-laws', 'business-registration', 'compliance-audit']) {
      expect(await page.locator(`#${id}`).count(), id).toBe(1);
    }
    await close();
  });

  it.each([
    ['/services/labour-laws', ['Overview', 'Registrations', 'Documentation', 'Audits']],
    [
      '/services/business-registration',
      ['Overview', 'Incorporation', 'GST Registration', 'MSME Registration'],
    ],
    [
      '/services/compliance-audit',
      [
        'Overview',
        'Comprehensive Audit',
        'Gap Analysis',
        'Reports',
        'Risk Assessment',
        'Action Plan',
      ],
    ],
    [
      '/services/regulatory-legal-support',
      [
        'Overview',
        'Corporate Legal',
        'Regulatory Compliance',
        'Contract Law',
        'IP Advisory',
        'Dispute Resolution',
      ],
    ],
  ])('%s has its tabs, usable by keyboard', async (path, names) => {
    const { page, close } = await visit(path);
    const tabs = page.getByRole('tab');
    expect(await tabs.allInnerTexts()).toEqual(names);
    expect(await tabs.first().getAttribute('aria-selected')).toBe('true');
    await tabs.first().focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => tabs.nth(1).getAttribute('aria-selected')).toBe('true');
    // The panel shown is the chosen tab's: named by it, and the one it controls.
    const panel = page.getByRole('tabpanel', { name: names[1], exact: true });
    expect(await panel.innerText()).not.toBe('');
    expect(await panel.getAttribute('id')).toBe(await tabs.nth(1).getAttribute('aria-controls'));
    await page.keyboard.press('End');
    await expect.poll(() => tabs.last().getAttribute('aria-selected')).toBe('true');
    // The chosen tab is in the address, so it can be shared.
    expect(new URL(page.url()).hash).not.toBe('');
    await close();
  });

  it('opens the tab named in the address', async () => {
    const { page, close } = await visit('/services/compliance-audit#risk-assessment');
    await expect
      .poll(() => page.getByRole('tab', { name: 'Risk Assessment' }).getAttribute('aria-selected'))
      .toBe('true');
    await close();
  });

  it('legal support has a return button and Contact Our Legal Experts', async () => {
    const { page, close } = await visit('/services/regulatory-legal-support');
    expect(await page.getByRole('link', { name: 'All services' }).getAttribute('href')).toBe(
      '/services',
    );
    expect(
      await page
        .getByRole('link', { name: 'Contact Our Legal Experts' })
        .first()
        .getAttribute('href'),
    ).toBe('/contact#assessment');
    await close();
  });
});

describe('startup support', () => {
  it('shows ten topics as a grid on wide screens', async () => {
    const { page, close } = await visit('/startup-support');
    const grid = page.getByTestId('topics').locator(':scope > ul > li');
    expect(await grid.count()).toBe(10);
    expect(await grid.first().isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'All services' }).getAttribute('href')).toBe(
      '/services',
    );
    expect(await page.locator('main a[href="/contact#assessment"]').count()).toBeGreaterThan(0);
    await close();
  });

  it('shows them as an accordion with one topic open at a time on phones', async () => {
    const { page, close } = await visit('/startup-support', 375);
    const items = page.getByTestId('topics').locator('details');
    expect(await items.count()).toBe(10);
    await items.nth(0).locator('summary').click();
    await items.nth(1).locator('summary').click();
    expect(await items.evaluateAll((ds) => ds.map((d) => (d as HTMLDetailsElement).open))).toEqual([
      false,
      true,
      false,
      false,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
    await items.nth(1).locator('summary').press('Enter');
    expect(await items.nth(1).evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
    await close();
  });
});

describe('FAQ, framework and industry pages', () => {
  it('/faq has five groups of 3, 3, 4, 4 and 3 questions, one open at a time', async () => {
    const { page, close } = await visit('/faq');
    const groups = page.locator('main section[id]');
    const counts = await groups.evaluateAll((ss) =>
      ss.map((s) => s.querySelectorAll('details').length),
    );
    expect(counts).toEqual([3, 3, 4, 4, 3]);
    const first = groups.first().locator('details');
    await first.nth(0).locator('summary').click();
    await first.nth(1).locator('summary').click();
    expect(await first.evaluateAll((ds) => ds.map((d) => (d as HTMLDetailsElement).open))).toEqual([
      false,
      true,
      false,
    ]);
    await close();
  });

  it.each(routes.filter((r) => r.collection === 'frameworks').map((r) => [r.path]))(
    '%s has five FAQs and its calls to action',
    async (path) => {
      const { page, close } = await visit(path);
      // A Hindi page's calls lead to the Hindi pages.
      const prefix = path.startsWith('/hi/') ? '/hi' : '';
      expect(await page.locator('#faq details').count()).toBe(5);
      expect(
        await page.locator(`main a[href="${prefix}/contact#assessment"]`).count(),
      ).toBeGreaterThan(0);
      expect(await page.locator(`main a[href="${prefix}/services"]`).count()).toBeGreaterThan(0);
      await close();
    },
  );

  it.each(routes.filter((r) => r.collection === 'industries').map((r) => [r.path]))(
    '%s has 4 challenges, 4 requirements and 6 features',
    async (path) => {
      const { page, close } = await visit(path);
      expect(await page.locator('#challenges li').count()).toBe(4);
      expect(await page.locator('#requirements li').count()).toBe(4);
      expect(await page.locator('#features li').count()).toBe(6);
      expect(await page.locator('#case-study').count()).toBe(1);
      // A Hindi page's title and calls are in Hindi, and lead to the Hindi pages.
      const hindi = path.startsWith('/hi/');
      expect(await page.title()).toMatch(
        hindi ? / के लिए अनुपालन समाधान \| / : / Compliance Solutions for Indian Companies \| /,
      );
      // The closing band's "Talk to an expert" and "Book a demo" both lead to the assessment request.
      const assessment = `${hindi ? '/hi' : ''}/contact#assessment`;
      expect(await page.locator(`main section.bg-brand-800 a[href="${assessment}"]`).count()).toBe(
        2,
      );
      await close();
    },
  );
});

describe('blog', () => {
  it('has the posts, reading times, the POSH guide and the local-only panels', async () => {
    const { page, errors, close } = await visit('/blog');
    const posts = page.locator('main details[name]');
    expect(await posts.count()).toBe(3);
    const dates = await posts
      .locator('time')
      .evaluateAll((ts) => ts.map((t) => t.getAttribute('datetime') ?? ''));
    expect([...dates].sort().reverse()).toEqual(dates);
    const meta = await posts.locator('summary > span:first-of-type').allInnerTexts();
    expect(meta).toHaveLength(3);
    for (const text of meta) expect(text).toMatch(/\d+ min read/);
    const posh = page.getByRole('link', { name: /Download PDF/ }).first();
    expect(await posh.getAttribute('target')).toBe('_blank');
    expect(await posh.getAttribute('rel')).toContain('noopener');

    const connect = page.getByRole('button', { name: 'Connect LinkedIn' });
    await connect.click();
    await expect
      .poll(() => page.getByRole('button', { name: 'Connected' }).isDisabled())
      .toBe(true);

    const shareable = page.getByTestId('shareable').locator('li');
    const title = await shareable
      .filter({ hasText: 'Draft' })
      .first()
      .locator('p')
      .first()
      .innerText();
    const draft = shareable.filter({ hasText: title });
    await draft.getByRole('button', { name: /^Share/ }).click();
    await expect.poll(() => draft.getByRole('button').innerText()).toContain('Shared');
    expect(await draft.getByRole('button').isDisabled()).toBe(true);

    // A post opens with its headings and image.
    await posts.first().locator(':scope > summary').click();
    const body = posts.first().locator('[id$="-body"]');
    expect(await body.locator('h2').count()).toBeGreaterThan(0);
    expect(await body.locator('img').getAttribute('alt')).toBeTruthy();
    expect(errors).toEqual([]);
    await close();
  });
});

describe('resources', () => {
  it('/resources switches between four infographics, Compliance Journey first, each with a PDF, named in Hindi on /hi', async () => {
    const { page, close } = await visit('/resources');
    const tabs = page.getByRole('tab');
    expect(await tabs.allInnerTexts()).toEqual([
      'Compliance Journey',
      'Framework Coverage',
      'Automation Benefits',
      'Risk Assessment',
    ]);
    expect(await tabs.first().getAttribute('aria-selected')).toBe('true');
    const panel = page.getByRole('tabpanel');
    expect(await panel.locator('li').allInnerTexts()).toEqual(
      expect.arrayContaining([
        expect.stringContaining('Assessment'),
        expect.stringContaining('Certification'),
      ]),
    );
    await tabs.nth(1).click();
    expect(await page.getByTestId('coverage').locator('li').count()).toBe(12);
    expect(await page.getByTestId('coverage').innerText()).toContain('Companies Act');
    for (let i = 0; i < 4; i++) {
      await tabs.nth(i).click();
      expect(
        await page.getByRole('tabpanel').locator('a[href^="/downloads/"]').getAttribute('href'),
      ).toMatch(/\.pdf$/);
    }
    for (const href of [
      '/resources/checklists',
      '/blog',
      '/resources/webinars',
      '/contact#assessment',
    ]) {
      expect(await page.locator(`main a[href="${href}"]`).count(), href).toBeGreaterThan(0);
    }
    await close();
    // The Hindi page names the same tabs in Hindi.
    const hindi = await visit('/hi/resources');
    expect(await hindi.page.getByRole('tab').allInnerTexts()).toEqual([
      'अनुपालन की यात्रा',
      'कानूनी ढाँचों का कवरेज',
      'ऑटोमेशन के लाभ',
      'जोखिम का आकलन',
    ]);
    await hindi.close();
  });

  it('/resources/webinars lists upcoming webinars first, and offers recordings on request', async () => {
    const { page, errors, close } = await visit('/resources/webinars');
    const cards = page.getByTestId('webinars').locator('li');
    expect(await cards.count()).toBe(3);
    const statuses = await cards.evaluateAll((lis) =>
      lis.map((li) => li.querySelector('p')?.textContent),
    );
    // Upcoming ones lead; none of the recorded ones is online yet.
    expect(statuses).toEqual(['Upcoming', 'Recording on request', 'Recording on request']);
    for (const card of await cards.all()) {
      const links = card.getByRole('link');
      expect(await links.count()).toBe(1);
      const upcoming = (await card.innerText()).includes('Upcoming');
      expect(await links.textContent()).toBe(
        `${upcoming ? 'Register Now' : 'Request the recording'}: ${await card.locator('h3').innerText()}`,
      );
      expect(await links.getAttribute('href')).toBe('/contact#assessment');
    }
    // Nothing promises a recording the page does not have.
    expect(await page.getByText('Watch Recording').count()).toBe(0);
    expect(await page.locator('main a[href^="#recording-"]').count()).toBe(0);
    expect(
      await page.locator('main a[href="/resources/webinars/archive"]').count(),
    ).toBeGreaterThan(0);
    await cards
      .nth(1)
      .getByRole('link', { name: /Request the recording/ })
      .click();
    await page.waitForURL(`${site.url}/contact#assessment`);
    await expect.poll(() => page.locator('#assessment').isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await close();
    // The Hindi page lists the same webinars in Hindi, its dates in Hindi, and asks on the Hindi form.
    const hindi = await visit('/hi/resources/webinars');
    const hindiCards = hindi.page.getByTestId('webinars').locator('li');
    expect(
      await hindiCards.evaluateAll((lis) => lis.map((li) => li.querySelector('p')?.textContent)),
    ).toEqual(['आने वाला वेबिनार', 'रिकॉर्डिंग अनुरोध पर', 'रिकॉर्डिंग अनुरोध पर']);
    expect(await hindiCards.locator('h3').allInnerTexts()).toContain('श्रम संहिताएँ और आपका पेरोल');
    expect(await hindiCards.locator('time').allInnerTexts()).toContain('17 सितंबर 2026');
    const requests = hindi.page.locator('main [data-testid="webinars"] a, main article a');
    expect(await requests.count()).toBe(5);
    expect(
      new Set(await requests.evaluateAll((as) => as.map((a) => a.getAttribute('href')))),
    ).toEqual(new Set(['/hi/contact#assessment']));
    expect(
      await hindiCards.evaluateAll((lis) =>
        lis.map((li) => li.querySelector('a')?.textContent?.split(':')[0]),
      ),
    ).toEqual(['अभी पंजीकरण करें', 'रिकॉर्डिंग माँगें', 'रिकॉर्डिंग माँगें']);
    expect(
      await hindi.page.getByRole('heading', { level: 2, name: 'रिकॉर्डिंग में क्या शामिल है' }).count(),
    ).toBe(1);
    const hindiText = await textOf(hindi.page.locator('main'));
    expect(hindiText).toContain('17 सितंबर 2026 को रिकॉर्ड किया गया · 58 मिनट');
    expect(hindiText).not.toMatch(/Upcoming|Register Now|Recording|What it covers|Recorded/);
    expect(hindi.errors).toEqual([]);
    await hindi.close();
  });

  it('/resources/checklists offers five checklists, each a PDF', async () => {
    const { page, close } = await visit('/resources/checklists');
    const links = page.getByTestId('checklists').getByRole('link', { name: /Download PDF/ });
    expect(await links.count()).toBe(5);
    for (const href of await links.evaluateAll((as) =>
      as.map((a) => a.getAttribute('href') ?? ''),
    )) {
      const res = await fetch(site.url + href);
      expect(res.status, href).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
    }
    await close();
  });
});

describe('checklists', () => {
  it('/services/posh-compliance shows its checklist with checkboxes and no bullets', async () => {
    const { page, close } = await visit('/services/posh-compliance', 375);
    const items = page.locator('main ul.contains-task-list > li');
    expect(await items.count()).toBe(12);
    const looks = await items.evaluateAll((lis) =>
      lis.map((li) => {
        const box = li.querySelector('input[type="checkbox"]')?.getBoundingClientRect();
        const list = (li.parentElement as HTMLElement).getBoundingClientRect();
        return {
          marker: getComputedStyle(li).listStyleType,
          box: box !== undefined && box.width > 0,
          // The checkbox stands where a bullet would, inside the list's own box.
          inside: box !== undefined && box.left >= list.left - 0.5,
        };
      }),
    );
    for (const look of looks) expect(look).toEqual({ marker: 'none', box: true, inside: true });
    await close();
  });
});

describe('Devanagari', () => {
  const fontRequests = (page: Page) => {
    const fonts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'font') fonts.push(new URL(r.url()).pathname);
    });
    return fonts;
  };

  it('/about shows अनुपालन in Noto Sans Devanagari, swapped in without moving anything', async () => {
    const opened = await openPage(site.browser, 375, 900);
    const { page } = opened;
    const fonts = fontRequests(page);
    await page.addInitScript(() => {
      const w = window as unknown as { shifts: number };
      w.shifts = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & { value: number })[])
          w.shifts += e.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`${site.url}/about`);
    await hydrated(page);
    const face = () =>
      page.evaluate(() => {
        const f = [...document.fonts].find((x) => x.family.includes('Devanagari'));
        return f && { status: f.status, display: f.display };
      });
    await expect.poll(face).toEqual({ status: 'loaded', display: 'swap' });
    expect(fonts.filter((f) => /noto-sans-devanagari.*\.woff2$/.test(f))).toHaveLength(1);
    // The word is drawn with that font (Chromium's own account of the glyphs it used).
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
    const { nodeIds } = await cdp.send('DOM.querySelectorAll', {
      nodeId: root.nodeId,
      selector: 'main p',
    });
    const used: { familyName: string; isCustomFont: boolean; glyphCount: number }[] = [];
    for (const nodeId of nodeIds) {
      const { fonts: f } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
      used.push(...f);
    }
    const devanagari = used.filter((f) => f.familyName === 'Noto Sans Devanagari');
    expect(devanagari.length).toBeGreaterThan(0);
    expect(devanagari.every((f) => f.isCustomFont)).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0);
    await opened.close();
  });

  describe('pages with no Devanagari', () => {
    // One tab of its own for the three: none of them fetches the font, so none can have it cached
    // for the next (a page that fetched it would fail its own check).
    let opened: Awaited<ReturnType<typeof openPage>>;
    let fonts: string[];
    beforeAll(async () => {
      opened = await openPage(site.browser, 375, 900);
      fonts = fontRequests(opened.page);
    });
    afterAll(() => opened?.close());

    it.each(['/tools/pf-calculator', '/services/pf-esi', '/faq'])(
      '%s, with no Devanagari (though with ₹), never fetches the font',
      async (path) => {
        fonts.length = 0;
        await opened.page.goto(site.url + path);
        await hydrated(opened.page);
        await opened.page.evaluate(() => document.fonts.ready);
        expect(await opened.page.locator('main').textContent()).toContain('₹');
        expect(
          await opened.page.evaluate(
            () => [...document.fonts].find((x) => x.family.includes('Devanagari'))?.status,
          ),
        ).toBe('unloaded');
        expect(fonts.filter((f) => f.includes('devanagari'))).toEqual([]);
      },
    );
  });
});
