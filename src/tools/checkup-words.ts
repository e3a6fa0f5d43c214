/**
 * Which message of the catalogue names each kind of business and each yes-or-no answer of the
 * compliance check-up. The words themselves are content/messages/<language>/checkup.yaml (the
 * reasons, the kinds of business, the answers) and compliance-check.yaml (the page's form and
 * results); the rules' own words are content/data/obligations.yaml and its translations.
 */
import type { Supply } from '../../supabase/functions/_shared/checkup-answers.ts';
import type { AnswerFlag, EntityKind } from '../content/checkup-schema.ts';
import type { CheckupMessages } from '../generated/messages/checkup.ts';
import type { ComplianceCheckMessages } from '../generated/messages/compliance-check.ts';

type Text<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T];

/** Each kind of business as the form lists it. */
export const entityKeys = {
  proprietorship: 'entityProprietorship',
  partnership: 'entityPartnership',
  llp: 'entityLlp',
  'private-company': 'entityPrivateCompany',
  opc: 'entityOpc',
  'public-company': 'entityPublicCompany',
  unregistered: 'entityUnregistered',
} as const satisfies Record<EntityKind, Text<CheckupMessages>>;

/** Each kind of business as a sentence names it ("a private limited company"). */
export const articleKeys = {
  proprietorship: 'articleProprietorship',
  partnership: 'articlePartnership',
  llp: 'articleLlp',
  'private-company': 'articlePrivateCompany',
  opc: 'articleOpc',
  'public-company': 'articlePublicCompany',
  unregistered: 'articleUnregistered',
} as const satisfies Record<EntityKind, Text<CheckupMessages>>;

/** Each yes-or-no answer, ticked: why a rule applies. */
export const flagKeys = {
  hazardous: 'flagHazardous',
  ecommerce: 'flagEcommerce',
  interstate: 'flagInterstate',
  salaries: 'flagSalaries',
  rent: 'flagRent',
  contractors: 'flagContractors',
  premises: 'flagPremises',
} as const satisfies Record<AnswerFlag, Text<CheckupMessages>>;

/** Each yes-or-no answer, not ticked: why a rule does not apply. */
export const flagNotKeys = {
  hazardous: 'notHazardous',
  ecommerce: 'notEcommerce',
  interstate: 'notInterstate',
  salaries: 'notSalaries',
  rent: 'notRent',
  contractors: 'notContractors',
  premises: 'notPremises',
} as const satisfies Record<AnswerFlag, Text<CheckupMessages>>;

/** Each answer to "You supply" (compliance-check.yaml). */
export const supplyKeys = {
  goods: 'supplyGoods',
  services: 'supplyServices',
  both: 'supplyBoth',
} as const satisfies Record<Supply, Text<ComplianceCheckMessages>>;
