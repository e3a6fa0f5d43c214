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
import { gratuity } from '../generated/messages/gratuity.ts';
import { type Language, messagesIn, originalLanguage } from '../lib/language.ts';
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

function eligibilityOf(
  input: GratuityInput,
  required: number,
  met: boolean,
  language: Language,
): string {
  const w = messagesIn(gratuity, language);
  const p = { served: w.served(input), required: w.yearsCount({ n: required }) };
  if (input.exit === 'death-disablement') return w.onDeath(p);
  if (input.employment === 'fixed-term') return met ? w.fixedTermMet(p) : w.fixedTermNotMet(p);
  return met ? w.regularMet(p) : w.regularNotMet(p);
}

export function calculateGratuity(
  input: GratuityInput,
  language: Language = originalLanguage,
): GratuityResult {
  const { wages, years, months, employment, exit } = input;
  const required = employment === 'fixed-term' ? fixedTermYears : qualifyingYears;
  const met = years >= required;
  const eligible = met || exit === 'death-disablement';
  const eligibility = eligibilityOf(input, required, met, language);
  // The result's sentences in the language (content/messages/<language>/gratuity.yaml).
  const w = messagesIn(gratuity, language);

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
  const partYear = { months, limit: gratuity_partYearMonths, counted: countedYears };
  reasons.push(
    months === 0
      ? w.wholeYears({ years })
      : partYearCounts
        ? w.partYearCounts(partYear)
        : w.partYearDropped(partYear),
  );
  if (eligible && countedYears === 0) reasons.push(w.noCountedYear);
  if (capped) {
    const cap = { uncapped: formatRupees(uncapped), cap: formatRupees(gratuityCap) };
    reasons.push(eligible ? w.capped(cap) : w.cappedOnceEligible(cap));
  }
  if (!eligible && employment === 'regular' && years === required - 1) reasons.push(w.courts);
  if (employment === 'fixed-term' && eligible && months > 0) reasons.push(w.fixedTermPartYears);
  reasons.push(w.wagesNote({ cap: wages_exclusionCap }));

  return { eligible, eligibility, countedYears, formula, uncapped, amount, capped, reasons };
}
