/**
 * ESI contributions for one employee for one month, and whether the employee and the
 * establishment are covered. The ESI scheme continues under the Code on Social Security, 2020.
 */
import {
  esi_contributionPeriods,
  esi_employeeRate,
  esi_employerRate,
  esi_lowWageDaily,
  esi_threshold,
  esi_wageCeiling,
  esi_wageCeilingDisabled,
} from '../generated/fact-values.ts';
import { formatFact } from '../lib/facts.ts';
import { type Language, originalLanguage } from '../lib/languages.ts';
import { formatRupees, nextHigherRupee, percentOf } from './input.ts';

export interface EsiInput {
  /** Gross wages for the month. */
  wages: number;
  /** People the establishment employs. */
  employees: number;
  /** The employee is a person with a disability (a higher ceiling applies). */
  disabled: boolean;
  /** The employee was covered at the start of the current contribution period. */
  coveredAtPeriodStart: boolean;
  /** The employee's average daily wage is at or below the low-wage limit. */
  lowWage: boolean;
}

/**
 * covered: at or under the ceiling. continuing: above it, but covered when the contribution
 * period began, so contributions go on until it ends. not-covered: above the ceiling.
 */
export type EsiStatus = 'covered' | 'continuing' | 'not-covered';

export interface EsiResult {
  applies: boolean;
  applicability: string;
  status: EsiStatus;
  ceiling: number;
  employee: number;
  employer: number;
  total: number;
  /** The one-sentence answer shown first. */
  summary: string;
  reasons: string[];
}

/** Said with every answer: where ESI applies under the Code, and when contributions start. */
export const esiAreaNote =
  'An establishment carrying on a hazardous or life-threatening occupation that the Central Government notifies is covered even with a single employee. Contributions run from the date the Central Government notifies that ESIC provides benefits to the establishment’s employees: check that ESIC covers your district.';

/** The same note on a Hindi page. */
export const esiAreaNoteHi =
  'जो स्थापन कोई ऐसा खतरनाक या जानलेवा व्यवसाय करता है जिसे केंद्र सरकार अधिसूचित करे, वह केवल एक कर्मचारी होने पर भी कवर होता है। अंशदान उस तारीख से शुरू होते हैं जिससे, केंद्र सरकार की अधिसूचना के अनुसार, ESIC उस स्थापन के कर्मचारियों को हितलाभ देता है: जाँच लें कि ESIC आपके ज़िले को कवर करता है या नहीं।';

/**
 * The contribution periods as a Hindi page writes them: the fact's dates with Hindi month names,
 * "से" for "to" and "और" for "and" ("1 अप्रैल से 30 सितंबर और 1 अक्टूबर से 31 मार्च", as
 * content/hi/facts.yaml has it).
 */
export const esiContributionPeriodsHi = formatFact(
  { value: esi_contributionPeriods, unit: 'date' },
  'hi',
)
  .replaceAll(' to ', ' से ')
  .replaceAll(' and ', ' और ');

/** What a sentence needs, the rupee figures already written out. */
interface EsiFigures {
  wages: string;
  ceilingName: string;
  employer: string;
  employee: string;
}

/** The result's sentences by language; the figures are the same in both. */
const words = {
  en: {
    people: (n: number) => `${n} ${n === 1 ? 'person' : 'people'}`,
    applies: (people: string) =>
      `The establishment employs ${people}: under the Code on Social Security, 2020 (First Schedule), ESI applies to every establishment in India with ${esi_threshold} or more persons, other than a seasonal factory. ${esiAreaNote}`,
    notApplies: (people: string) =>
      `With ${people}, ESI is not compulsory: it applies to every establishment in India with ${esi_threshold} or more persons, other than a seasonal factory. ${esiAreaNote}`,
    ceilingName: (ceiling: string, disabled: boolean) =>
      disabled
        ? `the ${ceiling} ceiling for employees with a disability`
        : `the ${ceiling} ceiling`,
    notCovered: (f: EsiFigures) =>
      `Not covered by ESI: wages of ${f.wages} are above ${f.ceilingName}, so no ESI contribution is due for this employee.`,
    ifCoveredAtStart: `If the employee was covered when the current contribution period began (${esi_contributionPeriods}), they stay covered, and contributions continue on the actual wages, until that period ends.`,
    covered: (f: EsiFigures) =>
      `Covered by ESI: wages of ${f.wages} are at or under ${f.ceilingName}.`,
    continuing: (f: EsiFigures) =>
      `Still covered until the end of the contribution period: wages of ${f.wages} are above ${f.ceilingName}, but the employee was covered when the period began.`,
    employer: (f: EsiFigures) =>
      `Employer: ${esi_employerRate}% of ${f.wages} = ${f.employer}, rounded up to the next rupee as ESIC does.`,
    lowWage: `Employee: nothing. An employee whose average daily wage is ${formatRupees(esi_lowWageDaily)} or less pays no share; the employer still pays its ${esi_employerRate}%.`,
    employee: (f: EsiFigures) =>
      `Employee: ${esi_employeeRate}% of ${f.wages} = ${f.employee}, deducted from wages.`,
    periods: `The contribution periods are ${esi_contributionPeriods}. From the next period the employee is no longer covered unless wages are back at or under the ceiling.`,
  },
  hi: {
    people: (n: number) => `${n} ${n === 1 ? 'व्यक्ति' : 'व्यक्तियों'}`,
    applies: (people: string) =>
      `स्थापन ${people} को नियोजित करता है: सामाजिक सुरक्षा संहिता, 2020 (पहली अनुसूची) के तहत ESI भारत के हर उस स्थापन पर लागू होता है जिसमें ${esi_threshold} या अधिक व्यक्ति काम करते हैं, मौसमी कारखाने को छोड़कर। ${esiAreaNoteHi}`,
    notApplies: (people: string) =>
      `${people} वाले स्थापन पर ESI अनिवार्य नहीं है: यह भारत के हर उस स्थापन पर लागू होता है जिसमें ${esi_threshold} या अधिक व्यक्ति काम करते हैं, मौसमी कारखाने को छोड़कर। ${esiAreaNoteHi}`,
    ceilingName: (ceiling: string, disabled: boolean) =>
      disabled ? `दिव्यांग कर्मचारियों के लिए ${ceiling} की सीमा` : `${ceiling} की सीमा`,
    notCovered: (f: EsiFigures) =>
      `ESI के दायरे में नहीं: ${f.wages} की मजदूरी ${f.ceilingName} से अधिक है, इसलिए इस कर्मचारी के लिए कोई ESI अंशदान देय नहीं है।`,
    ifCoveredAtStart: `अगर मौजूदा अंशदान अवधि (${esiContributionPeriodsHi}) की शुरुआत में कर्मचारी कवर था, तो वह उस अवधि के समाप्त होने तक कवर रहता है, और तब तक अंशदान वास्तविक मजदूरी पर जारी रहते हैं।`,
    covered: (f: EsiFigures) =>
      `ESI के दायरे में: ${f.wages} की मजदूरी ${f.ceilingName} के बराबर या उससे कम है।`,
    continuing: (f: EsiFigures) =>
      `अंशदान अवधि के अंत तक कवर: ${f.wages} की मजदूरी ${f.ceilingName} से अधिक है, लेकिन अवधि की शुरुआत में कर्मचारी कवर था।`,
    employer: (f: EsiFigures) =>
      `नियोजक: ${f.wages} का ${esi_employerRate}% = ${f.employer}, ESIC की तरह अगले पूरे रुपये तक बढ़ाकर।`,
    lowWage: `कर्मचारी: कुछ नहीं। जिस कर्मचारी की औसत दैनिक मजदूरी ${formatRupees(esi_lowWageDaily)} या उससे कम है, वह अपना हिस्सा नहीं देता; नियोजक फिर भी अपना ${esi_employerRate}% देता है।`,
    employee: (f: EsiFigures) =>
      `कर्मचारी: ${f.wages} का ${esi_employeeRate}% = ${f.employee}, जो मजदूरी से काटा जाता है।`,
    periods: `अंशदान अवधियाँ हैं: ${esiContributionPeriodsHi}। अगली अवधि से कर्मचारी कवर नहीं रहता, जब तक उसकी मजदूरी फिर से सीमा के बराबर या उससे कम न हो जाए।`,
  },
} satisfies Record<Language, unknown>;

export function calculateEsi(input: EsiInput, language: Language = originalLanguage): EsiResult {
  const { wages, employees, disabled, coveredAtPeriodStart, lowWage } = input;
  const ceiling = disabled ? esi_wageCeilingDisabled : esi_wageCeiling;
  const status: EsiStatus =
    wages <= ceiling ? 'covered' : coveredAtPeriodStart ? 'continuing' : 'not-covered';

  // Rule 51 of the ESI (Central) Rules rounds contributions up to the next higher rupee (since
  // 2004), and the ESIC portal computes challans the same way.
  const contributing = status !== 'not-covered';
  const employer = contributing ? nextHigherRupee(percentOf(wages, esi_employerRate)) : 0;
  const employee =
    contributing && !lowWage ? nextHigherRupee(percentOf(wages, esi_employeeRate)) : 0;

  const applies = employees >= esi_threshold;
  const w = words[language];
  const people = w.people(employees);
  const applicability = applies ? w.applies(people) : w.notApplies(people);

  const f: EsiFigures = {
    wages: formatRupees(wages),
    ceilingName: w.ceilingName(formatRupees(ceiling), disabled),
    employer: formatRupees(employer),
    employee: formatRupees(employee),
  };
  const reasons: string[] = [];
  let summary: string;
  if (status === 'not-covered') {
    summary = w.notCovered(f);
    reasons.push(w.ifCoveredAtStart);
  } else {
    summary = status === 'covered' ? w.covered(f) : w.continuing(f);
    reasons.push(w.employer(f), lowWage ? w.lowWage : w.employee(f));
    if (status === 'continuing') reasons.push(w.periods);
  }
  return {
    applies,
    applicability,
    status,
    ceiling,
    employee,
    employer,
    total: employee + employer,
    summary,
    reasons,
  };
}
