/**
 * Whether an Internal Committee is needed at a workplace and whether the one described is
 * validly constituted under section 4 of the Sexual Harassment of Women at Workplace
 * (Prevention, Prohibition and Redressal) Act, 2013 (the POSH Act).
 */
import {
  posh_icMinEmployeeMembers,
  posh_icMinMembers,
  posh_icWomenShare,
  posh_threshold,
} from '../generated/fact-values.ts';
import { type PoshCommitteeMessages, poshCommittee } from '../generated/messages/posh-committee.ts';
import { type Language, messagesIn, originalLanguage } from '../lib/language.ts';

/**
 * senior-woman: a woman employed at a senior level at this workplace. other-office: a senior
 * woman from another office or unit of the same employer, allowed when this workplace has none
 * (section 4(2)(a), provisos). other: anyone else. none: no Presiding Officer named.
 */
export type PresidingOfficer = 'senior-woman' | 'other-office' | 'other' | 'none';

export interface PoshInput {
  /** Employees at this office or administrative unit. */
  employees: number;
  presidingOfficer: PresidingOfficer;
  /** Members from among the employees, not counting the Presiding Officer. */
  employeeMembers: number;
  /** One member from an NGO or association committed to the cause of women, or a person familiar with sexual harassment issues. */
  externalMember: boolean;
  /** Women among all the members, the Presiding Officer included. */
  womenMembers: number;
}

export interface PoshRule {
  id: 'presiding-officer' | 'employee-members' | 'external-member' | 'size' | 'women';
  rule: string;
  section: string;
  met: boolean;
  detail: string;
}

export interface PoshResult {
  /** Whether the employer must constitute an Internal Committee at this workplace. */
  required: boolean;
  requirement: string;
  totalMembers: number;
  rules: PoshRule[];
  /** Every rule of section 4 is met. */
  valid: boolean;
  summary: string;
}

/** What the committee's Presiding Officer makes of the first rule. */
const presidingDetail = {
  'senior-woman': 'presidingSeniorWoman',
  'other-office': 'presidingOtherOffice',
  other: 'presidingOther',
  none: 'presidingNone',
} as const satisfies Record<PresidingOfficer, keyof PoshCommitteeMessages>;

/** Counts that cannot be true together (more women than members), said on the women field. */
export function poshInputError(
  input: PoshInput,
  language: Language = originalLanguage,
): string | null {
  const w = messagesIn(poshCommittee, language);
  const total = totalMembers(input);
  if (input.womenMembers > total) return w.tooManyWomen({ total });
  const womanPresiding =
    input.presidingOfficer === 'senior-woman' || input.presidingOfficer === 'other-office';
  if (womanPresiding && input.womenMembers < 1) return w.countPresiding;
  return null;
}

export function totalMembers(input: PoshInput): number {
  return (
    (input.presidingOfficer === 'none' ? 0 : 1) +
    input.employeeMembers +
    (input.externalMember ? 1 : 0)
  );
}

export function checkPoshCommittee(
  input: PoshInput,
  language: Language = originalLanguage,
): PoshResult {
  const { employees, presidingOfficer, employeeMembers, externalMember, womenMembers } = input;
  // The check's sentences in the language (content/messages/<language>/posh-committee.yaml).
  const w = messagesIn(poshCommittee, language);
  const total = totalMembers(input);
  const required = employees >= posh_threshold;
  const who = { people: w.people({ n: employees }), threshold: posh_threshold };
  const requirement = required ? w.required(who) : w.notRequired(who);

  const womenNeeded = Math.ceil((total * posh_icWomenShare) / 100);
  const rule = (id: PoshRule['id'], text: string, section: string, met: boolean, detail: string) =>
    ({ id, rule: text, section, met, detail }) satisfies PoshRule;
  const rules: PoshRule[] = [
    rule(
      'presiding-officer',
      w.presidingRule,
      w.presidingSection,
      presidingOfficer === 'senior-woman' || presidingOfficer === 'other-office',
      w[presidingDetail[presidingOfficer]],
    ),
    rule(
      'employee-members',
      w.employeeMembersRule({ n: posh_icMinEmployeeMembers }),
      w.employeeMembersSection,
      employeeMembers >= posh_icMinEmployeeMembers,
      w.employeeMembersDetail({ n: employeeMembers }),
    ),
    rule(
      'external-member',
      w.externalRule,
      w.externalSection,
      externalMember,
      externalMember ? w.externalNamed : w.externalMissing,
    ),
    rule(
      'size',
      w.sizeRule({ n: posh_icMinMembers }),
      w.sizeSection,
      total >= posh_icMinMembers,
      w.sizeDetail({ n: total }),
    ),
    rule(
      'women',
      w.womenRule({ share: posh_icWomenShare }),
      w.womenSection,
      total > 0 && womenMembers >= womenNeeded,
      w.womenDetail({ women: womenMembers, total, needed: womenNeeded }),
    ),
  ];
  const valid = rules.every((r) => r.met);
  const unmet = rules.filter((r) => !r.met).length;
  const summary = valid ? w.valid : !required && total === 0 ? w.noneNeeded : w.invalid({ unmet });
  return { required, requirement, totalMembers: total, rules, valid, summary };
}
