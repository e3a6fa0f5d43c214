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
import { type Language, originalLanguage } from '../lib/languages.ts';
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

/** The result's sentences by language; the figures are the same in both. */
const words = {
  en: {
    years: (n: number) => plural(n, 'year'),
    served: (years: number, months: number) =>
      `${plural(years, 'year')}${months ? ` and ${plural(months, 'month')}` : ''}`,
    onDeath: (served: string) =>
      `Gratuity is payable: on death or disablement no minimum service is needed, so the ${served} of service count in full.`,
    fixedTermMet: (required: string, served: string) =>
      `Gratuity is payable: a fixed-term employee qualifies, pro rata, after ${required} of service, and this employee served ${served}.`,
    fixedTermNotMet: (required: string, served: string) =>
      `No gratuity yet: a fixed-term employee qualifies after ${required} of service, and this employee served ${served}.`,
    regularMet: (required: string, served: string) =>
      `Gratuity is payable: ${served} of continuous service meets the ${required} needed.`,
    regularNotMet: (required: string, served: string) =>
      `No gratuity yet: it is payable after ${required} of continuous service, and this employee served ${served}.`,
    wholeYears: (years: number) => `${plural(years, 'completed year')} of service count.`,
    partYearCounts: (months: number, counted: number) =>
      `The final ${plural(months, 'month')} are more than ${gratuity_partYearMonths}, so they count as a full year: ${plural(counted, 'year')}.`,
    partYearDropped: (months: number, counted: number) =>
      `The final ${plural(months, 'month')} are not more than ${gratuity_partYearMonths}, so they do not count: ${plural(counted, 'year')}.`,
    noCountedYear: 'Less than a counted year of service gives no gratuity under the formula.',
    capped: (uncapped: string, cap: string, eligible: boolean) =>
      `The formula gives ${uncapped}, above the statutory cap of ${cap}, so ${cap} is payable${eligible ? '' : ' once eligible'}. An employer may pay more by contract, but the law requires no more.`,
    courts:
      'Some courts have treated an unfinished last year as a full one where the employee had worked enough days in it to count as a year of continuous service; the point is not settled, so take advice on such a case.',
    fixedTermPartYears:
      'How part-years of fixed-term service are counted for pro rata gratuity is not yet settled by rules; this uses the same part-year rule as for other employees.',
    wages: `Wages here are basic pay and dearness allowance. Under the Labour Codes, if allowances and other excluded payments exceed ${wages_exclusionCap}% of the total pay, the excess is added to wages.`,
  },
  hi: {
    years: (n: number) => `${n} वर्ष`,
    served: (years: number, months: number) => `${years} वर्ष${months ? ` ${months} महीने` : ''}`,
    onDeath: (served: string) =>
      `उपदान देय है: मृत्यु या अपंगता होने पर कोई न्यूनतम सेवा ज़रूरी नहीं है, इसलिए ${served} की पूरी सेवा गिनी जाती है।`,
    fixedTermMet: (required: string, served: string) =>
      `उपदान देय है: नियत अवधि कर्मचारी ${required} की सेवा के बाद आनुपातिक आधार पर पात्र होता है, और इस कर्मचारी ने ${served} की सेवा की है।`,
    fixedTermNotMet: (required: string, served: string) =>
      `अभी उपदान देय नहीं है: नियत अवधि कर्मचारी ${required} की सेवा के बाद पात्र होता है, और इस कर्मचारी ने ${served} की सेवा की है।`,
    regularMet: (required: string, served: string) =>
      `उपदान देय है: ${served} की निरंतर सेवा से ज़रूरी ${required} की शर्त पूरी होती है।`,
    regularNotMet: (required: string, served: string) =>
      `अभी उपदान देय नहीं है: यह ${required} की निरंतर सेवा के बाद देय होता है, और इस कर्मचारी ने ${served} की सेवा की है।`,
    wholeYears: (years: number) => `सेवा के ${years} पूरे वर्ष गिने जाते हैं।`,
    partYearCounts: (months: number, counted: number) =>
      `अंतिम ${months} महीने ${gratuity_partYearMonths} से अधिक हैं, इसलिए उन्हें पूरा वर्ष गिना जाता है: ${counted} वर्ष।`,
    partYearDropped: (months: number, counted: number) =>
      months === 1
        ? `अंतिम 1 महीना ${gratuity_partYearMonths} से अधिक नहीं है, इसलिए वह नहीं गिना जाता: ${counted} वर्ष।`
        : `अंतिम ${months} महीने ${gratuity_partYearMonths} से अधिक नहीं हैं, इसलिए वे नहीं गिने जाते: ${counted} वर्ष।`,
    noCountedYear: 'गिने जाने लायक एक वर्ष से कम सेवा पर सूत्र से कोई उपदान नहीं बनता।',
    capped: (uncapped: string, cap: string, eligible: boolean) =>
      `सूत्र से ${uncapped} आता है, जो ${cap} की सांविधिक सीमा से अधिक है, इसलिए ${eligible ? `${cap} देय है` : `पात्र होने पर ${cap} देय होगा`}। नियोजक अनुबंध के तहत इससे अधिक दे सकता है, लेकिन कानून इससे अधिक अनिवार्य नहीं करता।`,
    courts:
      'कुछ अदालतों ने अधूरे अंतिम वर्ष को पूरा वर्ष माना है, जहाँ कर्मचारी ने उस वर्ष में इतने दिन काम किया था कि वह निरंतर सेवा का एक वर्ष गिना जा सके; यह प्रश्न अभी तय नहीं है, इसलिए ऐसे मामले में सलाह लें।',
    fixedTermPartYears:
      'नियत अवधि की सेवा के अधूरे वर्ष आनुपातिक उपदान के लिए कैसे गिने जाएँ, यह नियमों में अभी तय नहीं है; यहाँ वही अधूरे वर्ष का नियम लगाया गया है जो अन्य कर्मचारियों पर लागू होता है।',
    wages: `यहाँ मजदूरी का अर्थ मूल वेतन और महँगाई भत्ता है। श्रम संहिताओं के तहत, अगर भत्ते और मजदूरी से बाहर रखे गए अन्य भुगतान कुल पारिश्रमिक के ${wages_exclusionCap}% से अधिक हों, तो अतिरिक्त राशि मजदूरी में जोड़ दी जाती है।`,
  },
} satisfies Record<Language, unknown>;

/** The years a type of employment needs, as the page's language writes them ("5 वर्ष"). */
export const yearsLabel = (n: number, language: Language): string => words[language].years(n);

function eligibilityOf(
  input: GratuityInput,
  required: number,
  met: boolean,
  language: Language,
): string {
  const w = words[language];
  const served = w.served(input.years, input.months);
  const needed = w.years(required);
  if (input.exit === 'death-disablement') return w.onDeath(served);
  if (input.employment === 'fixed-term')
    return met ? w.fixedTermMet(needed, served) : w.fixedTermNotMet(needed, served);
  return met ? w.regularMet(needed, served) : w.regularNotMet(needed, served);
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
  const w = words[language];

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
      ? w.wholeYears(years)
      : partYearCounts
        ? w.partYearCounts(months, countedYears)
        : w.partYearDropped(months, countedYears),
  );
  if (eligible && countedYears === 0) reasons.push(w.noCountedYear);
  if (capped) reasons.push(w.capped(formatRupees(uncapped), formatRupees(gratuityCap), eligible));
  if (!eligible && employment === 'regular' && years === required - 1) reasons.push(w.courts);
  if (employment === 'fixed-term' && eligible && months > 0) reasons.push(w.fixedTermPartYears);
  reasons.push(w.wages);

  return { eligible, eligibility, countedYears, formula, uncapped, amount, capped, reasons };
}
