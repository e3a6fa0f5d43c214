// What a subscriber may choose: the registrations they hold and their state. The reminder schema
// (./reminders.ts) checks choices against these, in the site's forms and in the functions alike.
//
// STAND-IN, TO BE SWITCHED AT MERGE: these are to come from the calendar data
// (./generated/calendar-data.json, `registrations` and `states`, branch r-cal). Until that file
// exists on this branch they are the registration ids and labels CONTRACT.md section 1 names,
// and the states of the lead form. At the merge, read them from the JSON's `registrations` and
// `states` (named imports, so that a site bundle takes only those two keys).
import { INDIAN_STATES } from './lead.ts';

export const REGISTRATIONS: readonly { id: string; label: string }[] = [
  { id: 'gst-monthly', label: 'GST: monthly returns' },
  { id: 'gst-qrmp', label: 'GST: quarterly returns (QRMP)' },
  { id: 'pf', label: 'PF' },
  { id: 'esi', label: 'ESI' },
  { id: 'tds', label: 'TDS' },
  { id: 'professional-tax', label: 'Professional tax' },
  { id: 'company', label: 'Company (private limited)' },
  { id: 'llp', label: 'LLP' },
  { id: 'posh', label: 'POSH' },
];

export const STATES: readonly string[] = INDIAN_STATES;
