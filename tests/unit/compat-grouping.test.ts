import { describe, expect, it } from 'vitest';
import {
  firstLine,
  formatReport,
  groupOutcomes,
  summaryLine,
  type TestOutcome,
  type UnsupportedBlock,
} from '../../scripts/compat/grouping.ts';

const outcome = (name: string, overrides: Partial<TestOutcome> = {}): TestOutcome => ({
  file: 'test/GoTrueClient.test.ts',
  name,
  state: 'passed',
  unsupported: [],
  ...overrides,
});

const outcomes: TestOutcome[] = [
  outcome('Sessions > refreshSession() returns a new session'),
  outcome('Email Auth > signUp() with email'),
  outcome('MFA > enroll totp', {
    state: 'failed',
    error:
      'expected AuthApiError: MFA is not supported { …(3) } to be null\n\n- Expected\n+ Received',
    unsupported: ['mfa'],
  }),
  outcome('MFA > challenge', {
    state: 'failed',
    error: 'expected null not to be null',
    unsupported: ['mfa', 'admin'],
  }),
  outcome('User management > Update user', {
    state: 'failed',
    error: 'expected 200 to be 422 // Object.is equality\nmore detail',
  }),
  outcome('Web3 Authentication > signInWithWeb3 should fail without wallet', {
    state: 'failed',
    error: 'window is not defined',
  }),
  outcome('Web3 Authentication > signInWithWeb3 passes', { state: 'passed' }),
  outcome('Web3 Authenticators > similar prefix, other block', {
    state: 'failed',
    error: 'boom',
  }),
  outcome('Auto Refresh > a skipped test', { state: 'skipped' }),
  outcome('basic select', {
    file: 'test/basic.test.ts',
    state: 'failed',
    error: 'snapshot mismatched: expected "status": 200, but received "status": 400,',
    unsupported: ['embedding-depth'],
  }),
];

const blocks: UnsupportedBlock[] = [
  {
    file: 'test/GoTrueClient.test.ts',
    name: 'Web3 Authentication',
    category: 'web3',
    why: 'fails in the client before any request',
  },
];

describe('grouping the failures of a compatibility run', () => {
  const report = groupOutcomes('auth-js', outcomes, blocks);

  it('counts tests run, passed, failed and skipped', () => {
    expect(report).toMatchObject({ suite: 'auth-js', run: 9, passed: 3, failed: 6, skipped: 1 });
  });

  it('groups a failure as deliberately unsupported by the first category its requests saw', () => {
    expect(Object.keys(report.unsupported).sort()).toEqual(['embedding-depth', 'mfa', 'web3']);
    expect(report.unsupported.mfa?.map((f) => f.name)).toEqual([
      'MFA > enroll totp',
      'MFA > challenge',
    ]);
    expect(report.unsupported['embedding-depth']?.[0]?.file).toBe('test/basic.test.ts');
  });

  it('groups a failure inside a listed describe block as unsupported, by whole title only', () => {
    expect(report.unsupported.web3).toEqual([
      {
        file: 'test/GoTrueClient.test.ts',
        name: 'Web3 Authentication > signInWithWeb3 should fail without wallet',
        reason: 'window is not defined',
      },
    ]);
  });

  it('calls every other failure incompatible, with the first line of its error as the reason', () => {
    expect(report.incompatible).toEqual([
      {
        file: 'test/GoTrueClient.test.ts',
        name: 'User management > Update user',
        reason: 'expected 200 to be 422 // Object.is equality',
      },
      {
        file: 'test/GoTrueClient.test.ts',
        name: 'Web3 Authenticators > similar prefix, other block',
        reason: 'boom',
      },
    ]);
  });

  it('prints the groups with their tests and ends with the summary line', () => {
    const text = formatReport(report);
    expect(text).toContain('  deliberately unsupported: mfa (2)');
    expect(text).toContain(
      '    - test/GoTrueClient.test.ts > User management > Update user\n      expected 200 to be 422 // Object.is equality',
    );
    expect(text.split('\n').at(-1)).toBe(summaryLine(report));
    expect(summaryLine(report)).toBe(
      'auth-js: 9 run, 3 passed, 6 failed (4 deliberately unsupported, 2 incompatible), 1 skipped',
    );
  });

  it('reports a clean suite with no groups', () => {
    const clean = groupOutcomes('postgrest-js', [outcome('a'), outcome('b')]);
    expect(formatReport(clean)).toBe(
      'postgrest-js: 2 run, 2 passed, 0 failed (0 deliberately unsupported, 0 incompatible)',
    );
  });

  it('keeps a reason for a failure without a message', () => {
    expect(firstLine(undefined)).toBe('failed without an error message');
    expect(firstLine('\n  first\nsecond')).toBe('first');
    expect(firstLine('expected 1 time\u001b[90m, got 2\u001b[39m')).toBe('expected 1 time, got 2');
  });
});
