import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textOf } from '../support/deferred.ts';
import { openReader, startSite } from '../support/site.ts';

let site: Awaited<ReturnType<typeof startSite>>;
// The tools are used in one tab (openReader), each loaded afresh.
let reader: Awaited<ReturnType<typeof openReader>>;

beforeAll(async () => {
  site = await startSite();
  reader = await openReader(site.browser, site.url);
});
afterAll(() => site?.close());

interface ToolCase {
  path: string;
  /** The form's visible title, which names it. */
  form: string;
  /** Fields to reach by Tab and type into, in page order. */
  fill: { label: string; value: string }[];
  /** What the result says after typing. */
  shows: string[];
  /** A bad entry in the first field, and the message it gets. */
  bad: { label: string; value: string; message: string };
  /** What the page shows with no JavaScript: the formula and the default example worked out. */
  withoutJs: string[];
}

const tools: ToolCase[] = [
  {
    path: '/tools/pf-calculator',
    form: 'PF contribution calculator',
    fill: [{ label: 'Monthly PF wages (₹)', value: '10,000' }],
    shows: ['PF wages of ₹10,000 are within the ₹25,000 ceiling', '₹833', '₹367'],
    bad: {
      label: 'Monthly PF wages (₹)',
      value: '-5000',
      message: 'The monthly PF wages cannot be negative.',
    },
    withoutJs: [
      "the employer's share less the pension share",
      'Pension (EPS): 8.33% of ₹25,000 = ₹2,083',
      'Total deposited with EPFO',
      '₹6,250',
    ],
  },
  {
    path: '/tools/esi-calculator',
    form: 'ESI contribution calculator',
    fill: [{ label: 'Gross monthly wages (₹)', value: '21,001' }],
    shows: ['Not covered by ESI: wages of ₹21,001 are above the ₹21,000 ceiling'],
    bad: {
      label: 'Gross monthly wages (₹)',
      value: 'twenty thousand',
      message: 'Enter the gross monthly wages as a number, such as 18,000.',
    },
    withoutJs: [
      "Employer's share: 3.25% of gross wages",
      'Employer: 3.25% of ₹18,000 = ₹585',
      'Total to ESIC',
      '₹720',
    ],
  },
  {
    path: '/tools/gratuity-calculator',
    form: 'Gratuity calculator',
    fill: [
      { label: 'Completed years of service', value: '4' },
      { label: 'Further months of service', value: '7' },
    ],
    shows: ['No gratuity yet', 'this employee served 4 years and 7 months'],
    bad: {
      label: 'Last drawn monthly wages (₹)',
      value: '',
      message: 'Enter the last drawn monthly wages.',
    },
    withoutJs: [
      'Gratuity = (last drawn monthly wages ÷ 26) × 15 days × years counted',
      'Formula: ₹60,000 × 15/26 × 10 = ₹3,46,154',
    ],
  },
  {
    path: '/tools/gst-registration-threshold',
    form: 'GST registration threshold check',
    fill: [{ label: 'Aggregate turnover in the financial year (₹)', value: '45 lakh' }],
    shows: ['Registration is required.', 'Aggregate turnover of ₹45,00,000 is above ₹40 lakh'],
    bad: {
      label: 'Aggregate turnover in the financial year (₹)',
      value: '-1',
      message: 'The aggregate turnover cannot be negative.',
    },
    withoutJs: [
      'Registration is not required yet',
      'Aggregate turnover of ₹35,00,000 is not above ₹40 lakh',
      'Manipur, Mizoram, Nagaland, Tripura (special category States)',
    ],
  },
  {
    path: '/tools/posh-committee-check',
    form: 'POSH Internal Committee check',
    fill: [{ label: 'Members from among the employees', value: '3' }],
    shows: ['not validly constituted', 'Not met: At least 50% of the members are women'],
    bad: {
      label: 'Women members',
      value: '9',
      message: 'Women members cannot be more than the 5 members in all.',
    },
    withoutJs: [
      'The Internal Committee as described is validly constituted',
      'Met: At least 4 members in all (section 4(2))',
    ],
  },
];

/** Presses Tab from the top of the page until `target` has focus, as a keyboard user would. */
/** Presses Tab until the field has focus (the locator finds the field again if the island swaps it). */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 150; presses++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`Tab never reached the field ${target}`);
}

async function typeInto(page: Page, value: string) {
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  if (value) await page.keyboard.type(value);
}

describe.each(tools.map((t) => [t.path, t] as const))('%s at 375 px', (path, tool) => {
  it('is reached and used by keyboard, with the result updating as one types', async () => {
    const { page, errors, close } = await reader.visit(path, 375, 800);
    const form = page.getByRole('form', { name: tool.form });
    const result = form.locator('[aria-live="polite"]');
    for (const { label, value } of tool.fill) {
      const field = form.getByLabel(label, { exact: true });
      await tabTo(page, field);
      await typeInto(page, value);
      await expect.poll(() => field.inputValue()).toBe(value);
    }
    for (const text of tool.shows) {
      await expect.poll(() => result.innerText()).toContain(text);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    expect(errors).toEqual([]);
    await close();
  });

  it('says what is wrong with a bad entry, next to the field, and never shows NaN', async () => {
    const { page, close } = await reader.visit(path, 375, 800);
    const form = page.getByRole('form', { name: tool.form });
    if (tool.path === '/tools/posh-committee-check') {
      // Five members: the Presiding Officer, three employees and the external member.
      const members = form.getByLabel('Members from among the employees', { exact: true });
      await tabTo(page, members);
      await typeInto(page, '3');
    }
    const field = form.getByLabel(tool.bad.label, { exact: true });
    await field.focus();
    await typeInto(page, tool.bad.value);
    await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
    // A partly typed value (such as "-" before "-1") has a message of its own: wait for the
    // message of the whole value.
    const messages = async () => {
      const described = (await field.getAttribute('aria-describedby')) ?? '';
      return Promise.all(
        described.split(' ').map((id) => page.locator(`[id="${id}"]`).innerText()),
      );
    };
    await expect.poll(messages).toContain(tool.bad.message);
    expect(await form.locator('[aria-live="polite"]').innerText()).toContain(
      'Correct the highlighted field above to see the result.',
    );
    expect(await form.innerText()).not.toContain('NaN');
    await close();
  });

  it('shows the formula and a worked result without JavaScript', async () => {
    const context = await site.browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 375, height: 800 },
    });
    const page = await context.newPage();
    await page.goto(site.url + path);
    const text = await textOf(page.locator('main'));
    for (const expected of tool.withoutJs) expect(text).toContain(expected);
    expect(text).not.toContain('NaN');
    await context.close();
  });
});

describe('the tools where they belong', () => {
  it.each([
    ['/tools', ['PF contribution calculator', 'Compliance calendar']],
    ['/services/pf-esi', ['PF contribution calculator', 'ESI contribution calculator']],
    ['/frameworks/pf-esi', ['PF contribution calculator', 'ESI contribution calculator']],
    ['/frameworks/gst', ['GST registration threshold check']],
    ['/services/posh-compliance', ['POSH Internal Committee check']],
    ['/frameworks/labour-laws', ['Gratuity calculator']],
  ] as const)('%s shows %j', async (path, names) => {
    const { page, errors, close } = await reader.visit(path, 375, 800);
    for (const name of names) {
      const target =
        path === '/tools'
          ? page.getByRole('link', { name: new RegExp(name) })
          : page.getByRole('form', { name });
      expect(await target.count()).toBeGreaterThan(0);
    }
    expect(errors).toEqual([]);
    await close();
  });
});
