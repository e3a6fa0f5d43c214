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
import { type Language, originalLanguage } from '../lib/languages.ts';

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

/** The check's sentences by language; the counts are the same in both. */
const words = {
  en: {
    tooManyWomen: (total: number) =>
      `Women members cannot be more than the ${total} members in all.`,
    countPresiding: 'The Presiding Officer is a woman, so count her among the women members.',
    people: (n: number) => `${n} ${n === 1 ? 'employee' : 'employees'}`,
    required: (people: string) =>
      `An Internal Committee is required: this workplace has ${people}, and every office or administrative unit with ${posh_threshold} or more must have its own (section 4(1)).`,
    notRequired: (people: string) =>
      `No Internal Committee is required: this workplace has ${people}, fewer than ${posh_threshold}. Complaints from it go to the Local Committee that the District Officer constitutes for the district (section 6(1)). A committee set up anyway is checked below against section 4.`,
    presidingDetail: {
      'senior-woman': 'A woman employed at a senior level presides.',
      'other-office':
        'A senior woman from another office or unit of the employer presides, which the Act allows when this workplace has no senior woman.',
      other: 'The Presiding Officer must be a woman employed at a senior level.',
      none: 'No Presiding Officer is named.',
    } satisfies Record<PresidingOfficer, string>,
    presidingRule: 'A Presiding Officer who is a woman employed at a senior level',
    employeeMembersRule: `At least ${posh_icMinEmployeeMembers} members from among the employees`,
    employeeMembersDetail: (n: number) =>
      `${n} employee ${n === 1 ? 'member' : 'members'} besides the Presiding Officer.`,
    externalRule:
      'One external member from an NGO or association committed to the cause of women, or a person familiar with sexual harassment issues',
    externalNamed: 'An external member is named.',
    externalMissing: 'No external member is named.',
    sizeRule: `At least ${posh_icMinMembers} members in all`,
    sizeDetail: (n: number) => `${n} ${n === 1 ? 'member' : 'members'} in all.`,
    womenRule: `At least ${posh_icWomenShare}% of the members are women`,
    womenDetail: (women: number, total: number, needed: number) =>
      `Women: ${women} of ${total} members; at least ${needed} needed.`,
    section: {
      'presiding-officer': 'section 4(2)(a)',
      'employee-members': 'section 4(2)(b)',
      'external-member': 'section 4(2)(c)',
      size: 'section 4(2)',
      women: 'section 4(2), proviso',
    } satisfies Record<PoshRule['id'], string>,
    valid:
      'The Internal Committee as described is validly constituted under section 4 of the POSH Act.',
    noneNeeded: 'No committee is described, and none is needed.',
    invalid: (unmet: number) =>
      `The Internal Committee as described is not validly constituted: ${unmet} ${unmet === 1 ? 'rule is' : 'rules are'} not met.`,
  },
  hi: {
    tooManyWomen: (total: number) => `महिला सदस्यों की संख्या कुल ${total} सदस्यों से अधिक नहीं हो सकती।`,
    countPresiding: 'पीठासीन अधिकारी महिला हैं, इसलिए उन्हें भी महिला सदस्यों में गिनें।',
    people: (n: number) => `${n} ${n === 1 ? 'कर्मचारी है' : 'कर्मचारी हैं'}`,
    required: (people: string) =>
      `आंतरिक समिति ज़रूरी है: इस कार्यस्थल पर ${people}, और ${posh_threshold} या अधिक कर्मचारियों वाले हर कार्यालय या प्रशासनिक इकाई की अपनी आंतरिक समिति होनी चाहिए (धारा 4(1))।`,
    notRequired: (people: string) =>
      `आंतरिक समिति ज़रूरी नहीं है: इस कार्यस्थल पर ${people}, यानी ${posh_threshold} से कम। यहाँ की शिकायतें उस स्थानीय समिति के पास जाती हैं जिसे ज़िला अधिकारी ज़िले के लिए गठित करता है (धारा 6(1))। अगर फिर भी कोई समिति बनाई गई है, तो नीचे धारा 4 के नियमों पर उसकी जाँच दी गई है।`,
    presidingDetail: {
      'senior-woman': 'वरिष्ठ स्तर पर नियोजित एक महिला पीठासीन अधिकारी हैं।',
      'other-office':
        'नियोजक के किसी अन्य कार्यालय या इकाई की एक वरिष्ठ महिला पीठासीन अधिकारी हैं; जब इस कार्यस्थल पर कोई वरिष्ठ महिला न हो, तो अधिनियम इसकी अनुमति देता है।',
      other: 'पीठासीन अधिकारी वरिष्ठ स्तर पर नियोजित कोई महिला होनी चाहिए।',
      none: 'कोई पीठासीन अधिकारी नामित नहीं है।',
    } satisfies Record<PresidingOfficer, string>,
    presidingRule: 'पीठासीन अधिकारी, जो वरिष्ठ स्तर पर नियोजित कोई महिला हो',
    employeeMembersRule: `कर्मचारियों में से कम से कम ${posh_icMinEmployeeMembers} सदस्य`,
    employeeMembersDetail: (n: number) => `पीठासीन अधिकारी के अलावा कर्मचारियों में से ${n} सदस्य।`,
    externalRule:
      'एक बाहरी सदस्य, जो महिलाओं के हित के लिए प्रतिबद्ध किसी गैर-सरकारी संगठन या संघ से हो, या कोई ऐसा व्यक्ति जो लैंगिक उत्पीड़न से जुड़े मुद्दों से परिचित हो',
    externalNamed: 'एक बाहरी सदस्य नामित है।',
    externalMissing: 'कोई बाहरी सदस्य नामित नहीं है।',
    sizeRule: `कुल मिलाकर कम से कम ${posh_icMinMembers} सदस्य`,
    sizeDetail: (n: number) => `कुल ${n} सदस्य।`,
    womenRule: `कम से कम ${posh_icWomenShare}% सदस्य महिलाएँ हों`,
    womenDetail: (women: number, total: number, needed: number) =>
      `महिलाएँ: ${total} सदस्यों में से ${women}; कम से कम ${needed} ज़रूरी।`,
    section: {
      'presiding-officer': 'धारा 4(2)(a)',
      'employee-members': 'धारा 4(2)(b)',
      'external-member': 'धारा 4(2)(c)',
      size: 'धारा 4(2)',
      women: 'धारा 4(2), परंतुक',
    } satisfies Record<PoshRule['id'], string>,
    valid: 'बताई गई आंतरिक समिति POSH अधिनियम की धारा 4 के तहत विधिवत गठित है।',
    noneNeeded: 'कोई समिति नहीं बताई गई है, और इसकी ज़रूरत भी नहीं है।',
    invalid: (unmet: number) =>
      `बताई गई आंतरिक समिति विधिवत गठित नहीं है: ${unmet} ${unmet === 1 ? 'शर्त पूरी नहीं होती' : 'शर्तें पूरी नहीं होतीं'}।`,
  },
} satisfies Record<Language, unknown>;

/** Counts that cannot be true together (more women than members), said on the women field. */
export function poshInputError(
  input: PoshInput,
  language: Language = originalLanguage,
): string | null {
  const w = words[language];
  const total = totalMembers(input);
  if (input.womenMembers > total) return w.tooManyWomen(total);
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
  const w = words[language];
  const total = totalMembers(input);
  const required = employees >= posh_threshold;
  const people = w.people(employees);
  const requirement = required ? w.required(people) : w.notRequired(people);

  const womenNeeded = Math.ceil((total * posh_icWomenShare) / 100);
  const rule = (id: PoshRule['id'], text: string, met: boolean, detail: string): PoshRule => ({
    id,
    rule: text,
    section: w.section[id],
    met,
    detail,
  });
  const rules: PoshRule[] = [
    rule(
      'presiding-officer',
      w.presidingRule,
      presidingOfficer === 'senior-woman' || presidingOfficer === 'other-office',
      w.presidingDetail[presidingOfficer],
    ),
    rule(
      'employee-members',
      w.employeeMembersRule,
      employeeMembers >= posh_icMinEmployeeMembers,
      w.employeeMembersDetail(employeeMembers),
    ),
    rule(
      'external-member',
      w.externalRule,
      externalMember,
      externalMember ? w.externalNamed : w.externalMissing,
    ),
    rule('size', w.sizeRule, total >= posh_icMinMembers, w.sizeDetail(total)),
    rule(
      'women',
      w.womenRule,
      total > 0 && womenMembers >= womenNeeded,
      w.womenDetail(womenMembers, total, womenNeeded),
    ),
  ];
  const valid = rules.every((r) => r.met);
  const unmet = rules.filter((r) => !r.met).length;
  const summary = valid ? w.valid : !required && total === 0 ? w.noneNeeded : w.invalid(unmet);
  return { required, requirement, totalMembers: total, rules, valid, summary };
}
