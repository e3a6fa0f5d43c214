// Written by `npm run content` from content/data/obligations.yaml (scripts/content/generate.ts):
// the check-up's obligation ids, which a lead's check-up list may name. Do not edit.

export const CHECKUP_OBLIGATION_IDS: readonly string[] = [
  'business-structure',
  'gst-registration',
  'pf-registration',
  'esi-registration',
  'professional-tax',
  'shops-establishments',
  'osh-registration',
  'gst-returns',
  'gst-annual-return',
  'pf-contributions',
  'esi-contributions',
  'wages',
  'tds',
  'advance-tax',
  'company-filings',
  'llp-filings',
  'posh-committee',
  'gratuity',
  'grievance-committee',
  'standing-orders',
  'contract-labour',
  'e-invoicing',
];
