import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { buildContent } from '../../scripts/content/build.ts';
import { obligationProblems, resolveCheckup } from '../../scripts/content/obligations.ts';
import { searchIndex } from '../../scripts/content/search-index.ts';
import { ENTITY_KINDS, obligationsFileSchema } from '../../src/content/checkup-schema.ts';
import type { Fact } from '../../src/content/schema.ts';
import { checkup } from '../../src/generated/messages/checkup.ts';
import { complianceCheck } from '../../src/generated/messages/compliance-check.ts';
import { messagesIn } from '../../src/lib/language.ts';
import { createSearch } from '../../src/search/engine.ts';
import {
  answersFromParams,
  answersToParams,
  type CheckupAnswers,
  type CheckupRules,
  completeAnswers,
  evaluateCheckup,
  factNumber,
} from '../../src/tools/checkup.ts';
import { entityKeys } from '../../src/tools/checkup-words.ts';
import { ENTITY_NAMES_EN } from '../../supabase/functions/_shared/checkup-answers.ts';
import { contentProblems, fixture, page } from '../support/fixture.ts';
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

  it('says how many obligations apply in words that agree with the number', () => {
    const en = messagesIn(complianceCheck, 'en').summary;
    expect(en({ applies: 1, registrations: 0 })).toBe('1 obligation applies.');
    expect(en({ applies: 12, registrations: 1 })).toBe(
      '12 obligations apply, with due dates in 1 part of the calendar.',
    );
    const hi = messagesIn(complianceCheck, 'hi').summary;
    expect(hi({ applies: 1, registrations: 2 })).toBe(
      '1 दायित्व लागू होता है, जिनकी नियत तारीखें कैलेंडर के 2 हिस्सों में हैं।',
    );
    expect(hi({ applies: 3, registrations: 0 })).toBe('3 दायित्व लागू होते हैं।');
  });

  it('names each kind of business in English as the lead emails do', () => {
    const t = messagesIn(checkup, 'en');
    for (const entity of ENTITY_KINDS) expect(t[entityKeys[entity]]).toBe(ENTITY_NAMES_EN[entity]);
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
});

const devanagari = /[\u0900-\u097F]/;

describe('the check-up in Hindi (content/hi/data/obligations.yaml)', () => {
  it('gives every obligation and state list its Hindi words, and keeps the English rules', () => {
    expect(rulesHi.obligations.map((o) => o.id)).toEqual(rulesEn.obligations.map((o) => o.id));
    rulesHi.obligations.forEach((o, i) => {
      const en = rulesEn.obligations[i];
      const words = [o.name, o.todo, o.depends ?? 'कोई नहीं', ...o.links.map((l) => l.label)];
      for (const w of words) expect(w, `${o.id}: ${w}`).toMatch(devanagari);
      expect(o.name).not.toBe(en?.name);
      expect(o.todo).not.toMatch(/\{\{/);
      expect([o.when, o.group, o.asked, o.calendar, o.topic, o.facts]).toEqual([
        en?.when,
        en?.group,
        en?.asked,
        en?.calendar,
        en?.topic,
        en?.facts,
      ]);
    });
    for (const l of rulesHi.stateLists)
      for (const w of [l.label, l.labelNot, l.source.title, l.unconfirmed ?? ''])
        expect(w).toMatch(devanagari);
  });

  it.each<[string, Partial<CheckupAnswers>]>([
    [
      'a small unregistered business in Delhi',
      { entity: 'unregistered', state: 'Delhi', employees: 8 },
    ],
    ['a company of 25 that pays salaries', { employees: 25, flags: ['salaries', 'rent'] }],
    [
      'an LLP in Manipur with contract workers, hazardous work and an e-commerce turnover',
      {
        entity: 'llp',
        state: 'Manipur',
        employees: 60,
        contractWorkers: 55,
        turnover: 60_000_000,
        supply: 'both',
        flags: ['hazardous', 'ecommerce', 'salaries', 'contractors', 'premises'],
      },
    ],
    [
      'a proprietor selling goods from Delhi, employing people in Maharashtra',
      {
        entity: 'proprietorship',
        state: 'Delhi',
        otherStates: ['Maharashtra'],
        employees: 12,
        turnover: 3_000_000,
        supply: 'goods',
        flags: ['salaries', 'interstate'],
      },
    ],
  ])('answers %s as the English does', (_, answers) => {
    const ids = (rules: CheckupRules) => {
      const r = evaluateCheckup(rules, { ...base, ...answers });
      return {
        applies: r.applies.map((f) => f.obligation.id),
        notYet: r.notYet.map((f) => f.obligation.id),
        next: r.next.map((n) => [n.employees, n.names.length]),
        registrations: r.registrations,
        topics: r.topics,
      };
    };
    expect(ids(rulesHi)).toEqual(ids(rulesEn));
  });

  it('says why in Hindi, in the business’s own numbers', () => {
    const result = evaluateCheckup(rulesHi, { ...base, employees: 25, flags: ['salaries'] });
    const reasons = (id: string) =>
      [...result.applies, ...result.notYet].find((f) => f.obligation.id === id)?.reasons;
    expect(reasons('pf-registration')).toEqual(['आपके यहाँ 25 लोग काम करते हैं; यह 20 से लागू होता है।']);
    expect(reasons('professional-tax')).toEqual([
      'आप वेतन या मजदूरी देते हैं।',
      'कर्नाटक में प्रोफ़ेशनल टैक्स लगता है।',
    ]);
    expect(reasons('standing-orders')).toEqual(['अभी नहीं: यह 300 से लागू होता है; आपके यहाँ 25 लोग हैं।']);
    const delhi = evaluateCheckup(rulesHi, { ...base, state: 'Delhi', flags: ['salaries'] });
    expect(delhi.notYet.find((f) => f.obligation.id === 'professional-tax')?.reasons).toEqual([
      'दिल्ली में प्रोफ़ेशनल टैक्स नहीं लगता।',
    ]);
    const pf = rulesHi.obligations.find((o) => o.id === 'pf-contributions');
    expect(pf?.todo).toContain('अगले महीने की 15 तारीख तक');
  });

  it('counts one person as व्यक्ति with a singular verb, and no one, like many, as लोग', () => {
    const said = (id: string, answers: Partial<CheckupAnswers>) => {
      const r = evaluateCheckup(rulesHi, { ...base, ...answers });
      return [...r.applies, ...r.notYet].find((f) => f.obligation.id === id)?.reasons.join(' ');
    };
    const notYet = (employees: number) => said('standing-orders', { employees });
    expect(notYet(0)).toContain('आपके यहाँ 0 लोग हैं।');
    expect(notYet(1)).toContain('आपके यहाँ 1 व्यक्ति है।');
    expect(notYet(2)).toContain('आपके यहाँ 2 लोग हैं।');
    // ESI applies from one person in notified hazardous work.
    expect(said('esi-registration', { employees: 1, flags: ['hazardous'] })).toContain(
      'आपके यहाँ 1 व्यक्ति काम करता है; यह 1 से लागू होता है।',
    );
    expect(said('esi-registration', { employees: 2, flags: ['hazardous'] })).toContain(
      'आपके यहाँ 2 लोग काम करते हैं; यह 1 से लागू होता है।',
    );
  });

  it('links each page in Hindi where it has a Hindi page, at a Hindi heading, and marks the rest as English', () => {
    for (const o of rulesHi.obligations) {
      for (const l of o.links) {
        const [page = '', anchor] = l.href.split('#');
        const route = build.routes.get(page);
        expect(route, `${o.id}: ${l.href}`).toBeDefined();
        if (anchor) expect(route?.anchors.has(anchor), `${o.id}: ${l.href}`).toBe(true);
        if (page.startsWith('/hi/')) expect(l.label).not.toContain('अंग्रेज़ी में');
        else {
          expect(build.routes.has(`/hi${page}`), `${o.id}: ${l.href} has a Hindi page`).toBe(false);
          expect(l.label).toMatch(/ \(अंग्रेज़ी में\)$/);
        }
      }
    }
    const gst = rulesHi.obligations.find((o) => o.id === 'gst-registration');
    expect(gst?.links[0]?.href).toBe('/hi/frameworks/gst#किसे-पंजीकरण-कराना-होगा');
  });

  it('finds the Hindi page in the Hindi search, among the first hits', () => {
    const search = createSearch(JSON.parse(JSON.stringify(searchIndex(build, 'hi'))));
    for (const query of ['अनुपालन जाँच', 'अनुपालन जांच', 'मेरे व्यवसाय पर क्या लागू होता है']) {
      const first = search
        .search(query)
        .hits.slice(0, 3)
        .map((h) => h.doc.href.split('#')[0]);
      expect(first, query).toContain('/hi/tools/compliance-check');
    }
  });
});

describe('a translation of the rules', () => {
  const english = `stateLists: []
obligations:
  - id: o
    group: registration
    name: O
    todo: T
    when: { answer: premises }
    links: [{ label: Guide, href: "/guide#who-must-register" }]
    topic: GST
`;
  const hindi = (href: string, when = '{ answer: premises }') =>
    `stateLists: []
obligations:
  - id: o
    group: registration
    name: ओ
    todo: टी
    when: ${when}
    links: [{ label: गाइड, href: "${href}" }]
    topic: GST
`;
  const tree = (translation: string) =>
    fixture({
      'content/data/obligations.yaml': english,
      'content/hi/data/obligations.yaml': translation,
      'content/pages/guide.mdx': page('/guide', '', '## Who must register\n\nText.'),
      'content/hi/pages/guide.mdx': page('/guide', '', '## किसे पंजीकरण कराना होगा\n\nपाठ।'),
    });
  const messages = (translation: string) =>
    contentProblems(tree(translation)).map((p) => `${p.field}: ${p.message}`);

  it('may link the Hindi page at its Hindi heading, and cannot move a rule', () => {
    const built = buildContent(tree(hindi('/hi/guide#किसे-पंजीकरण-कराना-होगा', '{ answer: rent }')));
    const words = built.dataIn.hi?.obligations;
    const rules = built.data.obligations;
    if (!rules) throw new Error('the fixture has no rules');
    const resolved = resolveCheckup(rules, words, built.factsIn.hi ?? built.facts, 'hi');
    expect(resolved.obligations[0]).toMatchObject({
      name: 'ओ',
      when: { answer: 'premises' },
      links: [{ label: 'गाइड', href: '/hi/guide#किसे-पंजीकरण-कराना-होगा' }],
    });
  });

  it('warns of a link to the English page where the page is in Hindi', () => {
    const built = buildContent(tree(hindi('/guide#who-must-register')));
    expect(built.warnings.map((w) => `${w.file}: ${w.field}: ${w.message}`)).toContain(
      'content/hi/data/obligations.yaml: obligations.0.links.0.href: links /guide#who-must-register, which has a page in this language: link /hi/guide instead',
    );
  });

  it('refuses a heading the Hindi page does not have, and another page', () => {
    expect(messages(hindi('/hi/guide#who-must-register'))).toEqual([
      'obligations.0.links.0.href: links to /hi/guide#who-must-register, but /hi/guide has no heading or element with the id "who-must-register"',
    ]);
    expect(messages(hindi('/hi/other#किसे-पंजीकरण-कराना-होगा'))).toEqual([
      expect.stringContaining('figures, paths and ids stay as they are'),
    ]);
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
