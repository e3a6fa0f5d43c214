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
import { esi } from '../generated/messages/esi.ts';
import { formatFact } from '../lib/facts.ts';
import { type Language, messagesIn, originalLanguage } from '../lib/language.ts';
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

/**
 * The contribution periods as the language writes them: the fact's dates with the language's
 * month names and its words for "to" and "and" ("1 अप्रैल से 30 सितंबर और 1 अक्टूबर से 31 मार्च"
 * on a Hindi page, as content/hi/facts.yaml has it).
 */
export function esiContributionPeriodsIn(language: Language): string {
  const w = messagesIn(esi, language);
  return formatFact({ value: esi_contributionPeriods, unit: 'date' }, language)
    .replaceAll(' to ', ` ${w.periodTo} `)
    .replaceAll(' and ', ` ${w.periodAnd} `);
}

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
  // The result's sentences in the language (content/messages/<language>/esi.yaml).
  const w = messagesIn(esi, language);
  const who = { people: w.people({ n: employees }), threshold: esi_threshold, note: w.areaNote };
  const applicability = applies ? w.applies(who) : w.notApplies(who);

  const ceilingFigure = { ceiling: formatRupees(ceiling) };
  const f = {
    wages: formatRupees(wages),
    ceilingName: disabled ? w.ceilingNameDisabled(ceilingFigure) : w.ceilingName(ceilingFigure),
    employer: formatRupees(employer),
    employee: formatRupees(employee),
  };
  const periods = { periods: esiContributionPeriodsIn(language) };
  const reasons: string[] = [];
  let summary: string;
  if (status === 'not-covered') {
    summary = w.notCovered(f);
    reasons.push(w.ifCoveredAtStart(periods));
  } else {
    summary = status === 'covered' ? w.covered(f) : w.continuing(f);
    reasons.push(
      w.employerReason({ ...f, rate: esi_employerRate }),
      lowWage
        ? w.lowWageReason({ limit: formatRupees(esi_lowWageDaily), rate: esi_employerRate })
        : w.employeeReason({ ...f, rate: esi_employeeRate }),
    );
    if (status === 'continuing') reasons.push(w.periods(periods));
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
