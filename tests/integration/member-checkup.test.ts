/**
 * A member's saved compliance check-up answers (profiles.checkup_answers) over HTTP, against the
 * embedded backend: only the member reads and writes them, the database refuses what is not an
 * object of modest size, "Download my data" holds them, and they go with the account.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSavedAnswers, removeSavedAnswers } from '../../src/features/checkup/saved.ts';
import { collectAccountData } from '../../src/features/profile/account-data.ts';
import { deleteAccount } from '../../src/features/profile/delete-account.ts';
import type { CheckupAnswers } from '../../src/tools/checkup.ts';
import { client, follow, lastMail, SITE } from '../support/backend.ts';
import { adminClient, startLeadBackend } from '../support/leads.ts';

const password = 'correct horse battery';
const answers: CheckupAnswers = {
  entity: 'llp',
  state: 'Maharashtra',
  otherStates: [],
  employees: 12,
  contractWorkers: 0,
  turnover: 2_500_000,
  supply: 'both',
  flags: ['rent', 'premises'],
};

let env: Awaited<ReturnType<typeof startLeadBackend>>;
let admin: SupabaseClient;

beforeAll(async () => {
  env = await startLeadBackend({});
  admin = await adminClient(env.backend);
});
afterAll(() => env?.stop());

async function member(email: string) {
  const sb = client(env.backend);
  await sb.auth.signUp({ email, password, options: { emailRedirectTo: `${SITE}/auth` } });
  await follow((await lastMail(env.backend, email)).link);
  const { data, error } = await sb.auth.signInWithPassword({ email, password });
  expect(error).toBeNull();
  return { sb, id: data.user?.id as string, email };
}

const save = (sb: SupabaseClient, id: string, value: unknown) =>
  sb.from('profiles').update({ checkup_answers: value }).eq('id', id).select('id');

describe("a member's saved check-up answers", () => {
  it('are read back, exported and removed by the member alone', async () => {
    const asha = await member('asha.checkup@example.in');
    const ravi = await member('ravi.checkup@example.in');
    expect(await loadSavedAnswers(asha.sb)).toBeNull();
    expect((await save(asha.sb, asha.id, answers)).data).toHaveLength(1);
    expect(await loadSavedAnswers(asha.sb)).toEqual(answers);

    // Another member neither reads nor changes them.
    const seen = await ravi.sb.from('profiles').select('checkup_answers').eq('id', asha.id);
    expect(seen.data).toEqual([]);
    expect((await save(ravi.sb, asha.id, { ...answers, employees: 1 })).data).toEqual([]);
    expect(await loadSavedAnswers(asha.sb)).toEqual(answers);

    const exported = await collectAccountData(asha.sb);
    expect(exported.ok && exported.data.profile?.checkup_answers).toEqual(answers);

    await removeSavedAnswers(asha.sb, asha.id);
    expect(await loadSavedAnswers(asha.sb)).toBeNull();
  });

  it('refuse what is not an object of modest size, and read back nothing that is not whole', async () => {
    const kiran = await member('kiran.checkup@example.in');
    expect((await save(kiran.sb, kiran.id, [answers])).error?.code).toBe('23514');
    expect((await save(kiran.sb, kiran.id, { note: 'x'.repeat(3000) })).error?.code).toBe('23514');
    // An object the check-up cannot read (as from a hand-edited row) fills nothing.
    expect((await save(kiran.sb, kiran.id, { ...answers, employees: -3 })).error).toBeNull();
    expect(await loadSavedAnswers(kiran.sb)).toBeNull();
  });

  it('go with the account', async () => {
    const meera = await member('meera.checkup@example.in');
    await save(meera.sb, meera.id, answers);
    const url = `${env.backend.url}/functions/v1/delete-account`;
    expect(await deleteAccount(meera.sb, meera.email, url, env.backend.publishableKey)).toEqual({
      ok: true,
    });
    const { data } = await admin.from('profiles').select('checkup_answers').eq('id', meera.id);
    expect(data).toEqual([]);
  });
});
