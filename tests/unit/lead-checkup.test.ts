import { describe, expect, it } from 'vitest';
import { checkupPrefill } from '../../src/features/leads/checkup-prefill.ts';
import { emptyValues, type LeadFormValues, validateLead } from '../../src/features/leads/values.ts';
import { hasCheckupAnswers } from '../../src/lib/checkup-address.ts';
import { answersToParams, type CheckupAnswers, evaluateCheckup } from '../../src/tools/checkup.ts';
import { loadCheckupRules } from '../../src/tools/checkup-rules.ts';
import { employeeRangeOf } from '../../supabase/functions/_shared/checkup-answers.ts';
import { LEAD_MESSAGES } from '../../supabase/functions/_shared/lead.ts';

const answers: CheckupAnswers = {
  entity: 'private-company',
  state: 'Karnataka',
  otherStates: [],
  employees: 25,
  contractWorkers: 0,
  turnover: 6_000_000,
  supply: 'services',
  flags: ['salaries', 'premises'],
};

const meta = {
  startedAt: Date.now() - 60_000,
  idempotencyKey: '0b7f3c1e-5a2d-4f6b-9c8e-1d2a3b4c5d6e',
  sourcePath: '/contact',
  language: 'en' as const,
};

const filled: LeadFormValues = {
  ...emptyValues,
  name: 'Asha Verma',
  email: 'asha@example.in',
  phone: '9876543210',
  company: 'Verma Textiles',
  employees: '20-49',
  state: 'Karnataka',
  topics: ['PF & ESI'],
  consent: true,
};

describe('the lead form opened from the compliance check-up', () => {
  it.each([
    [0, '1-9'],
    [9, '1-9'],
    [10, '10-19'],
    [19, '10-19'],
    [20, '20-49'],
    [49, '20-49'],
    [50, '50-199'],
    [199, '50-199'],
    [200, '200-999'],
    [999, '200-999'],
    [1000, '1000+'],
  ])('puts %i people in the range %s', (people, range) => {
    expect(employeeRangeOf(people)).toBe(range);
  });

  it("fills the range, state and topics from the address, with the check-up's own list", async () => {
    const search = `?${answersToParams(answers)}`;
    expect(hasCheckupAnswers(search)).toBe(true);
    const result = evaluateCheckup(await loadCheckupRules('en'), answers);
    const prefill = await checkupPrefill(search, 'en');
    expect(prefill).toEqual({
      checkup: { answers, obligations: result.applies.map((f) => f.obligation.id) },
      names: result.applies.map((f) => f.obligation.name),
      employees: '20-49',
      state: 'Karnataka',
      topics: result.topics,
    });
    // Names in the page's language.
    const hindi = await checkupPrefill(search, 'hi');
    const rulesHi = await loadCheckupRules('hi');
    expect(hindi?.names[0]).toBe(
      rulesHi.obligations.find((o) => o.id === hindi?.checkup.obligations[0])?.name,
    );
  });

  it('fills nothing from an address without whole answers', async () => {
    expect(hasCheckupAnswers('?entity=llp')).toBe(false);
    expect(await checkupPrefill('?entity=llp&state=Goa&employees=x', 'en')).toBeNull();
    expect(await checkupPrefill('', 'en')).toBeNull();
  });

  it('sends the list the schema accepts, and refuses one it does not, as the function does', async () => {
    const prefill = await checkupPrefill(`?${answersToParams(answers)}`, 'en');
    const sent = validateLead(filled, { ...meta, checkup: prefill?.checkup });
    expect(sent.ok && sent.lead.checkup).toEqual(prefill?.checkup);
    const refused = validateLead(filled, {
      ...meta,
      language: 'hi',
      checkup: { answers, obligations: ['moon-tax'] },
    });
    expect(refused.ok).toBe(false);
    if (!refused.ok)
      expect(refused.other).toEqual([LEAD_MESSAGES.hi.checkupObligation({ id: 'moon-tax' })]);
    // Left out, the request is an ordinary one.
    const plain = validateLead(filled, meta);
    expect(plain.ok && plain.lead.checkup).toBeUndefined();
  });
});
