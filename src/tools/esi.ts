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

export function calculateEsi(input: EsiInput): EsiResult {
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
  const people = `${employees} ${employees === 1 ? 'person' : 'people'}`;
  const applicability = applies
    ? `The establishment employs ${people}: under the Code on Social Security, 2020 (First Schedule), ESI applies to every establishment in India with ${esi_threshold} or more persons, other than a seasonal factory. ${esiAreaNote}`
    : `With ${people}, ESI is not compulsory: it applies to every establishment in India with ${esi_threshold} or more persons, other than a seasonal factory. ${esiAreaNote}`;

  const ceilingName = disabled
    ? `the ${formatRupees(ceiling)} ceiling for employees with a disability`
    : `the ${formatRupees(ceiling)} ceiling`;
  const reasons: string[] = [];
  let summary: string;
  if (status === 'not-covered') {
    summary = `Not covered by ESI: wages of ${formatRupees(wages)} are above ${ceilingName}, so no ESI contribution is due for this employee.`;
    reasons.push(
      `If the employee was covered when the current contribution period began (${esi_contributionPeriods}), they stay covered, and contributions continue on the actual wages, until that period ends.`,
    );
  } else {
    summary =
      status === 'covered'
        ? `Covered by ESI: wages of ${formatRupees(wages)} are at or under ${ceilingName}.`
        : `Still covered until the end of the contribution period: wages of ${formatRupees(wages)} are above ${ceilingName}, but the employee was covered when the period began.`;
    reasons.push(
      `Employer: ${esi_employerRate}% of ${formatRupees(wages)} = ${formatRupees(employer)}, rounded up to the next rupee as ESIC does.`,
      lowWage
        ? `Employee: nothing. An employee whose average daily wage is ${formatRupees(esi_lowWageDaily)} or less pays no share; the employer still pays its ${esi_employerRate}%.`
        : `Employee: ${esi_employeeRate}% of ${formatRupees(wages)} = ${formatRupees(employee)}, deducted from wages.`,
    );
    if (status === 'continuing') {
      reasons.push(
        `The contribution periods are ${esi_contributionPeriods}. From the next period the employee is no longer covered unless wages are back at or under the ceiling.`,
      );
    }
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
