import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { buildContent } from '../../scripts/content/build.ts';
import { obligationProblems, resolveCheckup } from '../../scripts/content/obligations.ts';
import { obligationsFileSchema } from '../../src/content/checkup-schema.ts';
import type { Fact } from '../../src/content/schema.ts';
import {
  answersFromParams,
  answersToParams,
  type CheckupAnswers,
  type CheckupRules,
  completeAnswers,
  evaluateCheckup,
  factNumber,
} from '../../src/tools/checkup.ts';
import { contentProblems, fixture } from '../support/fixture.ts';
import { root } from '../support/site.ts';

const build = buildContent(root);
const file = build.data.obligations;
if (!file) throw new Error('content/data/obligations.yaml did not load');
const rulesEn = resolveCheckup(file, undefined, build.facts, 'en');
const rulesHi = resolveCheckup(file, build.dataIn.hi?.obligations, build.factsIn.hi, 'hi');

/** A small private company in Karnataka with no one on its payroll yet. */
const base: CheckupAnswers = {
  entity: 'private-company',
  state: 'Karnataka',
  otherStates: [],
  employees: 0,
  contractWorkers: 0,
  turnover: 0,
  supply: 'services',
  flags: [],
};

const applying = (a: Partial<CheckupAnswers>, rules: CheckupRules = rulesEn) =>
  evaluateCheckup(rules, { ...base, ...a }).applies.map((f) => f.obligation.id);
const threshold = (id: string) =>
  factNumber(build.facts[id] ?? { value: Number.NaN, unit: 'count' });
const employeesOf = (id: string) => threshold(id);

describe('the check-up: head-count thresholds, one below, at and one above', () => {
  it.each([
    ['pf-registration', 'pf.threshold'],
    ['pf-contributions', 'pf.threshold'],
    ['esi-registration', 'esi.threshold'],
    ['posh-committee', 'posh.threshold'],
    ['gratuity', 'gratuity.threshold'],
    ['grievance-committee', 'labour.grievanceCommitteeThreshold'],
    ['standing-orders', 'ir.standingOrdersThreshold'],
    ['osh-registration', 'osh.establishmentThreshold'],
  ])('%s applies from %s', (id, fact) => {
    const t = employeesOf(fact);
    expect(Number.isFinite(t)).toBe(true);
    expect(applying({ employees: t - 1 })).not.toContain(id);
    expect(applying({ employees: t })).toContain(id);
    expect(applying({ employees: t + 1 })).toContain(id);
  });

  it('counts contract workers alone for the contract labour provisions', () => {
    const t = threshold('osh.contractLabourThreshold');
    expect(applying({ employees: t + 10, contractWorkers: t - 1 })).not.toContain(
      'contract-labour',
    );
    expect(applying({ employees: t + 10, contractWorkers: t })).toContain('contract-labour');
  });

  it('applies ESI from one person in notified hazardous work', () => {
    const t = threshold('esi.hazardousThreshold');
    expect(applying({ employees: t, flags: ['hazardous'] })).toContain('esi-registration');
    expect(applying({ employees: t })).not.toContain('esi-registration');
    expect(applying({ employees: t - 1, flags: ['hazardous'] })).not.toContain('esi-registration');
  });

  it('says why in the business’s own numbers, and why not', () => {
    const t = employeesOf('pf.threshold');
    const result = evaluateCheckup(rulesEn, { ...base, employees: t + 5 });
    const pf = result.applies.find((f) => f.obligation.id === 'pf-registration');
    expect(pf?.reasons.join(' ')).toBe(
      `You have ${t + 5} people working for you; it applies from ${t}.`,
    );
    const small = evaluateCheckup(rulesEn, { ...base, employees: 8 });
    const esi = small.notYet.find((f) => f.obligation.id === 'esi-registration');
    expect(esi?.reasons.join(' ')).toBe(
      `Not yet: it applies from ${employeesOf('esi.threshold')}; you have 8 people.`,
    );
  });

  it('names what starts to apply at the next thresholds', () => {
    const result = evaluateCheckup(rulesEn, { ...base, employees: 8 });
    expect(result.next[0]?.employees).toBe(10);
    expect(result.next[0]?.names).toEqual(
      expect.arrayContaining(['ESI registration (ESIC)', 'POSH Internal Committee', 'Gratuity']),
    );
    expect(result.next[1]?.employees).toBe(employeesOf('pf.threshold'));
  });
});

describe('the check-up: GST by state and turnover', () => {
  const lakh = 100_000;
  const services = threshold('gst.thresholdServices');
  const goods = threshold('gst.thresholdGoods');
  const special = threshold('gst.thresholdSpecial');

  it.each([
    ['services', 'Karnataka', services],
    ['goods', 'Karnataka', goods],
    ['goods', 'Telangana', services],
    ['services', 'Manipur', special],
    ['goods', 'Tripura', special],
  ] as const)('a supplier of %s in %s registers above its limit', (supply, state, limit) => {
    expect(applying({ supply, state, turnover: limit })).not.toContain('gst-registration');
    expect(applying({ supply, state, turnover: limit + 1 })).toContain('gst-registration');
    expect(applying({ supply, state, turnover: limit + lakh })).toContain('gst-returns');
  });

  it('registers whatever the turnover when it sells through an e-commerce operator or goods across states', () => {
    expect(applying({ flags: ['ecommerce'] })).toContain('gst-registration');
    expect(applying({ supply: 'goods', flags: ['interstate'] })).toContain('gst-registration');
    expect(applying({ supply: 'services', flags: ['interstate'] })).not.toContain(
      'gst-registration',
    );
  });

  it.each([
    ['gst-annual-return', 'gst.gstr9OptionalLimit'],
    ['e-invoicing', 'gst.einvoiceThreshold'],
  ])('%s applies above %s', (id, fact) => {
    const t = threshold(fact);
    expect(applying({ turnover: t - 1 })).not.toContain(id);
    expect(applying({ turnover: t })).not.toContain(id);
    expect(applying({ turnover: t + 1 })).toContain(id);
  });
});

describe('the check-up: states and kinds of business', () => {
  it('asks for professional tax only where the state levies it, and for the other states too', () => {
    expect(applying({ state: 'Karnataka', flags: ['salaries'] })).toContain('professional-tax');
    expect(applying({ state: 'Delhi', flags: ['salaries'] })).not.toContain('professional-tax');
    expect(applying({ state: 'Karnataka' })).not.toContain('professional-tax');
    expect(
      applying({ state: 'Delhi', otherStates: ['Maharashtra'], flags: ['salaries'] }),
    ).toContain('professional-tax');
    const delhi = evaluateCheckup(rulesEn, { ...base, state: 'Delhi', flags: ['salaries'] });
    expect(delhi.notYet.find((f) => f.obligation.id === 'professional-tax')?.reasons).toEqual([
      'Delhi does not levy professional tax.',
    ]);
  });

  it.each([
    ['private-company', ['company-filings'], ['llp-filings', 'business-structure']],
    ['opc', ['company-filings'], ['llp-filings']],
    ['public-company', ['company-filings'], ['llp-filings']],
    ['llp', ['llp-filings'], ['company-filings']],
    ['partnership', ['advance-tax'], ['company-filings', 'llp-filings']],
    ['proprietorship', ['advance-tax'], ['company-filings', 'llp-filings']],
    ['unregistered', ['business-structure'], ['company-filings', 'llp-filings', 'advance-tax']],
  ] as const)('a %s gets %j and not %j', (entity, yes, no) => {
    const ids = applying({ entity });
    for (const id of yes) expect(ids).toContain(id);
    for (const id of no) expect(ids).not.toContain(id);
  });

  it('lists the calendar registrations and lead topics of what applies', () => {
    const result = evaluateCheckup(rulesEn, {
      ...base,
      employees: 25,
      flags: ['salaries'],
      turnover: threshold('gst.thresholdServices') + 1,
    });
    expect(result.registrations).toEqual(
      expect.arrayContaining(['pf', 'esi', 'gst-monthly', 'tds', 'wages', 'company', 'posh']),
    );
    expect(result.topics).toEqual(
      expect.arrayContaining(['PF & ESI', 'GST', 'POSH', 'Company law']),
    );
  });

  it('answers in Hindi from the same rules', () => {
    const en = applying({ employees: 25, flags: ['salaries'] });
    const hi = applying({ employees: 25, flags: ['salaries'] }, rulesHi);
    expect(hi).toEqual(en);
    const pf = evaluateCheckup(rulesHi, { ...base, employees: 25 }).applies.find(
      (f) => f.obligation.id === 'pf-registration',
    );
    expect(pf?.reasons.join(' ')).toContain('25 लोग');
  });
});

describe('the check-up follows the facts', () => {
  it('moves with a changed threshold, with no change to the rules', () => {
    const facts: Record<string, Fact> = structuredClone(build.facts);
    const pf = facts['pf.threshold'];
    if (!pf) throw new Error('no pf.threshold');
    pf.value = 30;
    const moved = resolveCheckup(file, undefined, facts, 'en');
    expect(applying({ employees: 29 }, moved)).not.toContain('pf-registration');
    expect(applying({ employees: 30 }, moved)).toContain('pf-registration');
    expect(applying({ employees: 20 }, rulesEn)).toContain('pf-registration');
  });

  it('refuses a rule that names a missing fact, a fact of the wrong unit or an unknown calendar registration', () => {
    const bad = obligationsFileSchema.parse(
      parse(`stateLists: []
obligations:
  - { id: a, group: standing, name: A, todo: T, when: { employees: no.suchFact }, topic: GST }
  - { id: b, group: standing, name: B, todo: T, when: { employees: pf.dueDay }, topic: GST }
  - { id: c, group: standing, name: C, todo: T, when: { stateIn: nowhere }, calendar: [nope], topic: GST }
`),
    );
    const messages = obligationProblems(bad, build.facts, build.data.calendar).map(
      (p) => `${p.field}: ${p.message}`,
    );
    expect(messages).toEqual([
      'obligations[0].when.employees: names the fact "no.suchFact", which content/facts.yaml does not have',
      'obligations[1].when.employees: names the fact "pf.dueDay", whose unit is day-of-month; employees needs a number in count',
      'obligations[2].when.stateIn: names the state list "nowhere", which stateLists does not have',
      expect.stringMatching(
        /^obligations\[2\]\.calendar\[0\]: must be one of the calendar's registrations/,
      ),
    ]);
  });

  it('stops the content build on a rule that types a number instead of a fact', () => {
    const tree = fixture({
      'content/data/obligations.yaml':
        'stateLists: []\nobligations: [{ id: o, group: registration, name: O, todo: T, when: { employees: 20 }, topic: GST }]\n',
    });
    const problems = contentProblems(tree);
    expect(problems.map((p) => p.file)).toContain('content/data/obligations.yaml');
  });
});

describe('the check-up in an address', () => {
  it('reads back what it wrote, and nothing else', () => {
    const answers: CheckupAnswers = {
      ...base,
      otherStates: ['Maharashtra', 'Delhi'],
      employees: 42,
      contractWorkers: 5,
      turnover: 3_550_000,
      supply: 'both',
      flags: ['salaries', 'premises'],
    };
    const params = answersToParams(answers);
    expect(completeAnswers(answersFromParams(new URLSearchParams(params.toString())))).toEqual(
      answers,
    );
    expect(params.toString()).not.toMatch(/@|name|phone/);
  });

  it('drops what is not valid instead of guessing', () => {
    const read = answersFromParams(
      new URLSearchParams('entity=bank&state=Atlantis&employees=-3&turnover=abc&supply=both'),
    );
    expect(read).toEqual({ supply: 'both', flags: [] });
    expect(completeAnswers(read)).toBeNull();
  });
});
