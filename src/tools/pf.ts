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
import { formatFact } from '../lib/facts.ts';
import { type Language, originalLanguage } from '../lib/languages.ts';
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

/** What a sentence about one case needs, the rupee figures already written out. */
interface PfFigures {
  wages: string;
  ceiling: string;
  cappedWages: string;
  pfWages: string;
  eps: string;
  /** The pension share is the most EPS takes in a month. */
  epsAtMost: boolean;
  employerRate: number;
  employerEpf: string;
  edli: string;
  admin: string;
}

/** The result's sentences by language; the figures are the same in both. */
const words = {
  en: {
    covered: (people: string) =>
      `PF applies: the establishment employs ${people}, and PF is compulsory from ${pf_threshold} (Code on Social Security, 2020, First Schedule).`,
    voluntary: (people: string) =>
      `The establishment employs ${people}, fewer than ${pf_threshold}, but has joined PF voluntarily, so contributions are due as for any covered establishment.`,
    notCovered: (people: string) =>
      `PF is not compulsory yet: the establishment employs ${people}, and PF applies from ${pf_threshold}. It may join voluntarily; the figures show what it would pay if it did.`,
    people: (n: number) => `${n} ${n === 1 ? 'person' : 'people'}`,
    withinCeiling: (f: PfFigures) => [
      `PF wages of ${f.wages} are within the ${f.ceiling} ceiling, so every contribution is worked out on the full wages and the employee must be a member.`,
    ],
    onCeiling: (f: PfFigures) => [
      `PF wages of ${f.wages} are above the ${f.ceiling} ceiling. The law requires contributions only on ${f.ceiling}; contributing on the full wages is a choice the employee and employer may make together.`,
      `An employee whose PF wages are above the ceiling when first joining PF need not become a member; one who is already a member stays a member.`,
    ],
    onActual: (f: PfFigures) => [
      `PF wages of ${f.wages} are above the ${f.ceiling} ceiling, and the employee and employer have chosen to contribute on the full wages. The pension (EPS) and EDLI are still worked out on ${f.ceiling}.`,
    ],
    reducedRate: `The reduced rate of ${pf_reducedRate}% applies only to notified classes of establishment (such as sick units and a few notified industries); the pension share stays at ${pf_epsRate}%.`,
    eps: (f: PfFigures) =>
      `Pension (EPS): ${pf_epsRate}% of ${f.cappedWages} = ${f.eps}${f.epsAtMost ? `, the most EPS takes in a month` : ''}. The rest of the employer's ${f.employerRate}%, ${f.employerEpf}, goes to the employee's PF account.`,
    noEps: (f: PfFigures) =>
      `Not in the pension scheme (for example, joined PF after ${pf_epsCutOffDate} with wages above the ceiling): the employer's whole ${f.employerRate}% goes to the PF account.`,
    edli: (f: PfFigures) => `EDLI insurance: ${pf_edliRate}% of ${f.cappedWages} = ${f.edli}.`,
    admin: (f: PfFigures) =>
      `Administrative charges: ${pf_adminRate}% of ${f.pfWages} = ${f.admin}. EPFO collects at least ${formatRupees(pf_adminMinimum)} a month from each establishment, so a small payroll pays that minimum instead.`,
  },
  hi: {
    covered: (people: string) =>
      `PF लागू है: स्थापन ${people} को नियोजित करता है, और ${pf_threshold} या अधिक व्यक्तियों वाले स्थापन पर PF अनिवार्य है (सामाजिक सुरक्षा संहिता, 2020, पहली अनुसूची)।`,
    voluntary: (people: string) =>
      `स्थापन ${people} को नियोजित करता है, जो ${pf_threshold} से कम है, लेकिन वह स्वेच्छा से PF में शामिल हुआ है, इसलिए अंशदान वैसे ही देय हैं जैसे किसी कवर किए गए स्थापन के लिए।`,
    notCovered: (people: string) =>
      `PF अभी अनिवार्य नहीं है: स्थापन ${people} को नियोजित करता है, और PF ${pf_threshold} व्यक्तियों से लागू होता है। स्थापन स्वेच्छा से जुड़ सकता है; आँकड़े दिखाते हैं कि जुड़ने पर उसे कितना देना होगा।`,
    people: (n: number) => `${n} ${n === 1 ? 'व्यक्ति' : 'व्यक्तियों'}`,
    withinCeiling: (f: PfFigures) => [
      `${f.wages} की PF मजदूरी ${f.ceiling} की सीमा के भीतर है, इसलिए हर अंशदान की गणना पूरी मजदूरी पर होती है, और कर्मचारी का सदस्य बनना अनिवार्य है।`,
    ],
    onCeiling: (f: PfFigures) => [
      `${f.wages} की PF मजदूरी ${f.ceiling} की सीमा से अधिक है। कानून केवल ${f.ceiling} पर अंशदान अनिवार्य करता है; पूरी मजदूरी पर अंशदान कर्मचारी और नियोजक मिलकर चुन सकते हैं।`,
      'जिस कर्मचारी की PF मजदूरी PF में पहली बार शामिल होते समय सीमा से अधिक हो, उसके लिए सदस्य बनना ज़रूरी नहीं है; जो पहले से सदस्य है, वह सदस्य बना रहता है।',
    ],
    onActual: (f: PfFigures) => [
      `${f.wages} की PF मजदूरी ${f.ceiling} की सीमा से अधिक है, और कर्मचारी और नियोजक ने पूरी मजदूरी पर अंशदान करना चुना है। पेंशन (EPS) और EDLI फिर भी ${f.ceiling} पर ही गिने जाते हैं।`,
    ],
    reducedRate: `${pf_reducedRate}% की घटी हुई दर केवल स्थापनों के अधिसूचित वर्गों पर लागू होती है (जैसे रुग्ण इकाइयाँ और कुछ अधिसूचित उद्योग); पेंशन का हिस्सा ${pf_epsRate}% ही रहता है।`,
    eps: (f: PfFigures) =>
      `पेंशन (EPS): ${f.cappedWages} का ${pf_epsRate}% = ${f.eps}${f.epsAtMost ? ', जो एक महीने में EPS का अधिकतम हिस्सा है' : ''}। नियोजक के ${f.employerRate}% में से बाकी ${f.employerEpf} कर्मचारी के PF खाते में जाते हैं।`,
    noEps: (f: PfFigures) =>
      `कर्मचारी पेंशन योजना में नहीं है (उदाहरण के लिए, ${formatFact({ value: pf_epsCutOffDate, unit: 'date' }, 'hi')} के बाद सीमा से अधिक मजदूरी पर PF में शामिल हुआ): नियोजक का पूरा ${f.employerRate}% PF खाते में जाता है।`,
    edli: (f: PfFigures) => `EDLI बीमा: ${f.cappedWages} का ${pf_edliRate}% = ${f.edli}।`,
    admin: (f: PfFigures) =>
      `प्रशासनिक शुल्क: ${f.pfWages} का ${pf_adminRate}% = ${f.admin}। EPFO हर स्थापन से हर महीने कम से कम ${formatRupees(pf_adminMinimum)} लेता है, इसलिए छोटे पेरोल वाला स्थापन इसके बजाय यही न्यूनतम राशि देता है।`,
  },
} satisfies Record<Language, unknown>;

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
  const w = words[language];
  const f: PfFigures = {
    wages: formatRupees(wages),
    ceiling: formatRupees(ceiling),
    cappedWages: formatRupees(cappedWages),
    pfWages: formatRupees(pfWages),
    eps: formatRupees(eps),
    epsAtMost: eps === pf_epsMaxMonthly,
    employerRate,
    employerEpf: formatRupees(employerEpf),
    edli: formatRupees(edli),
    admin: formatRupees(admin),
  };
  const people = w.people(employees);
  const applicability = covered
    ? w.covered(people)
    : voluntary
      ? w.voluntary(people)
      : w.notCovered(people);

  const reasons: string[] = [];
  reasons.push(
    ...(!above ? w.withinCeiling(f) : basis === 'ceiling' ? w.onCeiling(f) : w.onActual(f)),
  );
  if (reducedRate) reasons.push(w.reducedRate);
  reasons.push(epsMember ? w.eps(f) : w.noEps(f), w.edli(f), w.admin(f));

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
