/**
 * The stand-in of supabase/functions/_shared/calendar.ts against its fixture
 * (calendar-data.stand-in.json). Both are replaced at the merge with the calendar data branch,
 * and this file goes with them: the real module has its own tests.
 */
import { describe, expect, it } from 'vitest';
import { addDays, dueDatesFor, todayInIndia } from '../../supabase/functions/_shared/calendar.ts';
import { REGISTRATIONS, STATES } from '../../supabase/functions/_shared/calendar-choices.ts';
import { calendarData } from '../../supabase/functions/_shared/calendar-data.ts';

const due = (from: string, to: string, registrations: string[], state: string | null = null) =>
  dueDatesFor(calendarData, from, to, { registrations, state });

describe('the stand-in due-date module', () => {
  it('gives monthly dates for the previous month, with stable UIDs, sorted by date', () => {
    expect(due('2026-12-01', '2027-01-01', ['gst-monthly'])).toEqual([
      expect.objectContaining({
        uid: 'gstr-1-2026-12',
        obligationId: 'gstr-1',
        date: '2026-12-11',
        period: 'November 2026',
        registration: 'gst-monthly',
      }),
      expect.objectContaining({ uid: 'gstr-3b-2026-12', date: '2026-12-20' }),
    ]);
  });

  it('moves a date that may move to the next working day, and keeps one that may not', () => {
    // 15 November 2026 is a Sunday.
    expect(due('2026-11-01', '2026-12-01', ['pf']).map((d) => d.date)).toEqual(['2026-11-16']);
    // 20 December 2026 is a Sunday too, and GSTR-3B does not move.
    expect(due('2026-12-20', '2026-12-21', ['gst-monthly']).map((d) => d.uid)).toEqual([
      'gstr-3b-2026-12',
    ]);
  });

  it('applies a state’s obligation only in that state', () => {
    const pt = (state: string | null) =>
      due('2026-12-01', '2027-01-01', ['professional-tax'], state).map((d) => d.obligationId);
    expect(pt('Maharashtra')).toEqual(['professional-tax-maharashtra']);
    expect(pt('Goa')).toEqual([]);
    expect(pt(null)).toEqual([]);
  });

  it('names quarterly and annual periods by the financial year', () => {
    expect(due('2027-01-01', '2027-02-01', ['gst-qrmp'])).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ obligationId: 'gstr-1-quarterly', period: 'Q3 2026-27' }),
      ]),
    );
    expect(due('2027-06-01', '2027-07-01', ['company'])).toEqual([
      expect.objectContaining({ uid: 'dpt-3-2027', date: '2027-06-30', period: '2026-27' }),
    ]);
  });

  it('counts days in India and on the calendar', () => {
    expect(todayInIndia(new Date('2026-11-25T18:29:00Z'))).toBe('2026-11-25');
    expect(todayInIndia(new Date('2026-11-25T18:30:00Z'))).toBe('2026-11-26');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
  });

  it('has the registrations and states the forms offer', () => {
    expect(calendarData.registrations).toEqual(REGISTRATIONS);
    expect(calendarData.states).toEqual(STATES);
  });
});
