import { describe, expect, it } from 'vitest';
import {
  REMINDER_MESSAGES as M,
  memberUpdateSchema,
  reminderFieldErrors,
  sendRemindersSchema,
  subscribeSchema,
  tokenSchema,
} from '../../supabase/functions/_shared/reminders.ts';

const subscription = {
  action: 'subscribe',
  email: ' Asha@Example.IN ',
  registrations: ['pf', 'gst-monthly', 'pf'],
  consent: true,
};

describe('the reminder schemas shared by the site and the functions', () => {
  it('normalise a subscription: the email in lower case, the registrations once each in order', () => {
    expect(subscribeSchema.parse(subscription)).toEqual({
      action: 'subscribe',
      email: 'asha@example.in',
      registrations: ['gst-monthly', 'pf'],
      state: null,
      consent: true,
    });
  });

  it('ask for the state when professional tax is chosen, and only then', () => {
    const pt = { ...subscription, registrations: ['professional-tax'] };
    const refused = subscribeSchema.safeParse(pt);
    expect(refused.success).toBe(false);
    expect(reminderFieldErrors(refused.error as never)).toEqual({
      state: M.stateForProfessionalTax,
    });
    expect(subscribeSchema.safeParse({ ...pt, state: 'Karnataka' }).success).toBe(true);
    const update = { action: 'update', registrations: ['professional-tax'], emailEnabled: false };
    expect(memberUpdateSchema.safeParse({ ...update, state: null, consent: true }).success).toBe(
      false,
    );
  });

  it('take tokens of 43 base64url characters only', () => {
    const token = 'aB3_-'.repeat(8).concat('xyz');
    expect(tokenSchema.safeParse({ action: 'confirm', token }).success).toBe(true);
    for (const bad of [token.slice(1), `${token.slice(1)}=`, `${token.slice(1)}/`]) {
      expect(tokenSchema.safeParse({ action: 'confirm', token: bad }).success, bad).toBe(false);
    }
  });

  it('take a run’s date as a real YYYY-MM-DD day, or none', () => {
    expect(sendRemindersSchema.parse({})).toEqual({});
    expect(sendRemindersSchema.parse({ date: '2028-02-29' })).toEqual({ date: '2028-02-29' });
    for (const date of ['2027-02-29', '2026-13-01', '26-12-01', '2026-12-1']) {
      expect(sendRemindersSchema.safeParse({ date }).success, date).toBe(false);
    }
  });
});
