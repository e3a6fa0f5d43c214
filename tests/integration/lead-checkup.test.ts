import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CheckupAnswers,
  type CheckupRules,
  evaluateCheckup,
} from '../../src/tools/checkup.ts';
import rulesEn from '../../supabase/functions/_shared/generated/checkup-rules.en.json';
import rulesHi from '../../supabase/functions/_shared/generated/checkup-rules.hi.json';
import { LEAD_MESSAGES } from '../../supabase/functions/_shared/lead.ts';
import { client } from '../support/backend.ts';
import { adminClient, mailbox, startLeadBackend, submitLead, validLead } from '../support/leads.ts';

const BUSINESS = 'compliance@anupalan.example';
const en = rulesEn as unknown as CheckupRules;
const hi = rulesHi as unknown as CheckupRules;

const answers: CheckupAnswers = {
  entity: 'private-company',
  state: 'Karnataka',
  otherStates: ['Tamil Nadu'],
  employees: 25,
  contractWorkers: 4,
  turnover: 6_000_000,
  supply: 'services',
  flags: ['salaries', 'premises'],
};
const ids = evaluateCheckup(en, answers).applies.map((f) => f.obligation.id);
const nameIn = (rules: CheckupRules, id: string) =>
  rules.obligations.find((o) => o.id === id)?.name as string;

let env: Awaited<ReturnType<typeof startLeadBackend>>;
let anon: SupabaseClient;
let admin: SupabaseClient;

beforeAll(async () => {
  env = await startLeadBackend({
    LEAD_RATE_LIMIT_PER_IP_HOUR: '0',
    LEAD_RATE_LIMIT_PER_EMAIL_DAY: '0',
  });
  anon = client(env.backend);
  admin = await adminClient(env.backend);
});
afterAll(() => env?.stop());

async function stored(email: string) {
  const { data, error } = await admin.from('leads').select('*').eq('email', email);
  expect(error).toBeNull();
  return data ?? [];
}

const mailsTo = async (to: string, id: string) =>
  (await mailbox(env.backend)).find((m) => m.to === to && m.text.includes(id));

describe('a lead sent from the compliance check-up', () => {
  it('stores the answers and the list, and both emails name the obligations', async () => {
    expect(ids).toContain('pf-registration');
    const email = 'checkup@example.in';
    const answer = await submitLead(
      anon,
      validLead({ email, checkup: { answers, obligations: ids } }),
    );
    expect(answer.status).toBe(201);
    const id = answer.body.id as string;
    const [row] = await stored(email);
    expect(row?.checkup).toEqual({ answers, obligations: ids });

    const business = await mailsTo(BUSINESS, id);
    expect(business?.text).toContain('From the compliance check-up:');
    for (const line of [
      'Kind of business: Private limited company',
      'Principal place of business: Karnataka',
      'Also employs people in: Tamil Nadu',
      'People employed: 25 (of them through contractors: 4)',
      'Annual turnover: ₹60,00,000',
      'Supplies: services only',
      'Also: pays salaries or wages; has a shop, office or other premises',
      `Obligations that apply (${ids.length}):`,
      ...ids.map((o) => `  - ${nameIn(en, o)}`),
    ])
      expect(business?.text).toContain(line);

    const visitor = await mailsTo(email, id);
    expect(visitor?.text).toContain(`Your check-up listed ${ids.length} obligations`);
    for (const o of ids) expect(visitor?.text).toContain(`- ${nameIn(en, o)}`);
  });

  it('repeats the list in Hindi to a visitor who sent it from a Hindi page', async () => {
    const email = 'checkup-hi@example.in';
    const lead = validLead({ email, language: 'hi', checkup: { answers, obligations: ids } });
    const answer = await submitLead(anon, lead);
    expect(answer.status).toBe(201);
    const visitor = await mailsTo(email, answer.body.id as string);
    expect(visitor?.text).toContain(`आपकी अनुपालन जाँच में ${ids.length} दायित्व आए`);
    for (const o of ids) expect(visitor?.text).toContain(`- ${nameIn(hi, o)}`);
    // The business reads the names in English.
    const business = await mailsTo(BUSINESS, answer.body.id as string);
    expect(business?.text).toContain(`  - ${nameIn(en, 'pf-registration')}`);
  });

  it('leaves a lead without a check-up as it was', async () => {
    const email = 'no-checkup@example.in';
    const answer = await submitLead(anon, validLead({ email }));
    expect(answer.status).toBe(201);
    const [row] = await stored(email);
    expect(row?.checkup).toBeNull();
    const id = answer.body.id as string;
    expect((await mailsTo(BUSINESS, id))?.text).not.toContain('check-up');
    expect((await mailsTo(email, id))?.text).not.toContain('check-up');
  });

  it.each([
    ['an obligation the rules do not have', { answers, obligations: [...ids, 'moon-tax'] }],
    [
      'answers with a head count below nought',
      { answers: { ...answers, employees: -1 }, obligations: ids },
    ],
    [
      'more contract workers than people',
      { answers: { ...answers, contractWorkers: 26 }, obligations: ids },
    ],
    ['an unknown kind of business', { answers: { ...answers, entity: 'trust' }, obligations: ids }],
    [
      'an answer the check-up does not ask',
      { answers: { ...answers, name: 'Asha' }, obligations: ids },
    ],
    ['no answers', { obligations: ids }],
  ])('refuses %s with a 400 that says so, and stores nothing', async (_, checkup) => {
    const email = `refused-${crypto.randomUUID().slice(0, 8)}@example.in`;
    const answer = await submitLead(anon, validLead({ email, checkup: checkup as never }));
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('validation_failed');
    const message = (answer.body.fields as Record<string, string>).checkup;
    const unknownId = (checkup.obligations as string[]).includes('moon-tax');
    expect(message).toBe(
      unknownId
        ? LEAD_MESSAGES.en.checkupObligation({ id: 'moon-tax' })
        : LEAD_MESSAGES.en.checkupAnswers,
    );
    expect(await stored(email)).toEqual([]);
  });
});
