/**
 * Gratuity on leaving a job: 15 days' wages for every completed year of service (a month's
 * wages divided by 26 working days), up to the statutory cap, once the qualifying service is
 * met. Gratuity is Chapter V of the Code on Social Security, 2020, which replaced the Payment of
 * Gratuity Act, 1972.
 */
import {
  gratuity_cap,
  gratuity_daysWagesPerYear,
  gratuity_fixedTermService,
  gratuity_monthDivisor,
  gratuity_partYearMonths,
  gratuity_qualifyingService,
  wages_exclusionCap,
} from '../generated/fact-values.ts';
import { formatRupees, lakhToRupees, nearestRupee } from './input.ts';

/** The qualifying-service facts are written as text ("5 years"); the tool needs the number. */
function yearsIn(text: string): number {
  const match = /^(\d+) years?$/.exec(text);
  if (!match?.[1]) throw new Error(`Expected a number of years such as "5 years", got "${text}"`);
  return Number(match[1]);
}

export const qualifyingYears = yearsIn(gratuity_qualifyingService);
export const fixedTermYears = yearsIn(gratuity_fixedTermService);

export type Employment = 'regular' | 'fixed-term';
/** Death or disablement waives the qualifying service; any other way of leaving does not. */
export type Exit = 'leaving' | 'death-disablement';

export interface GratuityInput {
  /** Last drawn monthly wages: basic pay and dearness allowance. */
  wages: number;
  /** Completed years of service. */
  years: number;
  /** Completed months beyond those years (0 to 11). */
  months: number;
  employment: Employment;
  exit: Exit;
}

export interface GratuityResult {
  eligible: boolean;
  eligibility: string;
  /** Years the formula counts: completed years, plus one for a final part-year over the limit. */
  countedYears: number;
  /** The formula with this case's figures. */
  formula: string;
  /** The formula's result before the cap. */
  uncapped: number;
  /** What is payable: nothing when not eligible, otherwise the formula's result up to the cap. */
  amount: number;
  capped: boolean;
  reasons: string[];
}

export const gratuityCap = lakhToRupees(gratuity_cap);

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export function calculateGratuity(input: GratuityInput): GratuityResult {
  const { wages, years, months, employment, exit } = input;
  const required = employment === 'fixed-term' ? fixedTermYears : qualifyingYears;
  const served = `${plural(years, 'year')}${months ? ` and ${plural(months, 'month')}` : ''}`;
  const met = years >= required;
  const eligible = met || exit === 'death-disablement';

  let eligibility: string;
  if (exit === 'death-disablement') {
    eligibility = `Gratuity is payable: on death or disablement no minimum service is needed, so the ${served} of service count in full.`;
  } else if (employment === 'fixed-term') {
    eligibility = met
      ? `Gratuity is payable: a fixed-term employee qualifies, pro rata, after ${plural(required, 'year')} of service, and this employee served ${served}.`
      : `No gratuity yet: a fixed-term employee qualifies after ${plural(required, 'year')} of service, and this employee served ${served}.`;
  } else {
    eligibility = met
      ? `Gratuity is payable: ${served} of continuous service meets the ${plural(required, 'year')} needed.`
      : `No gratuity yet: it is payable after ${plural(required, 'year')} of continuous service, and this employee served ${served}.`;
  }

  const partYearCounts = months > gratuity_partYearMonths;
  const countedYears = years + (partYearCounts ? 1 : 0);
  // Gratuity is paid in whole rupees; nothing in the law rounds it otherwise, so we round to the
  // nearest rupee, as the published examples (₹3,46,154 for ₹60,000 over 10 years) do.
  const uncapped = nearestRupee(
    (wages * gratuity_daysWagesPerYear * countedYears) / gratuity_monthDivisor,
  );
  const capped = uncapped > gratuityCap;
  const amount = eligible ? Math.min(uncapped, gratuityCap) : 0;
  const formula = `${formatRupees(wages)} × ${gratuity_daysWagesPerYear}/${gratuity_monthDivisor} × ${countedYears} = ${formatRupees(uncapped)}`;

  const reasons: string[] = [];
  reasons.push(
    months === 0
      ? `${plural(years, 'completed year')} of service count.`
      : partYearCounts
        ? `The final ${plural(months, 'month')} are more than ${gratuity_partYearMonths}, so they count as a full year: ${plural(countedYears, 'year')}.`
        : `The final ${plural(months, 'month')} are not more than ${gratuity_partYearMonths}, so they do not count: ${plural(countedYears, 'year')}.`,
  );
  if (eligible && countedYears === 0) {
    reasons.push('Less than a counted year of service gives no gratuity under the formula.');
  }
  if (capped) {
    reasons.push(
      `The formula gives ${formatRupees(uncapped)}, above the statutory cap of ${formatRupees(gratuityCap)}, so ${formatRupees(gratuityCap)} is payable${eligible ? '' : ' once eligible'}. An employer may pay more by contract, but the law requires no more.`,
    );
  }
  if (!eligible && employment === 'regular' && years === required - 1) {
    reasons.push(
      'Some courts have treated an unfinished last year as a full one where the employee had worked enough days in it to count as a year of continuous service; the point is not settled, so take advice on such a case.',
    );
  }
  if (employment === 'fixed-term' && eligible && months > 0) {
    reasons.push(
      'How part-years of fixed-term service are counted for pro rata gratuity is not yet settled by rules; this uses the same part-year rule as for other employees.',
    );
  }
  reasons.push(
    `Wages here are basic pay and dearness allowance. Under the Labour Codes, if allowances and other excluded payments exceed ${wages_exclusionCap}% of the total pay, the excess is added to wages.`,
  );

  return { eligible, eligibility, countedYears, formula, uncapped, amount, capped, reasons };
}
