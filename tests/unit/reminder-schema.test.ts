import { describe, expect, it } from 'vitest';
import {
  REMINDER_MESSAGES as M,
  memberUpdateSchema,
  reminderFieldErrors,
  reminderMessages,
  reminderSchemasIn,
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
      language: 'en',
    });
  });

  it('keep the language of the page a subscription comes from, English when it names none', () => {
    expect(subscribeSchema.parse({ ...subscription, language: 'hi' }).language).toBe('hi');
    expect(subscribeSchema.parse(subscription).language).toBe('en');
    for (const language of ['fr', 'HI', '', 7, null]) {
      const refused = subscribeSchema.safeParse({ ...subscription, language });
      expect(refused.success, String(language)).toBe(false);
      expect(reminderFieldErrors(refused.error as never)).toEqual({ language: M.language });
    }
    // A member's update without one keeps theirs: no default.
    const update = { action: 'update', registrations: ['pf'], emailEnabled: false };
    expect(memberUpdateSchema.parse(update).language).toBeUndefined();
    expect(memberUpdateSchema.parse({ ...update, language: 'hi' }).language).toBe('hi');
  });

  it('say what is wrong in Hindi for a Hindi page, accepting and refusing the same input', () => {
    const hi = reminderSchemasIn('hi');
    const refused = hi.subscribe.safeParse({ ...subscription, email: 'asha@', consent: false });
    expect(reminderFieldErrors(refused.error as never)).toEqual({
      email: 'ईमेल पता name@company.com जैसे रूप में लिखें',
      consent: 'रिमाइंडर ईमेल पाने के लिए बॉक्स पर टिक करके सहमति दें',
    });
    expect(hi.subscribe.parse({ ...subscription, language: 'hi' })).toEqual(
      subscribeSchema.parse({ ...subscription, language: 'hi' }),
    );
    const pt = hi.subscribe.safeParse({ ...subscription, registrations: ['professional-tax'] });
    expect(reminderFieldErrors(pt.error as never)).toEqual({
      state: reminderMessages.hi.stateForProfessionalTax,
    });
    expect(Object.keys(reminderMessages.hi)).toEqual(Object.keys(reminderMessages.en));
    for (const message of Object.values(reminderMessages.hi)) {
      expect(message).toMatch(/[\u0900-\u097F]/);
    }
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
