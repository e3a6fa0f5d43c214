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

export function calculatePf(input: PfInput): PfResult {
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
  const people = `${employees} ${employees === 1 ? 'person' : 'people'}`;
  const applicability = covered
    ? `PF applies: the establishment employs ${people}, and PF is compulsory from ${pf_threshold} (Code on Social Security, 2020, First Schedule).`
    : voluntary
      ? `The establishment employs ${people}, fewer than ${pf_threshold}, but has joined PF voluntarily, so contributions are due as for any covered establishment.`
      : `PF is not compulsory yet: the establishment employs ${people}, and PF applies from ${pf_threshold}. It may join voluntarily; the figures show what it would pay if it did.`;

  const reasons: string[] = [];
  if (!above) {
    reasons.push(
      `PF wages of ${formatRupees(wages)} are within the ${formatRupees(ceiling)} ceiling, so every contribution is worked out on the full wages and the employee must be a member.`,
    );
  } else if (basis === 'ceiling') {
    reasons.push(
      `PF wages of ${formatRupees(wages)} are above the ${formatRupees(ceiling)} ceiling. The law requires contributions only on ${formatRupees(ceiling)}; contributing on the full wages is a choice the employee and employer may make together.`,
      `An employee whose PF wages are above the ceiling when first joining PF need not become a member; one who is already a member stays a member.`,
    );
  } else {
    reasons.push(
      `PF wages of ${formatRupees(wages)} are above the ${formatRupees(ceiling)} ceiling, and the employee and employer have chosen to contribute on the full wages. The pension (EPS) and EDLI are still worked out on ${formatRupees(ceiling)}.`,
    );
  }
  if (reducedRate) {
    reasons.push(
      `The reduced rate of ${pf_reducedRate}% applies only to notified classes of establishment (such as sick units and a few notified industries); the pension share stays at ${pf_epsRate}%.`,
    );
  }
  reasons.push(
    epsMember
      ? `Pension (EPS): ${pf_epsRate}% of ${formatRupees(cappedWages)} = ${formatRupees(eps)}${eps === pf_epsMaxMonthly ? `, the most EPS takes in a month` : ''}. The rest of the employer's ${employerRate}%, ${formatRupees(employerEpf)}, goes to the employee's PF account.`
      : `Not in the pension scheme (for example, joined PF after ${pf_epsCutOffDate} with wages above the ceiling): the employer's whole ${employerRate}% goes to the PF account.`,
    `EDLI insurance: ${pf_edliRate}% of ${formatRupees(cappedWages)} = ${formatRupees(edli)}.`,
    `Administrative charges: ${pf_adminRate}% of ${formatRupees(pfWages)} = ${formatRupees(admin)}. EPFO collects at least ${formatRupees(pf_adminMinimum)} a month from each establishment, so a small payroll pays that minimum instead.`,
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
