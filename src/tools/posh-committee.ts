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

/** Counts that cannot be true together (more women than members), said on the women field. */
export function poshInputError(input: PoshInput): string | null {
  const total = totalMembers(input);
  if (input.womenMembers > total) {
    return `Women members cannot be more than the ${total} members in all.`;
  }
  const womanPresiding =
    input.presidingOfficer === 'senior-woman' || input.presidingOfficer === 'other-office';
  if (womanPresiding && input.womenMembers < 1) {
    return 'The Presiding Officer is a woman, so count her among the women members.';
  }
  return null;
}

export function totalMembers(input: PoshInput): number {
  return (
    (input.presidingOfficer === 'none' ? 0 : 1) +
    input.employeeMembers +
    (input.externalMember ? 1 : 0)
  );
}

export function checkPoshCommittee(input: PoshInput): PoshResult {
  const { employees, presidingOfficer, employeeMembers, externalMember, womenMembers } = input;
  const total = totalMembers(input);
  const required = employees >= posh_threshold;
  const people = `${employees} ${employees === 1 ? 'employee' : 'employees'}`;
  const requirement = required
    ? `An Internal Committee is required: this workplace has ${people}, and every office or administrative unit with ${posh_threshold} or more must have its own (section 4(1)).`
    : `No Internal Committee is required: this workplace has ${people}, fewer than ${posh_threshold}. Complaints from it go to the Local Committee that the District Officer constitutes for the district (section 6(1)). A committee set up anyway is checked below against section 4.`;

  const presidingDetail: Record<PresidingOfficer, string> = {
    'senior-woman': 'A woman employed at a senior level presides.',
    'other-office':
      'A senior woman from another office or unit of the employer presides, which the Act allows when this workplace has no senior woman.',
    other: 'The Presiding Officer must be a woman employed at a senior level.',
    none: 'No Presiding Officer is named.',
  };
  const womenNeeded = Math.ceil((total * posh_icWomenShare) / 100);
  const rules: PoshRule[] = [
    {
      id: 'presiding-officer',
      rule: 'A Presiding Officer who is a woman employed at a senior level',
      section: 'section 4(2)(a)',
      met: presidingOfficer === 'senior-woman' || presidingOfficer === 'other-office',
      detail: presidingDetail[presidingOfficer],
    },
    {
      id: 'employee-members',
      rule: `At least ${posh_icMinEmployeeMembers} members from among the employees`,
      section: 'section 4(2)(b)',
      met: employeeMembers >= posh_icMinEmployeeMembers,
      detail: `${employeeMembers} employee ${employeeMembers === 1 ? 'member' : 'members'} besides the Presiding Officer.`,
    },
    {
      id: 'external-member',
      rule: 'One external member from an NGO or association committed to the cause of women, or a person familiar with sexual harassment issues',
      section: 'section 4(2)(c)',
      met: externalMember,
      detail: externalMember ? 'An external member is named.' : 'No external member is named.',
    },
    {
      id: 'size',
      rule: `At least ${posh_icMinMembers} members in all`,
      section: 'section 4(2)',
      met: total >= posh_icMinMembers,
      detail: `${total} ${total === 1 ? 'member' : 'members'} in all.`,
    },
    {
      id: 'women',
      rule: `At least ${posh_icWomenShare}% of the members are women`,
      section: 'section 4(2), proviso',
      met: total > 0 && womenMembers >= womenNeeded,
      detail: `Women: ${womenMembers} of ${total} members; at least ${womenNeeded} needed.`,
    },
  ];
  const valid = rules.every((r) => r.met);
  const unmet = rules.filter((r) => !r.met).length;
  const summary = valid
    ? 'The Internal Committee as described is validly constituted under section 4 of the POSH Act.'
    : !required && total === 0
      ? 'No committee is described, and none is needed.'
      : `The Internal Committee as described is not validly constituted: ${unmet} ${unmet === 1 ? 'rule is' : 'rules are'} not met.`;
  return { required, requirement, totalMembers: total, rules, valid, summary };
}
