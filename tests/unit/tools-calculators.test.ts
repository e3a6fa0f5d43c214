import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { languages, localeOf } from '../../src/lib/languages.ts';
import { calculateEsi, type EsiInput } from '../../src/tools/esi.ts';
import { calculateGratuity, type GratuityInput } from '../../src/tools/gratuity.ts';
import {
  checkGstRegistration,
  type GstInput,
  gstStates,
  specialStates,
} from '../../src/tools/gst-threshold.ts';
import { formatLakh, formatRupees, parseNumber } from '../../src/tools/input.ts';
import { calculatePf, type PfInput } from '../../src/tools/pf.ts';
import {
  checkPoshCommittee,
  type PoshInput,
  poshInputError,
} from '../../src/tools/posh-committee.ts';
import { root } from '../support/site.ts';

const wages = { name: 'the monthly wages', example: '25,000' };

describe('reading what a visitor types', () => {
  it.each([
    ['25,000', 25000],
    ['25000', 25000],
    ['₹2,50,000', 250000],
    ['Rs. 18,000', 18000],
    [' 15000.50 ', 15000.5],
    ['0', 0],
  ])('reads %j as %d', (raw, value) => {
    expect(parseNumber(raw, wages)).toEqual({ ok: true, value });
  });

  it('reads lakh and crore where the field allows them', () => {
    const turnover = { name: 'the aggregate turnover', example: '35 lakh', units: true };
    expect(parseNumber('45 lakh', turnover)).toEqual({ ok: true, value: 4_500_000 });
    expect(parseNumber('1.5 crore', turnover)).toEqual({ ok: true, value: 15_000_000 });
    expect(parseNumber('45 lakh', wages).ok).toBe(false);
  });

  it.each([
    ['', 'Enter the monthly wages.'],
    ['   ', 'Enter the monthly wages.'],
    ['-5000', 'The monthly wages cannot be negative.'],
    ['−5000', 'The monthly wages cannot be negative.'],
    ['abc', 'Enter the monthly wages as a number, such as 25,000.'],
    ['12abc', 'Enter the monthly wages as a number, such as 25,000.'],
    ['1e5', 'Enter the monthly wages as a number, such as 25,000.'],
    ['NaN', 'Enter the monthly wages as a number, such as 25,000.'],
    ['Infinity', 'Enter the monthly wages as a number, such as 25,000.'],
  ])('rejects %j with a message', (raw, error) => {
    expect(parseNumber(raw, wages)).toEqual({ ok: false, error });
  });

  it('asks for whole numbers and keeps within a maximum', () => {
    const months = {
      name: 'the months',
      example: '7',
      whole: true,
      max: { value: 11, message: 'Months run from 0 to 11.' },
    };
    expect(parseNumber('2.5', months)).toEqual({
      ok: false,
      error: 'Enter the months as a whole number, such as 7.',
    });
    expect(parseNumber('12', months)).toEqual({ ok: false, error: 'Months run from 0 to 11.' });
    expect(parseNumber('11', months)).toEqual({ ok: true, value: 11 });
  });

  it('formats rupees the Indian way', () => {
    expect(formatRupees(346153.85)).toBe('₹3,46,154');
    expect(formatRupees(2_000_000)).toBe('₹20,00,000');
    expect(formatRupees(0)).toBe('₹0');
    expect(formatLakh(4_000_000)).toBe('₹40 lakh');
  });
});

describe('PF contributions', () => {
  const base: PfInput = {
    wages: 0,
    employees: 25,
    voluntary: false,
    basis: 'ceiling',
    reducedRate: false,
    epsMember: true,
  };
  const pf = (over: Partial<PfInput>) => calculatePf({ ...base, ...over });

  it('works on the full wages below the ceiling (₹10,000)', () => {
    expect(pf({ wages: 10000 })).toMatchObject({
      pfWages: 10000,
      employee: 1200,
      employerShare: 1200,
      eps: 833,
      employerEpf: 367,
      edli: 50,
      admin: 50,
      employerCost: 1300,
      totalDeposit: 2500,
    });
  });

  it('takes the largest pension share at the ceiling (₹25,000: 3,000 = 2,083 + 917)', () => {
    expect(pf({ wages: 25000 })).toMatchObject({
      employee: 3000,
      eps: 2083,
      employerEpf: 917,
      edli: 125,
      admin: 125,
    });
  });

  it('stops at the ceiling above it (₹40,000), and says why', () => {
    const r = pf({ wages: 40000 });
    expect(r).toMatchObject({ pfWages: 25000, employee: 3000, eps: 2083, employerEpf: 917 });
    expect(r.reasons.join(' ')).toContain('above the ₹25,000 ceiling');
  });

  it('contributes on actual wages by choice, with EPS and EDLI still capped', () => {
    expect(pf({ wages: 40000, basis: 'actual' })).toMatchObject({
      pfWages: 40000,
      cappedWages: 25000,
      employee: 4800,
      employerShare: 4800,
      eps: 2083,
      employerEpf: 2717,
      edli: 125,
      admin: 200,
    });
  });

  it('puts the whole employer share in the PF account for a non-member of EPS', () => {
    expect(pf({ wages: 40000, epsMember: false })).toMatchObject({ eps: 0, employerEpf: 3000 });
  });

  it('uses the reduced rate for both shares, the pension share unchanged', () => {
    expect(pf({ wages: 10000, reducedRate: true })).toMatchObject({
      rate: 10,
      employee: 1000,
      eps: 833,
      employerEpf: 167,
    });
  });

  it('applies from 20 employees, or voluntarily', () => {
    expect(pf({ wages: 10000, employees: 19 }).applies).toBe(false);
    expect(pf({ wages: 10000, employees: 19 }).applicability).toContain('not compulsory');
    expect(pf({ wages: 10000, employees: 19, voluntary: true }).applies).toBe(true);
    expect(pf({ wages: 10000, employees: 20 }).applies).toBe(true);
  });

  it('gives whole rupees for wages with paise', () => {
    const r = pf({ wages: 12345.67 });
    for (const n of [r.employee, r.eps, r.employerEpf, r.edli, r.admin]) {
      expect(Number.isInteger(n)).toBe(true);
    }
  });
});

describe('ESI contributions', () => {
  const base: EsiInput = {
    wages: 0,
    employees: 15,
    disabled: false,
    coveredAtPeriodStart: false,
    lowWage: false,
  };
  const esi = (over: Partial<EsiInput>) => calculateEsi({ ...base, ...over });

  it('writes its rates (3.25% and 0.75%) as Intl writes them in each language', () => {
    for (const language of languages) {
      const percent = (n: number) => `${new Intl.NumberFormat(localeOf(language)).format(n)}%`;
      const reasons = calculateEsi({ ...base, wages: 15000 }, language).reasons.join(' ');
      expect(reasons).toContain(percent(3.25));
      expect(reasons).toContain(percent(0.75));
    }
  });

  it('rounds each share up to the next rupee (₹15,000: 113 and 488)', () => {
    expect(esi({ wages: 15000 })).toMatchObject({
      status: 'covered',
      employee: 113,
      employer: 488,
      total: 601,
    });
  });

  it('covers wages at the ceiling (₹21,000: 158 and 683)', () => {
    expect(esi({ wages: 21000 })).toMatchObject({
      status: 'covered',
      employee: 158,
      employer: 683,
    });
  });

  it('leaves out wages one rupee above it, with a clear message', () => {
    const r = esi({ wages: 21001 });
    expect(r).toMatchObject({ status: 'not-covered', employee: 0, employer: 0, total: 0 });
    expect(r.summary).toBe(
      'Not covered by ESI: wages of ₹21,001 are above the ₹21,000 ceiling, so no ESI contribution is due for this employee.',
    );
    expect(r.reasons.join(' ')).toContain('1 April to 30 September');
  });

  it('keeps an employee covered to the end of the contribution period', () => {
    expect(esi({ wages: 23000, coveredAtPeriodStart: true })).toMatchObject({
      status: 'continuing',
      employee: 173,
      employer: 748,
    });
  });

  it('uses the higher ceiling for an employee with a disability', () => {
    expect(esi({ wages: 25000, disabled: true }).status).toBe('covered');
    expect(esi({ wages: 25001, disabled: true }).status).toBe('not-covered');
  });

  it('charges the low-paid employee nothing, the employer still pays', () => {
    expect(esi({ wages: 4000, lowWage: true })).toMatchObject({ employee: 0, employer: 130 });
  });

  it('does not add a rupee to an exact amount', () => {
    expect(esi({ wages: 20000 })).toMatchObject({ employee: 150, employer: 650 });
  });

  it('applies from 10 employees and says when contributions start', () => {
    expect(esi({ wages: 15000, employees: 9 }).applies).toBe(false);
    const r = esi({ wages: 15000, employees: 10 });
    expect(r.applies).toBe(true);
    expect(r.applicability).toContain('check that ESIC covers your district');
  });
});

describe('gratuity', () => {
  const base: GratuityInput = {
    wages: 30000,
    years: 0,
    months: 0,
    employment: 'regular',
    exit: 'leaving',
  };
  const gratuity = (over: Partial<GratuityInput>) => calculateGratuity({ ...base, ...over });

  it('gives the published example: ₹60,000 × 15/26 × 10 = ₹3,46,154', () => {
    const r = gratuity({ wages: 60000, years: 10 });
    expect(r).toMatchObject({ eligible: true, countedYears: 10, amount: 346154 });
    expect(r.formula).toBe('₹60,000 × 15/26 × 10 = ₹3,46,154');
  });

  it('pays nothing at 4 years 6 months on resignation, and 4 years on death', () => {
    expect(gratuity({ years: 4, months: 6 })).toMatchObject({ eligible: false, amount: 0 });
    expect(gratuity({ years: 4, months: 6, exit: 'death-disablement' })).toMatchObject({
      eligible: true,
      countedYears: 4,
      amount: 69231,
    });
  });

  it('still pays nothing at 4 years 7 months on resignation; on death it counts 5 years', () => {
    const resigned = gratuity({ years: 4, months: 7 });
    expect(resigned).toMatchObject({ eligible: false, amount: 0, countedYears: 5 });
    expect(resigned.eligibility).toContain('payable after 5 years');
    expect(gratuity({ years: 4, months: 7, exit: 'death-disablement' })).toMatchObject({
      eligible: true,
      amount: 86538,
    });
  });

  it('pays at 5 years', () => {
    expect(gratuity({ years: 5 })).toMatchObject({ eligible: true, amount: 86538 });
  });

  it('counts a final part-year over six months as a full year', () => {
    expect(gratuity({ years: 9, months: 7 }).countedYears).toBe(10);
    expect(gratuity({ years: 9, months: 6 }).countedYears).toBe(9);
  });

  it('pays a fixed-term employee after 1 year, not before', () => {
    const oneYear = gratuity({ years: 1, employment: 'fixed-term' });
    expect(oneYear).toMatchObject({ eligible: true, amount: 17308 });
    expect(oneYear.reasons).toContain('1 completed year of service counts.');
    expect(gratuity({ years: 2 }).reasons).toContain('2 completed years of service count.');
    expect(gratuity({ years: 1, months: 1, employment: 'fixed-term' }).reasons).toContain(
      'The final 1 month is not more than 6, so it does not count: 1 year.',
    );
    expect(gratuity({ years: 0, months: 11, employment: 'fixed-term' })).toMatchObject({
      eligible: false,
      amount: 0,
    });
  });

  it('stops at the ₹20 lakh cap', () => {
    const r = gratuity({ wages: 200000, years: 20 });
    expect(r).toMatchObject({ capped: true, uncapped: 2307692, amount: 2000000 });
    expect(r.reasons.join(' ')).toContain('statutory cap of ₹20,00,000');
  });
});

describe('GST registration threshold', () => {
  const base: GstInput = {
    supply: 'goods',
    state: 'Maharashtra',
    turnover: 0,
    excludedGoods: false,
    compulsory: [],
  };
  const gst = (over: Partial<GstInput>) => checkGstRegistration({ ...base, ...over });

  it('lists every State and Union territory once, with the four special category States', () => {
    expect(gstStates).toHaveLength(36);
    expect(new Set(gstStates.map((s) => s.name)).size).toBe(36);
    expect(specialStates).toBe('Manipur, Mizoram, Nagaland, Tripura');
  });

  it('gives a goods-only supplier in a State that adopted it ₹40 lakh, registering only above it', () => {
    expect(gst({ turnover: 3_500_000 })).toMatchObject({ required: false, threshold: 4_000_000 });
    expect(gst({ turnover: 4_000_000 }).required).toBe(false);
    expect(gst({ turnover: 4_000_001 }).required).toBe(true);
  });

  it('gives ₹20 lakh to goods in the States that kept the general limit', () => {
    for (const state of ['Telangana', 'Puducherry', 'Uttarakhand', 'Meghalaya', 'Sikkim']) {
      expect(gst({ state, turnover: 3_500_000 })).toMatchObject({
        required: true,
        threshold: 2_000_000,
      });
    }
  });

  it('gives ₹20 lakh to services, and to ice cream, pan masala and tobacco', () => {
    expect(gst({ supply: 'services', state: 'Karnataka', turnover: 2_000_000 }).required).toBe(
      false,
    );
    expect(gst({ supply: 'services', state: 'Karnataka', turnover: 2_500_000 })).toMatchObject({
      required: true,
      threshold: 2_000_000,
    });
    expect(gst({ excludedGoods: true, turnover: 2_500_000 })).toMatchObject({
      required: true,
      threshold: 2_000_000,
    });
  });

  it('gives ₹10 lakh in the special category States, for goods and services alike', () => {
    expect(gst({ supply: 'services', state: 'Tripura', turnover: 1_200_000 })).toMatchObject({
      required: true,
      threshold: 1_000_000,
    });
    expect(gst({ state: 'Manipur', turnover: 900_000 })).toMatchObject({
      required: false,
      threshold: 1_000_000,
    });
  });

  it('treats Assam and Himachal Pradesh as general States, not special category', () => {
    expect(gst({ state: 'Assam', supply: 'services' }).threshold).toBe(2_000_000);
    expect(gst({ state: 'Himachal Pradesh' }).threshold).toBe(4_000_000);
  });

  it('requires registration whatever the turnover in the section 24 cases', () => {
    const r = gst({ turnover: 100_000, compulsory: ['interStateGoods'] });
    expect(r.required).toBe(true);
    expect(r.summary).toBe('Registration is required whatever the turnover.');
    expect(r.reasons.join(' ')).toContain('section 24(i)');
    expect(gst({ compulsory: ['ecommerceSeller'] }).reasons.join(' ')).toContain(
      'notification 34/2023-Central Tax',
    );
  });

  it('dates the notifications as the language writes a date', () => {
    const intlDate = (locale: string, date: number) =>
      new Intl.DateTimeFormat(locale, {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(date);
    for (const language of languages) {
      const locale = localeOf(language);
      const r = (over: Partial<GstInput>) =>
        checkGstRegistration({ ...base, ...over }, language).reasons.join(' ');
      expect(r({ turnover: 3_500_000 })).toContain(intlDate(locale, Date.UTC(2019, 3, 1)));
      expect(r({ compulsory: ['ecommerceSeller'] })).toContain(
        intlDate(locale, Date.UTC(2023, 9, 1)),
      );
    }
    expect(gst({ turnover: 3_500_000 }).reasons.join(' ')).toContain('in force since 1 April 2019');
  });
});

describe('POSH Internal Committee', () => {
  const valid: PoshInput = {
    employees: 25,
    presidingOfficer: 'senior-woman',
    employeeMembers: 2,
    externalMember: true,
    womenMembers: 2,
  };
  const posh = (over: Partial<PoshInput>) => checkPoshCommittee({ ...valid, ...over });
  const unmet = (over: Partial<PoshInput>) =>
    posh(over)
      .rules.filter((r) => !r.met)
      .map((r) => r.id);

  it('accepts the smallest valid committee: 4 members, 2 of them women', () => {
    const r = posh({});
    expect(r).toMatchObject({ required: true, valid: true, totalMembers: 4 });
    expect(r.rules.every((rule) => rule.section.startsWith('section 4'))).toBe(true);
  });

  it('accepts a senior woman from another office as Presiding Officer', () => {
    expect(posh({ presidingOfficer: 'other-office' }).valid).toBe(true);
  });

  it('names each rule that fails', () => {
    expect(unmet({ presidingOfficer: 'other' })).toEqual(['presiding-officer']);
    expect(unmet({ employeeMembers: 1, womenMembers: 2 })).toEqual(['employee-members', 'size']);
    expect(unmet({ externalMember: false })).toEqual(['external-member', 'size']);
    expect(unmet({ employeeMembers: 3, womenMembers: 2 })).toEqual(['women']);
    expect(unmet({ employeeMembers: 3, womenMembers: 3 })).toEqual([]);
  });

  it('sends workplaces under 10 employees to the Local Committee', () => {
    const r = posh({
      employees: 9,
      presidingOfficer: 'none',
      employeeMembers: 0,
      externalMember: false,
      womenMembers: 0,
    });
    expect(r.required).toBe(false);
    expect(r.requirement).toContain('Local Committee');
    expect(r.summary).toBe('No committee is described, and none is needed.');
    expect(posh({ employees: 10 }).required).toBe(true);
  });

  it('catches counts that cannot be true together', () => {
    expect(poshInputError({ ...valid, womenMembers: 5 })).toBe(
      'Women members cannot be more than the 4 members in all.',
    );
    expect(poshInputError({ ...valid, womenMembers: 0 })).toContain('Presiding Officer is a woman');
    expect(poshInputError(valid)).toBeNull();
  });
});

describe('the worked examples written on the tool pages', () => {
  const page = (name: string) =>
    readFileSync(path.join(root, 'content', 'pages', `${name}.mdx`), 'utf8');

  it('match what the calculators compute', () => {
    const pfPage = page('tools-pf-calculator');
    const pfBase: PfInput = {
      wages: 10000,
      employees: 25,
      voluntary: false,
      basis: 'ceiling',
      reducedRate: false,
      epsMember: true,
    };
    for (const over of [
      {},
      { wages: 25000 },
      { wages: 40000 },
      { wages: 40000, basis: 'actual' as const },
    ]) {
      const r = calculatePf({ ...pfBase, ...over });
      const [employee, employer, eps, epf, edli, admin] = [
        r.employee,
        r.employerShare,
        r.eps,
        r.employerEpf,
        r.edli,
        r.admin,
      ].map(formatRupees);
      const row = `employee ${employee}; employer ${employer}, of which EPS ${eps} and EPF ${epf}; EDLI ${edli}; admin charges ${admin}.`;
      expect(pfPage).toContain(row);
    }
    const esiPage = page('tools-esi-calculator');
    for (const w of [15000, 21000]) {
      const r = calculateEsi({
        wages: w,
        employees: 15,
        disabled: false,
        coveredAtPeriodStart: false,
        lowWage: false,
      });
      expect(esiPage).toContain([r.employee, r.employer, r.total].map(formatRupees).join(' | '));
    }
    const gratuityPage = page('tools-gratuity-calculator');
    for (const [input, years] of [
      [{ wages: 60000, years: 10 }, '10'],
      [{ wages: 30000, years: 5 }, '5'],
      [{ wages: 30000, years: 4, months: 6, exit: 'death-disablement' as const }, '4'],
      [{ wages: 30000, years: 1, employment: 'fixed-term' as const }, '1'],
    ] as const) {
      const r = calculateGratuity({
        months: 0,
        employment: 'regular',
        exit: 'leaving',
        ...input,
      });
      expect(gratuityPage).toContain(`| ${years} | ${formatRupees(r.amount)} |`);
    }
  });
});
