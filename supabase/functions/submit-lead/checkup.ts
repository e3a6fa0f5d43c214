/**
 * A lead's compliance check-up in its two emails: the answers in words for the business (in
 * English), and the obligations by name in the language of each email, from the rules
 * `npm run content` resolves (../_shared/generated/checkup-rules.<language>.json, gathered by
 * language in ../_shared/generated/checkup-rules.ts). The function
 * does not evaluate the answers again: the evaluator is the site's (src/tools/checkup.ts), which
 * a deployed function does not bundle. It stores the ids the shared schema accepted.
 */
import {
  type AnswerFlag,
  ENTITY_NAMES_EN,
  type EntityKind,
  type Supply,
} from '../_shared/checkup-answers.ts';
import { checkupRulesIn } from '../_shared/generated/checkup-rules.ts';
import { originalLanguage } from '../_shared/languages.ts';
import type { Lead, LeadLanguage } from '../_shared/lead.ts';

export type LeadCheckup = NonNullable<Lead['checkup']>;

/** The obligations' names in a language, in the order the rules list them. */
export function obligationNames(checkup: LeadCheckup, language: LeadLanguage): string[] {
  const rules = checkupRulesIn[language] ?? checkupRulesIn[originalLanguage];
  const names = new Map((rules?.obligations ?? []).map((o) => [o.id, o.name]));
  return checkup.obligations.map((id) => names.get(id) ?? id);
}

const entities: Record<EntityKind, string> = ENTITY_NAMES_EN;

const supplies: Record<Supply, string> = {
  goods: 'goods only',
  services: 'services only',
  both: 'goods and services',
};

const flags: Record<AnswerFlag, string> = {
  hazardous: 'some work in a notified hazardous occupation',
  ecommerce: 'sells through an e-commerce operator',
  interstate: 'supplies goods to other states',
  salaries: 'pays salaries or wages',
  rent: 'pays rent',
  contractors: 'pays contractors or professionals',
  premises: 'has a shop, office or other premises',
};

const rupees = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** The answers as the business reads them, one a line. */
export function answersInWords(checkup: LeadCheckup): string[] {
  const a = checkup.answers;
  const ticked = a.flags.map((f) => flags[f]);
  return [
    `Kind of business: ${entities[a.entity]}`,
    `Principal place of business: ${a.state}`,
    `Also employs people in: ${a.otherStates.length > 0 ? a.otherStates.join(', ') : 'no other state'}`,
    `People employed: ${rupees.format(a.employees)} (of them through contractors: ${rupees.format(a.contractWorkers)})`,
    `Annual turnover: ₹${rupees.format(a.turnover)}`,
    `Supplies: ${supplies[a.supply]}`,
    `Also: ${ticked.length > 0 ? ticked.join('; ') : 'none of the other answers ticked'}`,
  ];
}
