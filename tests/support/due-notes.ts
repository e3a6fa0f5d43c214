/**
 * A due date the calendar moved over two closed days (a bank-holiday Saturday, then a national
 * holiday), as `dueNoteIn` (supabase/functions/_shared/calendar-language.ts) takes it.
 */
export const movedOverTwoClosedDays = {
  skipped: [
    { date: '2027-08-14', reason: 'a bank holiday (the second Saturday)' },
    { date: '2027-08-15', reason: 'Independence Day' },
  ],
  date: '2027-08-16',
  original: '2027-08-14',
  closedButFixed: null,
};
