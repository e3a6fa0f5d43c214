/**
 * PF contributions for one employee for one month: the employee's share, the employer's share
 * split into the pension scheme (EPS) and the PF account (EPF), EDLI insurance and EPF
 * administrative charges, and whether PF applies to the establishment at all, under the EPF, EPS
 * and EDLI Schemes, 2026 made under the Code on Social Security, 2020.
 */
import {
  pf_adminMinimum,
  pf_adminRate,
  pf_edliRate,
  pf_employeeRate,
  pf_employerRate,
  pf_epsCutOffDate,
  pf_epsMaxMonthly,
  pf_epsRate,
  pf_reducedRate,
  pf_threshold,
  pf_wageCeiling,
} from '../generated/fact-values.ts';
import { pf } from '../generated/messages/pf.ts';
import { formatFact } from '../lib/facts.ts';
import { type Language, messagesIn, originalLanguage } from '../lib/language.ts';
import { formatRupees, nearestRupee, percentOf } from './input.ts';

/**
 * On what the contributions are worked out when wages are above the ceiling: the ceiling (what
 * the law requires) or the actual wages (a choice the employee and employer may make jointly).
 */
export type PfBasis = 'ceiling' | 'actual';

export interface PfInput {
  /** PF wages for the month: basic pay, dearness allowance and retaining allowance. */
  wages: number;
  /** People the establishment employs. */
  employees: number;
  /** Covered by choice although below the threshold. */
  voluntary: boolean;
  basis: PfBasis;
  /** The establishment is in a class notified for the reduced rate. */
  reducedRate: boolean;
  /** The employee is a member of the pension scheme. */
  epsMember: boolean;
}

export interface PfResult {
  /** Whether PF is compulsory or voluntarily taken up by the establishment. */
  applies: boolean;
  applicability: string;
  /** Wages the PF contributions and admin charges are worked out on. */
  pfWages: number;
  /** Wages the pension and EDLI are worked out on (never above the ceiling). */
  cappedWages: number;
  rate: number;
  employee: number;
  /** The employer's whole share, EPS included. */
  employerShare: number;
  eps: number;
  employerEpf: number;
  edli: number;
  admin: number;
  /** What the employer pays on top of wages: its share, EDLI and admin charges. */
  employerCost: number;
  /** Everything deposited with EPFO for this employee: both shares, EDLI and admin charges. */
  totalDeposit: number;
  /** Why each figure is what it is, in the order a reader needs them. */
  reasons: string[];
}

export function calculatePf(input: PfInput, language: Language = originalLanguage): PfResult {
  const { wages, employees, voluntary, basis, reducedRate, epsMember } = input;
  const ceiling = pf_wageCeiling;
  const above = wages > ceiling;
  const pfWages = above && basis === 'ceiling' ? ceiling : wages;
  const cappedWages = Math.min(wages, ceiling);
  const rate = reducedRate ? pf_reducedRate : pf_employeeRate;
  const employerRate = reducedRate ? pf_reducedRate : pf_employerRate;

  // EPFO's ECR rounds each contribution to the nearest rupee and takes the employer's PF-account
  // share as the difference between its whole share and the pension share, so the two always add
  // up to the employer's share; we follow it so the figures match the challan.
  const employee = nearestRupee(percentOf(pfWages, rate));
  const employerShare = nearestRupee(percentOf(pfWages, employerRate));
  const eps = epsMember
    ? Math.min(nearestRupee(percentOf(cappedWages, pf_epsRate)), pf_epsMaxMonthly)
    : 0;
  const employerEpf = employerShare - eps;
  const edli = nearestRupee(percentOf(cappedWages, pf_edliRate));
  const admin = nearestRupee(percentOf(pfWages, pf_adminRate));

  const covered = employees >= pf_threshold;
  const applies = covered || voluntary;
  // The result's sentences in the language (content/messages/<language>/pf.yaml).
  const w = messagesIn(pf, language);
  const who = { people: w.people({ n: employees }), threshold: pf_threshold };
  const applicability = covered
    ? w.covered(who)
    : voluntary
      ? w.coveredVoluntarily(who)
      : w.notCovered(who);

  const f = {
    wages: formatRupees(wages),
    ceiling: formatRupees(ceiling),
    cappedWages: formatRupees(cappedWages),
    pfWages: formatRupees(pfWages),
    eps: formatRupees(eps),
    epsRate: pf_epsRate,
    employerRate,
    employerEpf: formatRupees(employerEpf),
    date: formatFact({ value: pf_epsCutOffDate, unit: 'date' }, language),
  };
  const reasons: string[] = [];
  if (!above) reasons.push(w.withinCeiling(f));
  else if (basis === 'ceiling') reasons.push(w.aboveCeiling(f), w.aboveCeilingMembership);
  else reasons.push(w.onActualWages(f));
  if (reducedRate) reasons.push(w.reducedRateReason({ rate: pf_reducedRate, epsRate: pf_epsRate }));
  const epsReason = eps === pf_epsMaxMonthly ? w.epsReasonAtMost : w.epsReason;
  reasons.push(
    epsMember ? epsReason(f) : w.noEpsReason(f),
    w.edliReason({ ...f, rate: pf_edliRate, edli: formatRupees(edli) }),
    w.adminReason({
      ...f,
      rate: pf_adminRate,
      admin: formatRupees(admin),
      minimum: formatRupees(pf_adminMinimum),
    }),
  );

  return {
    applies,
    applicability,
    pfWages,
    cappedWages,
    rate,
    employee,
    employerShare,
    eps,
    employerEpf,
    edli,
    admin,
    employerCost: employerShare + edli + admin,
    totalDeposit: employee + employerShare + edli + admin,
    reasons,
  };
}
